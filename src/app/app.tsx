import { lazy, Suspense } from 'react'
import { SessionBridge, SessionContext } from '~/features/session'
import { AppLocaleProvider } from '~/i18n/locale-context'
import { useHydrated } from '~/lib/use-hydrated'
import type { Locale } from '~/i18n/locale'
import { AppRouter } from './router'
import { VersionWatcher } from './version-watcher'

// Nothing of the first screen: its code loads once the page is hydrated (the `/` budget, issue 15).
const Toaster = lazy(() => import('~/ui/toast').then((module) => ({ default: module.Toaster })))
const LoadingBar = lazy(() => import('~/ui/loading-bar/loading-bar').then((module) => ({ default: module.LoadingBar })))

export interface AppProps {
  initialLocale: Locale
}

/**
 * Composition root: providers, then the router. The query client is provided by the router
 * around the pages that read data, once its code has loaded (`query-client-gate.tsx`, issue 15).
 */
export function App({ initialLocale }: AppProps) {
  return (
    <AppLocaleProvider initialLocale={initialLocale}>
      <SessionContext.Provider>
        <SessionBridge />
        <AppRouter />
      </SessionContext.Provider>
      <AfterHydration />
      {/* From the first render: it tells a page load from the navigations after it. */}
      <VersionWatcher />
    </AppLocaleProvider>
  )
}

/**
 * What the prerendered HTML does without: the toast region and the loading bar position themselves
 * with inline styles, which it cannot carry (CSP). The loading bar's controller runs from the entry (`api-wiring.ts`), so the bar shows any load under way.
 */
function AfterHydration() {
  if (!useHydrated()) return null
  return (
    <>
      <Suspense fallback={null}>
        <Toaster />
        <LoadingBar />
      </Suspense>
    </>
  )
}
