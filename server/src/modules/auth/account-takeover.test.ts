/**
 * Regression tests of the accounts penetration test (defect 1): e-mail ownership and third-party
 * sign-in, a takeover before the owner signs up.
 */
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { registration, signUp } from '../../test/accounts'
import { startFakeGoogle } from '../../test/fake-google'
import { login, shippedLoginLimits, signUpByWhatsapp } from '../../test/hardening'
import { createTestApp } from '../../test/test-app'

const google = await startFakeGoogle()
const CLIENT_ID = 'hardening-client.apps.googleusercontent.com'
const googleId = (claims: { sub: string; email: string }) =>
  new SignJWT({ email_verified: true, given_name: 'Victor', family_name: 'Owner', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(google.privateKey)

/** Behind one trusted proxy; the login limits as shipped, everything else out of the way. */
const { client, db } = await createTestApp({
  googleClientId: CLIENT_ID,
  googleJwksUrl: google.jwksUrl,
  trustProxy: 1,
  rateLimits: shippedLoginLimits,
})

const emailVerifiedAt = async (email: string) =>
  (await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email)))[0]?.at ?? null

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
