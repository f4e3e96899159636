import type { QueryClient } from '@tanstack/react-query'
import { divisionsKey } from '~/features/divisions'
import { historyKey } from '~/features/history'
import { homeKey } from '~/features/home'

/**
 * The queries a finished or exited quiz changes: home totals, history and divisions (each
 * feature's key root), the mistake log and due reviews, mastery, weak spots and the plan (issue 19),
 * read again on their next use. The last two roots are written out: the mistakes and plan features
 * import the quiz, so the quiz cannot import their keys (learner-progress.test.ts holds them equal).
 */
export const learnerProgressKeys = [homeKey, historyKey, divisionsKey, ['mistakes'], ['learning']] as const

export function invalidateLearnerProgress(queryClient: QueryClient) {
  for (const queryKey of learnerProgressKeys) void queryClient.invalidateQueries({ queryKey })
}
