import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultRateLimits } from './domain/constants'
import { registration, signUp } from './test/accounts'
import { expectContract } from './test/contract'
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

const printable = fc.string({
  unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@ABCXYZabcxyz[]^_{|}~\\'),
  maxLength: 40,
})
const weirdText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '\u0000', '١٢٣٤٥٦', '+٢٠١٠٠١٢٣٤٥٦٧', 'a@b', '<script>', "' OR 1=1 --", '𝔘𝔫𝔦'),
  fc.string({ minLength: 200, maxLength: 3000 }),
)
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), weirdText, fc.constant(null))

/** A valid body with fields dropped, retyped or replaced, and unknown members added. */
const mutated = (valid: Record<string, unknown>) =>
  fc
    .record({
      drop: fc.subarray(Object.keys(valid)),
      replace: fc.dictionary(fc.constantFrom(...Object.keys(valid)), anyJson, { maxKeys: 3 }),
      extra: fc.dictionary(printable, anyJson, { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace, ...extra }
      for (const key of drop) delete body[key]
      return body
    })

const bodyFor = (valid: Record<string, unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: mutated(valid).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify(valid)) },
  )

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
      'application/json; charset=latin1',
    ),
  },
  { weight: 1, arbitrary: printable },
)
const language = fc.oneof(fc.constantFrom('en', 'ar', 'ar-EG,en;q=0.5', '*', 'q=;;', ''), printable)

const account = await signUp(client)
const tokens = fc.oneof(
  { weight: 4, arbitrary: fc.constant(`Bearer ${account.token}`) },
  { weight: 1, arbitrary: fc.constantFrom('', 'Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', `bearer ${account.token}x`) },
  { weight: 1, arbitrary: printable.map((t) => `Bearer ${t}`) },
)

interface Operation {
  method: 'GET' | 'POST'
  path: fc.Arbitrary<string>
  valid?: Record<string, unknown>
  form?: boolean
}

const fixed = (path: string) => fc.constant(path)
const pageQuery = (path: string) =>
  fc
    .record({
      page: fc.option(fc.oneof(printable, fc.integer().map(String))),
      per_page: fc.option(fc.oneof(printable, fc.integer().map(String))),
    })
    .map(({ page, per_page }) => {
      const query = new URLSearchParams()
      if (page !== null) query.set('page', page)
      if (per_page !== null) query.set('per_page', per_page)
      return `${path}?${query.toString()}`
    })

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

const formBody = fc
  .array(
    fc.tuple(
      fc.constantFrom('first_name', 'last_name', 'mobile', 'picture', 'remove_picture', 'role'),
      fc.oneof(
        weirdText,
        fc.uint8Array({ maxLength: 64 }).map((bytes) => new Blob([bytes])),
      ),
    ),
    { maxLength: 5 },
  )
  .map((entries) => {
    const form = new FormData()
    for (const [name, value] of entries) form.append(name, value)
    return form
  })

describe(`fuzz: ${RUNS} generated requests per operation, no 5xx, every answer in the contract`, () => {
  for (const [operationId, operation] of Object.entries(operations))
    it(operationId, { timeout: 180_000 }, async () => {
      let seen5xx = 0
      await fc.assert(
        fc.asyncProperty(
          operation.path,
          operation.valid ? bodyFor(operation.valid) : fc.constant(undefined),
          operation.form ? fc.oneof(formBody, fc.constant(undefined)) : fc.constant(undefined),
          contentType,
          language,
          tokens,
          async (path, body, form, type, lang, authorization) => {
            const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang }
            if (authorization) headers.Authorization = authorization
            if (body !== undefined) headers['Content-Type'] = type
            const url = `/api/v1${path}`
            const response = await app.request(url, {
              method: operation.method,
              headers,
              ...(form ? { body: form } : body !== undefined ? { body } : {}),
            })
            if (response.status >= 500) seen5xx += 1
            expect(response.status, `${operation.method} ${path} -> ${response.status}`).toBeLessThan(500)
            await expectContract(response, operation.method, url)
          },
        ),
        { numRuns: RUNS },
      )
      expect(seen5xx).toBe(0)
    })
})
