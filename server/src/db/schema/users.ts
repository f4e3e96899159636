import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'

// Accounts and how they sign in: learners, bearer tokens, one-time codes.

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
    /**
     * When the e-mail was proven (a code sent to it, or a verified Google identity). Null after an
     * activation by the messaging app, which proves only the phone: such an account is never linked
     * by e-mail from a third-party sign-in.
     */
    emailVerifiedAt: at('email_verified_at'),
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
