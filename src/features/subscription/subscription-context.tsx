import { createActorContext } from '@xstate/react'
import { fromPromise } from 'xstate'
import { api } from '~/api/client'
import { toastApiError } from '~/api/notify'
import { subscriptionMachine } from './subscription.machine'

/** The subscription machine with the real check (spec §7: awaited before the signed-in layout renders). */
export const appSubscriptionMachine = subscriptionMachine.provide({
  actors: {
    check: fromPromise(async () => {
      try {
        return (await api.GET('/subscriptions/check-current-subscription')).data!
      } catch (error) {
        toastApiError(error)
        throw error
      }
    }),
  },
  actions: {
    logFailure: (_, { reason }) => console.warn(`Subscription check: ${reason}`),
  },
})

export const SubscriptionContext = createActorContext(appSubscriptionMachine)

/** The learner may use subscription-only pages now (active, trial still running, or unknown). */
export const useHasAccess = () => SubscriptionContext.useSelector((state) => state.hasTag('access'))
export const useSubscriptionChecking = () => SubscriptionContext.useSelector((state) => state.matches('checking'))
