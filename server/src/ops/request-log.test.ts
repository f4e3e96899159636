import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { ensurePackages } from '../db/seed'
import { registration } from '../test/accounts'
import { openTestDatabase, relaxedRateLimits, testClient } from '../test/test-app'
import { requestIdFrom, type RequestLogLine } from './request-log'

const database = await openTestDatabase()
afterAll(() => database.close())
await ensurePackages(database.db)
const lines: RequestLogLine[] = []
const config = {
  ...loadConfig({
    APP_ENV: 'test',
    SPA_DIR: '.tmp/no-spa',
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'exam-prep-log-')),
  }),
  rateLimits: relaxedRateLimits,
}
const app = createApp({ db: database.db, config, ops: { requestLog: (line) => lines.push(line) } })
const client = testClient(app)

/** The lines written while `work` runs. */
async function logged(work: () => Promise<unknown>): Promise<RequestLogLine[]> {
  const before = lines.length
  await work()
  return lines.slice(before)
}

describe('request log', () => {
  it('writes one line per request with time, method, route pattern, status, duration, request id and pid', async () => {
    const written = await logged(() => client.get('/payments/pay_Secret123?page=2&token=hidden-value'))
    expect(written).toHaveLength(1)
    const [line] = written
    expect(Object.keys(line!).sort()).toEqual(
      ['duration_ms', 'method', 'pid', 'request_id', 'route', 'status', 'time'].sort(),
    )
    expect(line).toMatchObject({ method: 'GET', route: '/api/v1/payments/:payment_id', status: 401, pid: process.pid })
    expect(Date.parse(line!.time)).not.toBeNaN()
    expect(line!.duration_ms).toBeGreaterThanOrEqual(0)
    expect(line!.request_id).toMatch(/^[0-9a-f-]{36}$/)
    const text = JSON.stringify(line)
    expect(text).not.toContain('Secret123')
    expect(text).not.toContain('hidden-value')
  })

  it('accepts a valid X-Request-Id and echoes it; replaces an invalid one with a new id', async () => {
    const [kept] = await logged(async () => {
      const answer = await client.get('/health', { headers: { 'X-Request-Id': 'lb-7f3a:01.2_x' } })
      expect(answer.headers.get('x-request-id')).toBe('lb-7f3a:01.2_x')
    })
    expect(kept).toMatchObject({ route: '/api/v1/health', status: 200, request_id: 'lb-7f3a:01.2_x' })

    for (const bad of ['', 'has space', 'x'.repeat(129), 'semi;colon', 'ünï']) {
      const [line] = await logged(async () => {
        const answer = await app.request('/api/v1/health', { headers: { 'X-Request-Id': bad } })
        const echoed = answer.headers.get('x-request-id')
        expect(echoed).not.toBe(bad)
        expect(echoed).toMatch(/^[0-9a-f-]{36}$/)
      })
      expect(line!.request_id).not.toBe(bad)
    }
    expect(requestIdFrom('x'.repeat(128))).toBe('x'.repeat(128))
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('gives every answer an id, also unknown routes, pages and errors', async () => {
    const written = await logged(async () => {
      const unknown = await app.request('/api/v1/no-such/thing')
      expect(unknown.headers.get('x-request-id')).toBeTruthy()
      const badJson = await app.request('/api/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":',
      })
      expect(badJson.status).toBe(400)
      expect(badJson.headers.get('x-request-id')).toBeTruthy()
    })
    expect(written.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/api/v1/*', 404],
      ['POST', '/api/v1/login', 400],
    ])
  })

  it('never holds a password, a code, a token or an e-mail address', async () => {
    const body = registration()
    let code = ''
    let token = ''
    const written = await logged(async () => {
      const registered = await client.post<{ verification_code: string }>('/register', { body })
      expect(registered.status).toBe(201)
      code = registered.body.verification_code
      const activated = await client.post<{ user: { token: string } }>('/activate', {
        body: { email: body.email, code },
      })
      expect(activated.status).toBe(200)
      const login = await client.post<{ user: { token: string } }>('/login', {
        body: { email: body.email, password: body.password },
      })
      expect(login.status).toBe(200)
      token = login.body.user.token
      expect((await client.get('/current-user', { token })).status).toBe(200)
    })
    expect(written.map((l) => `${l.method} ${l.route} ${l.status}`)).toEqual([
      'POST /api/v1/register 201',
      'POST /api/v1/activate 200',
      'POST /api/v1/login 200',
      'GET /api/v1/current-user 200',
    ])
    const text = written.map((line) => JSON.stringify(line)).join('\n')
    expect(code).toMatch(/^\d{6}$/)
    for (const secret of [body.password, code, token, body.email, body.email.split('@')[0]!, body.mobile])
      expect(text).not.toContain(secret)
  })
})
