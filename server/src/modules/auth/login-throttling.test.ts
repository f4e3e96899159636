/**
 * Regression tests of the accounts penetration test: the client address behind proxies (defect 6),
 * and login throttling that an attacker cannot turn into a lockout (defect 10).
 */
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { defaultRateLimits, HOUR, MINUTE } from '../../domain/constants'
import type { AppDeps } from '../../http/app-env'
import { clientAddress } from '../../http/rate-limit'
import { signUp } from '../../test/accounts'
import { login, shippedLoginLimits, tightLimits } from '../../test/hardening'
import { createTestApp } from '../../test/test-app'

/** Behind one trusted proxy; the login limits as shipped, everything else out of the way. */
const { client } = await createTestApp({ trustProxy: 1, rateLimits: shippedLoginLimits })
const tight = await createTestApp({ trustProxy: 1, rateLimits: tightLimits })

describe('client address behind a trusted proxy (defect 6)', () => {
  const addressOf = async (trustProxy: number, forwardedFor?: string) => {
    const app = new Hono()
      .use(async (c, next) => {
        c.set('deps' as never, { config: { trustProxy } } as unknown as AppDeps as never)
        await next()
      })
      .get('/', (c) => c.text(clientAddress(c)))
    const response = await app.request(
      '/',
      forwardedFor === undefined ? {} : { headers: { 'X-Forwarded-For': forwardedFor } },
    )
    return response.text()
  }

  it('reads the entry the trusted proxies appended, never the one the client wrote', async () => {
    expect(await addressOf(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7')
    expect(await addressOf(1, '203.0.113.7')).toBe('203.0.113.7')
    expect(await addressOf(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7')
    // Fewer entries than proxies: the furthest one there is.
    expect(await addressOf(2, '203.0.113.7')).toBe('203.0.113.7')
    expect(await addressOf(1, ' 6.6.6.6 ,, 203.0.113.8 ')).toBe('203.0.113.8')
    // Not behind a proxy: the header is ignored (no socket in app.request).
    expect(await addressOf(0, '6.6.6.6')).toBe('unknown')
    expect(await addressOf(1)).toBe('unknown')
  })

  it('a client rotating a forged first entry is still limited per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await login(tight.client, `nobody-${i}-${Date.now()}@example.com`, 'Blue-Harbor-71', '198.51.100.20')).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})

describe('login throttling cannot lock a learner out (defect 10)', () => {
  it("an attacker's wrong passwords lock only the attacker's address; a reset lifts the lock", async () => {
    const learner = await signUp(client)
    const attackerAddress = '203.0.113.66'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await login(client, learner.email, `Wrong-Guess-${i}0`, attackerAddress)).status)
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429])
    expect((await login(client, learner.email, learner.password, attackerAddress)).status).toBe(429)
    // The learner, elsewhere, signs in.
    expect((await login(client, learner.email, learner.password, '198.51.100.7')).status).toBe(200)

    // A reset through a code lifts the account's locks, the locked pair's included.
    const requested = await client.post<{ verification_code: string }>('/password-reset/request', {
      body: { email: learner.email },
    })
    const reset = await client.post('/password-reset/reset', {
      body: {
        email: learner.email,
        code: requested.body.verification_code,
        password: 'Fresh-Canyon-35',
        password_confirmation: 'Fresh-Canyon-35',
      },
    })
    expect(reset.status).toBe(200)
    expect((await login(client, learner.email, 'Fresh-Canyon-35', attackerAddress)).status).toBe(200)
  })

  it('a distributed attack locks the account (slower, longer) until a password reset', async () => {
    const learner = await signUp(tight.client)
    // Six addresses, one wrong password each: the account's own limit (6 here, 100 an hour as shipped).
    for (let i = 0; i < 6; i++)
      expect((await login(tight.client, learner.email, 'Wrong-Guess-00', `192.0.2.${100 + i}`)).status).toBe(401)
    const locked = await login(tight.client, learner.email, learner.password, '192.0.2.200')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(15 * 60)

    const requested = await tight.client.post<{ verification_code: string }>('/password-reset/request', {
      body: { email: learner.email },
    })
    const reset = await tight.client.post('/password-reset/reset', {
      body: {
        email: learner.email,
        code: requested.body.verification_code,
        password: 'Fresh-Canyon-36',
        password_confirmation: 'Fresh-Canyon-36',
      },
    })
    expect(reset.status).toBe(200)
    expect((await login(tight.client, learner.email, 'Fresh-Canyon-36', '192.0.2.201')).status).toBe(200)
  })

  it('ships a per-pair limit of 10 in 15 minutes and a per-account limit of 100 an hour', () => {
    expect(defaultRateLimits.loginPerAccountAndClient).toEqual({ limit: 10, windowMs: 15 * MINUTE })
    expect(defaultRateLimits.loginPerAccount).toEqual({ limit: 100, windowMs: HOUR })
  })
})
