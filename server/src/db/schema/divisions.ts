import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'
import { users } from './users'

// Divisions: each learner's level per subject, and its history.

export interface DivisionResultRecord {
  levelBefore: number
  levelAfter: number
  status: DivisionStatus
  points: number
  maxPoints: number
  percentage: number
}
export type DivisionStatus = 'in_level' | 'eligible_for_promotion' | 'promoted' | 'stayed' | 'relegated'

/** One division per learner and subject: level 1-10 and the round under way. */
export const divisions = pgTable(
  'divisions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['math', 'reading_writing'] }).notNull(),
    level: integer('level').notNull().default(1),
    round: integer('round').notNull().default(1),
    status: text('status').$type<DivisionStatus>().notNull().default('in_level'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subject] })],
)

/** The end of each round and each Short Test: the division's history of levels. */
export const divisionEvents = pgTable(
  'division_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['math', 'reading_writing'] }).notNull(),
    event: text('event', { enum: ['round_completed', 'short_test'] }).notNull(),
    quizId: text('quiz_id').notNull(),
    levelBefore: integer('level_before').notNull(),
    levelAfter: integer('level_after').notNull(),
    status: text('status').$type<DivisionStatus>().notNull(),
    points: integer('points').notNull(),
    maxPoints: integer('max_points').notNull(),
    percentage: integer('percentage').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('division_events_user_idx').on(t.userId, t.subject, t.createdAt)],
)
