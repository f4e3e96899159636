import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '~/api/api-error'
import { toastApiError } from '~/api/notify'

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { silent: true }`: the caller shows the failure itself (or, as feedback, only logs it). */
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

/** One query client: failed queries and mutations become the spec's error toasts (§8) unless `silent`. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) toastApiError(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) toastApiError(error)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; network and 5xx errors get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
      },
    },
  })
}
