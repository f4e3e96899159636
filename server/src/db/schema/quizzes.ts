import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'
import type { DivisionResultRecord } from './divisions'
import { fullTests, type ModuleRoute } from './full-tests'
import { questions } from './questions'
import { users } from './users'

// Quizzes and the questions drawn into each one, with the answers given.

type QuizKind = 'evaluation' | 'practice' | 'division' | 'short_test' | 'full_test' | 'review'

/** Every quiz: evaluation, practice, division quiz, Short Test. The clock is `ends_at`, kept here. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuizKind>().notNull(),
    status: text('status', { enum: ['in_progress', 'completed', 'expired', 'exited'] })
      .notNull()
      .default('in_progress'),
    system: text('system', { enum: ['SAT', 'EST'] }),
    subject: text('subject', { enum: ['math', 'reading_writing'] }).notNull(),
    domain: text('domain'),
    skills: jsonb('skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    timerType: text('timer_type', { enum: ['strict', 'loose'] }),
    secondsPerQuestion: integer('seconds_per_question'),
    numberOfQuestions: integer('number_of_questions').notNull(),
    immediateFeedback: boolean('immediate_feedback').notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at'),
    completedAt: at('completed_at'),
    divisionLevel: integer('division_level'),
    divisionRound: integer('division_round'),
    divisionQuizNumber: integer('division_quiz_number'),
    // The result, once finished (completed or expired)
    correctCount: integer('correct_count'),
    wrongCount: integer('wrong_count'),
    unansweredCount: integer('unanswered_count'),
    skippedCount: integer('skipped_count'),
    percentage: integer('percentage'),
    statusCode: integer('status_code'),
    pointsEarned: integer('points_earned'),
    maxPoints: integer('max_points'),
    estimatedScore: integer('estimated_score'),
    /** For division quizzes and Short Tests: the division outcome at the end (DivisionResult of the contract). */
    divisionResult: jsonb('division_result').$type<DivisionResultRecord>(),
    /** A full-length test's module (issue 17): the test, the module's place in it (1-based), its route. */
    fullTestId: text('full_test_id').references(() => fullTests.id, { onDelete: 'cascade' }),
    fullTestModule: integer('full_test_module'),
    moduleRoute: text('module_route').$type<ModuleRoute>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quizzes_user_status_idx').on(t.userId, t.status),
    index('quizzes_user_finished_idx').on(t.userId, t.kind, t.subject, t.completedAt),
    uniqueIndex('quizzes_full_test_module_key').on(t.fullTestId, t.fullTestModule),
  ],
)

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: text('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    status: text('status', { enum: ['not_answered', 'answered', 'skipped'] })
      .notNull()
      .default('not_answered'),
    choiceId: text('choice_id'),
    response: text('response'),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    answeredAt: at('answered_at'),
    /** Computed at every save; shown at once only in practice, in the report for the rest. */
    isCorrect: boolean('is_correct'),
    /** Choices the learner struck out (the answer eliminator, issue 17): never the selected one. */
    eliminated: jsonb('eliminated')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Seconds the learner spent on the question, as the quiz screen reports them with each save. */
    secondsSpent: integer('seconds_spent').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.position] }),
    uniqueIndex('quiz_questions_question_key').on(t.quizId, t.questionId),
    // The public preview asks whether any running quiz holds a question.
    index('quiz_questions_question_idx').on(t.questionId),
  ],
)

/** Highlights of a question's passage, each with an optional note (issue 17), kept with the quiz. */
export const quizAnnotations = pgTable(
  'quiz_annotations',
  {
    id: text('id').primaryKey(),
    quizId: text('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Character offsets in the passage: [start, end). */
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_annotations_quiz_idx').on(t.quizId, t.position)],
)
