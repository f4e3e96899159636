import { describe, expect, it } from 'vitest'
import { registration, signUp } from '../../test/accounts'
import { createTestApp } from '../../test/test-app'

const { client } = await createTestApp()

const registerAndActivate = (overrides: Record<string, unknown> = {}) => signUp(client, overrides)

describe('register -> activate -> login', () => {
  it('registers, reads the code, activates (signed in, trial started) and logs in', async () => {
    const body = registration()
    const registered = await client.post('/register', { body })
    expect(registered).toMatchObject({
      status: 201,
      body: { status: 'activation_required', email: body.email, channel: 'email' },
    })
    expect(registered.body.verification_code).toMatch(/^\d{6}$/)

    const early = await client.post('/login', { body: { email: body.email, password: body.password } })
    expect(early).toMatchObject({ status: 202, body: { status: 'activation_required', email: body.email } })

    const activated = await client.post<{ user: { token: string; email: string } }>('/activate', {
      body: { email: body.email, code: registered.body.verification_code },
    })
    expect(activated.status).toBe(200)
    expect(activated.body).toMatchObject({
      status: 'authenticated',
      message: 'Account activated successfully, you can now log in',
    })
    expect(activated.body.user.token.length).toBeGreaterThanOrEqual(43)

    const me = await client.get('/current-user', { token: activated.body.user.token })
    expect(me.body).toMatchObject({
      email: body.email,
      name: 'Layla Hassan',
      has_password: true,
      auth_provider: 'password',
    })
    const subscription = await client.get('/subscriptions/check-current-subscription', {
      token: activated.body.user.token,
    })
    expect(subscription.body).toMatchObject({
      has_active_subscription: true,
      subscription: { is_trial: true, status: 'active' },
    })

    const login = await client.post<{ user: { token: string } }>('/login', {
      body: { email: body.email.toUpperCase(), password: body.password },
    })
    expect(login.status).toBe(200)
    expect(login.body.user.token).not.toBe(activated.body.user.token)
  })

  it('answers in Arabic when asked', async () => {
    const registered = await client.post('/register', { body: registration(), lang: 'ar' })
    expect(registered.body.message).toBe('تم التسجيل بنجاح، يرجى مراجعة بريدك الإلكتروني لتفعيل الحساب')
    const wrong = await client.post('/login', {
      body: { email: 'nobody@example.com', password: 'whatever-1' },
      lang: 'ar',
    })
    expect(wrong.body.message).toBe('بيانات الدخول هذه لا تطابق سجلاتنا.')
  })

  it('refuses terms not accepted with the spec message, in each language', async () => {
    const en = await client.post('/register', { body: registration({ accept_terms: false }) })
    expect(en.status).toBe(422)
    expect(en.body.message).toBe('Please accept our Terms of Use and Privacy Policy')
    expect(en.body.errors).toEqual({ accept_terms: ['Please accept our Terms of Use and Privacy Policy'] })
    const ar = await client.post('/register', { body: registration({ accept_terms: false }), lang: 'ar' })
    expect(ar.body.message).toBe('يرجى الموافقة على شروط الاستخدام وسياسة الخصوصية')
  })

  it('reports every bad field with a localized message', async () => {
    const res = await client.post('/register', {
      body: registration({ email: 'not-an-email', mobile: '0100', password: 'short', password_confirmation: 'other' }),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      email: ['The email must be a valid email address.'],
      mobile: ['The mobile number must be in international format, such as +201001234567.'],
      password: ['The password must be at least 8 characters.'],
    })
    const missing = await client.post('/register', { body: { email: 'a@example.com' }, lang: 'ar' })
    expect(missing.body.errors).toMatchObject({ first_name: ['حقل الاسم الأول مطلوب.'] })
  })

  it('refuses common passwords, a mismatched confirmation and an invalid mobile number', async () => {
    const common = await client.post('/register', {
      body: registration({ password: 'password123', password_confirmation: 'password123' }),
    })
    expect(common.body.errors).toMatchObject({
      password: ['This password is too common. Please choose a less predictable one.'],
    })
    const mismatch = await client.post('/register', { body: registration({ password_confirmation: 'Blue-Harbor-72' }) })
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] })
    const mobile = await client.post('/register', { body: registration({ mobile: '+20100123' }) })
    expect(mobile.body.errors).toHaveProperty('mobile')
    const long = 'x'.repeat(129)
    const tooLong = await client.post('/register', {
      body: registration({ password: long, password_confirmation: long }),
    })
    expect(tooLong.body.errors).toMatchObject({ password: ['The password may not be longer than 128 characters.'] })
  })

  it('answers 400 to a body that is not JSON, or not an object', async () => {
    const text = await client.post('/login', { body: '{"email":', headers: { 'Content-Type': 'application/json' } })
    expect(text).toMatchObject({ status: 400, body: { message: 'The request body must be valid JSON.' } })
    const array = await client.post('/login', { body: [] })
    expect(array.status).toBe(400)
    const form = await client.post('/login', { body: 'email=a', headers: { 'Content-Type': 'text/plain' } })
    expect(form.status).toBe(400)
  })

  it('gives wrong credentials a 401 and a wrong code a 422', async () => {
    const account = await registerAndActivate()
    const wrong = await client.post('/login', { body: { email: account.email, password: 'Blue-Harbor-70' } })
    expect(wrong).toMatchObject({ status: 401, body: { type: 'urn:exam-prep:problem:invalid-credentials' } })
    const registered = await client.post<{ verification_code: string; email: string }>('/register', {
      body: registration(),
    })
    const code = registered.body.verification_code === '000000' ? '111111' : '000000'
    const bad = await client.post('/activate', { body: { email: registered.body.email, code } })
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { code: ['The verification code is invalid or has expired.'] } },
    })
  })

  it('burns a code after 5 wrong tries and uses a code once', async () => {
    const body = registration()
    const registered = await client.post<{ verification_code: string; message: string }>('/register', { body })
    const right = registered.body.verification_code
    const wrong = right === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++)
      expect((await client.post('/activate', { body: { email: body.email, code: wrong } })).status).toBe(422)
    expect((await client.post('/activate', { body: { email: body.email, code: right } })).status).toBe(422)

    const resent = await client.post<{ verification_code: string; message: string }>('/resend-code', {
      body: { email: body.email },
    })
    expect(resent.body.message).toBe('If an account is waiting for activation, a new code has been sent.')
    const again = resent.body.verification_code
    expect((await client.post('/activate', { body: { email: body.email, code: again } })).status).toBe(200)
    expect((await client.post('/activate', { body: { email: body.email, code: again } })).status).toBe(422)
  })

  it('logs out: the token dies, other sessions live', async () => {
    const account = await registerAndActivate()
    const second = await client.post<{ user: { token: string } }>('/login', {
      body: { email: account.email, password: account.password },
    })
    expect((await client.post('/logout', { token: account.token })).body.message).toBe('Logged out successfully')
    const dead = await client.get('/current-user', { token: account.token })
    expect(dead.status).toBe(401)
    expect(dead.headers.get('WWW-Authenticate')).toBe('Bearer')
    expect((await client.get('/current-user', { token: second.body.user.token })).status).toBe(200)
  })

  it('rejects missing and malformed tokens with 401', async () => {
    expect((await client.get('/current-user')).status).toBe(401)
    expect((await client.get('/current-user', { headers: { Authorization: 'Basic abc' } })).status).toBe(401)
    expect((await client.get('/current-user', { token: 'x'.repeat(43) })).status).toBe(401)
  })
})

