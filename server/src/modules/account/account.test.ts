import { readdir, readFile } from 'node:fs/promises'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  authTokens,
  contactMessages,
  divisions,
  outboxMessages,
  payments,
  quizQuestions,
  quizzes,
  subscriptions,
  users,
  verificationCodes,
} from '../../db/schema'
import { avatarsDir } from './avatars'
import { signUp } from '../../test/accounts'
import { createTestApp } from '../../test/test-app'

const { client, db, config, app } = await createTestApp()

/** A tiny valid PNG with a tEXt chunk (metadata the server must drop). */
function pngWithText(): Uint8Array {
  const hex =
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000e74455874436f6d6d656e7400736563726574a1b2c3d4' +
    '0000000d4944415478da63fcffff3f0300050001fe0e8a2b3a0000000049454e44ae426082'
  return Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16)))
}

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('current user and settings', () => {
  it('edits the profile (multipart): names, mobile, picture upload served back, then removal', async () => {
    const account = await signUp(client)
    const edited = await client.post<{ user: { first_name: string; photo: string; mobile: string } }>(
      '/settings/edit-profile',
      {
        token: account.token,
        form: form({
          first_name: 'Laila',
          last_name: '',
          mobile: '+971501234567',
          picture: new Blob([pngWithText()], { type: 'image/png' }),
        }),
      },
    )
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      message: 'Profile updated',
      user: { first_name: 'Laila', last_name: 'Hassan', mobile: '+971501234567' },
    })
    const photo = edited.body.user.photo
    expect(photo).toMatch(/^\/media\/avatars\/usr_[\w-]+-[0-9a-f]{12}\.png$/)

    const served = await app.request(photo)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    const bytes = new Uint8Array(await served.arrayBuffer())
    expect(Buffer.from(bytes).includes(Buffer.from('secret'))).toBe(false)
    expect(Buffer.from(bytes).includes(Buffer.from('IDAT'))).toBe(true)

    const removed = await client.post<{ user: { photo: null } }>('/settings/edit-profile', {
      token: account.token,
      form: form({ remove_picture: 'true' }),
    })
    expect(removed.body.user.photo).toBeNull()
    expect((await app.request(photo)).status).toBe(404)
  })

  it('checks the picture by its bytes and size, and refuses picture with removal', async () => {
    const account = await signUp(client)
    const fake = await client.post('/settings/edit-profile', {
      token: account.token,
      form: form({ picture: new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }) }),
    })
    expect(fake).toMatchObject({
      status: 422,
      body: { errors: { picture: ['The picture must be a JPEG, PNG or WebP image.'] } },
    })
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(pngWithText())
    const tooBig = await client.post('/settings/edit-profile', {
      token: account.token,
      form: form({ picture: new Blob([big]) }),
    })
    expect(tooBig.body.errors).toEqual({ picture: ['The picture may not be larger than 2 MB.'] })
    const both = await client.post('/settings/edit-profile', {
      token: account.token,
      form: form({ picture: new Blob([pngWithText()]), remove_picture: 'true' }),
    })
    expect(both.status).toBe(422)
    const huge = await client.post('/settings/edit-profile', {
      token: account.token,
      form: form({ picture: new Blob([new Uint8Array(6 * 1024 * 1024)]) }),
    })
    expect(huge).toMatchObject({ status: 413, body: { message: 'The file is too large.' } })
    const json = await client.post('/settings/edit-profile', { token: account.token, body: { first_name: 'X' } })
    expect(json.status).toBe(400)
    const unknown = await client.post('/settings/edit-profile', { token: account.token, form: form({ role: 'admin' }) })
    expect(unknown.body.errors).toEqual({ role: ['The role field is not allowed here.'] })
  })

  it('changes the password: current one checked, other sessions revoked, this one kept', async () => {
    const account = await signUp(client)
    const other = await client.post<{ user: { token: string } }>('/login', {
      body: { email: account.email, password: account.password },
    })
    const wrong = await client.post('/settings/change-password', {
      token: account.token,
      body: { current_password: 'nope-nope-1', password: 'Red-Canyon-88', password_confirmation: 'Red-Canyon-88' },
    })
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is incorrect.'] })
    const missing = await client.post('/settings/change-password', {
      token: account.token,
      body: { password: 'Red-Canyon-88', password_confirmation: 'Red-Canyon-88' },
      lang: 'ar',
    })
    expect(missing.body.errors).toEqual({ current_password: ['حقل كلمة المرور الحالية مطلوب.'] })
    const changed = await client.post('/settings/change-password', {
      token: account.token,
      body: { current_password: account.password, password: 'Red-Canyon-88', password_confirmation: 'Red-Canyon-88' },
    })
    expect(changed.body.message).toBe('Password updated')
    expect((await client.get('/current-user', { token: account.token })).status).toBe(200)
    expect((await client.get('/current-user', { token: other.body.user.token })).status).toBe(401)
    expect((await client.post('/login', { body: { email: account.email, password: 'Red-Canyon-88' } })).status).toBe(
      200,
    )
  })

  it('changes the e-mail only after the code sent to the new address', async () => {
    const account = await signUp(client)
    const taken = await signUp(client)
    // A taken address is answered like a free one (no account enumeration), and its code never works.
    const decoy = await client.post<{ verification_code: string; message: string }>('/settings/change-email', {
      token: account.token,
      body: { email: taken.email },
    })
    expect(decoy).toMatchObject({
      status: 200,
      body: { message: 'We have sent a verification code to your new email.' },
    })
    const refused = await client.post('/settings/verify-email', {
      token: account.token,
      body: { email: taken.email, code: decoy.body.verification_code },
    })
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { code: ['The verification code is invalid or has expired.'] } },
    })
    expect(
      (await client.post('/settings/change-email', { token: account.token, body: { email: account.email } })).status,
    ).toBe(422)
    const next = `new-${account.email}`
    const sent = await client.post<{ verification_code: string; message: string }>('/settings/change-email', {
      token: account.token,
      body: { email: next },
    })
    expect(sent.body.message).toBe('We have sent a verification code to your new email.')
    const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, next))
    expect(message?.body).toContain(sent.body.verification_code)
    // The e-mail links to the SPA's code page for that address.
    expect(message?.body).toContain(`/otp?${new URLSearchParams({ email: next })} `)
    const otherAddress = await client.post('/settings/verify-email', {
      token: account.token,
      body: { email: `other-${account.email}`, code: sent.body.verification_code },
    })
    expect(otherAddress.status).toBe(422)
    const verified = await client.post('/settings/verify-email', {
      token: account.token,
      body: { email: next, code: sent.body.verification_code },
    })
    expect(verified.body).toMatchObject({ message: 'Email updated', user: { email: next } })
    expect((await client.post('/login', { body: { email: next, password: account.password } })).status).toBe(200)
  })

  it('changes notification flags partly', async () => {
    const account = await signUp(client)
    const first = await client.post('/settings/change-notification', {
      token: account.token,
      body: { new_offers: true },
    })
    expect(first.body).toMatchObject({
      message: 'Notification updated',
      user: { new_offers: true, email_notifications: true },
    })
    const second = await client.post('/settings/change-notification', {
      token: account.token,
      body: { email_notifications: false },
    })
    expect(second.body).toMatchObject({ user: { new_offers: true, email_notifications: false } })
    expect((await client.post('/settings/change-notification', { token: account.token, body: {} })).status).toBe(422)
    expect(
      (await client.post('/settings/change-notification', { token: account.token, body: { new_offers: 'yes' } })).body
        .errors,
    ).toEqual({
      new_offers: ['The new offers field must be true or false.'],
    })
  })

  it('stores contact-us messages with their kind', async () => {
    const account = await signUp(client)
    const feedback = await client.post('/contact-us', { token: account.token, body: { message: '  Love the timer  ' } })
    expect(feedback).toMatchObject({ status: 201, body: { message: 'Feedback submitted' } })
    const complaint = await client.post('/contact-us', {
      token: account.token,
      body: { message: 'A typo in question 3', kind: 'complaint' },
      lang: 'ar',
    })
    expect(complaint.body.message).toBe('تم إرسال رسالتك. شكرًا لك!')
    const rows = await db.select().from(contactMessages).where(eq(contactMessages.userId, account.id))
    expect(rows.map((r) => [r.kind, r.message]).sort()).toEqual([
      ['complaint', 'A typo in question 3'],
      ['feedback', 'Love the timer'],
    ])
    expect((await client.post('/contact-us', { token: account.token, body: { message: '   ' } })).status).toBe(422)
    expect(
      (await client.post('/contact-us', { token: account.token, body: { message: 'x', kind: 'praise' } })).status,
    ).toBe(422)
  })

  it('deletes the account and every row and file that belongs to it', async () => {
    const account = await signUp(client)
    await client.post('/settings/edit-profile', {
      token: account.token,
      form: form({ picture: new Blob([pngWithText()]) }),
    })
    await client.post('/contact-us', { token: account.token, body: { message: 'bye' } })
    const { body: packages } = await client.get<{ data: { id: string }[] }>('/subscriptions/packages')
    await client.post('/subscriptions', { token: account.token, body: { package_id: packages.data[0]!.id } })
    await client.post('/settings/change-email', { token: account.token, body: { email: `x-${account.email}` } })
    const quiz = await client.post<{ id: string }>('/evaluations', {
      token: account.token,
      body: { system: 'SAT', subject: 'math', timer_type: 'strict' },
    })
    await client.post(`/quizzes/${quiz.body.id}/end`, { token: account.token, body: { confirm_missing: true } })
    await client.get('/divisions', { token: account.token })

    const wrong = await client.post('/settings/delete-account', {
      token: account.token,
      body: { password: 'wrong-pass-1' },
    })
    expect(wrong.body.errors).toEqual({ password: ['The password is incorrect.'] })
    const deleted = await client.post('/settings/delete-account', {
      token: account.token,
      body: { password: account.password },
    })
    expect(deleted.body.message).toBe('Account deleted successfully')
    expect((await client.get('/current-user', { token: account.token })).status).toBe(401)
    for (const [table, column] of [
      [users, users.id],
      [authTokens, authTokens.userId],
      [verificationCodes, verificationCodes.userId],
      [outboxMessages, outboxMessages.userId],
      [contactMessages, contactMessages.userId],
      [subscriptions, subscriptions.userId],
      [payments, payments.userId],
      [quizzes, quizzes.userId],
      [divisions, divisions.userId],
    ] as const) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(column, account.id))
      expect(row?.n).toBe(0)
    }
    const [answers] = await db.select({ n: count() }).from(quizQuestions).where(eq(quizQuestions.quizId, quiz.body.id))
    expect(answers?.n).toBe(0)
    const files = await readdir(avatarsDir(config)).catch(() => [])
    expect(files.filter((f) => f.startsWith(account.id))).toEqual([])
    expect((await client.post('/login', { body: { email: account.email, password: account.password } })).status).toBe(
      401,
    )
  })

  it('serves no file outside the avatars folder', async () => {
    expect((await app.request('/media/avatars/..%2f..%2fetc%2fpasswd')).status).toBe(404)
    expect((await app.request('/media/avatars/nothing.png')).status).toBe(404)
    void readFile
  })
})
