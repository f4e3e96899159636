import { expect } from 'vitest'
import { defaultRateLimits, HOUR, MINUTE } from '../domain/constants'
import { registration } from './accounts'
import { relaxedRateLimits, type TestClient } from './test-app'

// Fixtures of the accounts penetration test's regressions (auth/account-takeover, auth/login-throttling,
// account/email-change-privacy).

/** The login limits as shipped, everything else out of the way. */
export const shippedLoginLimits = {
  ...relaxedRateLimits,
  loginPerAccount: defaultRateLimits.loginPerAccount,
  loginPerAccountAndClient: defaultRateLimits.loginPerAccountAndClient,
}

/** Small limits, so a distributed attack and a rotating forged address fit in a test. */
export const tightLimits = {
  ...relaxedRateLimits,
  loginPerClient: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAccountAndClient: { limit: 3, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 6, windowMs: HOUR },
  codeSendPerMinute: defaultRateLimits.codeSendPerMinute,
  codeSendPerHour: defaultRateLimits.codeSendPerHour,
}

let forged = 0
/** A request that went through our proxy from `address`, with a forged entry the client wrote first. */
const via = (address: string) => ({ 'X-Forwarded-For': `10.66.${++forged % 250}.${forged % 200}, ${address}` })

/** A login from `address` behind one trusted proxy (the app is made with `trustProxy: 1`). */
export async function login(c: TestClient, email: string, password: string, address: string) {
  return c.post<{ user: { token: string } }>('/login', { body: { email, password }, headers: via(address) })
}

/** Registers by the messaging app (the code goes to `mobile`) and activates with the echoed code. */
export async function signUpByWhatsapp(c: TestClient, overrides: Record<string, unknown> = {}) {
  const body = registration({ channel: 'whatsapp', ...overrides })
  const registered = await c.post<{ verification_code: string }>('/register', { body })
  expect(registered).toMatchObject({ status: 201, body: { channel: 'whatsapp' } })
  const activated = await c.post<{ user: { token: string; id: string } }>('/activate', {
    body: { email: body.email, code: registered.body.verification_code },
  })
  expect(activated.status).toBe(200)
  return { ...body, id: activated.body.user.id, token: activated.body.user.token }
}
