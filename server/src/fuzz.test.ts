import fc from 'fast-check'
import { describe, it } from 'vitest'
import { defaultRateLimits } from './domain/constants'
import { registration, signUp } from './test/accounts'
import { fixed, fuzzOperation, pageQuery, printable, tokensFor, type Operation } from './test/fuzz'
import { createTestApp } from './test/test-app'

/**
 * Property: whatever is thrown at an operation of the accounts and
 * subscriptions API (malformed bodies, hostile headers, bad parameters), the
 * answer is never a 5xx and always what the contract documents. The real
 * limits stay on (as in production); only the timing floor is off, so the
 * thousands of runs take seconds.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const { app, client } = await createTestApp({ rateLimits: defaultRateLimits, enumerationFloorMs: 0 })

const account = await signUp(client)
const tokens = tokensFor(account.token)

const { body: packages } = await client.get<{ data: { id: string }[] }>('/subscriptions/packages')
const packageId = packages.data[0]!.id
const password = { password: 'Blue-Harbor-71', password_confirmation: 'Blue-Harbor-71' }

const operations: Record<string, Operation> = {
  login: { method: 'POST', path: fixed('/login'), valid: { email: account.email, password: account.password } },
  register: { method: 'POST', path: fixed('/register'), valid: registration() },
  activateAccount: { method: 'POST', path: fixed('/activate'), valid: { email: account.email, code: '123456' } },
  resendActivationCode: { method: 'POST', path: fixed('/resend-code'), valid: { email: account.email } },
  signInWithGoogle: { method: 'POST', path: fixed('/auth/google'), valid: { id_token: 'a.b.c' } },
  requestPasswordReset: { method: 'POST', path: fixed('/password-reset/request'), valid: { email: account.email } },
  verifyPasswordResetCode: {
    method: 'POST',
    path: fixed('/password-reset/verify'),
    valid: { mobile: '+201001234567', code: '123456' },
  },
  resetPassword: {
    method: 'POST',
    path: fixed('/password-reset/reset'),
    valid: { email: account.email, code: '123456', ...password },
  },
  resendPasswordResetCode: {
    method: 'POST',
    path: fixed('/password-reset/resend-code'),
    valid: { mobile: '+201001234567' },
  },
  getCurrentUser: { method: 'GET', path: fixed('/current-user') },
  contactUs: { method: 'POST', path: fixed('/contact-us'), valid: { message: 'Hello', kind: 'suggestion' } },
  changePassword: {
    method: 'POST',
    path: fixed('/settings/change-password'),
    valid: { current_password: 'wrong-one-1', ...password },
  },
  changeEmail: { method: 'POST', path: fixed('/settings/change-email'), valid: { email: 'new-address@example.com' } },
  verifyEmailChange: {
    method: 'POST',
    path: fixed('/settings/verify-email'),
    valid: { email: 'new-address@example.com', code: '123456' },
  },
  changeNotificationSettings: {
    method: 'POST',
    path: fixed('/settings/change-notification'),
    valid: { new_offers: true },
  },
  editProfile: { method: 'POST', path: fixed('/settings/edit-profile'), form: true },
  getBilling: { method: 'GET', path: pageQuery('/settings/billing') },
  listPackages: { method: 'GET', path: fixed('/subscriptions/packages') },
  listSubscriptions: { method: 'GET', path: pageQuery('/subscriptions') },
  checkCurrentSubscription: { method: 'GET', path: fixed('/subscriptions/check-current-subscription') },
  createSubscription: { method: 'POST', path: fixed('/subscriptions'), valid: { package_id: packageId } },
  getPayment: {
    method: 'GET',
    path: fc
      .oneof(
        printable.filter((id) => id.trim() !== ''),
        fc.constant('pay_doesnotexist'),
      )
      .map((id) => `/payments/${encodeURIComponent(id)}`),
  },
  getConfig: { method: 'GET', path: fixed('/config') },
  getHealth: { method: 'GET', path: fixed('/health') },
  // Last: they end the session or the account the others use.
  deleteAccount: { method: 'POST', path: fixed('/settings/delete-account'), valid: { password: 'wrong-pass-1' } },
  logout: { method: 'POST', path: fixed('/logout') },
}

describe(`fuzz: ${RUNS} generated requests per operation, no 5xx, every answer in the contract`, () => {
  for (const [operationId, operation] of Object.entries(operations))
    it(operationId, { timeout: 180_000 }, () => fuzzOperation(app, operation, tokens, RUNS))
})
