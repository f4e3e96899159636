import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../../app'
import { notifications, paymentEvents, payments, subscriptions } from '../../../db/schema'
import { signUp } from '../../../test/accounts'
import { startFakeStripe } from '../../../test/fake-stripe'
import { createTestApp, testClient } from '../../../test/test-app'
import { verifyStripeSignature } from './stripe'

/**
 * Stripe Checkout end to end: the real server code (routes, services, transactions) against a real
 * HTTP fake of Stripe's documented API on 127.0.0.1, webhooks signed as Stripe signs them.
 */
const stripe = await startFakeStripe()
const { app, client, db, config } = await createTestApp({
  publicUrl: 'https://academy.test',
  paymentProvider: 'stripe',
  stripe: stripe.settings,
})

type Packages = { data: { id: string; name: string; price: { amount: number; currency: string } }[] }
type Checkout = { checkout_url: string; payment_id: string; expires_at: string }
const plans = (await client.get<Packages>('/subscriptions/packages')).body.data

async function startCheckout(token: string, plan = 0) {
  const started = await client.post<Checkout>('/subscriptions', { token, body: { package_id: plans[plan]!.id } })
  expect(started.status).toBe(201)
  const [row] = await db.select().from(payments).where(eq(payments.id, started.body.payment_id))
  return { ...started.body, sessionId: row!.reference! }
}

/** Posts an event as Stripe does, signed unless told otherwise (`null`: no Stripe-Signature header at all). */
async function deliver(payload: string, signature: string | null = stripe.sign(payload)) {
  return client.post<{ received?: boolean; message?: string }>('/payments/webhooks/stripe', {
    body: payload,
    headers: signature === null ? {} : { 'Stripe-Signature': signature },
  })
}

const paymentOf = async (token: string, id: string) =>
  (await client.get<{ status: string; subscription_id: string | null }>(`/payments/${id}`, { token })).body

const paidPeriods = async (userId: string) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isTrial, false)))

const notificationsOf = async (userId: string, type: string) =>
  (await db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.type === type)

describe('Stripe-Signature verification (as Stripe documents it)', () => {
  const body = new TextEncoder().encode('{"id":"evt_1","type":"ping"}')
  // Computed apart with `printf '1700000000.{…}' | openssl dgst -sha256 -hmac whsec_known_vector`.
  const known = 't=1700000000,v1=4296c6ff2adb264096990bfdef28ca0507d122eaa53ab006dae1be7218c8ee0a'

  it('accepts a known vector within 300 s, among other v1 and v0 signatures', () => {
    expect(verifyStripeSignature(body, known, 'whsec_known_vector', 1_700_000_000)).toBe(true)
    expect(verifyStripeSignature(body, known, 'whsec_known_vector', 1_700_000_300)).toBe(true)
    const rolled = `t=1700000000,v1=${'0'.repeat(64)},v1=4296c6ff2adb264096990bfdef28ca0507d122eaa53ab006dae1be7218c8ee0a,v0=abc`
    expect(verifyStripeSignature(body, rolled, 'whsec_known_vector', 1_700_000_000)).toBe(true)
  })

  it('refuses a stale or future timestamp, another secret, another body, and malformed headers', () => {
    expect(verifyStripeSignature(body, known, 'whsec_known_vector', 1_700_000_301)).toBe(false)
    expect(verifyStripeSignature(body, known, 'whsec_known_vector', 1_699_999_699)).toBe(false)
    expect(verifyStripeSignature(body, known, 'whsec_other', 1_700_000_000)).toBe(false)
    const other = new TextEncoder().encode('{"id":"evt_1","type":"ping" }')
    expect(verifyStripeSignature(other, known, 'whsec_known_vector', 1_700_000_000)).toBe(false)
    for (const header of [undefined, '', 't=1700000000', 'v1=4296c6ff', 't=abc,v1=00', known.replace('v1=', 'v0=')])
      expect(verifyStripeSignature(body, header, 'whsec_known_vector', 1_700_000_000)).toBe(false)
  })
})

