import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '~/api/api-error'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; network and 5xx errors get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
      },
    },
  })
}
