import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, type LocalizedText } from './columns'
import type { DivisionStatus } from './divisions'
import { users } from './users'

// In-app notifications.

export type NotificationType =
  | 'trial_started'
  | 'trial_ending'
  | 'subscription_activated'
  | 'subscription_expired'
  | 'payment_failed'
  | 'division_result'
  | 'offer'
  | 'announcement'

/** What a notification's text is filled with; `title`/`body` (both languages) only for offers and announcements. */
export interface NotificationParams {
  days?: number
  package?: LocalizedText
  endDate?: string
  subject?: 'math' | 'reading_writing'
  status?: DivisionStatus
  level?: number
  title?: LocalizedText
  body?: LocalizedText
}

/**
 * In-app notifications. The type and its parameters are stored, not the text:
 * the title and body are written in the reader's language at read time.
 * `event_key` names the event notified (e.g. `payment_failed:pay_…`), so an
 * event notifies once even when its code runs twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    params: jsonb('params')
      .$type<NotificationParams>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** SPA path to open, or null. */
    link: text('link'),
    eventKey: text('event_key'),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_event_key').on(t.userId, t.eventKey),
  ],
)
