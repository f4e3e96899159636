import { fullTestsQuery } from '~/features/full-test'
import { progressQuery } from '~/features/history'
import { prefetchQuietly, type PagePrefetch } from '~/lib/page-prefetch'
import { homeStatisticsQuery } from './api/statistics'

/** `/home` reads the learner's totals, for its progress chart the last finished tests, and the full tests. */
export const prefetchHomePage: PagePrefetch = (queryClient) => {
  prefetchQuietly(queryClient, homeStatisticsQuery)
  prefetchQuietly(queryClient, progressQuery)
  prefetchQuietly(queryClient, fullTestsQuery)
}
