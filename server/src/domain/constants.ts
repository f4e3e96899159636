/**
 * Business constants in one place (DESIGN §3): the server enforces them and
 * `GET /config` publishes them to the SPA.
 */

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const passwords = {
  minLength: 8,
  maxLength: 128,
  /** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
  argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
} as const

export const tokens = {
  /** 32 random bytes = 256 bits. */
  bytes: 32,
  lifetimeMs: 30 * DAY,
} as const

export const codes = {
  digits: 6,
  lifetimeMs: 10 * MINUTE,
  maxAttempts: 5,
} as const

export const uploads = {
  maxPictureBytes: 2 * 1024 * 1024,
  maxBodyBytes: 5 * 1024 * 1024,
  pictureTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const

export const contact = { maxLength: 2000 } as const

export const checkout = { lifetimeMs: HOUR } as const

/** `trial_ending` is written once a running trial has less than this left. */
export const notificationRules = { trialEndingDays: 2 } as const

export interface RateLimitRule {
  limit: number
  windowMs: number
}

/** Fixed windows counted in the database, so several server processes share them. */
export interface RateLimitRules {
  /**
   * Login attempts (wrong and right passwords alike) per (e-mail, client address) pair: wrong
   * passwords from one address lock only that address out of that account. A password reset lifts it.
   */
  loginPerAccountAndClient: RateLimitRule
  /**
   * Login attempts per e-mail from every address together: a much higher, longer limit that only a
   * distributed attack reaches. A password reset lifts it.
   */
  loginPerAccount: RateLimitRule
  /** Login attempts per client address, whatever the account. */
  loginPerClient: RateLimitRule
  registerPerClient: RateLimitRule
  /** Attempts at a code (activation, reset, e-mail change) per identifier. */
  codeVerifyPerAccount: RateLimitRule
  /** Sending a code: at most one a minute and a few an hour per identifier. */
  codeSendPerMinute: RateLimitRule
  codeSendPerHour: RateLimitRule
  passwordResetPerClient: RateLimitRule
  contactPerUser: RateLimitRule
  googlePerClient: RateLimitRule
  /** Quizzes a learner may start (evaluations, practices, division quizzes, Short Tests). */
  quizStartPerUser: RateLimitRule
}

export const defaultRateLimits: RateLimitRules = {
  loginPerAccountAndClient: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 100, windowMs: HOUR },
  loginPerClient: { limit: 50, windowMs: 15 * MINUTE },
  registerPerClient: { limit: 20, windowMs: HOUR },
  codeVerifyPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  codeSendPerMinute: { limit: 1, windowMs: MINUTE },
  codeSendPerHour: { limit: 5, windowMs: HOUR },
  passwordResetPerClient: { limit: 20, windowMs: HOUR },
  contactPerUser: { limit: 10, windowMs: HOUR },
  googlePerClient: { limit: 30, windowMs: 15 * MINUTE },
  // A learner at full speed finishes a 5-question practice in about two minutes.
  quizStartPerUser: { limit: 40, windowMs: HOUR },
}

/**
 * DESIGN §3 skill bands, and the least evidence for one (issue 16): a skill with fewer answered
 * questions in a quiz (right or wrong; skipped ones say nothing) is "not enough answers", not weak
 * or strong on one answer.
 */
export const skillBands = { strongPercent: 75, moderatePercent: 50, minAnswers: 3 } as const

/** Learning constants (issue 4 builds the engine on them; `GET /config` shows them now). */
export const learning = {
  timers: { strict: 45, loose: 60 },
  practice: { minQuestions: 5, maxQuestions: 20, defaultQuestions: 10 },
  evaluationQuestions: { math: 22, reading_writing: 27 },
  /**
   * Seeds per generator and difficulty: generated Math variants are this many
   * rows at most, reused across learners, never one new row per quiz.
   */
  variantSeeds: 50,
  points: { easy: 10, medium: 20, hard: 30 },
  divisions: {
    levels: 10,
    quizzesPerLevel: 5,
    questionsPerQuiz: 10,
    promotionPercent: 70,
    relegationPercent: 40,
    shortTestQuestions: 10,
    shortTestPassPercent: 70,
  },
} as const