describe('POST /subscriptions with Stripe', () => {
  it('creates a hosted Checkout Session and answers its URL; the session id is the reference', async () => {
    const learner = await signUp(client)
    const before = stripe.requests.length
    const started = await startCheckout(learner.token, 1)
    const session = stripe.sessions.get(started.sessionId)!
    expect(started.checkout_url).toBe(session.url)
    expect(started.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)

    const call = stripe.requests[before]!
    expect(call.headers.authorization).toBe(`Bearer ${stripe.secretKey}`)
    expect(call.headers['idempotency-key']).toBe(`checkout-${started.payment_id}`)
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': plans[1]!.price.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(plans[1]!.price.amount),
      'line_items[0][price_data][product_data][name]': 'Quarterly',
      'line_items[0][quantity]': '1',
      success_url: `https://academy.test/payment/success?payment_id=${started.payment_id}`,
      cancel_url: `https://academy.test/pricing?plan=${plans[1]!.id}`,
      client_reference_id: started.payment_id,
      'metadata[payment_id]': started.payment_id,
      expires_at: String(Math.floor(Date.parse(started.expires_at) / 1000)),
    })
    expect(await paymentOf(learner.token, started.payment_id)).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      reference: started.sessionId,
    })
  })

  it('answers a localized 503 and stores nothing when Stripe cannot be reached', async () => {
    const learner = await signUp(client)
    stripe.failNext(500)
    const refused = await client.post('/subscriptions', {
      token: learner.token,
      lang: 'ar',
      body: { package_id: plans[0]!.id },
    })
    expect(refused.status).toBe(503)
    expect(refused.body.message).toBe('الدفع غير متاح حاليًا.')
    const billing = await client.get<{ meta: { total: number } }>('/settings/billing', { token: learner.token })
    expect(billing.body.meta.total).toBe(0)
  })

  it('a Stripe payment cannot be settled through the sandbox page, even by its owner', async () => {
    const learner = await signUp(client)
    const started = await startCheckout(learner.token)
    const headers = { Authorization: `Bearer ${learner.token}` }
    expect((await app.request(`/checkout/sandbox/${started.payment_id}`, { headers })).status).toBe(404)
    const pay = await app.request(`/checkout/sandbox/${started.payment_id}/pay`, { method: 'POST', headers })
    expect(pay.status).toBe(404)
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('pending')
    expect(await paidPeriods(learner.id)).toHaveLength(0)
  })
})

