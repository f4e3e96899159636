import { describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { expectContract } from '../../test/contract'
import { createTestApp, openTestDatabase } from '../../test/test-app'

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

describe('GET /api/v1/health/ready', () => {
  it('answers ready while the database answers', async () => {
    const response = await app.request('/api/v1/health/ready')
    expect(response.status).toBe(200)
    await expectContract(response, 'get', '/api/v1/health/ready')
    expect(await response.json()).toEqual({ status: 'ready' })
  })

  it('answers 503 with a localized problem once the database is closed', async () => {
    const database = await openTestDatabase()
    const closed = createApp({ db: database.db, config: app.deps.config })
    expect((await closed.request('/api/v1/health/ready')).status).toBe(200)
    await database.close()
    const response = await closed.request('/api/v1/health/ready', { headers: { 'Accept-Language': 'ar' } })
    expect(response.status).toBe(503)
    await expectContract(response, 'get', '/api/v1/health/ready')
    expect(await response.json()).toMatchObject({
      status: 503,
      type: 'urn:exam-prep:problem:service-unavailable',
      message: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
    })
  })

  it('answers 503 while the process shuts down, though the database still answers', async () => {
    let draining = false
    const draining503 = createApp({ db: app.deps.db, config: app.deps.config, ops: { draining: () => draining } })
    expect((await draining503.request('/api/v1/health/ready')).status).toBe(200)
    draining = true
    const response = await draining503.request('/api/v1/health/ready')
    expect(response.status).toBe(503)
    await expectContract(response, 'get', '/api/v1/health/ready')
    expect(await response.json()).toMatchObject({ message: 'This server is restarting. Please try again in a moment.' })
    expect((await draining503.request('/api/v1/health')).status).toBe(200) // liveness unchanged
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
