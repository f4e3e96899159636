import { describe, expect, it } from 'vitest'
import { expectContract } from '../test/contract'
import { createTestApp } from '../test/test-app'

const { app } = await createTestApp({ version: '1.2.3' })

describe('GET /api/v1/health', () => {
  it('answers ok with the version once the database responds', async () => {
    const response = await app.request('/api/v1/health')
    expect(response.status).toBe(200)
    await expectContract(response, 'get', '/api/v1/health')
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({ status: 'ok', version: '1.2.3', database: 'ok' })
    expect(Date.parse(body.time as string)).not.toBeNaN()
  })

  it('sends the security headers with every answer', async () => {
    const response = await app.request('/api/v1/health')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('unknown API routes', () => {
  it('answer a localized problem body, in English by default', async () => {
    const response = await app.request('/api/v1/no-such-thing')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/problem+json')
    expect(await response.json()).toMatchObject({
      status: 404,
      statusCode: 404,
      type: 'urn:exam-prep:problem:not-found',
      title: 'Not Found',
      instance: '/api/v1/no-such-thing',
      message: 'No API route matches /api/v1/no-such-thing',
    })
  })

  it('answer in Arabic when Accept-Language asks for it', async () => {
    const response = await app.request('/api/v1/no-such-thing', { headers: { 'Accept-Language': 'ar-EG,ar;q=0.9' } })
    const body = (await response.json()) as { message: string }
    expect(body.message).toBe('لا يوجد مسار في الواجهة البرمجية يطابق /api/v1/no-such-thing')
  })
})
