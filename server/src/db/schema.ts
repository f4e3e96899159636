import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ChoiceLabel } from '../content/types'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Facts about the database itself (e.g. when demo data was seeded), so a
 * restart never seeds twice.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A learner. The e-mail is kept lower-cased and trimmed, so uniqueness is case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    /** argon2id PHC string; null for third-party accounts that never set one. */
    passwordHash: text('password_hash'),
    authProvider: text('auth_provider', { enum: ['password', 'google'] }).notNull(),
    googleSubject: text('google_subject'),
    /** Where codes go: the e-mail, or the messaging app at `mobile`. */
    channel: text('channel', { enum: ['email', 'whatsapp'] })
      .notNull()
      .default('email'),
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    activatedAt: at('activated_at'),
    /**
     * When the e-mail was proven (a code sent to it, or a verified Google identity). Null after an
     * activation by the messaging app, which proves only the phone: such an account is never linked
     * by e-mail from a third-party sign-in.
     */
    emailVerifiedAt: at('email_verified_at'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    newOffers: boolean('new_offers').notNull().default(false),
    /** File name under `<dataDir>/media/avatars`, or an absolute URL (third-party photo). */
    photo: text('photo'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_mobile_idx').on(t.mobile),
  ],
)

/** Bearer tokens, stored only as SHA-256 hashes of 256 random bits. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
)

/** One-time codes (activation, password reset, e-mail change), stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset', 'email_change'] }).notNull(),
    /** The address the code was sent for (the new e-mail for an e-mail change). */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
)

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

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
})

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

export interface LocalizedText {
  en: string
  ar: string
}

/** Plans are data: names, descriptions and features in both languages. */
export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText | null>(),
    features: jsonb('features')
      .$type<LocalizedText[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    durationDays: integer('duration_days').notNull(),
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('packages_slug_key').on(t.slug)],
)

/**
 * Subscription periods (the trial included). Status is derived from the dates
 * at read time (scheduled / active / expired), except `cancelled`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').references(() => packages.id),
    isTrial: boolean('is_trial').notNull(),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endDate)],
)

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * pending -> paid | failed; paid -> refunded (the provider refunded it, the subscription ends).
     * A pending payment past `expires_at` reads as expired.
     */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    reference: text('reference'),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_provider_reference_idx').on(t.provider, t.reference),
  ],
)

/**
 * Provider events (webhooks) already handled, by the provider's own event id: a redelivered
 * event changes nothing twice. Written in the same transaction as the change it causes.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: text('payment_id'),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/** A choice as stored: an opaque id for the API, the label and the text. */
export interface StoredChoice {
  id: string
  label: ChoiceLabel
  text: string
}

/**
 * The question bank (imported from server/content) and generated Math
 * variants. Ids are derived from the stable bank id, so a re-import keeps them.
 */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    bankId: text('bank_id').notNull(),
    subject: text('subject', { enum: ['math', 'reading_writing'] }).notNull(),
    domain: text('domain').notNull(),
    skill: text('skill').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    format: text('format', { enum: ['multiple_choice', 'student_produced'] }).notNull(),
    passage: text('passage'),
    stem: text('stem').notNull(),
    figureSvg: text('figure_svg'),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull(),
    correctChoiceId: text('correct_choice_id'),
    acceptedAnswers: jsonb('accepted_answers').$type<string[]>().notNull(),
    answerValue: doublePrecision('answer_value'),
    explanation: text('explanation').notNull(),
    publicSample: boolean('public_sample').notNull().default(false),
    source: text('source', { enum: ['original', 'generated'] }).notNull(),
    author: text('author').notNull(),
    reviewStatus: text('review_status', { enum: ['draft', 'reviewed'] }).notNull(),
    /** Which file it came from (or `generator:<key>`), for reports of the importer. */
    origin: text('origin').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Items removed from the bank stay (old quizzes show them) but are not drawn again. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questions_bank_id_key').on(t.bankId),
    index('questions_draw_idx').on(t.subject, t.domain, t.skill, t.difficulty),
  ],
)

type QuizKind = 'evaluation' | 'practice' | 'division' | 'short_test'

export interface DivisionResultRecord {
  levelBefore: number
  levelAfter: number
  status: DivisionStatus
  points: number
  maxPoints: number
  percentage: number
}
type DivisionStatus = 'in_level' | 'eligible_for_promotion' | 'promoted' | 'stayed' | 'relegated'

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
    createdAt: createdAt(),
  },
  (t) => [
    index('quizzes_user_status_idx').on(t.userId, t.status),
    index('quizzes_user_finished_idx').on(t.userId, t.kind, t.subject, t.completedAt),
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
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.position] }),
    uniqueIndex('quiz_questions_question_key').on(t.quizId, t.questionId),
    // The public preview asks whether any running quiz holds a question.
    index('quiz_questions_question_idx').on(t.questionId),
  ],
)

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
