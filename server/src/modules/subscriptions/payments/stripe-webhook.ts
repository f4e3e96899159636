import { and, eq } from 'drizzle-orm'
import type { StripeSettings } from '../../../config'
import type { Db } from '../../../db/client'
import { paymentEvents, payments } from '../../../db/schema'
import { ApiProblem } from '../../../http/errors'
import { settleFailed, settlePaid, settleRefunded } from '../settlement'
import { findSessionByPaymentIntent, verifyStripeSignature, type StripeCheckoutSession } from './stripe'
import { ProviderUnavailable } from './types'

/** What became of a delivered event (logged by tests; Stripe only sees 200). */
export type WebhookOutcome =
  'paid' | 'failed' | 'refunded' | 'duplicate' | 'unchanged' | 'unknown_payment' | 'amount_mismatch' | 'ignored'

interface StripeEvent {
  id: string
  type: string
  data: { object: Record<string, unknown> }
}

const grantingTypes = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])
const failingTypes = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed'])

const badEvent = () => new ApiProblem(400, 'webhookEventInvalid')

function parseEvent(rawBody: Uint8Array): StripeEvent {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(rawBody))
  } catch {
    throw new ApiProblem(400, 'badJson')
  }
  const event = value as Partial<StripeEvent> | null
  if (
    typeof event !== 'object' ||
    event === null ||
    Array.isArray(event) ||
    typeof event.id !== 'string' ||
    !/^[A-Za-z0-9_-]{1,255}$/.test(event.id) ||
    typeof event.type !== 'string' ||
    event.type.length > 255 ||
    typeof event.data !== 'object' ||
    event.data === null ||
    typeof event.data.object !== 'object' ||
    event.data.object === null ||
    Array.isArray(event.data.object)
  )
    throw badEvent()
  return event as StripeEvent
}

const sessionOf = (event: StripeEvent): StripeCheckoutSession => {
  const session = event.data.object
  if (session.object !== 'checkout.session' || typeof session.id !== 'string' || !session.id.startsWith('cs_'))
    throw badEvent()
  return session as unknown as StripeCheckoutSession
}

/**
 * Records the event id and the change it causes in one transaction: a redelivered event (or the
 * same one delivered ten times at once) finds its id taken and changes nothing. The insert waits
 * on a concurrent one with the same id until that commits or rolls back.
 */
async function once(
  db: Db,
  event: StripeEvent,
  sessionId: string,
  change: (tx: Db, payment: typeof payments.$inferSelect) => Promise<WebhookOutcome>,
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'stripe'), eq(payments.reference, sessionId)))
      .limit(1)
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type, paymentId: payment?.id ?? null })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (recorded.length === 0) return 'duplicate'
    if (!payment) return 'unknown_payment'
    return change(tx, payment)
  })
}

/**
 * `POST /api/v1/payments/webhooks/stripe`: verifies the signature on the raw body, then records
 * what the event says. Only Stripe's word, signed, settles a Stripe payment.
 */
export async function receiveStripeEvent(
  db: Db,
  settings: StripeSettings,
  rawBody: Uint8Array,
  signature: string | undefined,
  now = new Date(),
): Promise<WebhookOutcome> {
  if (!settings.webhookSecret) throw new ApiProblem(404, 'paymentsUnavailable')
  if (!verifyStripeSignature(rawBody, signature, settings.webhookSecret, Math.floor(now.getTime() / 1000)))
    throw new ApiProblem(400, 'webhookSignatureInvalid')
  const event = parseEvent(rawBody)

  if (grantingTypes.has(event.type)) {
    const session = sessionOf(event)
    // `completed` with `unpaid`: a bank payment still on its way; `async_payment_succeeded` follows.
    if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid')
      return once(db, event, session.id, () => Promise.resolve('unchanged'))
    return once(db, event, session.id, async (tx, payment) => {
      const sameMoney =
        session.amount_total === payment.amount &&
        typeof session.currency === 'string' &&
        session.currency.toLowerCase() === payment.currency.toLowerCase()
      if (!sameMoney) {
        console.error(
          `Stripe event ${event.id}: session ${session.id} charged ${session.amount_total} ${session.currency}, ` +
            `payment ${payment.id} is ${payment.amount} ${payment.currency}: no subscription granted`,
        )
        return 'amount_mismatch'
      }
      const row = await settlePaid(tx, payment.id, now, { honourExpiry: false })
      return row?.status === 'paid' && row.paidAt?.getTime() === now.getTime() ? 'paid' : 'unchanged'
    })
  }

  if (failingTypes.has(event.type)) {
    const session = sessionOf(event)
    return once(db, event, session.id, async (tx, payment) => {
      const row = await settleFailed(tx, payment.id, now)
      return row?.status === 'failed' && row.failedAt?.getTime() === now.getTime() ? 'failed' : 'unchanged'
    })
  }

  if (event.type === 'charge.refunded') {
    const charge = event.data.object
    if (charge.object !== 'charge') throw badEvent()
    // A partial refund leaves the plan running (a decision in docs/decisions.md).
    if (charge.refunded !== true) return 'ignored'
    const paymentIntent = charge.payment_intent
    if (typeof paymentIntent !== 'string' || !/^pi_[A-Za-z0-9_]{1,250}$/.test(paymentIntent)) return 'ignored'
    let session: StripeCheckoutSession | undefined
    try {
      session = await findSessionByPaymentIntent(settings, paymentIntent)
    } catch (error) {
      // Stripe retries a failed delivery for days: answer 503 and let it come back.
      if (error instanceof ProviderUnavailable) throw new ApiProblem(503, 'paymentsUnavailable')
      throw error
    }
    if (!session) return 'ignored'
    return once(db, event, session.id, async (tx, payment) => {
      const row = await settleRefunded(tx, payment.id, now)
      return row?.status === 'refunded' && row.refundedAt?.getTime() === now.getTime() ? 'refunded' : 'unchanged'
    })
  }

  return 'ignored'
}
