import { progressQuery } from '~/features/history'
import { prefetchQuietly, type PagePrefetch } from '~/lib/page-prefetch'
import { homeStatisticsQuery } from './api/statistics'

/** `/home` reads the learner's totals and, for its progress chart, the last finished tests. */
export const prefetchHomePage: PagePrefetch = (queryClient) => {
  prefetchQuietly(queryClient, homeStatisticsQuery)
  prefetchQuietly(queryClient, progressQuery)
}
