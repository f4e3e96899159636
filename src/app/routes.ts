import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageProps } from '~/lib/page-props'
import { lazyWithReload } from './lazy-with-reload'
import { paths, type RouteName } from '~/lib/paths'

export type LayoutKind = 'auth' | 'default' | 'pricing' | 'quiz' | 'no-navigation'

export interface AppRoute {
  name: RouteName
  path: string
  layout: LayoutKind
  title: MessageDescriptor
  page: LazyExoticComponent<ComponentType<PageProps>>
  /** Only with an active subscription or trial; otherwise the layout shows the no-access screen. */
  requiresSubscription: boolean
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
])

const route = (
  name: RouteName,
  layout: LayoutKind,
  title: MessageDescriptor,
  load: () => Promise<{ default: ComponentType<PageProps> }>,
): AppRoute => ({
  name,
  path: paths[name].path,
  layout,
  title,
  page: lazy(lazyWithReload(paths[name].path, load)),
  requiresSubscription: SUBSCRIPTION_ONLY.has(name),
})

/** The spec's route table (§2): every page is its own chunk. */
export const appRoutes: readonly AppRoute[] = [
  route('login', 'auth', msg`Log in`, () => import('~/features/auth/pages/login-page')),
  route('signup', 'auth', msg`Sign up`, () => import('~/features/auth/pages/signup-page')),
  route('otp', 'auth', msg`Verification code`, () => import('~/features/settings/pages/otp-page')),
  route('forgotPassword', 'auth', msg`Forgot password`, () => import('~/features/auth/pages/forgot-password-page')),
  route('home', 'default', msg`Home`, () => import('~/features/home/pages/home-page')),
  route('history', 'default', msg`Tests History`, () => import('~/features/history/pages/history-page')),
  route('pricing', 'pricing', msg`Pricing`, () => import('~/features/pricing/pages/pricing-page')),
  route(
    'paymentSuccess',
    'pricing',
    msg`Payment successful`,
    () => import('~/features/pricing/pages/payment-success-page'),
  ),
  route('paymentFailed', 'pricing', msg`Payment failed`, () => import('~/features/pricing/pages/payment-failed-page')),
  route('settings', 'default', msg`Settings`, () => import('~/features/settings/pages/profile-page')),
  route('settingsBilling', 'default', msg`Billing`, () => import('~/features/settings/pages/billing-page')),
  route('settingsPassword', 'default', msg`Change password`, () => import('~/features/settings/pages/password-page')),
  route(
    'settingsChangeEmail',
    'default',
    msg`Change email`,
    () => import('~/features/settings/pages/change-email-page'),
  ),
  route(
    'settingsNotifications',
    'default',
    msg`Notifications`,
    () => import('~/features/settings/pages/notifications-page'),
  ),
  route('divisions', 'default', msg`Divisions`, () => import('~/features/divisions/pages/divisions-page')),
  route('divisionTest', 'default', msg`Division test`, () => import('~/features/divisions/pages/division-test-page')),
  route(
    'divisionProgress',
    'default',
    msg`Division progress`,
    () => import('~/features/divisions/pages/division-progress-page'),
  ),
  route('evaluate', 'default', msg`Evaluate`, () => import('~/features/evaluate/pages/evaluate-page')),
  route('evaluateQuiz', 'quiz', msg`Evaluation`, () => import('~/features/quiz/pages/quiz-page')),
  route('evaluateReport', 'no-navigation', msg`Evaluation report`, () => import('~/features/report/pages/report-page')),
  route('practice', 'default', msg`Practice`, () => import('~/features/practice/pages/practice-page')),
  route('practiceQuiz', 'quiz', msg`Practice`, () => import('~/features/quiz/pages/quiz-page')),
  route('practiceReport', 'no-navigation', msg`Practice report`, () => import('~/features/report/pages/report-page')),
  route('previewQuestion', 'quiz', msg`Question preview`, () => import('~/features/quiz/pages/preview-question-page')),
  route('help', 'default', msg`Help center`, () => import('~/features/help/pages/help-page')),
]
