/**
 * Which fuzz suite sends its generated requests to each operation of
 * `openapi/openapi.yaml`. `server/src/fuzz-coverage.test.ts` fails when an
 * operation of the contract is in no list, so a new endpoint must join one:
 * add its operationId to a list here, then its entry (path, valid body) to
 * the `operations` of that suite (the suite's type asks for exactly these).
 */
export const fuzzSuites = {
  /** server/src/fuzz.test.ts: accounts, settings, subscriptions and payments, notifications, config and health. */
  accounts: [
    'login',
    'register',
    'activateAccount',
    'resendActivationCode',
    'signInWithGoogle',
    'requestPasswordReset',
    'verifyPasswordResetCode',
    'resetPassword',
    'resendPasswordResetCode',
    'getCurrentUser',
    'contactUs',
    'changePassword',
    'changeEmail',
    'verifyEmailChange',
    'changeNotificationSettings',
    'editProfile',
    'getBilling',
    'listPackages',
    'listSubscriptions',
    'checkCurrentSubscription',
    'createSubscription',
    'getPayment',
    // Payments: provider webhooks (Stripe calls these, with a signature instead of a token).
    'receiveStripeWebhook',
    'listNotifications',
    'markNotificationRead',
    'markAllNotificationsRead',
    'getConfig',
    // Health and readiness probes.
    'getHealth',
    'getReadiness',
    // Last: they end the session or the account the others use.
    'deleteAccount',
    'logout',
  ],
  /** server/src/fuzz-learning.test.ts: catalog, evaluations, practice, quizzes and their tools, reports, history, divisions, full tests. */
  learning: [
    'getCatalog',
    'previewQuestion',
    'getHomeStatistics',
    'listHistory',
    'listDivisions',
    'listDivisionProgress',
    'getQuiz',
    'saveAnswer',
    'skipQuestion',
    'getReport',
    'createEvaluation',
    'createPractice',
    'startDivisionQuiz',
    'startShortTest',
    // Full tests and the quiz tools (issue 17).
    'createFullTest',
    'listFullTests',
    'getFullTest',
    'advanceFullTest',
    'getFullTestReport',
    'setEliminations',
    'createAnnotation',
    'updateAnnotation',
    'deleteAnnotation',
    // Learning from mistakes (issue 19).
    'listMistakes',
    'getMistake',
    'createReview',
    'getReviewsDue',
    'getMastery',
    'getWeakSpots',
    'createWeakSpotsPractice',
    'getPlan',
    'setPlan',
    'deletePlan',
    // Last: they close the quiz and the test the others use.
    'exitFullTest',
    'endQuiz',
    'exitQuiz',
  ],
} as const

export type FuzzSuite = keyof typeof fuzzSuites
export type FuzzedOperation<Suite extends FuzzSuite> = (typeof fuzzSuites)[Suite][number]
