import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import { matchRoute, type Parser } from 'wouter'
import type { PagePrefetch } from '~/lib/page-prefetch'
import type { PageProps } from '~/lib/page-props'
import type * as PageReadsModule from './page-reads'
import { lazyPreloadable, lazyWithReload, type PreloadableComponent } from './lazy-with-reload'
import {
  otpTitle,
  homeTitle,
  historyTitle,
  mistakesTitle,
  pricingTitle,
  paymentSuccessTitle,
  paymentFailedTitle,
  settingsTitle,
  settingsBillingTitle,
  settingsPasswordTitle,
  settingsChangeEmailTitle,
  settingsNotificationsTitle,
  divisionsTitle,
  divisionTestTitle,
  divisionProgressTitle,
  fullTestTitle,
  evaluateTitle,
  evaluateQuizTitle,
  evaluateReportTitle,
  practiceTitle,
  practiceReportTitle,
  previewQuestionTitle,
  termsTitle,
  privacyTitle,
  helpTitle,
  homeDescriptionTitle,
} from './route-titles'
import { withEveryScreenMessages } from '~/i18n/i18n'
import { paths, type RouteName } from '~/lib/paths'

export type LayoutKind = 'auth' | 'default' | 'pricing' | 'quiz' | 'no-navigation'

type PageModule = { default: ComponentType<PageProps> }

type PageReads = typeof PageReadsModule

/** The pages' reads are a chunk of their own (`page-reads.ts`): `/` does not carry them. */
const loadPageReads = () => import('./page-reads')

/** A page's reads, `name` in `page-reads.ts`: they start once that small chunk is here (at once after the first). */
const readsOf =
  (name: keyof PageReads): PagePrefetch =>
  (queryClient, context) =>
    void loadPageReads().then(
      (reads) => reads[name](queryClient, context),
      () => {},
    )

export interface AppRoute {
  name: RouteName
  path: string
  layout: LayoutKind
  title: MessageDescriptor
  page: PreloadableComponent<PageProps>
  /** Imports the page's chunk (what `page` renders); prefetching calls it as a navigation starts. */
  load: () => Promise<PageModule>
  /** Starts the page's own reads (issue 15); none when it reads nothing of its own or must read fresh. */
  prefetch?: PagePrefetch
  /** The pages a learner most likely opens next from here: their code loads when the browser is idle. */
  next: readonly RouteName[]
  /** Only with an active subscription or trial; otherwise the layout shows the no-access screen. */
  requiresSubscription: boolean
  /** Whether the page reads through the query client, which then loads before it renders (issue 15). */
  readsData: boolean
  /**
   * The line under the page's heading, without data: the signed-in frame shows it with the heading
   * before the session has loaded (issue 15), and the page shows the same line.
   */
  description?: MessageDescriptor
  /** The page greets the learner by name above its heading; the frame keeps that line's room. */
  greets: boolean
}

/** DESIGN §3: without an active subscription or trial, evaluate, practice and divisions are closed. */
const SUBSCRIPTION_ONLY: ReadonlySet<RouteName> = new Set([
  'evaluate',
  'evaluateQuiz',
  'practice',
  'practiceQuiz',
  'divisions',
  'divisionTest',
  'divisionProgress',
  'fullTest',
  'fullTestRun',
])

// Pages of the auth feature, whose strings are in the catalog's first part (scripts/split-catalog.mjs);
// every other page renders once the rest of the catalog has loaded.
const FIRST_SCREEN_PAGES: ReadonlySet<RouteName> = new Set(['login', 'signup', 'forgotPassword'])

// `/` reads nothing through the query cache (the login goes through the session machine): its first
// screen does without the query client's code (src/app/lazy-query-client.ts).
const PAGES_WITHOUT_READS: ReadonlySet<RouteName> = new Set(['login'])

const route = (
  name: RouteName,
  layout: LayoutKind,
  title: MessageDescriptor,
  load: () => Promise<PageModule>,
  {
    prefetch,
    next = [],
    description,
    greets = false,
  }: { prefetch?: PagePrefetch; next?: readonly RouteName[]; description?: MessageDescriptor; greets?: boolean } = {},
): AppRoute => ({
  name,
  path: paths[name].path,
  layout,
  title,
  page: lazyPreloadable(
    lazyWithReload(paths[name].path, FIRST_SCREEN_PAGES.has(name) ? load : withEveryScreenMessages(load)),
  ),
  load,
  prefetch,
  next,
  requiresSubscription: SUBSCRIPTION_ONLY.has(name),
  readsData: !PAGES_WITHOUT_READS.has(name),
  description,
  greets,
})

