import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll } from 'vitest'

/**
 * A local stand-in for the parts of Stripe's HTTP API the server uses, on a real `node:http`
 * server on 127.0.0.1 (random port), checked the way Stripe documents them:
 * - `POST /v1/checkout/sessions` (form-encoded, `Authorization: Bearer sk_…`, `Idempotency-Key`)
 *   answers a Checkout Session (`cs_test_…`, `url`, `payment_intent`, …);
 * - `GET /v1/checkout/sessions?payment_intent=pi_…` lists the session of a PaymentIntent;
 * plus the helpers a test needs to play Stripe's part afterwards: complete a session, build an
 * event, and sign a webhook payload exactly as Stripe does (`t=<unix>,v1=<HMAC-SHA256>`).
 */

export interface FakeSession {
  id: string
  object: 'checkout.session'
  url: string
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  payment_intent: string | null
  amount_total: number
  currency: string
  client_reference_id: string
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  expires_at: number
  created: number
  livemode: false
}

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  form: URLSearchParams
}

const token = (bytes = 12) => randomBytes(bytes).toString('base64url').replaceAll(/[-_]/g, 'x')

/** The `Stripe-Signature` header for a payload, computed as https://docs.stripe.com/webhooks describes. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signedPayload = `${timestamp}.${payload}`
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(signedPayload, 'utf8').digest('hex')}`
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, param?: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ error: { type, message, ...(param ? { param } : {}) } }))
}

const required = [
  'mode',
  'line_items[0][price_data][currency]',
  'line_items[0][price_data][unit_amount]',
  'line_items[0][price_data][product_data][name]',
  'line_items[0][quantity]',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'metadata[payment_id]',
  'expires_at',
]

export async function startFakeStripe(options: { secretKey?: string; webhookSecret?: string } = {}) {
  const secretKey = options.secretKey ?? `sk_test_${token()}`
  const webhookSecret = options.webhookSecret ?? `whsec_${token(24)}`
  const sessions = new Map<string, FakeSession>()
  const byIdempotencyKey = new Map<string, { body: string; session: FakeSession }>()
  const requests: RecordedRequest[] = []
  /** Answers the next N API calls with this status (a Stripe outage). */
  let failures: { status: number; remaining: number } = { status: 500, remaining: 0 }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const raw = Buffer.concat(chunks).toString('utf8')
      const form = new URLSearchParams(req.method === 'POST' ? raw : url.search)
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form })
      if (failures.remaining > 0) {
        failures.remaining--
        return stripeError(res, failures.status, 'api_error', 'Something went wrong on Stripe’s end.')
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.')
      if (url.pathname !== '/v1/checkout/sessions')
        return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${url.pathname}).`)

      if (req.method === 'GET') {
        const paymentIntent = form.get('payment_intent')
        const data = [...sessions.values()].filter((s) => !paymentIntent || s.payment_intent === paymentIntent)
        res.writeHead(200, { 'Content-Type': 'application/json' })
        return res.end(JSON.stringify({ object: 'list', url: '/v1/checkout/sessions', has_more: false, data }))
      }
      if (req.method !== 'POST') return stripeError(res, 405, 'invalid_request_error', 'Method not allowed.')
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return stripeError(res, 400, 'invalid_request_error', 'Body must be form-encoded.')
      for (const name of required)
        if (!form.get(name)) return stripeError(res, 400, 'invalid_request_error', `Missing ${name}.`, name)
      const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'))
      const expiresAt = Number(form.get('expires_at'))
      const now = Math.floor(Date.now() / 1000)
      if (form.get('mode') !== 'payment') return stripeError(res, 400, 'invalid_request_error', 'Invalid mode.', 'mode')
      if (!Number.isInteger(unitAmount) || unitAmount < 1)
        return stripeError(res, 400, 'invalid_request_error', 'Invalid integer.', 'unit_amount')
      if (form.get('line_items[0][quantity]') !== '1')
        return stripeError(res, 400, 'invalid_request_error', 'Quantity must be 1 here.', 'quantity')
      if (!/^[a-z]{3}$/.test(form.get('line_items[0][price_data][currency]')!))
        return stripeError(res, 400, 'invalid_request_error', 'Invalid currency.', 'currency')
      // Stripe: "anywhere from 30 minutes to 24 hours after Checkout Session creation".
      if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 3600)
        return stripeError(res, 400, 'invalid_request_error', 'expires_at out of range.', 'expires_at')
      for (const name of ['success_url', 'cancel_url'])
        if (!/^https?:\/\//.test(form.get(name)!))
          return stripeError(res, 400, 'invalid_request_error', 'Not a valid URL.', name)
      const key = req.headers['idempotency-key']
      if (typeof key !== 'string' || key === '')
        return stripeError(res, 400, 'invalid_request_error', 'This fake wants an Idempotency-Key.')
      const earlier = byIdempotencyKey.get(key)
      if (earlier) {
        if (earlier.body !== raw)
          return stripeError(
            res,
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters.',
          )
        res.writeHead(200, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' })
        return res.end(JSON.stringify(earlier.session))
      }
      const id = `cs_test_${token(24)}`
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        // Stripe creates the PaymentIntent when the customer pays (API versions since 2022-08-01).
        payment_intent: null,
        amount_total: unitAmount,
        currency: form.get('line_items[0][price_data][currency]')!,
        client_reference_id: form.get('client_reference_id')!,
        metadata: { payment_id: form.get('metadata[payment_id]')! },
        success_url: form.get('success_url')!,
        cancel_url: form.get('cancel_url')!,
        expires_at: expiresAt,
        created: now,
        livemode: false,
      }
      sessions.set(id, session)
      byIdempotencyKey.set(key, { body: raw, session })
      res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${token()}` })
      res.end(JSON.stringify(session))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const sessionById = (id: string) => {
    const session = sessions.get(id)
    if (!session) throw new Error(`the fake has no session ${id}`)
    return session
  }

  return {
    apiUrl,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    /** The settings the app reads from STRIPE_* (config.stripe). */
    settings: { secretKey, webhookSecret, apiUrl },
    failNext(status: number, count = 1) {
      failures = { status, remaining: count }
    },
    /** The customer paid (or, `unpaid`, started a bank payment that settles later). */
    complete(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): FakeSession {
      const session = sessionById(id)
      session.status = 'complete'
      session.payment_status = paymentStatus
      session.payment_intent ??= `pi_${token(12)}`
      return { ...session }
    },
    /** Stripe's charge object of a completed session, refunded in full or in part. */
    refundedCharge(id: string, amountRefunded?: number) {
      const session = sessionById(id)
      const refunded = amountRefunded ?? session.amount_total
      return {
        id: `ch_${token(12)}`,
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: refunded,
        currency: session.currency,
        payment_intent: session.payment_intent,
        refunded: refunded === session.amount_total,
        paid: true,
        status: 'succeeded',
      }
    },
    /** An event as Stripe delivers it (https://docs.stripe.com/api/events/object). */
    event(type: string, object: unknown, id = `evt_${token(16)}`) {
      return JSON.stringify({
        id,
        object: 'event',
        api_version: '2025-08-27.basil',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      })
    },
    sign: (payload: string, timestamp?: number) => signStripePayload(payload, webhookSecret, timestamp),
  }
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
