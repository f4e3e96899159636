import { describe, expect, it } from 'vitest'
import { expectContract, findPathTemplate } from './contract'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('expectContract', () => {
  it('maps request paths to the contract templates', () => {
    expect(findPathTemplate('/api/v1/quizzes/abcdefgh12')).toBe('/quizzes/{quiz_id}')
    expect(findPathTemplate('/api/v1/health?x=1')).toBe('/health')
    expect(findPathTemplate('/api/v1/nowhere')).toBeUndefined()
  })

  it('accepts a body that matches the schema', async () => {
    const body = { status: 'ok', version: '1.0.0', database: 'ok', time: '2026-11-22T10:00:00Z' }
    await expectContract(json(body), 'get', '/api/v1/health')
  })

  it('rejects a body that misses a required member', async () => {
    await expect(expectContract(json({ status: 'ok', database: 'ok' }), 'get', '/api/v1/health')).rejects.toThrow(
      /version/,
    )
  })

  it('rejects a status the operation does not document', async () => {
    await expect(expectContract(json({}, 418), 'get', '/api/v1/health')).rejects.toThrow(/does not document status 418/)
  })
})
