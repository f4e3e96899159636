import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Facts about the database itself (e.g. when demo data was seeded), so a
 * restart never seeds twice. Feature tables arrive with their issues.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
