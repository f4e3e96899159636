import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { prefetchQuietly } from '~/lib/page-prefetch'
import { masteryQuery, planQuery, weakSpotsQuery } from './api/learning'

/** Home's learning reads (the plan, both subjects' weak spots, the skill map), started with the navigation. */
export function prefetchPlanReads(queryClient: QueryClient, locale: Locale) {
  prefetchQuietly(queryClient, planQuery)
  prefetchQuietly(queryClient, weakSpotsQuery('math', locale))
  prefetchQuietly(queryClient, weakSpotsQuery('reading_writing', locale))
  prefetchQuietly(queryClient, masteryQuery(locale))
}
