import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Schemas } from '../api/contract'
import type { Db } from '../db/client'
import { packages, payments, subscriptions } from '../db/schema'
import { DAY } from '../domain/constants'
import type { ServerLocale } from '../i18n/messages'
import { newId } from '../lib/ids'
import { notificationLinks, notify } from './notifications'

type SubscriptionRow = typeof subscriptions.$inferSelect
type PackageRow = typeof packages.$inferSelect
type PaymentRow = typeof payments.$inferSelect

export function subscriptionStatus(row: SubscriptionRow, now = new Date()): Schemas['Subscription']['status'] {
  if (row.cancelledAt) return 'cancelled'
  if (row.startDate > now) return 'scheduled'
  if (row.endDate <= now) return 'expired'
  return 'active'
}

const packageRef = (row: PackageRow | null, locale: ServerLocale) =>
  row ? { id: row.id, name: row.name[locale] } : null

export function subscriptionBody(
  row: SubscriptionRow,
  pkg: PackageRow | null,
  locale: ServerLocale,
  now = new Date(),
): Schemas['Subscription'] {
  return {
    id: row.id,
    package: packageRef(pkg, locale),
    is_trial: row.isTrial,
    status: subscriptionStatus(row, now),
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    created_at: row.createdAt.toISOString(),
  }
}

export function packageBody(row: PackageRow, locale: ServerLocale): Schemas['Package'] {
  return {
    id: row.id,
    name: row.name[locale],
    description: row.description?.[locale] ?? null,
    duration_days: row.durationDays,
    price: { amount: row.priceAmount, currency: row.currency },
    features: row.features.map((feature) => feature[locale]),
    is_popular: row.isPopular,
  }
}

export function paymentStatus(row: PaymentRow, now = new Date()): Schemas['Payment']['status'] {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status
}

export function paymentBody(row: PaymentRow, pkg: PackageRow, locale: ServerLocale): Schemas['Payment'] {
  return {
    id: row.id,
    package: packageRef(pkg, locale)!,
    amount: { amount: row.amount, currency: row.currency },
    status: paymentStatus(row),
    provider: row.provider,
    reference: row.reference,
    subscription_id: row.subscriptionId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  }
}

/** The free trial, once per learner, from activation, with its notification (in the caller's transaction). */
export async function startTrial(db: Db, userId: string, trialDays: number, now = new Date()) {
  if (trialDays <= 0) return
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isTrial, true)))
    .limit(1)
  if (existing) return
  const id = newId('sub')
  await db.insert(subscriptions).values({
    id,
    userId,
    isTrial: true,
    startDate: now,
    endDate: new Date(now.getTime() + trialDays * DAY),
  })
  await notify(db, {
    userId,
    type: 'trial_started',
    params: { days: trialDays },
    link: notificationLinks.pricing,
    eventKey: `trial_started:${id}`,
    createdAt: now,
  })
}

/**
 * `check-current-subscription`: the active period (trial or paid) when there
 * is one, else the most recent period that ended, else null.
 */
export async function currentSubscription(db: Db, userId: string, locale: ServerLocale, now = new Date()) {
  const rows = await db
    .select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .leftJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.cancelledAt), lte(subscriptions.startDate, now)))
    .orderBy(desc(subscriptions.endDate))
  const active = rows.find((row) => row.subscription.endDate > now)
  const shown = active ?? rows[0]
  return {
    has_active_subscription: Boolean(active),
    subscription: shown ? subscriptionBody(shown.subscription, shown.pkg, locale, now) : null,
  } satisfies Schemas['CurrentSubscriptionCheck']
}

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

export const countRows = sql<number>`cast(count(*) as integer)`
