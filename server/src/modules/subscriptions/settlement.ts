import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { packages, payments, subscriptions } from '../../db/schema'
import { DAY } from '../../domain/constants'
import { newId } from '../../lib/ids'
import { notificationLinks, notify } from '../notifications/service'

type PaymentRow = typeof payments.$inferSelect

/**
 * Records a successful payment and its subscription, in one transaction, on
 * the server's word only. A paid period bought while another paid one runs
 * starts when that one ends; a running trial is cancelled at once. Paying an
 * already-paid payment changes nothing (the provider may call twice).
 */
export async function completePayment(db: Db, paymentId: string, now = new Date()): Promise<PaymentRow | undefined> {
  return db.transaction((tx) => settlePaid(tx, paymentId, now, { honourExpiry: true }))
}

/**
 * The work of `completePayment` inside the caller's transaction (a webhook records its event id in
 * the same one). The payment row is locked first (`FOR UPDATE`), so two settlements of one payment,
 * on any number of connections, run one after the other and the second sees it is no longer pending.
 * `honourExpiry`: the sandbox refuses a checkout past its expiry; a provider that says the money
 * was taken (an asynchronous bank payment can succeed days later) is believed.
 */
export async function settlePaid(
  tx: Db,
  paymentId: string,
  now: Date,
  { honourExpiry }: { honourExpiry: boolean },
): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update')
  if (!payment || payment.status !== 'pending' || (honourExpiry && payment.expiresAt <= now)) return payment
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, payment.packageId))
  const [latestPaid] = await tx
    .select({ endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, payment.userId),
        eq(subscriptions.isTrial, false),
        isNull(subscriptions.cancelledAt),
        gt(subscriptions.endDate, now),
      ),
    )
    .orderBy(desc(subscriptions.endDate))
    .limit(1)
  const start = latestPaid?.endDate ?? now
  if (!latestPaid)
    await tx
      .update(subscriptions)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(subscriptions.userId, payment.userId),
          eq(subscriptions.isTrial, true),
          isNull(subscriptions.cancelledAt),
          gt(subscriptions.endDate, now),
        ),
      )
  const subscriptionId = newId('sub')
  await tx.insert(subscriptions).values({
    id: subscriptionId,
    userId: payment.userId,
    packageId: payment.packageId,
    isTrial: false,
    startDate: start,
    endDate: new Date(start.getTime() + pkg!.durationDays * DAY),
  })
  const [paid] = await tx
    .update(payments)
    .set({ status: 'paid', paidAt: now, subscriptionId })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning()
  await notify(tx, {
    userId: payment.userId,
    type: 'subscription_activated',
    params: { package: pkg!.name, days: pkg!.durationDays },
    link: notificationLinks.billing,
    eventKey: `subscription_activated:${payment.id}`,
    createdAt: now,
  })
  return paid
}

/** Records a failed payment and its notification in one transaction; only a pending payment can fail. */
export async function failPayment(db: Db, paymentId: string, now = new Date()): Promise<PaymentRow | undefined> {
  return db.transaction((tx) => settleFailed(tx, paymentId, now))
}

/** `failPayment` inside the caller's transaction: the status is checked by the statement that changes it. */
export async function settleFailed(tx: Db, paymentId: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'failed', failedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning()
  if (!row) return (await tx.select().from(payments).where(eq(payments.id, paymentId)))[0]
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, row.packageId))
  await notify(tx, {
    userId: row.userId,
    type: 'payment_failed',
    params: pkg ? { package: pkg.name } : {},
    link: notificationLinks.pricing,
    eventKey: `payment_failed:${row.id}`,
    createdAt: now,
  })
  return row
}

/**
 * The provider returned the money: the payment reads `refunded` and the period it bought is
 * cancelled (access ends now; `check-current-subscription` falls back to any other running
 * period). A still-pending payment can be refunded too (the refund overtook the success event,
 * which then finds nothing pending and grants nothing). In the caller's transaction; the status
 * is checked by the statement that changes it.
 */
export async function settleRefunded(tx: Db, paymentId: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['paid', 'pending'])))
    .returning()
  if (!row) return (await tx.select().from(payments).where(eq(payments.id, paymentId)))[0]
  if (row.subscriptionId)
    await tx
      .update(subscriptions)
      .set({ cancelledAt: now })
      .where(and(eq(subscriptions.id, row.subscriptionId), isNull(subscriptions.cancelledAt)))
  return row
}
