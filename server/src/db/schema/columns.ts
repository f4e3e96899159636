import { timestamp } from 'drizzle-orm/pg-core'

// Column shapes every table uses.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const at = (name: string) => timestamp(name, { withTimezone: true })

/** Text in both languages (plans, notifications). */
export interface LocalizedText {
  en: string
  ar: string
}
