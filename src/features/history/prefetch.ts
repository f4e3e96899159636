import { catalogQuery } from '~/features/catalog'
import { prefetchQuietly, type PagePrefetch } from '~/lib/page-prefetch'
import { historyQuery } from './api/history'
import { filtersOf, parseHistorySearch } from './history-search'

/**
 * `/history` reads the catalog (for its filters and names) and the page of tests its URL asks
 * for. A domain filter is checked against the catalog before the list is asked for, so with
 * one only the catalog starts here.
 */
export const prefetchHistoryPage: PagePrefetch = (queryClient, { search, locale }) => {
  prefetchQuietly(queryClient, catalogQuery(locale))
  const parsed = parseHistorySearch(search)
  if (parsed.domain === undefined) prefetchQuietly(queryClient, historyQuery(filtersOf(parsed), parsed.page, locale))
}
