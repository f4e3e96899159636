import { describe, expect, it } from 'vitest'
import { contractOperations } from '../test/fuzz'
import { createTestApp } from '../test/test-app'

/**
 * The contract and the server agree on who may call what: every operation the
 * contract secures with the bearer token answers 401 without one, and every
 * operation it marks `security: []` answers without asking for one.
 */
const { client } = await createTestApp()
const operations = contractOperations()

const call = (op: (typeof operations)[number]) =>
  client.call<{ type?: string }>(op.method, op.path.replace(/\{\w+\}/g, 'abc123'), {
    ...(op.requestMediaType === 'application/json' ? { body: {} } : {}),
  })

describe('bearer token: contract and server agree', () => {
  for (const op of operations)
    it(`${op.operationId} ${op.public ? 'is public' : 'needs the bearer token'}`, async () => {
      const res = await call(op)
      if (op.public) expect(res.body.type, `${op.method} ${op.path} -> ${res.status}`).not.toBe(unauthenticated)
      else {
        expect(res.status, `${op.method} ${op.path}`).toBe(401)
        expect(res.body.type).toBe(unauthenticated)
      }
    })

  it('the catalog is public (no signed-out page needs it, but nothing in it is secret)', async () => {
    expect(operations.find((op) => op.operationId === 'getCatalog')?.public).toBe(true)
    const res = await client.get<{ systems: unknown[] }>('/catalog')
    expect(res.status).toBe(200)
    expect(res.body.systems.length).toBeGreaterThan(0)
  })
})

const unauthenticated = 'urn:exam-prep:problem:unauthenticated'
