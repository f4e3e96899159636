import { queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { SubscriptionCheck } from '../subscription.machine'

/**
 * `GET /subscriptions/check-current-subscription`: the one entry the signed-in layout's banners
 * and access decision, and the pricing page, read (moving between layouts does not ask again).
 * A payment invalidates it, so the banners check again. Silent: the pricing page only leaves out
 * the learner's state when it fails (as the banner shows nothing, spec §5); the layout's check
 * says it with a toast itself (`checkSubscription`).
 */
export const subscriptionCheckQuery = queryOptions({
  queryKey: ['subscription'] as const,
  queryFn: async (): Promise<SubscriptionCheck> => (await api.GET('/subscriptions/check-current-subscription')).data!,
  staleTime: 30_000,
  meta: { silent: true },
})
