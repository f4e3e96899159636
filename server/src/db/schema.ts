import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Facts about the database itself (e.g. when demo data was seeded), so a
 * restart never seeds twice.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A learner. The e-mail is kept lower-cased and trimmed, so uniqueness is case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    /** argon2id PHC string; null for third-party accounts that never set one. */
    passwordHash: text('password_hash'),
    authProvider: text('auth_provider', { enum: ['password', 'google'] }).notNull(),
    googleSubject: text('google_subject'),
    /** Where codes go: the e-mail, or the messaging app at `mobile`. */
    channel: text('channel', { enum: ['email', 'whatsapp'] })
      .notNull()
      .default('email'),
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    activatedAt: at('activated_at'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    newOffers: boolean('new_offers').notNull().default(false),
    /** File name under `<dataDir>/media/avatars`, or an absolute URL (third-party photo). */
    photo: text('photo'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_mobile_idx').on(t.mobile),
  ],
)

/** Bearer tokens, stored only as SHA-256 hashes of 256 random bits. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
)

/** One-time codes (activation, password reset, e-mail change), stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset', 'email_change'] }).notNull(),
    /** The address the code was sent for (the new e-mail for an e-mail change). */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
)

/**
 * Every outgoing message (codes, notices). Written in the request's
 * transaction, delivered afterwards by a transport, so a slow mail server never
 * slows a request down and a crash loses nothing.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt), index('outbox_user_idx').on(t.userId)],
)

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
})

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['complaint', 'suggestion', 'feedback'] }).notNull(),
    message: text('message').notNull(),
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId)],
)

export interface LocalizedText {
  en: string
  ar: string
}

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
    /** pending -> paid | failed; a pending payment past `expires_at` reads as expired. */
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    reference: text('reference'),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
)
