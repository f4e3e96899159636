import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { api } from '~/api/client'
import type { components } from '~/api/schema.gen'

export type PublicConfig = components['schemas']['Config']

/**
 * `GET /config`, the server's public runtime configuration, read once per visit. Silent: without
 * it the app only goes without what it configures (the Google button), so no error toast.
 */
export const publicConfigQuery = {
  queryKey: ['config'],
  queryFn: async (): Promise<PublicConfig> => (await api.GET('/config')).data!,
  staleTime: Infinity,
  meta: { silent: true },
}

/**
 * Google's client id, once `/config` has answered (`null` when third-party sign-in is off). Read
 * through the query client rather than `useQuery`, which the first screen does not otherwise
 * carry (the `/` bundle budget).
 */
export function useGoogleClientId(): string | null {
  const queryClient = useQueryClient()
  const cached = queryClient.getQueryData<PublicConfig>(publicConfigQuery.queryKey)
  const [clientId, setClientId] = useState(cached?.google_client_id ?? null)
  useEffect(() => {
    let live = true
    queryClient.fetchQuery(publicConfigQuery).then(
      (config) => live && setClientId(config.google_client_id),
      () => {},
    )
    return () => {
      live = false
    }
  }, [queryClient])
  return clientId
}
