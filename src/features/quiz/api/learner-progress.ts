import type { QueryClient } from '@tanstack/react-query'
import { divisionsKey } from '~/features/divisions'
import { historyKey } from '~/features/history'
import { homeKey } from '~/features/home'

/**
 * The queries a finished or exited quiz changes: home totals, history and divisions (each
 * feature's key root), read again on their next use.
 */
export const learnerProgressKeys = [homeKey, historyKey, divisionsKey] as const

export function invalidateLearnerProgress(queryClient: QueryClient) {
  for (const queryKey of learnerProgressKeys) void queryClient.invalidateQueries({ queryKey })
}