describe('Stripe webhook', () => {
  it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
    const learner = await signUp(client)
    const started = await startCheckout(learner.token)
    const payload = stripe.event('checkout.session.completed', stripe.complete(started.sessionId))
    const stale = stripe.sign(payload, Math.floor(Date.now() / 1000) - 301)
    const otherSecret = (await import('../../../test/fake-stripe')).signStripePayload(payload, 'whsec_not_ours')
    const forged = stripe.sign(payload.replace('"paid"', '"paid" '))
    for (const signature of [null, '', 'garbage', stale, otherSecret, forged]) {
      const answer = await deliver(payload, signature)
      expect(answer.status, String(signature)).toBe(400)
      expect(answer.body.message).toBe('The webhook signature is missing, invalid or too old.')
    }
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('pending')
    expect(await paidPeriods(learner.id)).toHaveLength(0)
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, started.payment_id))).toEqual([])
  })

  it('checkout.session.completed (paid) grants the plan once; a redelivery answers 200 and changes nothing', async () => {
    const learner = await signUp(client)
    const started = await startCheckout(learner.token, 1)
    const payload = stripe.event('checkout.session.completed', stripe.complete(started.sessionId))
    const first = await deliver(payload)
    expect(first).toMatchObject({ status: 200, body: { received: true } })
    const paid = await paymentOf(learner.token, started.payment_id)
    expect(paid.status).toBe('paid')
    const current = await client.get('/subscriptions/check-current-subscription', { token: learner.token })
    expect(current.body).toMatchObject({
      has_active_subscription: true,
      subscription: { id: paid.subscription_id, is_trial: false, package: { name: 'Quarterly' } },
    })
    // Stripe delivers again (and again, with a fresh signature).
    expect((await deliver(payload)).status).toBe(200)
    expect((await deliver(payload, stripe.sign(payload))).status).toBe(200)
    expect(await paidPeriods(learner.id)).toHaveLength(1)
    expect(await notificationsOf(learner.id, 'subscription_activated')).toHaveLength(1)
  })

  it('a bank payment: completed (unpaid) waits, async_payment_succeeded grants', async () => {
    const learner = await signUp(client)
    const started = await startCheckout(learner.token)
    await deliver(stripe.event('checkout.session.completed', stripe.complete(started.sessionId, 'unpaid')))
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('pending')
    expect(await paidPeriods(learner.id)).toHaveLength(0)
    const succeeded = stripe.complete(started.sessionId, 'paid')
    expect((await deliver(stripe.event('checkout.session.async_payment_succeeded', succeeded))).status).toBe(200)
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('paid')
    expect(await paidPeriods(learner.id)).toHaveLength(1)
  })

  it('expired and async_payment_failed mark the payment failed (with its notification); a late success grants nothing', async () => {
    const learner = await signUp(client)
    const expired = await startCheckout(learner.token)
    const session = { ...stripe.sessions.get(expired.sessionId)!, status: 'expired' }
    expect((await deliver(stripe.event('checkout.session.expired', session))).status).toBe(200)
    expect((await paymentOf(learner.token, expired.payment_id)).status).toBe('failed')
    expect(await notificationsOf(learner.id, 'payment_failed')).toHaveLength(1)
    await deliver(stripe.event('checkout.session.completed', stripe.complete(expired.sessionId)))
    expect((await paymentOf(learner.token, expired.payment_id)).status).toBe('failed')
    expect(await paidPeriods(learner.id)).toHaveLength(0)

    const bank = await startCheckout(learner.token)
    const unpaid = stripe.complete(bank.sessionId, 'unpaid')
    await deliver(stripe.event('checkout.session.completed', unpaid))
    await deliver(stripe.event('checkout.session.async_payment_failed', unpaid))
    expect((await paymentOf(learner.token, bank.payment_id)).status).toBe('failed')
    expect(await notificationsOf(learner.id, 'payment_failed')).toHaveLength(2)
  })

  it('does not grant when the amount or the currency differs from the payment', async () => {
    const learner = await signUp(client)
    const cheap = await startCheckout(learner.token)
    const session = stripe.complete(cheap.sessionId)
    await deliver(stripe.event('checkout.session.completed', { ...session, amount_total: 100 }))
    const other = await startCheckout(learner.token)
    await deliver(stripe.event('checkout.session.completed', { ...stripe.complete(other.sessionId), currency: 'usd' }))
    expect((await paymentOf(learner.token, cheap.payment_id)).status).toBe('pending')
    expect((await paymentOf(learner.token, other.payment_id)).status).toBe('pending')
    expect(await paidPeriods(learner.id)).toHaveLength(0)
  })

  it('charge.refunded (in full) refunds the payment and ends its plan; a partial refund changes nothing', async () => {
    const learner = await signUp(client)
    const started = await startCheckout(learner.token)
    await deliver(stripe.event('checkout.session.completed', stripe.complete(started.sessionId)))
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('paid')

    await deliver(stripe.event('charge.refunded', stripe.refundedCharge(started.sessionId, 100)))
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('paid')

    const refund = stripe.event('charge.refunded', stripe.refundedCharge(started.sessionId))
    expect((await deliver(refund)).status).toBe(200)
    expect((await deliver(refund)).status).toBe(200)
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('refunded')
    const current = await client.get('/subscriptions/check-current-subscription', { token: learner.token })
    expect(current.body).toMatchObject({ has_active_subscription: false })
    const history = await client.get<{ data: { is_trial: boolean; status: string }[] }>('/subscriptions', {
      token: learner.token,
    })
    expect(history.body.data.map((s) => [s.is_trial, s.status])).toEqual([
      [false, 'cancelled'],
      [true, 'cancelled'],
    ])
    const billing = await client.get<{ has_active_subscription: boolean; payments: { status: string }[] }>(
      '/settings/billing',
      { token: learner.token },
    )
    expect(billing.body).toMatchObject({ has_active_subscription: false, payments: [{ status: 'refunded' }] })
    const [row] = await db.select().from(payments).where(eq(payments.id, started.payment_id))
    expect(row!.refundedAt).toBeInstanceOf(Date)
  })

  it('a refund that overtakes the success event leaves nothing granted', async () => {
    const learner = await signUp(client)
    const started = await startCheckout(learner.token)
    const completed = stripe.event('checkout.session.completed', stripe.complete(started.sessionId))
    await deliver(stripe.event('charge.refunded', stripe.refundedCharge(started.sessionId)))
    await deliver(completed)
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('refunded')
    expect(await paidPeriods(learner.id)).toHaveLength(0)
  })

  it('a refund while Stripe cannot be reached answers 503 and is taken when Stripe delivers it again', async () => {
    const learner = await signUp(client)
    const started = await startCheckout(learner.token)
    await deliver(stripe.event('checkout.session.completed', stripe.complete(started.sessionId)))
    const refund = stripe.event('charge.refunded', stripe.refundedCharge(started.sessionId))
    stripe.failNext(503)
    expect((await deliver(refund)).status).toBe(503)
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('paid')
    expect((await deliver(refund)).status).toBe(200)
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('refunded')
  })

  it('ignores event types it does not handle, and events of sessions it never opened', async () => {
    const ignored = await deliver(stripe.event('customer.created', { id: 'cus_123', object: 'customer' }))
    expect(ignored).toMatchObject({ status: 200, body: { received: true } })
    const stranger = { ...stripe.complete((await startCheckout((await signUp(client)).token)).sessionId) }
    const foreign = await deliver(stripe.event('checkout.session.completed', { ...stranger, id: 'cs_test_elsewhere' }))
    expect(foreign.status).toBe(200)
    const bad = await deliver(stripe.event('checkout.session.completed', { id: 42 }))
    expect(bad.status).toBe(400)
    expect((await deliver('not json')).status).toBe(400)
  })

  it('answers 404 where Stripe is not configured', async () => {
    const off = testClient(
      createApp({
        db,
        config: { ...config, paymentProvider: 'sandbox', stripe: { ...config.stripe, webhookSecret: undefined } },
      }),
    )
    const payload = stripe.event('customer.created', { id: 'cus_1', object: 'customer' })
    const answer = await off.post('/payments/webhooks/stripe', {
      body: payload,
      headers: { 'Stripe-Signature': stripe.sign(payload) },
    })
    expect(answer.status).toBe(404)
  })
})

