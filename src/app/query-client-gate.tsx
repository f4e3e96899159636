import { QueryClientContext } from '@tanstack/react-query'
import { use, useSyncExternalStore, type ReactNode } from 'react'
import { loadedQueryClient, loadQueryClient, onQueryClientLoaded } from './lazy-query-client'

export interface QueryClientGateProps {
  /** Whether what is inside reads through the query client: it then waits (suspends) for it. */
  required: boolean
  children: ReactNode
}

/**
 * Provides the app's query client to what is inside, once its code has loaded
 * (`lazy-query-client.ts`); a screen that reads data suspends until then, `/` renders at once. The
 * element is the same either way, so nothing inside remounts when the client arrives.
 */
export function QueryClientGate({ required, children }: QueryClientGateProps) {
  const client = useSyncExternalStore(onQueryClientLoaded, loadedQueryClient, loadedQueryClient)
  if (!client && required) use(loadQueryClient())
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
}
