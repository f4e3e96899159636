import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '~/api/client'

/** Spec §7: `GET /current-user`, awaited before the signed-in layout renders. */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: async () => (await api.GET('/current-user')).data!,
})

export const useCurrentUser = () => useQuery(currentUserQuery)