describe('password reset', () => {
  it('requests by email, verifies, resets, revokes every token; the old password dies', async () => {
    const account = await registerAndActivate()
    const requested = await client.post<{ verification_code: string; message: string }>('/password-reset/request', {
      body: { email: account.email },
    })
    expect(requested.body.message).toBe('If an account matches, we have sent you a reset code.')
    const code = requested.body.verification_code
    expect(code).toMatch(/^\d{6}$/)
    expect((await client.post('/password-reset/verify', { body: { email: account.email, code } })).status).toBe(200)
    const reset = await client.post('/password-reset/reset', {
      body: { email: account.email, code, password: 'Green-Meadow-42', password_confirmation: 'Green-Meadow-42' },
    })
    expect(reset.body.message).toBe('Password reset successfully, you can now log in')
    expect((await client.get('/current-user', { token: account.token })).status).toBe(401)
    expect((await client.post('/login', { body: { email: account.email, password: account.password } })).status).toBe(
      401,
    )
    expect((await client.post('/login', { body: { email: account.email, password: 'Green-Meadow-42' } })).status).toBe(
      200,
    )
    // single use
    const reuse = await client.post('/password-reset/reset', {
      body: { email: account.email, code, password: 'Green-Meadow-43', password_confirmation: 'Green-Meadow-43' },
    })
    expect(reuse.status).toBe(422)
  })

  it('requests by mobile number and resends a new code that replaces the old one', async () => {
    const account = await registerAndActivate({ mobile: '+201112223344' })
    const first = await client.post<{ verification_code: string; message: string }>('/password-reset/request', {
      body: { mobile: account.mobile },
    })
    expect(first.body.verification_code).toMatch(/^\d{6}$/)
    const second = await client.post<{ verification_code: string; message: string }>('/password-reset/resend-code', {
      body: { mobile: account.mobile },
    })
    expect(second.body.message).toBe('If an account matches, we have sent you a new reset code.')
    if (first.body.verification_code !== second.body.verification_code)
      expect(
        (
          await client.post('/password-reset/verify', {
            body: { mobile: account.mobile, code: first.body.verification_code },
          })
        ).status,
      ).toBe(422)
    expect(
      (
        await client.post('/password-reset/verify', {
          body: { mobile: account.mobile, code: second.body.verification_code },
        })
      ).status,
    ).toBe(200)
  })

  it('refuses both identifiers at once', async () => {
    const res = await client.post('/password-reset/request', {
      body: { email: 'a@example.com', mobile: '+201001234567' },
    })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Give either an email or a mobile number.')
  })
})

describe('characters no database can store', () => {
  it('refuses a NUL character in any field with a 422, not a 500', async () => {
    const account = await signUp(client)
    const res = await client.post('/contact-us', { token: account.token, body: { message: 'hello\u0000world' } })
    expect(res).toMatchObject({ status: 422, body: { errors: { message: ['The message field is not valid.'] } } })
    const named = await client.post('/register', { body: registration({ first_name: 'La\u0000yla' }) })
    expect(named.body.errors).toEqual({ first_name: ['The first name field is not valid.'] })
  })
})
