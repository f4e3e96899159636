import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { at } from './columns'

// The database about itself, and state every server process shares.

/**
 * Facts about the database itself (e.g. when demo data was seeded), so a
 * restart never seeds twice.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
})
