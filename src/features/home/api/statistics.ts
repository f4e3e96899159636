import { queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type HomeStatistics = components['schemas']['HomeStatistics']

/** The key root of what `/home` reads of its own: a finished or exited quiz invalidates it. */
export const homeKey = ['home'] as const

/**
 * `GET /home/statistics`: the learner's totals (exited quizzes count nowhere). Silent: the page
 * says itself that they could not be loaded. A quiz's end reads them again (`invalidateLearnerProgress`).
 */
export const homeStatisticsQuery = queryOptions({
  queryKey: [...homeKey, 'statistics'] as const,
  queryFn: async () => (await api.GET('/home/statistics')).data!,
  meta: { silent: true },
})
