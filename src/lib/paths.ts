/**
 * Every route of the spec's table (§2), defined once. Links and redirects use
 * `getHref()`; the router reads `path`.
 */
const id = (value: string) => encodeURIComponent(value)

export const paths = {
  login: { path: '/', getHref: () => '/' },
  signup: {
    path: '/signup',
    getHref: (email?: string) => (email ? `/signup?${new URLSearchParams({ email })}` : '/signup'),
  },
  otp: {
    path: '/otp',
    getHref: (email?: string) => (email ? `/otp?${new URLSearchParams({ email })}` : '/otp'),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  home: { path: '/home', getHref: () => '/home' },
  history: { path: '/history', getHref: () => '/history' },
  /** Issue 19: every missed question, and the way to retry them. */
  mistakes: { path: '/mistakes', getHref: () => '/mistakes' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  paymentSuccess: { path: '/payment/success', getHref: () => '/payment/success' },
  paymentFailed: { path: '/payment/failed', getHref: () => '/payment/failed' },
  settings: { path: '/settings', getHref: () => '/settings' },
  settingsBilling: { path: '/settings/billing', getHref: () => '/settings/billing' },
  settingsPassword: { path: '/settings/password', getHref: () => '/settings/password' },
  settingsChangeEmail: { path: '/settings/change-email', getHref: () => '/settings/change-email' },
  settingsNotifications: { path: '/settings/notifications', getHref: () => '/settings/notifications' },
  divisions: { path: '/divisions', getHref: () => '/divisions' },
  divisionTest: { path: '/divisions/test', getHref: () => '/divisions/test' },
  divisionProgress: { path: '/divisions/progress', getHref: () => '/divisions/progress' },
  fullTest: { path: '/full-test', getHref: () => '/full-test' },
  /** A full test: the running test, or its report once finished. */
  fullTestRun: { path: '/full-test/:id', getHref: (testId: string) => `/full-test/${id(testId)}` },
  evaluate: { path: '/evaluate', getHref: () => '/evaluate' },
  evaluateQuiz: { path: '/evaluate/quiz/:id', getHref: (quizId: string) => `/evaluate/quiz/${id(quizId)}` },
  evaluateReport: { path: '/evaluate/report/:id', getHref: (quizId: string) => `/evaluate/report/${id(quizId)}` },
  practice: { path: '/practice', getHref: () => '/practice' },
  practiceQuiz: { path: '/practice/quiz/:id', getHref: (quizId: string) => `/practice/quiz/${id(quizId)}` },
  practiceReport: { path: '/practice/report/:id', getHref: (quizId: string) => `/practice/report/${id(quizId)}` },
  previewQuestion: { path: '/preview-question', getHref: () => '/preview-question' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** Spec §1–2's help centre; a server route rule may send `/help` to one elsewhere (`HELP_CENTER_URL`). */
  help: {
    path: '/help',
    getHref: (article?: string) => (article ? `/help?${new URLSearchParams({ article })}` : '/help'),
  },
} as const

export type RouteName = keyof typeof paths
