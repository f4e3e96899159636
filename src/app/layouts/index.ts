import type { ComponentType } from 'react'
import { withEveryScreenMessages } from '~/i18n/i18n'
import { lazyPreloadable, lazyWithReload } from '../lazy-with-reload'
import type { LayoutKind } from '../routes'
import { AuthLayout } from './auth-layout'
import type { LayoutProps } from './layout-props'

export type { LayoutProps } from './layout-props'

// The signed-in shell (menus, dialogs, banners, notifications) is its own chunk: `/` paints without it.
/** Imports the signed-in layout's chunk; prefetching calls it as a navigation into that layout starts. */
export const loadDefaultLayout = () => import('./default-layout')
// Its features' strings are in the catalog's later part: the layout renders once that has loaded.
const DefaultLayout = lazyPreloadable(
  lazyWithReload(() => location.pathname, withEveryScreenMessages(loadDefaultLayout)),
)

// The bar layouts (pricing, quiz, the report's) are a chunk of their own too: `/` paints without them.
/** Imports the bar layouts' chunk; prefetching calls it as a navigation into one of them starts. */
export const loadBarLayouts = () => import('./bar-layout')
const barLayout = (name: 'NoNavigationLayout' | 'PricingLayout' | 'QuizLayout') =>
  lazyPreloadable<LayoutProps>(
    lazyWithReload<{ default: ComponentType<LayoutProps> }>(
      () => location.pathname,
      () => loadBarLayouts().then((module) => ({ default: module[name] })),
    ),
  )
const PricingLayout = barLayout('PricingLayout')
const QuizLayout = barLayout('QuizLayout')
const NoNavigationLayout = barLayout('NoNavigationLayout')

export const layouts: Record<LayoutKind, ComponentType<LayoutProps>> = {
  auth: AuthLayout,
  default: DefaultLayout,
  pricing: PricingLayout,
  quiz: QuizLayout,
  'no-navigation': NoNavigationLayout,
}
