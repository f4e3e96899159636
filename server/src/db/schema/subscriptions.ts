import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, type LocalizedText } from './columns'
import { users } from './users'

// Plans, subscription periods, payments and the provider events already handled.

/** Plans are data: names, descriptions and features in both languages. */
export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText | null>(),
    features: jsonb('features')
      .$type<LocalizedText[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    durationDays: integer('duration_days').notNull(),
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('packages_slug_key').on(t.slug)],
)

/**
 * Subscription periods (the trial included). Status is derived from the dates
 * at read time (scheduled / active / expired), except `cancelled`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').references(() => packages.id),
    isTrial: boolean('is_trial').notNull(),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endDate)],
)

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * pending -> paid | failed; paid -> refunded (the provider refunded it, the subscription ends).
     * A pending payment past `expires_at` reads as expired.
     */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    reference: text('reference'),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_provider_reference_idx').on(t.provider, t.reference),
  ],
)

/**
 * Provider events (webhooks) already handled, by the provider's own event id: a redelivered
 * event changes nothing twice. Written in the same transaction as the change it causes.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: text('payment_id'),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)
