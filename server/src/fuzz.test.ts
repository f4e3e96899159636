import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, describe, it } from 'vitest'
import { defaultRateLimits } from './domain/constants'
import { registration, signUp } from './test/accounts'
import {
  fixed,
  fuzzOperation,
  pageQuery,
  printable,
  printFuzzSummary,
  query,
  tokensFor,
  type FuzzTally,
  type Operation,
} from './test/fuzz'
import { fuzzSuites, type FuzzedOperation } from './test/fuzz-operations'
import { createTestApp } from './test/test-app'

/**
 * Property: whatever is thrown at an operation of the accounts and
 * subscriptions API (malformed bodies, bodies nested thousands deep or
 * thousands long, hostile headers, bad parameters), the answer is never a
 * 5xx and always what the contract documents. The real limits stay on (as in
 * production); only the timing floor is off, so the thousands of runs take
 * seconds. Google sign-in and the Stripe webhook are on, their outside
 * services pointed at a closed loopback port (nothing leaves the machine).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const webhookSecret = 'whsec_fuzz_only_secret'
const { app, client } = await createTestApp({
  rateLimits: defaultRateLimits,
  enumerationFloorMs: 0,
  googleClientId: 'fuzz-client.apps.googleusercontent.com',
  googleJwksUrl: 'http://127.0.0.1:9/certs',
  stripe: { secretKey: undefined, webhookSecret, apiUrl: 'http://127.0.0.1:9' },
})

const account = await signUp(client)
const tokens = tokensFor(account.token)

const { body: packages } = await client.get<{ data: { id: string }[] }>('/subscriptions/packages')
const packageId = packages.data[0]!.id
const password = { password: 'Blue-Harbor-71', password_confirmation: 'Blue-Harbor-71' }

const { body: notices } = await client.get<{ data: { id: string }[] }>('/notifications', { token: account.token })
const notificationIds = fc.oneof(
  ...(notices.data[0] ? [fc.constant(notices.data[0].id)] : []),
  fc.constant('ntf_doesnotexist'),
  printable.filter((id) => id.trim() !== '' && id !== '.' && id !== '..').map(encodeURIComponent),
)

/** Stripe's signature header (`t=…,v1=<HMAC-SHA256 of "t.body">`): mostly right, sometimes stale, forged or absent. */
const stripeSignature = (body: string | undefined, at = Math.floor(Date.now() / 1000)) =>
  `t=${at},v1=${createHmac('sha256', webhookSecret)
    .update(`${at}.${body ?? ''}`)
    .digest('hex')}`
const stripeHeaders: Operation['headers'] = fc.oneof(
  { weight: 4, arbitrary: fc.constant((body: string | undefined) => ({ 'Stripe-Signature': stripeSignature(body) })) },
  {
    weight: 1,
    arbitrary: fc.constant((body: string | undefined) => ({
      'Stripe-Signature': stripeSignature(body, Math.floor(Date.now() / 1000) - 3600),
    })),
  },
  { weight: 1, arbitrary: printable.map((forged) => () => ({ 'Stripe-Signature': forged })) },
  { weight: 1, arbitrary: fc.constant(() => ({})) },
)
const stripeEvent = {
  id: 'evt_fuzz',
  object: 'event',
  type: 'checkout.session.completed',
  created: 1757320200,
  data: {
    object: {
      id: 'cs_test_fuzz',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 119900,
      currency: 'egp',
      client_reference_id: 'pay_fuzz',
      metadata: { payment_id: 'pay_fuzz' },
    },
  },
}

const operations: Record<FuzzedOperation<'accounts'>, Operation> = {
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
  receiveStripeWebhook: {
    method: 'POST',
    path: fixed('/payments/webhooks/stripe'),
    valid: stripeEvent,
    headers: stripeHeaders,
  },
  listNotifications: { method: 'GET', path: query('/notifications', ['page', 'per_page', 'unread_only']) },
  markNotificationRead: { method: 'POST', path: notificationIds.map((id) => `/notifications/${id}/read`) },
  markAllNotificationsRead: { method: 'POST', path: fixed('/notifications/read-all') },
  getConfig: { method: 'GET', path: fixed('/config') },
  getHealth: { method: 'GET', path: fixed('/health') },
  getReadiness: { method: 'GET', path: fixed('/health/ready') },
  // Last: they end the session or the account the others use.
  deleteAccount: { method: 'POST', path: fixed('/settings/delete-account'), valid: { password: 'wrong-pass-1' } },
  logout: { method: 'POST', path: fixed('/logout') },
}

const tallies = new Map<string, FuzzTally>()
afterAll(() => printFuzzSummary('fuzz (accounts, subscriptions, notifications, health)', tallies))

describe(`fuzz: ${RUNS} generated requests per operation, no 5xx, every answer in the contract`, () => {
  // In the order of fuzz-operations.ts: the ones that end the session come last.
  for (const operationId of fuzzSuites.accounts)
    it(operationId, { timeout: 180_000 }, async () => {
      const tally: FuzzTally = { runs: 0, statuses: new Map() }
      tallies.set(operationId, tally)
      await fuzzOperation(app, operations[operationId], tokens, RUNS, tally)
    })
})
