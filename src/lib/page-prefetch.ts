import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'

/** What a page's data depends on, known as soon as a navigation to it starts. */
export interface PagePrefetchContext {
  /** Path parameters, e.g. `{ id }` for quiz and report routes (as the page gets them). */
  params: Record<string, string | undefined>
  /** The query string, without `?` or with it. */
  search: string
  /** The interface language the page will read its data in. */
  locale: Locale
}

/**
 * Starts the reads a page makes when it renders, through the same query options, so the page
 * finds them answered or on their way (issue 15: no data waterfalls). Fire and forget.
 */
export type PagePrefetch = (queryClient: QueryClient, context: PagePrefetchContext) => void

/**
 * `prefetchQuery` without an error toast: the read is made ahead of the page, which reads the
 * same entry again when it mounts after a failure and tells that failure as it always does (a
 * page mounted while the read is on its way has put its own options, toast or not, on it).
 */
export function prefetchQuietly<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  void queryClient.prefetchQuery({ ...options, meta: { ...options.meta, silent: true } })
}
