import { describe, expect, it } from 'vitest'
import { contractOperations } from './test/fuzz'
import { fuzzSuites } from './test/fuzz-operations'

/** Every operation of the contract is fuzzed (fuzz.test.ts, fuzz-learning.test.ts), once. */
describe('fuzz coverage', () => {
  const inContract = contractOperations().map((op) => op.operationId)
  const fuzzed = Object.values(fuzzSuites).flat() as string[]

  it('every operation of openapi/openapi.yaml is in a fuzz suite', () => {
    const missing = inContract.filter((id) => !fuzzed.includes(id))
    expect(
      missing,
      `not fuzzed: ${missing.join(', ')}. Add each to a list of server/src/test/fuzz-operations.ts and to that suite`,
    ).toEqual([])
  })

  it('no suite lists an operation the contract does not have, nor one twice', () => {
    expect(fuzzed.filter((id) => !inContract.includes(id))).toEqual([])
    expect(fuzzed.filter((id, index) => fuzzed.indexOf(id) !== index)).toEqual([])
  })
})
