/**
 * Regression tests of the accounts penetration test: e-mail ownership and third-party sign-in
 * (takeover before the owner signs up), the client address behind proxies, e-mail enumeration
 * through the e-mail change, and login throttling that an attacker cannot turn into a lockout.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../http/app-env'
import { outboxMessages, users } from '../db/schema'
import { defaultRateLimits, HOUR, MINUTE } from '../domain/constants'
import { clientAddress } from '../http/rate-limit'
import { registration, signUp } from '../test/accounts'
import { createTestApp, relaxedRateLimits, type TestClient } from '../test/test-app'

/** Our own "Google" (as in google.test.ts): a key pair and a JWKS endpoint on loopback. */
const { publicKey, privateKey } = await generateKeyPair('RS256')
const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
const jwks = createServer((_, response) =>
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
)
await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())))

const CLIENT_ID = 'hardening-client.apps.googleusercontent.com'
const googleId = (claims: { sub: string; email: string }) =>
  new SignJWT({ email_verified: true, given_name: 'Victor', family_name: 'Owner', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey)

/** Behind one trusted proxy; the login limits as shipped, everything else out of the way. */
const main = await createTestApp({
  googleClientId: CLIENT_ID,
  googleJwksUrl: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`,
  trustProxy: 1,
  rateLimits: {
    ...relaxedRateLimits,
    loginPerAccount: defaultRateLimits.loginPerAccount,
    loginPerAccountAndClient: defaultRateLimits.loginPerAccountAndClient,
  },
})
const { client, db } = main

/** Small limits, so a distributed attack and a rotating forged address fit in a test. */
const tight = await createTestApp({
  trustProxy: 1,
  rateLimits: {
    ...relaxedRateLimits,
    loginPerClient: { limit: 5, windowMs: 15 * MINUTE },
    loginPerAccountAndClient: { limit: 3, windowMs: 15 * MINUTE },
    loginPerAccount: { limit: 6, windowMs: HOUR },
    codeSendPerMinute: defaultRateLimits.codeSendPerMinute,
    codeSendPerHour: defaultRateLimits.codeSendPerHour,
  },
})

let forged = 0
/** A request that went through our proxy from `address`, with a forged entry the client wrote first. */
const via = (address: string) => ({ 'X-Forwarded-For': `10.66.${++forged % 250}.${forged % 200}, ${address}` })

const emailVerifiedAt = async (email: string) =>
  (await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email)))[0]?.at ?? null

async function login(c: TestClient, email: string, password: string, address: string) {
  return c.post<{ user: { token: string } }>('/login', { body: { email, password }, headers: via(address) })
}

/** Registers by the messaging app (the code goes to `mobile`) and activates with the echoed code. */
async function signUpByWhatsapp(c: TestClient, overrides: Record<string, unknown> = {}) {
  const body = registration({ channel: 'whatsapp', ...overrides })
  const registered = await c.post<{ verification_code: string }>('/register', { body })
  expect(registered).toMatchObject({ status: 201, body: { channel: 'whatsapp' } })
  const activated = await c.post<{ user: { token: string; id: string } }>('/activate', {
    body: { email: body.email, code: registered.body.verification_code },
  })
  expect(activated.status).toBe(200)
  return { ...body, id: activated.body.user.id, token: activated.body.user.token }
}

describe('e-mail ownership and Google sign-in (defect 1)', () => {
  it('only a code sent to the e-mail proves it: activation by the messaging app does not', async () => {
    const byEmail = await signUp(client)
    expect(await emailVerifiedAt(byEmail.email)).toBeInstanceOf(Date)
    const byPhone = await signUpByWhatsapp(client)
    expect(await emailVerifiedAt(byPhone.email)).toBeNull()
    // A verified e-mail change proves the new address.
    const next = `moved-${byPhone.email}`
    const sent = await client.post<{ verification_code: string }>('/settings/change-email', {
      token: byPhone.token,
      body: { email: next },
    })
    const verified = await client.post('/settings/verify-email', {
      token: byPhone.token,
      body: { email: next, code: sent.body.verification_code },
    })
    expect(verified.status).toBe(200)
    expect(await emailVerifiedAt(next)).toBeInstanceOf(Date)
  })

  it('a Google identity takes over an account squatted with its e-mail: the squatter is locked out', async () => {
    // The attacker registers the victim's address with the attacker's phone and activates by WhatsApp.
    const attacker = await signUpByWhatsapp(client, { mobile: '+201009998877', first_name: 'Mallory' })
    const resetCode = await client.post<{ verification_code: string }>('/password-reset/request', {
      body: { mobile: attacker.mobile },
    })
    expect(resetCode.body.verification_code).toMatch(/^\d{6}$/)

    // The owner of the address signs in with Google.
    const victim = await client.post<{ user: { token: string; id: string; mobile: string | null } }>('/auth/google', {
      body: { id_token: await googleId({ sub: 'victim-sub-1', email: attacker.email }) },
    })
    expect(victim.status).toBe(200)
    expect(victim.body.user).toMatchObject({ id: attacker.id, mobile: null })
    expect((await client.get('/current-user', { token: victim.body.user.token })).body).toMatchObject({
      email: attacker.email,
      has_password: false,
      mobile: null,
    })
    expect(await emailVerifiedAt(attacker.email)).toBeInstanceOf(Date)

    // Every way back for the attacker is closed: session, password, phone, and the code already sent.
    expect((await client.get('/current-user', { token: attacker.token })).status).toBe(401)
    expect((await login(client, attacker.email, attacker.password, '192.0.2.10')).status).toBe(401)
    const reset = await client.post('/password-reset/reset', {
      body: {
        mobile: attacker.mobile,
        code: resetCode.body.verification_code,
        password: 'Mallory-Back-77',
        password_confirmation: 'Mallory-Back-77',
      },
    })
    expect(reset.status).toBe(422)
    const again = await client.post('/password-reset/request', { body: { mobile: attacker.mobile } })
    expect(again.body.verification_code).toBeNull()
    expect((await login(client, attacker.email, 'Mallory-Back-77', '192.0.2.10')).status).toBe(401)
    expect((await client.get('/current-user', { token: victim.body.user.token })).status).toBe(200)
  })

  it('linking Google to an account with a proven e-mail keeps its password and ends its other sessions', async () => {
    const owner = await signUp(client)
    const other = await login(client, owner.email, owner.password, '192.0.2.11')
    expect(other.status).toBe(200)
    const google = await client.post<{ user: { token: string; id: string } }>('/auth/google', {
      body: { id_token: await googleId({ sub: 'owner-sub-1', email: owner.email }) },
    })
    expect(google.body.user.id).toBe(owner.id)
    expect((await client.get('/current-user', { token: owner.token })).status).toBe(401)
    expect((await client.get('/current-user', { token: other.body.user.token })).status).toBe(401)
    expect((await client.get('/current-user', { token: google.body.user.token })).body).toMatchObject({
      has_password: true,
    })
    expect((await login(client, owner.email, owner.password, '192.0.2.11')).status).toBe(200)
  })

  it('a new Google account has a proven e-mail', async () => {
    const email = `google-new-${Date.now()}@example.com`
    const created = await client.post('/auth/google', { body: { id_token: await googleId({ sub: 'new-sub', email }) } })
    expect(created.status).toBe(200)
    expect(await emailVerifiedAt(email)).toBeInstanceOf(Date)
  })

  it('a squatter logging in while the owner takes the account over never keeps a session', async () => {
    for (let round = 0; round < 6; round++) {
      const attacker = await signUpByWhatsapp(client, { mobile: '+201005554433' })
      const [squatter, owner] = await Promise.all([
        login(client, attacker.email, attacker.password, '192.0.2.30'),
        client.post('/auth/google', {
          body: { id_token: await googleId({ sub: `race-sub-${round}-${Date.now()}`, email: attacker.email }) },
        }),
      ])
      expect(owner.status).toBe(200)
      expect([200, 401]).toContain(squatter.status)
      if (squatter.status === 200)
        expect((await client.get('/current-user', { token: squatter.body.user.token })).status).toBe(401)
      expect((await client.get('/current-user', { token: attacker.token })).status).toBe(401)
    }
  })

  it('a squatter activating while the owner signs in with Google never keeps a session', async () => {
    for (let round = 0; round < 6; round++) {
      const body = registration({ channel: 'whatsapp', mobile: '+201005554422' })
      const registered = await client.post<{ verification_code: string }>('/register', { body })
      const [squatter, owner] = await Promise.all([
        client.post<{ user: { token: string } }>('/activate', {
          body: { email: body.email, code: registered.body.verification_code },
        }),
        client.post('/auth/google', {
          body: { id_token: await googleId({ sub: `race-act-${round}-${Date.now()}`, email: body.email }) },
        }),
      ])
      expect(owner.status).toBe(200)
      expect([200, 422]).toContain(squatter.status)
      if (squatter.status === 200)
        expect((await client.get('/current-user', { token: squatter.body.user.token })).status).toBe(401)
      expect((await login(client, body.email, body.password, '192.0.2.31')).status).toBe(401)
    }
  })

  it('two first sign-ins of one Google identity at once make one account, never a 500', async () => {
    const email = `google-twice-${Date.now()}@example.com`
    const token = await googleId({ sub: 'twice-sub', email })
    const both = await Promise.all(
      [1, 2, 3].map(() => client.post<{ user: { id: string } }>('/auth/google', { body: { id_token: token } })),
    )
    expect(both.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(both.map((r) => r.body.user.id)).size).toBe(1)
  })

  it('a password reset through the e-mail also takes over an account squatted by phone', async () => {
    const attacker = await signUpByWhatsapp(client, { mobile: '+201007776655' })
    const requested = await client.post<{ verification_code: string }>('/password-reset/request', {
      body: { email: attacker.email },
    })
    const reset = await client.post('/password-reset/reset', {
      body: {
        email: attacker.email,
        code: requested.body.verification_code,
        password: 'Owner-Harbor-64',
        password_confirmation: 'Owner-Harbor-64',
      },
    })
    expect(reset.status).toBe(200)
    expect(await emailVerifiedAt(attacker.email)).toBeInstanceOf(Date)
    expect((await client.get('/current-user', { token: attacker.token })).status).toBe(401)
    // The phone the squatter proved no longer reaches the account.
    const byPhone = await client.post('/password-reset/request', { body: { mobile: attacker.mobile } })
    expect(byPhone.body.verification_code).toBeNull()
    const owner = await login(client, attacker.email, 'Owner-Harbor-64', '192.0.2.12')
    expect(owner.status).toBe(200)
    expect((await client.get('/current-user', { token: owner.body.user.token })).body).toMatchObject({ mobile: null })
  })
})

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

describe('e-mail change does not reveal accounts (defect 7)', () => {
  it('answers a taken address like a free one, sends nothing to it, and can never move onto it', async () => {
    const account = await signUp(client)
    const owner = await signUp(client)
    const messagesTo = async (recipient: string) =>
      (await db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, recipient)))[0]!.n
    const before = await messagesTo(owner.email)
    const taken = await client.post<{ verification_code: string; message: string }>('/settings/change-email', {
      token: account.token,
      body: { email: owner.email },
    })
    const free = await client.post<{ verification_code: string; message: string }>('/settings/change-email', {
      token: account.token,
      body: { email: `free-${account.email}` },
    })
    expect(taken.status).toBe(200)
    expect({ ...taken.body, verification_code: null }).toEqual({ ...free.body, verification_code: null })
    expect(taken.body.verification_code).toMatch(/^\d{6}$/)
    expect(await messagesTo(owner.email)).toBe(before)

    const again = await client.post<{ verification_code: string }>('/settings/change-email', {
      token: account.token,
      body: { email: owner.email },
    })
    const refused = await client.post('/settings/verify-email', {
      token: account.token,
      body: { email: owner.email, code: again.body.verification_code },
    })
    const wrong = await client.post('/settings/verify-email', {
      token: account.token,
      body: { email: `free-${account.email}`, code: '000000' },
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toEqual(wrong.body)
    expect((await client.get('/current-user', { token: account.token })).body).toMatchObject({ email: account.email })
  })

  it('refuses an address taken after the code was sent with the same answer as a wrong code', async () => {
    const first = await signUp(client)
    const second = await signUp(client)
    const wanted = `wanted-${Date.now()}@example.com`
    const codes = await Promise.all(
      [first, second].map((a) =>
        client.post<{ verification_code: string }>('/settings/change-email', {
          token: a.token,
          body: { email: wanted },
        }),
      ),
    )
    // Both confirm at once: exactly one gets the address, the other a 422 about its code (never a 500).
    const results = await Promise.all(
      [first, second].map((a, i) =>
        client.post('/settings/verify-email', {
          token: a.token,
          body: { email: wanted, code: codes[i]!.body.verification_code },
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 422])
    expect(results.find((r) => r.status === 422)!.body.errors).toEqual({
      code: ['The verification code is invalid or has expired.'],
    })
  })

  it('is rate limited before anything else is looked at', async () => {
    const account = await signUp(tight.client)
    const owner = await signUp(tight.client)
    const free = await tight.client.post('/settings/change-email', {
      token: account.token,
      body: { email: `free-${account.email}` },
    })
    expect(free.status).toBe(200)
    const taken = await tight.client.post('/settings/change-email', {
      token: account.token,
      body: { email: owner.email },
    })
    expect(taken.status).toBe(429)
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
