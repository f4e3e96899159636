import type { Schemas } from '../../api/contract'
import type { packages, payments, subscriptions } from '../../db/schema'
import type { ServerLocale } from '../../i18n/messages'

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
