import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect, useState } from 'react'
import { api } from '~/api/client'
import { useHydrated } from '~/lib/use-hydrated'
import type { components } from '@common/api/schema.gen'

export type PublicConfig = components['schemas']['Config']

const fetchPublicConfig = async (): Promise<PublicConfig> => (await api.GET('/config')).data!

/**
 * `GET /config`, the server's public runtime configuration, read once per visit. Silent: without
 * it the app only goes without what it configures (the Google button), so no error toast.
 */
export const publicConfigQuery = {
  queryKey: ['config'],
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
  meta: { silent: true },
}

// Before the query client has loaded (`/` does without it, issue 15): one read for the visit.
let config: PublicConfig | undefined
let reading: Promise<PublicConfig> | undefined
const readOnce = () => {
  reading ??= fetchPublicConfig().then(
    (answer) => (config = answer),
    (error: unknown) => {
      reading = undefined
      throw error
    },
  )
  return reading
}

/** The configuration read without the query client, once it has answered. */
export const loadedPublicConfig = (): PublicConfig | undefined => config

/**
 * The public configuration once `/config` has answered (`undefined` until then, or if it fails).
 * Through the query client where one is provided (a signed-in page, a story's own cache), else
 * through one read for the visit: `/` does not load the query client.
 */
export function usePublicConfig(): PublicConfig | undefined {
  const queryClient = useContext(QueryClientContext)
  const [answer, setAnswer] = useState(
    () => queryClient?.getQueryData<PublicConfig>(publicConfigQuery.queryKey) ?? (queryClient ? undefined : config),
  )
  useEffect(() => {
    let live = true
    ;(queryClient ? queryClient.fetchQuery(publicConfigQuery) : readOnce()).then(
      (read) => live && setAnswer(read),
      () => {},
    )
    return () => {
      live = false
    }
  }, [queryClient])
  // Until hydrated, as the prerendered HTML was rendered: without it.
  return useHydrated() ? answer : undefined
}

/** Google's client id, once `/config` has answered (`null` when third-party sign-in is off). */
export function useGoogleClientId(): string | null {
  return usePublicConfig()?.google_client_id ?? null
}
