import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { api } from '~/api/client'
import { useHydrated } from '~/lib/use-hydrated'
import type { components } from '@common/api/schema.gen'

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
 * The public configuration once `/config` has answered (`undefined` until then, or if it fails).
 * Read through the query client rather than `useQuery`, which the first screen does not
 * otherwise carry (the `/` bundle budget).
 */
export function usePublicConfig(): PublicConfig | undefined {
  const queryClient = useQueryClient()
  const [config, setConfig] = useState(() => queryClient.getQueryData<PublicConfig>(publicConfigQuery.queryKey))
  useEffect(() => {
    let live = true
    queryClient.fetchQuery(publicConfigQuery).then(
      (answer) => live && setConfig(answer),
      () => {},
    )
    return () => {
      live = false
    }
  }, [queryClient])
  // Until hydrated, as the prerendered HTML was rendered: without it.
  return useHydrated() ? config : undefined
}

/** Google's client id, once `/config` has answered (`null` when third-party sign-in is off). */
export function useGoogleClientId(): string | null {
  return usePublicConfig()?.google_client_id ?? null
}
