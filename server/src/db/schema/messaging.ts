import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'
import { users } from './users'

// Messages that leave the app (the outbox) and messages learners send in (contact).

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
