import { fullTestsQuery } from '~/features/full-test'
import { progressQuery } from '~/features/history'
import { prefetchPlanReads } from '~/features/plan'
import { prefetchQuietly, type PagePrefetch } from '~/lib/page-prefetch'
import { homeStatisticsQuery } from './api/statistics'

/**
 * `/home` reads the learner's totals, for its progress chart the last finished tests, the full
 * tests, and the plan, weak spots and skill map (issue 19).
 */
export const prefetchHomePage: PagePrefetch = (queryClient, { locale }) => {
  prefetchQuietly(queryClient, homeStatisticsQuery)
  prefetchQuietly(queryClient, progressQuery)
  prefetchQuietly(queryClient, fullTestsQuery)
  prefetchPlanReads(queryClient, locale)
}
