import { queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type HistoryList = components['schemas']['HistoryList']
export type HistoryRow = components['schemas']['HistoryRow']

/** How many finished tests the progress chart draws: one page of `GET /history` at its largest. */
export const PROGRESS_TESTS = 100

/**
 * `GET /history?per_page=100`: the learner's last finished tests, newest first, for the progress
 * chart on `/home`. The key starts with `history`, so a finished quiz reads it again
 * (`invalidateLearnerProgress`); it has no language, since the chart uses no name the server
 * writes (domains are not shown). Silent: the section says itself that it could not be loaded.
 */
export const progressQuery = queryOptions({
  queryKey: ['history', 'progress', { per_page: PROGRESS_TESTS }] as const,
  queryFn: async () => (await api.GET('/history', { params: { query: { per_page: PROGRESS_TESTS } } })).data!,
  meta: { silent: true },
})
