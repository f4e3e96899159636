/**
 * Regression tests of the accounts penetration test (defect 7): e-mail enumeration through the
 * e-mail change.
 */
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages } from '../../db/schema'
import { signUp } from '../../test/accounts'
import { shippedLoginLimits, tightLimits } from '../../test/hardening'
import { createTestApp } from '../../test/test-app'

const { client, db } = await createTestApp({ trustProxy: 1, rateLimits: shippedLoginLimits })
const tight = await createTestApp({ trustProxy: 1, rateLimits: tightLimits })

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
