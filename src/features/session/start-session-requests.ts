import type { QueryClient } from '@tanstack/react-query'
import { hasToken } from '~/api/token'
import { subscriptionCheckQuery } from '~/features/subscription'
import { prefetchQuietly } from '~/lib/page-prefetch'
import { currentUserQuery } from './api/current-user'

/**
 * Spec §7: the signed-in layout awaits `GET /current-user` and the subscription check before it
 * renders. With a token, both start here, with the entry or when a navigation into that layout
 * starts, beside the layout's code rather than after it (issue 15); the layout's own reads then
 * find them answered or on their way (the same query options). Only in a browser: the build's
 * prerender renders the app without asking the API.
 */
export function startSessionRequests(queryClient: QueryClient): void {
  if (typeof document === 'undefined' || !hasToken()) return
  prefetchQuietly(queryClient, currentUserQuery)
  prefetchQuietly(queryClient, subscriptionCheckQuery)
}
