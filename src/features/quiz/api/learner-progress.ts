import type { QueryClient } from '@tanstack/react-query'

/**
 * The queries a finished or exited quiz changes: home totals, history and divisions (a prefix
 * each), read again on their next use.
 */
export const learnerProgressKeys = [['home'], ['history'], ['divisions']] as const

export function invalidateLearnerProgress(queryClient: QueryClient) {
  for (const queryKey of learnerProgressKeys) void queryClient.invalidateQueries({ queryKey })
}
