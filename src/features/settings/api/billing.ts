import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type Billing = components['schemas']['Billing']
export type Payment = components['schemas']['Payment']

export const BILLING_PAGE_SIZE = 10

/** The key root of every page of billing (a settled payment invalidates them all). */
export const billingKey = ['settings', 'billing'] as const

/** `GET /settings/billing`: the current plan and one page of payments, newest first. */
export const billingQuery = (page: number) =>
  queryOptions({
    queryKey: [...billingKey, page] as const,
    queryFn: async () =>
      (await api.GET('/settings/billing', { params: { query: { page, per_page: BILLING_PAGE_SIZE } } })).data!,
    placeholderData: keepPreviousData,
  })
