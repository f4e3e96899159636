import { and, asc, count, desc, eq, isNull, lte } from 'drizzle-orm'
import type { Schemas } from '../../api/contract'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import { packages, payments, subscriptions } from '../../db/schema'
import { checkout, DAY } from '../../domain/constants'
import { ApiProblem } from '../../http/errors'
import type { ServerLocale } from '../../i18n/messages'
import { newId } from '../../lib/ids'
import { notificationLinks, notify } from '../notifications/service'
import { paymentProviderFor, ProviderUnavailable } from './payments/provider'
import { subscriptionBody } from './present'

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

/** The plans on sale, in their display order. */
export const activePackages = (db: Db) =>
  db
    .select()
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(asc(packages.sortOrder), asc(packages.durationDays))

/** One page of the learner's subscription periods (trials and paid), newest first, with their total. */
export async function subscriptionsPage(db: Db, userId: string, page: number, perPage: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
  const rows = await db
    .select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .leftJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt))
    .limit(perPage)
    .offset((page - 1) * perPage)
  return { total, rows }
}

/** One page of the learner's payments (the billing page), newest first, with their total. */
export async function paymentsPage(db: Db, userId: string, page: number, perPage: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(payments)
    .where(eq(payments.userId, userId))
  const rows = await db
    .select({ payment: payments, pkg: packages })
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  return { total, rows }
}

/** A payment of the learner with its plan; `provider` narrows it to one provider's payments. */
export async function findPayment(db: Db, userId: string, paymentId: string, provider?: 'sandbox') {
  const [row] = await db
    .select({ payment: payments, pkg: packages })
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.userId, userId),
        provider ? eq(payments.provider, provider) : undefined,
      ),
    )
    .limit(1)
  return row
}

/**
 * `POST /subscriptions`: a pending payment for an active plan, with the provider's checkout. The
 * checkout is opened first and the payment stored with its reference: no payment without a
 * checkout, and no provider event can arrive before the learner has the URL.
 */
export async function openCheckout(
  deps: { db: Db; config: AppConfig },
  input: { userId: string; packageId: string; locale: ServerLocale; origin: string },
) {
  const { db, config } = deps
  const [pkg] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, input.packageId), eq(packages.active, true)))
    .limit(1)
  if (!pkg) throw new ApiProblem(404, 'packageUnavailable')
  const provider = paymentProviderFor(config)
  if (!provider) throw new ApiProblem(404, 'paymentsUnavailable')
  const id = newId('pay')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + checkout.lifetimeMs)
  let opened
  try {
    opened = await provider.openCheckout({
      paymentId: id,
      pkg,
      amount: pkg.priceAmount,
      currency: pkg.currency,
      expiresAt,
      locale: input.locale,
      origin: input.origin,
    })
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      console.error(error.message)
      throw new ApiProblem(503, 'paymentsUnavailable', {}, { headers: { 'Retry-After': '30' } })
    }
    throw error
  }
  await db.insert(payments).values({
    id,
    userId: input.userId,
    packageId: pkg.id,
    amount: pkg.priceAmount,
    currency: pkg.currency,
    provider: provider.name,
    reference: opened.reference,
    createdAt: now,
    expiresAt,
  })
  return { url: opened.url, paymentId: id, expiresAt }
}