describe('Stripe webhook under concurrency', () => {
  it('the same event delivered 10 times at once grants exactly one subscription', async () => {
    const learner = await signUp(client)
    const started = await startCheckout(learner.token)
    const payload = stripe.event('checkout.session.completed', stripe.complete(started.sessionId))
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(await paidPeriods(learner.id)).toHaveLength(1)
    expect(await notificationsOf(learner.id, 'subscription_activated')).toHaveLength(1)
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, started.payment_id))
    expect(events).toHaveLength(1)
    expect((await paymentOf(learner.token, started.payment_id)).status).toBe('paid')
  })

  it('completed and expired at once: one outcome, and a subscription only if it is paid', async () => {
    const learner = await signUp(client)
    for (let round = 0; round < 4; round++) {
      const started = await startCheckout(learner.token)
      const before = (await paidPeriods(learner.id)).length
      const completed = stripe.event('checkout.session.completed', stripe.complete(started.sessionId))
      const expired = stripe.event('checkout.session.expired', {
        ...stripe.sessions.get(started.sessionId)!,
        status: 'expired',
      })
      const pair = round % 2 === 0 ? [completed, expired] : [expired, completed]
      const answers = await Promise.all(pair.flatMap((payload) => [deliver(payload), deliver(payload)]))
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
      const { status, subscription_id } = await paymentOf(learner.token, started.payment_id)
      const granted = (await paidPeriods(learner.id)).length - before
      expect(['paid', 'failed']).toContain(status)
      expect(granted).toBe(status === 'paid' ? 1 : 0)
      expect(subscription_id === null).toBe(status === 'failed')
    }
  })
})
