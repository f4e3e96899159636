import { prefetchQuietly, type PagePrefetch } from '~/lib/page-prefetch'
import { divisionProgressQuery, divisionsQuery } from './api/divisions'

/** `/divisions` reads the learner's division in each subject. */
export const prefetchDivisionsPage: PagePrefetch = (queryClient) => {
  prefetchQuietly(queryClient, divisionsQuery)
}

/** `/divisions/progress` opens on its first page of finished rounds, every subject. */
export const prefetchDivisionProgressPage: PagePrefetch = (queryClient) => {
  prefetchQuietly(queryClient, divisionProgressQuery(1))
}
