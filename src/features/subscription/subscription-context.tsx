import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createActorContext } from '@xstate/react'
import { useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { toastApiError } from '~/api/notify'
import { subscriptionCheckQuery } from './api/subscription-check'
import { subscriptionMachine } from './subscription.machine'

/** The check of the signed-in layout (spec §7): through the query cache, its failure a toast (spec §8). */
async function checkSubscription(queryClient: QueryClient) {
  try {
    return await queryClient.fetchQuery(subscriptionCheckQuery)
  } catch (error) {
    toastApiError(error)
    throw error
  }
}

/** The subscription machine with the app's check (spec §7: awaited before the signed-in layout renders). */
const appSubscriptionMachine = (queryClient: QueryClient) =>
  subscriptionMachine.provide({
    actors: { check: fromPromise(() => checkSubscription(queryClient)) },
    actions: {
      logFailure: (_, { reason }) => console.warn(`Subscription check: ${reason}`),
    },
  })

export const SubscriptionContext = createActorContext(subscriptionMachine)

/** Runs the app's subscription machine for what it wraps (the signed-in layout). */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const logic = useMemo(() => appSubscriptionMachine(queryClient), [queryClient])
  return <SubscriptionContext.Provider logic={logic}>{children}</SubscriptionContext.Provider>
}

/** The learner may use subscription-only pages now (active, trial still running, or unknown). */
export const useHasAccess = () => SubscriptionContext.useSelector((state) => state.hasTag('access'))
export const useSubscriptionChecking = () => SubscriptionContext.useSelector((state) => state.matches('checking'))
