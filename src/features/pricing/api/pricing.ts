import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/api/client'
import { notificationsQuery } from '~/features/notifications'
import { billingKey } from '~/features/settings'
import { subscriptionCheckQuery } from '~/features/subscription'
import type { components } from '@common/api/schema.gen'

export type Package = components['schemas']['Package']
export type Payment = components['schemas']['Payment']
export type Subscription = components['schemas']['Subscription']
export type SubscriptionCheck = components['schemas']['CurrentSubscriptionCheck']

/** The key root of what this feature reads under `/subscriptions` (the plans, the periods). */
const subscriptionsKey = ['subscriptions'] as const

/**
 * `GET /subscriptions/packages`: the plans on offer, in display order. Names, descriptions and
 * features are localized, so the locale is part of the key (a language switch reads them again,
 * showing the previous ones meanwhile). Silent: the page says itself that they could not be loaded.
 */
export const packagesQuery = (locale: string) =>
  queryOptions({
    queryKey: [...subscriptionsKey, 'packages', locale] as const,
    queryFn: async () => (await api.GET('/subscriptions/packages')).data!.data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })

/** How often a pending payment is read again while its page is open. */
export const PENDING_PAYMENT_POLL_MS = 3000

/**
 * `GET /payments/{payment_id}`: the checkout's real outcome, whatever the return URL says. A
 * pending payment is read again every few seconds until the provider settles it. Silent: the
 * payment pages explain a missing or unreadable payment in their own words.
 */
export const paymentQuery = (paymentId: string, locale: string) =>
  queryOptions({
    queryKey: ['payments', paymentId, locale] as const,
    queryFn: async () =>
      (await api.GET('/payments/{payment_id}', { params: { path: { payment_id: paymentId } } })).data!,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_PAYMENT_POLL_MS : false),
    staleTime: 0,
    meta: { silent: true },
  })

/**
 * `GET /subscriptions`, first page: where a paid payment's subscription period is (its start and
 * end). Newest start first, so the period just bought (even one scheduled after the current plan)
 * is on it.
 */
export const subscriptionHistoryQuery = (locale: string) =>
  queryOptions({
    queryKey: [...subscriptionsKey, 'history', locale] as const,
    queryFn: async () => (await api.GET('/subscriptions', { params: { query: { page: 1, per_page: 10 } } })).data!,
    meta: { silent: true },
  })

/** `POST /subscriptions`: a payment for the plan, with the provider's checkout to open. */
export const subscribeMutation = () =>
  mutationOptions({
    mutationFn: async (packageId: string) =>
      (await api.POST('/subscriptions', { body: { package_id: packageId } })).data!,
  })

/**
 * What a settled payment changes: the subscription check (the banners and the access guard),
 * billing, the subscription history and the notifications (the server posts one). Read again on
 * their next use, so the expired banner is gone without a reload.
 */
export const paymentAffectedKeys = [
  subscriptionCheckQuery.queryKey,
  billingKey,
  subscriptionsKey,
  notificationsQuery.queryKey,
]

export function invalidateAfterPayment(queryClient: QueryClient) {
  for (const queryKey of paymentAffectedKeys) void queryClient.invalidateQueries({ queryKey })
}
