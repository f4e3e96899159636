import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type CurrentUser = components['schemas']['CurrentUser']

/**
 * Spec §7: `GET /current-user`, awaited before the signed-in layout renders. The one entry the
 * navbar, the home greeting and the settings pages read.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'] as const,
  queryFn: async () => (await api.GET('/current-user')).data!,
})

/** After a settings call answers `{user}`: the navbar and every settings page show it at once. */
export function storeCurrentUser(queryClient: QueryClient, user: CurrentUser) {
  queryClient.setQueryData(currentUserQuery.queryKey, user)
  // The answer is the server's own copy: mark it fresh-from-a-write without fetching it again.
  void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey, refetchType: 'none' })
}
