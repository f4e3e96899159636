import { prefetchQuietly, type PagePrefetch } from '~/lib/page-prefetch'
import { reportQuery } from './api/report'

/** A report page reads its quiz's report, in the page's language. */
export const prefetchReportPage: PagePrefetch = (queryClient, { params, locale }) => {
  if (params.id) prefetchQuietly(queryClient, reportQuery(params.id, locale))
}
