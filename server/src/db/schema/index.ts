/**
 * The database schema, one file per product area. Everything is re-exported here, so code imports
 * `db/schema` and drizzle-kit (drizzle.config.ts) reads every table from this one entry.
 */
export type { LocalizedText } from './columns'
export * from './infrastructure'
export * from './users'
export * from './messaging'
export * from './subscriptions'
export * from './questions'
export * from './quizzes'
export * from './divisions'
export * from './notifications'
export * from './full-tests'
export * from './learning'
