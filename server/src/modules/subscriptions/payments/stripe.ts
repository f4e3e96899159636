import { createHmac, timingSafeEqual } from 'node:crypto'
import type { StripeSettings } from '../../../config'
import { ProviderUnavailable, type CheckoutRequest, type OpenedCheckout, type PaymentProvider } from './types'

/**
 * Stripe Checkout over Stripe's HTTP API (no SDK): `POST /v1/checkout/sessions` opens a hosted
 * payment page; signed webhook events (`stripe-webhook.ts`) say how it ended. Documented at
 * https://docs.stripe.com/api/checkout/sessions/create and https://docs.stripe.com/webhooks.
 */

/** Longest wait for Stripe's API; past it the learner is told payments are unavailable (503). */
const API_TIMEOUT_MS = 10_000

/** Stripe's documented default: a signature older (or newer) than this is refused (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** The parts of a Checkout Session this server reads. */
export interface StripeCheckoutSession {
  id: string
  object: 'checkout.session'
  url: string | null
  payment_intent: string | null
  payment_status?: string
  status?: string
  amount_total?: number | null
  currency?: string | null
  client_reference_id?: string | null
  metadata?: Record<string, string> | null
}

async function stripeRequest(settings: StripeSettings, path: string, init: RequestInit): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(`${settings.apiUrl}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${settings.secretKey ?? ''}`,
        Accept: 'application/json',
        ...init.headers,
      },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
  } catch (error) {
    throw new ProviderUnavailable(`Stripe ${path}: ${(error as Error).message}`)
  }
  const text = await response.text()
  if (!response.ok) {
    // Stripe's error body says why ({"error":{"type","message"}}); never the key.
    console.error(`Stripe ${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 500)}`)
    throw new ProviderUnavailable(`Stripe ${path}: ${response.status}`)
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ProviderUnavailable(`Stripe ${path}: not JSON`)
  }
}

const isSession = (value: unknown): value is StripeCheckoutSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  (value as { id: string }).id.startsWith('cs_')

/** The form Stripe's API takes (bracketed keys for nested parameters). */
export function checkoutSessionForm(request: CheckoutRequest): URLSearchParams {
  const { paymentId, pkg, origin } = request
  return new URLSearchParams({
    mode: 'payment',
    'line_items[0][price_data][currency]': request.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(request.amount),
    'line_items[0][price_data][product_data][name]': pkg.name[request.locale],
    'line_items[0][quantity]': '1',
    success_url: `${origin}/payment/success?payment_id=${paymentId}`,
    // Leaving the hosted page goes back to the plans; the session expires and is recorded as failed.
    cancel_url: `${origin}/pricing?plan=${pkg.id}`,
    client_reference_id: paymentId,
    'metadata[payment_id]': paymentId,
    'payment_intent_data[metadata][payment_id]': paymentId,
    // Stripe accepts 30 minutes to 24 hours; ours is the payment's own expiry (checkout.lifetimeMs).
    expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
  })
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  return {
    name: 'stripe',
    async openCheckout(request: CheckoutRequest): Promise<OpenedCheckout> {
      const session = await stripeRequest(settings, '/v1/checkout/sessions', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          // A retried request (network trouble) gets the same session, never a second one.
          'Idempotency-Key': `checkout-${request.paymentId}`,
        },
        body: checkoutSessionForm(request).toString(),
      })
      if (!isSession(session) || typeof session.url !== 'string' || !/^https?:\/\//.test(session.url))
        throw new ProviderUnavailable('Stripe answered a Checkout Session without id or url')
      return { url: session.url, reference: session.id }
    },
  }
}

/**
 * The Checkout Session that created a PaymentIntent (`GET /v1/checkout/sessions?payment_intent=`):
 * how a `charge.refunded` event, which names only the PaymentIntent, finds its payment.
 */
export async function findSessionByPaymentIntent(
  settings: StripeSettings,
  paymentIntent: string,
): Promise<StripeCheckoutSession | undefined> {
  const query = new URLSearchParams({ payment_intent: paymentIntent, limit: '1' })
  const list = await stripeRequest(settings, `/v1/checkout/sessions?${query.toString()}`, { method: 'GET' })
  const data = (list as { data?: unknown }).data
  if (!Array.isArray(data)) throw new ProviderUnavailable('Stripe answered a list without data')
  return data.find(isSession)
}

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=<hex>…][,v0=…]`) against the
 * raw body as Stripe documents: HMAC-SHA256 keyed with the endpoint's signing secret over
 * `<t>.<raw body>`, compared in constant time with every `v1` (several while a secret is rolled),
 * and `t` within the tolerance of now.
 */
export function verifyStripeSignature(
  rawBody: Uint8Array,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header || header.length > 4096) return false
  let timestamp: string | undefined
  const signatures: Buffer[] = []
  for (const element of header.split(',')) {
    const at = element.indexOf('=')
    if (at < 0) continue
    const key = element.slice(0, at).trim()
    const value = element.slice(at + 1).trim()
    if (key === 't') timestamp = value
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'))
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest()
  let match = false
  for (const signature of signatures) if (timingSafeEqual(signature, expected)) match = true
  return match
}