/** The spec's route table (§2): every page is its own chunk. */
export const appRoutes: readonly AppRoute[] = [
  route('login', 'auth', msg`Log in`, () => import('~/features/auth/pages/login-page')),
  route('signup', 'auth', msg`Sign up`, () => import('~/features/auth/pages/signup-page')),
  route('otp', 'auth', otpTitle, () => import('~/features/settings/pages/otp-page')),
  route('forgotPassword', 'auth', msg`Forgot password`, () => import('~/features/auth/pages/forgot-password-page')),
  route('home', 'default', homeTitle, () => import('~/features/home/pages/home-page'), {
    prefetch: readsOf('prefetchHomePage'),
    next: ['evaluate', 'practice'],
    description: homeDescriptionTitle,
    greets: true,
  }),
  route('history', 'default', historyTitle, () => import('~/features/history/pages/history-page'), {
    prefetch: readsOf('prefetchHistoryPage'),
  }),
  route('mistakes', 'default', mistakesTitle, () => import('~/features/mistakes/pages/mistakes-page')),
  route('pricing', 'pricing', pricingTitle, () => import('~/features/pricing/pages/pricing-page')),
  // Without the bar's "Back to home": their outcome has its own "Go to home" (issue 16), and the brand leads home.
  route(
    'paymentSuccess',
    'no-navigation',
    paymentSuccessTitle,
    () => import('~/features/pricing/pages/payment-success-page'),
  ),
  route(
    'paymentFailed',
    'no-navigation',
    paymentFailedTitle,
    () => import('~/features/pricing/pages/payment-failed-page'),
  ),
  route('settings', 'default', settingsTitle, () => import('~/features/settings/pages/profile-page')),
  route('settingsBilling', 'default', settingsBillingTitle, () => import('~/features/settings/pages/billing-page'), {
    prefetch: readsOf('prefetchBillingPage'),
  }),
  route('settingsPassword', 'default', settingsPasswordTitle, () => import('~/features/settings/pages/password-page')),
  route(
    'settingsChangeEmail',
    'default',
    settingsChangeEmailTitle,
    () => import('~/features/settings/pages/change-email-page'),
  ),
  route(
    'settingsNotifications',
    'default',
    settingsNotificationsTitle,
    () => import('~/features/settings/pages/notifications-page'),
  ),
  route('divisions', 'default', divisionsTitle, () => import('~/features/divisions/pages/divisions-page'), {
    prefetch: readsOf('prefetchDivisionsPage'),
  }),
  route('divisionTest', 'default', divisionTestTitle, () => import('~/features/divisions/pages/division-test-page')),
  route(
    'divisionProgress',
    'default',
    divisionProgressTitle,
    () => import('~/features/divisions/pages/division-progress-page'),
    { prefetch: readsOf('prefetchDivisionProgressPage') },
  ),
  route('fullTest', 'default', fullTestTitle, () => import('~/features/full-test/pages/full-test-page'), {
    next: ['fullTestRun'],
  }),
  route('fullTestRun', 'quiz', fullTestTitle, () => import('~/features/full-test/pages/full-test-run-page')),
  route('evaluate', 'default', evaluateTitle, () => import('~/features/evaluate/pages/evaluate-page'), {
    prefetch: readsOf('prefetchCatalog'),
    next: ['evaluateQuiz'],
  }),
  route('evaluateQuiz', 'quiz', evaluateQuizTitle, () => import('~/features/quiz/pages/quiz-page'), {
    next: ['evaluateReport'],
  }),
  route('evaluateReport', 'no-navigation', evaluateReportTitle, () => import('~/features/report/pages/report-page'), {
    prefetch: readsOf('prefetchReportPage'),
  }),
  route('practice', 'default', practiceTitle, () => import('~/features/practice/pages/practice-page'), {
    prefetch: readsOf('prefetchCatalog'),
    next: ['practiceQuiz'],
  }),
  route('practiceQuiz', 'quiz', practiceTitle, () => import('~/features/quiz/pages/quiz-page'), {
    next: ['practiceReport'],
  }),
  route('practiceReport', 'no-navigation', practiceReportTitle, () => import('~/features/report/pages/report-page'), {
    prefetch: readsOf('prefetchReportPage'),
  }),
  route('previewQuestion', 'quiz', previewQuestionTitle, () => import('~/features/quiz/pages/preview-question-page')),
  route('terms', 'no-navigation', termsTitle, () => import('~/features/legal/pages/terms-page')),
  route('privacy', 'no-navigation', privacyTitle, () => import('~/features/legal/pages/privacy-page')),
  route('help', 'default', helpTitle, () => import('~/features/help/pages/help-page')),
]

/** The route a path shows, with its path parameters: the first of the table that matches. */
export function matchAppRoute(
  parser: Parser,
  pathname: string,
  routes: readonly AppRoute[] = appRoutes,
): { route: AppRoute; params: Record<string, string | undefined> } | null {
  for (const candidate of routes) {
    const [matches, params] = matchRoute(parser, candidate.path, pathname)
    if (matches) return { route: candidate, params: params as Record<string, string | undefined> }
  }
  return null
}
