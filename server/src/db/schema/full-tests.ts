import { sql } from 'drizzle-orm'
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'
import { questions } from './questions'
import { users } from './users'

// Full-length adaptive practice tests (issue 17) and the item parameters their scores rest on.

/** Which module 2 a section's module 1 led to (the routing rule: server/src/domain/full-test.ts). */
export type ModuleRoute = 'harder' | 'easier'

/** A section's score: the ability estimate, its standard error, and the scaled point and range. */
export interface SectionScoreRecord {
  subject: 'reading_writing' | 'math'
  route: ModuleRoute | null
  theta: number
  standardError: number
  score: number
  low: number
  high: number
}

/** The score of a finished test: each section's, and the total's point and range. */
export interface FullTestScoreRecord {
  confidence: number
  sections: SectionScoreRecord[]
  total: { score: number; low: number; high: number }
}

/**
 * A full-length test: its stages (modules and breaks) are the system's structure (domain/full-test.ts);
 * `stage` is the one running. Each module is a quiz of kind `full_test` (quizzes.full_test_id).
 */
export const fullTests = pgTable(
  'full_tests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    system: text('system', { enum: ['SAT', 'EST'] }).notNull(),
    status: text('status', { enum: ['in_progress', 'completed', 'exited'] })
      .notNull()
      .default('in_progress'),
    /** Index of the running stage in the structure's stages. */
    stage: integer('stage').notNull().default(0),
    /** When the running stage began (a break's clock). */
    stageStartedAt: at('stage_started_at').notNull().defaultNow(),
    /** A break's end, while one runs. */
    breakEndsAt: at('break_ends_at'),
    /** The module-2 route each section took, by subject. */
    routes: jsonb('routes').$type<Partial<Record<'reading_writing' | 'math', ModuleRoute>>>().notNull().default({}),
    score: jsonb('score').$type<FullTestScoreRecord>(),
    startedAt: at('started_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('full_tests_user_status_idx').on(t.userId, t.status),
    // One running test per learner: a second start resumes it.
    uniqueIndex('full_tests_one_running_key')
      .on(t.userId)
      .where(sql`${t.status} = 'in_progress'`),
  ],
)

/**
 * An item's response-theory parameters (3PL: discrimination a, difficulty b, guessing c) once
 * calibration has estimated them (`npm run content:calibrate -- --write`). An item without a row
 * takes its initial values from its difficulty label (domain/irt.ts `initialParameters`).
 */
export const itemParameters = pgTable('item_parameters', {
  questionId: text('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  a: doublePrecision('a').notNull(),
  b: doublePrecision('b').notNull(),
  c: doublePrecision('c').notNull(),
  /** How many responses the estimate rests on. */
  responses: integer('responses').notNull(),
  calibratedAt: at('calibrated_at').notNull().defaultNow(),
})
