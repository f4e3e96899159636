import { date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'
import { questions } from './questions'
import { users } from './users'

// Learning from mistakes (issue 19): each missed question's review schedule, the plan to test day,
// and the review reminders sent.

/**
 * A missed question's spaced-review card (FSRS, domain/review-schedule.ts), one per learner and
 * question: created at the first miss, moved by every review quiz that holds the question.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    due: at('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: text('state', { enum: ['new', 'learning', 'review', 'relearning'] }).notNull(),
    lastReview: at('last_review'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('review_cards_user_due_idx').on(t.userId, t.due)],
)

/** The learner's target test day and score; the time zone is the browser's, for "today" and the streak. */
export const studyPlans = pgTable('study_plans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetDate: date('target_date', { mode: 'string' }).notNull(),
  targetScore: integer('target_score').notNull(),
  timeZone: text('time_zone').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})

/** One row per learner and UTC day a review reminder was sent: the key makes "at most one a day" hold. */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dueCount: integer('due_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
