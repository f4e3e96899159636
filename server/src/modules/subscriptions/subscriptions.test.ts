import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { subscriptions } from '../../db/schema'
import { signUp } from '../../test/accounts'
import { createTestApp } from '../../test/test-app'

const { client, app, db } = await createTestApp({ publicUrl: 'http://academy.test' })

type Packages = { data: { id: string; name: string; duration_days: number; price: { amount: number } }[] }
type Checkout = { checkout_url: string; payment_id: string }

async function checkout(token: string, packageIndex = 0) {
  const { body } = await client.get<Packages>('/subscriptions/packages')
  const created = await client.post<Checkout>('/subscriptions', {
    token,
    body: { package_id: body.data[packageIndex]!.id },
  })
  expect(created.status).toBe(201)
  return created.body
}

/** The SPA keeps the token in the readable `token` cookie: a same-origin form post carries it. */
const asBrowser = (token: string) => ({ Cookie: `i18n_redirected=en; token=${encodeURIComponent(token)}` })

/** What a signed-in browser does on the sandbox page: open it, then press Pay or Fail. */
async function pressOnCheckout(url: string, outcome: 'pay' | 'fail', token: string) {
  const path = new URL(url).pathname
  const page = await app.request(path, { headers: asBrowser(token) })
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain(`action="${path}/${outcome}"`)
  const answer = await app.request(`${path}/${outcome}`, {
    method: 'POST',
    headers: { ...asBrowser(token), Origin: 'http://academy.test' },
  })
  expect(answer.status).toBe(303)
  return answer.headers.get('Location')
}

async function paymentStatusOf(token: string, paymentId: string) {
  return (await client.get<{ status: string }>(`/payments/${paymentId}`, { token })).body.status
}

