import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'
import type { Locale } from '~/i18n/locale'
import type { HistoryFilters } from '../history-search'

export type HistoryList = components['schemas']['HistoryList']
export type HistoryRow = components['schemas']['HistoryRow']

/** Rows on a page of `/history` (the contract's default). */
export const HISTORY_PAGE_SIZE = 10

/**
 * `GET /history`: one page of finished tests, newest first, with the filters. The key starts with
 * `history` (a finished quiz invalidates that prefix, `invalidateLearnerProgress`) and carries the
 * language, since the server names the domains in it. Another page or filter keeps the rows on
 * screen until its answer comes. Silent: the page says itself that the list could not be loaded.
 */
export const historyQuery = (filters: HistoryFilters, page: number, locale: Locale) =>
  queryOptions({
    queryKey: ['history', locale, { ...filters, page }] as const,
    queryFn: async () =>
      (await api.GET('/history', { params: { query: { ...filters, page, per_page: HISTORY_PAGE_SIZE } } })).data!,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
