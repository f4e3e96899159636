import { generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { registration } from '../../test/accounts'
import { startFakeGoogle } from '../../test/fake-google'
import { createTestApp } from '../../test/test-app'

const { privateKey, jwksUrl } = await startFakeGoogle()
const intruder = await generateKeyPair('RS256')

const CLIENT_ID = 'test-client.apps.googleusercontent.com'
const { client } = await createTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: jwksUrl })
const off = await createTestApp()

function idToken(
  claims: Record<string, unknown>,
  options: { key?: Parameters<SignJWT['sign']>[0]; audience?: string; expires?: string } = {},
) {
  return new SignJWT({ email_verified: true, given_name: 'Omar', family_name: 'Farouk', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '10m')
    .sign(options.key ?? privateKey)
}

describe('Google sign-in', () => {
  it('is announced by /config and refused with 403 when not configured', async () => {
    expect((await client.get('/config')).body).toMatchObject({
      third_party_sign_in_enabled: true,
      google_client_id: CLIENT_ID,
    })
    const refused = await off.client.post('/auth/google', { body: { id_token: 'a.b.c' } })
    expect(refused).toMatchObject({ status: 403, body: { message: 'Third-party sign-in is not available.' } })
  })

  it('signs up a new learner (activated, trial started, no password), then signs the same learner in', async () => {
    const token = await idToken({ sub: 'google-sub-1', email: 'Omar.Farouk@Example.com' })
    const first = await client.post<{ user: { id: string; token: string } }>('/auth/google', {
      body: { id_token: token },
    })
    expect(first).toMatchObject({
      status: 200,
      body: { status: 'authenticated', user: { email: 'omar.farouk@example.com', name: 'Omar Farouk' } },
    })
    const me = await client.get('/current-user', { token: first.body.user.token })
    expect(me.body).toMatchObject({ auth_provider: 'google', has_password: false })
    const trial = await client.get('/subscriptions/check-current-subscription', { token: first.body.user.token })
    expect(trial.body).toMatchObject({ has_active_subscription: true, subscription: { is_trial: true } })
    const again = await client.post<{ user: { id: string } }>('/auth/google', {
      body: { id_token: await idToken({ sub: 'google-sub-1', email: 'omar.farouk@example.com' }) },
    })
    expect(again.body.user.id).toBe(first.body.user.id)
    // A passwordless account deletes itself with its e-mail.
    const wrong = await client.post('/settings/delete-account', {
      token: first.body.user.token,
      body: { email: 'someone@example.com' },
    })
    expect(wrong.status).toBe(422)
    const deleted = await client.post('/settings/delete-account', {
      token: first.body.user.token,
      body: { email: 'omar.farouk@example.com' },
    })
    expect(deleted.status).toBe(200)
  })

  it('links to a pending registration and drops the unproven password', async () => {
    const body = registration()
    await client.post('/register', { body })
    const signedIn = await client.post<{ user: { token: string } }>('/auth/google', {
      body: { id_token: await idToken({ sub: 'google-sub-2', email: body.email }) },
    })
    expect(signedIn.status).toBe(200)
    expect((await client.get('/current-user', { token: signedIn.body.user.token })).body).toMatchObject({
      has_password: false,
    })
    expect((await client.post('/login', { body: { email: body.email, password: body.password } })).status).toBe(401)
  })

  it('refuses forged, expired, wrong-audience and unverified tokens with 401', async () => {
    const cases = [
      await idToken({ sub: 's', email: 'x@example.com' }, { key: intruder.privateKey }),
      await idToken({ sub: 's', email: 'x@example.com' }, { expires: '-5m' }),
      await idToken({ sub: 's', email: 'x@example.com' }, { audience: 'someone-else' }),
      await idToken({ sub: 's', email: 'x@example.com', email_verified: false }),
      'not-a-jwt',
    ]
    for (const token of cases) {
      const res = await client.post('/auth/google', { body: { id_token: token } })
      expect(res).toMatchObject({
        status: 401,
        body: { message: 'We could not verify your Google sign-in. Please try again.' },
      })
    }
  })

  it('opens the Content-Security-Policy to Google Identity Services only when configured', async () => {
    const policy = async (c: typeof client) =>
      Object.fromEntries(
        ((await c.get('/config')).headers.get('Content-Security-Policy') ?? '')
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      ) as Record<string, string[]>
    const on = await policy(client)
    for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src'])
      expect(on[directive]).toContain('https://accounts.google.com/gsi/')
    expect(on['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/'])
    expect(on['frame-ancestors']).toEqual(["'none'"])
    const closed = await policy(off.client)
    expect(JSON.stringify(closed)).not.toContain('google')
    expect(closed['script-src']).toEqual(["'self'"])
    expect(closed['frame-src']).toBeUndefined()
  })
})
