import type { QueryClient } from '@tanstack/react-query'
import { loadedPublicConfig, publicConfigQuery } from '~/api/public-config'

// Issue 15: `/` reads nothing through the query cache (the login goes through the session machine,
// the public configuration through `~/api/public-config`), so TanStack Query's client (about 10 KiB
// gzip) is not part of its first screen. It loads with a token at the entry, when a navigation or a
// link's intent reaches a page that reads data, or before hydrating such a page.

let client: QueryClient | undefined
let loading: Promise<QueryClient> | undefined
const listeners = new Set<() => void>()

/** The app's one query client, created when its code has loaded (one import, whoever asks first). */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    const created = createQueryClient()
    // What `QueryClientProvider` does on mount: refetch on focus and on reconnect.
    created.mount()
    // The configuration `/` already read (`GET /config` once per visit).
    const config = loadedPublicConfig()
    if (config) created.setQueryData(publicConfigQuery.queryKey, config)
    client = created
    for (const listener of listeners) listener()
    return created
  })
  return loading
}

/** The client once loaded, else `undefined`. */
export const loadedQueryClient = (): QueryClient | undefined => client

/** Calls `listener` when the client has loaded; returns what unsubscribes it. */
export function onQueryClientLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
