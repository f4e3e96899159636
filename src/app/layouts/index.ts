import type { ComponentType } from 'react'
import { withEveryScreenMessages } from '~/i18n/i18n'
import { lazyPreloadable, lazyWithReload } from '../lazy-with-reload'
import type { LayoutKind } from '../routes'
import { AuthLayout } from './auth-layout'
import { NoNavigationLayout, PricingLayout, QuizLayout } from './bar-layout'
import type { LayoutProps } from './layout-props'

export type { LayoutProps } from './layout-props'

// The signed-in shell (menus, dialogs, banners, notifications) is its own chunk: `/` paints without it.
/** Imports the signed-in layout's chunk; prefetching calls it as a navigation into that layout starts. */
export const loadDefaultLayout = () => import('./default-layout')
// Its features' strings are in the catalog's later part: the layout renders once that has loaded.
const DefaultLayout = lazyPreloadable(
  lazyWithReload(() => location.pathname, withEveryScreenMessages(loadDefaultLayout)),
)

export const layouts: Record<LayoutKind, ComponentType<LayoutProps>> = {
  auth: AuthLayout,
  default: DefaultLayout,
  pricing: PricingLayout,
  quiz: QuizLayout,
  'no-navigation': NoNavigationLayout,
}