describe('packages and subscriptions', () => {
  it('lists three localized plans, publicly', async () => {
    const en = await client.get<Packages>('/subscriptions/packages')
    expect(en.body.data.map((p) => [p.name, p.duration_days])).toEqual([
      ['Monthly', 30],
      ['Quarterly', 90],
      ['Yearly', 365],
    ])
    const ar = await client.get<Packages>('/subscriptions/packages', { lang: 'ar' })
    expect(ar.body.data.map((p) => p.name)).toEqual(['شهري', 'ربع سنوي', 'سنوي'])
  })

  it('pays through the sandbox checkout: the server records payment and subscription, the trial ends', async () => {
    const account = await signUp(client)
    const started = await checkout(account.token, 1)
    expect(started.checkout_url).toBe(`http://academy.test/checkout/sandbox/${started.payment_id}`)
    const pending = await client.get(`/payments/${started.payment_id}`, { token: account.token })
    expect(pending.body).toMatchObject({ status: 'pending', subscription_id: null, provider: 'sandbox' })

    const location = await pressOnCheckout(started.checkout_url, 'pay', account.token)
    expect(location).toBe(`http://academy.test/payment/success?payment_id=${started.payment_id}`)
    const paid = await client.get<{ subscription_id: string }>(`/payments/${started.payment_id}`, {
      token: account.token,
    })
    expect(paid.body).toMatchObject({ status: 'paid', package: { name: 'Quarterly' } })

    const current = await client.get('/subscriptions/check-current-subscription', { token: account.token })
    expect(current.body).toMatchObject({
      has_active_subscription: true,
      subscription: {
        id: paid.body.subscription_id,
        is_trial: false,
        status: 'active',
        package: { name: 'Quarterly' },
      },
    })
    const history = await client.get<{ data: { is_trial: boolean; status: string }[]; meta: { total: number } }>(
      '/subscriptions',
      {
        token: account.token,
      },
    )
    expect(history.body.meta.total).toBe(2)
    expect(history.body.data.map((s) => [s.is_trial, s.status])).toEqual([
      [false, 'active'],
      [true, 'cancelled'],
    ])
    const billing = await client.get('/settings/billing', { token: account.token })
    expect(billing.body).toMatchObject({ has_active_subscription: true, meta: { total: 1 } })

    // Pressing Pay again (a double submit) changes nothing.
    await app.request(`${new URL(started.checkout_url).pathname}/pay`, {
      method: 'POST',
      headers: asBrowser(account.token),
    })
    const again = await client.get<{ meta: { total: number } }>('/subscriptions', { token: account.token })
    expect(again.body.meta.total).toBe(2)
  })

  it("settles a sandbox checkout only with its owner's session (cookie or bearer), never anonymously", async () => {
    const owner = await signUp(client)
    const other = await signUp(client)
    const started = await checkout(owner.token)
    const path = new URL(started.checkout_url).pathname
    const attempts: { headers: Record<string, string>; what: string }[] = [
      { what: 'no session', headers: {} },
      { what: 'another learner (cookie)', headers: asBrowser(other.token) },
      { what: 'another learner (bearer)', headers: { Authorization: `Bearer ${other.token}` } },
      { what: 'an unknown token', headers: { Authorization: 'Bearer not-a-real-token-0000000000' } },
      // A cross-site form post carrying the owner's cookie (SameSite=Lax keeps it out of real browsers).
      { what: 'another origin', headers: { ...asBrowser(owner.token), Origin: 'https://evil.example' } },
    ]
    for (const { what, headers } of attempts) {
      expect((await app.request(path, { headers })).status, `GET, ${what}`).toBe(404)
      for (const outcome of ['pay', 'fail']) {
        const answer = await app.request(`${path}/${outcome}`, { method: 'POST', headers })
        expect(answer.status, `${outcome}, ${what}`).toBe(404)
        expect(await paymentStatusOf(owner.token, started.payment_id), `${outcome}, ${what}`).toBe('pending')
      }
    }
    const current = await client.get('/subscriptions/check-current-subscription', { token: owner.token })
    expect(current.body).toMatchObject({ subscription: { is_trial: true } })

    // The owner, by bearer header (curl) as by cookie (the browser), settles it.
    const paid = await app.request(`${path}/pay`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}` },
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('Location')).toBe(`http://academy.test/payment/success?payment_id=${started.payment_id}`)
    expect(await paymentStatusOf(owner.token, started.payment_id)).toBe('paid')
  })

  it('schedules a second paid period after the first', async () => {
    const account = await signUp(client)
    await pressOnCheckout((await checkout(account.token, 0)).checkout_url, 'pay', account.token)
    await pressOnCheckout((await checkout(account.token, 0)).checkout_url, 'pay', account.token)
    const history = await client.get<{ data: { status: string; start_date: string; end_date: string }[] }>(
      '/subscriptions',
      {
        token: account.token,
      },
    )
    const [scheduled, active] = history.body.data
    expect(scheduled?.status).toBe('scheduled')
    expect(active?.status).toBe('active')
    expect(scheduled?.start_date).toBe(active?.end_date)
  })

  it('a failed payment records nothing but the failure and returns to /payment/failed', async () => {
    const account = await signUp(client)
    const started = await checkout(account.token)
    const location = await pressOnCheckout(started.checkout_url, 'fail', account.token)
    expect(location).toBe(`http://academy.test/payment/failed?payment_id=${started.payment_id}`)
    expect((await client.get(`/payments/${started.payment_id}`, { token: account.token })).body).toMatchObject({
      status: 'failed',
    })
    // A failed checkout cannot be paid afterwards.
    const late = await app.request(`/checkout/sandbox/${started.payment_id}/pay`, {
      method: 'POST',
      headers: asBrowser(account.token),
    })
    expect(late.headers.get('Location')).toContain('/payment/failed')
    const current = await client.get('/subscriptions/check-current-subscription', { token: account.token })
    expect(current.body).toMatchObject({ has_active_subscription: true, subscription: { is_trial: true } })
  })

  it('reports an ended trial as expired, and keeps payments private', async () => {
    const account = await signUp(client)
    await db
      .update(subscriptions)
      .set({ startDate: new Date(Date.now() - 9 * 86_400_000), endDate: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(subscriptions.userId, account.id))
    const current = await client.get('/subscriptions/check-current-subscription', { token: account.token })
    expect(current.body).toMatchObject({
      has_active_subscription: false,
      subscription: { is_trial: true, status: 'expired' },
    })

    const other = await signUp(client)
    const started = await checkout(account.token)
    expect((await client.get(`/payments/${started.payment_id}`, { token: other.token })).status).toBe(404)
    expect((await client.get('/payments/bad!id', { token: other.token })).status).toBe(400)
    expect(
      (await client.post('/subscriptions', { token: account.token, body: { package_id: 'pkg_doesnotexist' } })).status,
    ).toBe(404)
    expect((await client.get('/subscriptions?page=0', { token: account.token })).status).toBe(400)
    expect((await app.request('/checkout/sandbox/pay_doesnotexist')).status).toBe(404)
  })

  it('shows the checkout page in the learner language', async () => {
    const account = await signUp(client)
    const started = await checkout(account.token)
    const html = await (
      await app.request(new URL(started.checkout_url).pathname, {
        headers: { Cookie: `i18n_redirected=ar; token=${account.token}` },
      })
    ).text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('صفحة الدفع التجريبية')
    // The amount in Western digits, as the app writes numbers (no Arabic-Indic ٠–٩).
    const amount = /<dt>[^<]+<\/dt><dd>([^<]*\d[^<]*)<\/dd>/.exec(html)?.[1] ?? ''
    expect(amount).toMatch(/\d/)
    expect(html).not.toMatch(/[\u0660-\u0669]/)
  })
})

describe('runtime configuration and dev inbox', () => {
  it('tells the SPA the constants and that Google sign-in is off', async () => {
    const res = await client.get('/config')
    expect(res.body).toMatchObject({
      third_party_sign_in_enabled: false,
      google_client_id: null,
      trial_days: 7,
      timers: { strict: 45, loose: 60 },
    })
  })

  it('lists sent messages with their codes outside production', async () => {
    const account = await signUp(client)
    const inbox = (await (await app.request(`/dev/inbox.json?to=${encodeURIComponent(account.email)}`)).json()) as {
      code: string
      subject: string
    }[]
    expect(inbox[0]).toMatchObject({ subject: 'Your Exam Prep Academy verification code' })
    expect(inbox[0]?.code).toMatch(/^\d{6}$/)
    const html = await (await app.request('/dev/inbox')).text()
    expect(html).toContain(account.email)
  })
})
