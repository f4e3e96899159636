import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'
import type { Locale } from '~/i18n/locale'
import type { HistoryFilters } from '../history-search'

export type HistoryList = components['schemas']['HistoryList']
export type HistoryRow = components['schemas']['HistoryRow']

/**
 * The key root of every read of `GET /history`: a finished or exited quiz invalidates it
 * (`invalidateLearnerProgress`).
 */
export const historyKey = ['history'] as const

/** Rows on a page of `/history` (the contract's default). */
export const HISTORY_PAGE_SIZE = 10

/**
 * `GET /history`: one page of finished tests, newest first, with the filters. The key carries the
 * language, since the server names the domains in it. Another page or filter keeps the rows on
 * screen until its answer comes. Silent: the page says itself that the list could not be loaded.
 */
export const historyQuery = (filters: HistoryFilters, page: number, locale: Locale) =>
  queryOptions({
    queryKey: [...historyKey, locale, { ...filters, page }] as const,
    queryFn: async () =>
      (await api.GET('/history', { params: { query: { ...filters, page, per_page: HISTORY_PAGE_SIZE } } })).data!,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })

/** How many finished tests the progress chart draws: one page of `GET /history` at its largest. */
export const PROGRESS_TESTS = 100

/**
 * `GET /history?per_page=100`: the learner's last finished tests, newest first, for the progress
 * chart on `/home`. It has no language, since the chart uses no name the server writes (domains
 * are not shown). Silent: the section says itself that it could not be loaded.
 */
export const progressQuery = queryOptions({
  queryKey: [...historyKey, 'progress', { per_page: PROGRESS_TESTS }] as const,
  queryFn: async () => (await api.GET('/history', { params: { query: { per_page: PROGRESS_TESTS } } })).data!,
  meta: { silent: true },
})
