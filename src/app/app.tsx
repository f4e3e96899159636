import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { SessionBridge, SessionContext } from '~/features/session'
import { AppLocaleProvider } from '~/i18n/locale-context'
import { LoadingBar } from '~/ui/loading-bar/loading-bar'
import { Toaster } from '~/ui/toast'
import type { Locale } from '~/i18n/locale'
import { createQueryClient } from './query-client'
import { AppRouter } from './router'
import { VersionWatcher } from './version-watch'

/** Composition root: providers, then the router. */
export function App({ initialLocale }: { initialLocale: Locale }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <AppLocaleProvider initialLocale={initialLocale}>
        <LoadingBar />
        <SessionContext.Provider>
          <SessionBridge />
          <AppRouter />
        </SessionContext.Provider>
        <Toaster />
        <VersionWatcher />
      </AppLocaleProvider>
    </QueryClientProvider>
  )
}
