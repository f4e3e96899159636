import type { Decorator } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createMockFetch, type MockHandlers } from '~/api/mock-api'
import { wireApiToUi } from '~/app/api-wiring'
import { createQueryClient } from '~/app/query-client'
import { SessionContext } from '~/features/session'
import { Toaster } from '~/ui/toast'

/**
 * Story parameters of a screen: `api` answers its calls (typed from the contract, unplanned
 * calls fail), `route` is where the memory router starts (`/signup?email=…`).
 */
export interface ScreenParameters {
  api?: MockHandlers
  route?: string
  /** Milliseconds every mocked answer waits, to show loading states. */
  apiDelayMs?: number
}

const realFetch = globalThis.fetch.bind(globalThis)

function installMockApi(handlers: MockHandlers, delayMs: number) {
  const mock = createMockFetch(handlers, { delayMs })
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    return new URL(url, location.origin).pathname.startsWith('/api/') ? mock(input, init) : realFetch(input, init)
  }
}

function ScreenProviders({ route, children }: { route: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  const [memory] = useState(() => memoryLocation({ path: route, record: true }))
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <SessionContext.Provider>{children}</SessionContext.Provider>
      </Router>
      <Toaster />
    </QueryClientProvider>
  )
}

/**
 * The app's providers around a screen, as in `src/app/app.tsx`, with a fresh query cache, a
 * memory router and the mock API of the story (`parameters.screen`).
 */
export const withScreen: Decorator = (Story, { parameters }) => {
  const { api = {}, route = '/', apiDelayMs = 0 } = (parameters.screen ?? {}) as ScreenParameters
  // As in the app: requests drive the loading bar, failures are toasts.
  wireApiToUi()
  installMockApi(api, apiDelayMs)
  return (
    <ScreenProviders route={route}>
      <Story />
    </ScreenProviders>
  )
}
