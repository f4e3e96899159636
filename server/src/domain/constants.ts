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

/**
 * "Learn from every mistake": the rules' numbers in one place (domain/review-schedule.ts,
 * domain/mastery.ts, domain/weak-spots.ts read them).
 */
export const mistakes = {
  /** The most questions one review quiz holds: a sitting of about 20 minutes, the longest overdue first. */
  reviewQuestions: 20,
  /** The most rows the mistake log sends at once (`total` still counts every one). */
  logRows: 200,
  /** Spaced review of missed questions, scheduled by FSRS (ts-fsrs). */
  review: {
    /**
     * The chance of still answering right that FSRS aims for on the due date. 0.9 is FSRS's default
     * and the usual balance: higher retention costs disproportionately more reviews per day.
     */
    requestRetention: 0.9,
    /**
     * The longest gap between two reviews, in days. A prep lasts a few months: a question answered
     * right three times (due 2, 11, then 46 days on) is learned, and a gap beyond about a season would
     * fall after test day anyway. Good may land one day past it (ts-fsrs keeps Good above Hard).
     */
    maximumIntervalDays: 90,
    /** No random spread of due dates: the same answers give the same schedule (tests, support). */
    enableFuzz: false,
    /**
     * A wrong answer brings the question back one day later, whether it was new or long learned
     * (FSRS alone would wait days after a lapse of a well-known question). One day, not FSRS's usual
     * minutes: reviews happen in a daily session, not later in the same quiz, where the explanation
     * just read would answer for the learner. So every interval is whole days.
     */
    learningSteps: ['1d'],
    relearningSteps: ['1d'],
  },
  /** A skill's mastery level from the learner's recent answers. */
  mastery: {
    /** Only the latest answers count: older ones describe a learner who has since moved on. */
    recentAnswers: 20,
    /** A hard question right says more than an easy one (and an easy one wrong says more, too). */
    difficultyWeights: { easy: 1, medium: 1.5, hard: 2 },
    /** An answer's weight halves every this many days: three weeks is about a prep's revision cycle. */
    halfLifeDays: 21,
    /** Fewer answers than this are "not started" (the same least evidence as a quiz's skill bands). */
    minAnswers: skillBands.minAnswers,
    /** Weighted accuracy for proficient: the share a division promotion and a Short Test pass ask. */
    proficientAccuracy: 0.7,
    /**
     * Mastered asks more: 85% weighted accuracy, over at least 8 answers (at 3 answers 85% is luck),
     * and at least one hard question right among them (easy ones alone do not show a skill mastered).
     */
    masteredAccuracy: 0.85,
    masteredMinAnswers: 8,
    masteredMinHardCorrect: 1,
  },
  /** The plan to test day: the daily question goal from the score gap and the days left. */
  plan: {
    /**
     * Questions to practise per 10 points between the latest score and the target. About 20: a learner
     * who answers a few hundred questions with their explanations gains on the order of 100 points, the
     * gain prep programmes commonly report per couple of months of regular practice.
     */
    questionsPer10Points: 20,
    /** The score assumed before any full test or pair of evaluations: near the SAT's average total. */
    unknownScore: 1000,
    /** The goal never falls below a practice a day (10 questions) nor asks more than 80, about two hours. */
    minDailyGoal: 10,
    maxDailyGoal: 80,
    /** The furthest target date accepted, in days: two years, beyond any prep cycle. */
    maxDaysAhead: 730,
    /** Trend points returned, the latest. */
    trendPoints: 20,
  },
  /** Ranking skills for "practice my weak spots". */
  weakSpots: {
    /**
     * Skills a weak-spots practice covers: the default practice's 10 questions over 3 skills give each
     * at least the 3 answers a skill's mastery needs.
     */
    topSkills: Math.floor(learning.practice.defaultQuestions / skillBands.minAnswers),
    /** The weakness assumed of a skill with no answers: a coin flip, so untried heavy skills get tried. */
    priorWeakness: 0.5,
    /**
     * That prior counts as this many answers, mixed with the learner's own: as much as the learner's
     * at 2 answers, a tenth at 20 (3 right answers still leave a weakness of 0.2, not 0).
     */
    priorAnswers: 2,
    /** The subject's latest answers that estimate the learner's ability for the difficulty mix: about two evaluations. */
    abilityAnswers: 60,
  },
  /** The difficulty mix of a practice, from the learner's accuracy (weak-spots.ts, targetDifficulty). */
  targetDifficulty: {
    /**
     * The share of answers a practice aims to have right: hard enough to teach, easy enough not to
     * discourage (the desirable-difficulty rule of thumb, and the division promotion bar).
     */
    targetAccuracy: 0.7,
    /**
     * Each level keeps at least this share: a struggling learner still meets a hard question (mastery
     * needs one right), a strong one still has the basics checked.
     */
    minShare: 0.1,
  },
} as const
