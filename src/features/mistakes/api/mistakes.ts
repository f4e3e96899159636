import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'
import type { Locale } from '~/i18n/locale'

/** The key root of this feature's reads; a finished quiz refreshes it (quiz/api/learner-progress.ts). */
export const mistakesKey = ['mistakes'] as const

export type Mistake = components['schemas']['Mistake']
export type MistakeList = components['schemas']['MistakeList']
export type MistakeDetail = components['schemas']['MistakeDetail']
export type MasteryLevel = components['schemas']['MasteryLevel']
export type ReviewsDue = components['schemas']['ReviewsDue']

/** The filters of `GET /mistakes`; an absent one means "any". */
export interface MistakeFilters {
  subject?: Mistake['subject']
  domain?: string
  skill?: string
  difficulty?: Mistake['difficulty']
  not_mastered?: boolean
}

/**
 * `GET /mistakes`: the missed questions, newest first, with the filters. The key carries the
 * language (the server names domains and skills). A new filter keeps the rows on screen until its
 * answer comes. Always read again on a visit: any finished quiz can add a row. Silent: the page
 * says itself that the list could not be loaded.
 */
export const mistakesQuery = (filters: MistakeFilters, locale: Locale) =>
  queryOptions({
    queryKey: [...mistakesKey, 'list', locale, filters] as const,
    queryFn: async () => (await api.GET('/mistakes', { params: { query: filters } })).data!,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  })

/** `GET /mistakes/{question_id}`: one missed question with the answer given, the key and the explanation. */
export const mistakeQuery = (questionId: string, locale: Locale) =>
  queryOptions({
    queryKey: [...mistakesKey, 'detail', locale, questionId] as const,
    queryFn: async () =>
      (await api.GET('/mistakes/{question_id}', { params: { path: { question_id: questionId } } })).data!,
    meta: { silent: true },
  })

/**
 * `GET /reviews/due`: how many questions are due now, per subject. No names in it, so no language.
 * Always read again on a visit: due dates pass while the tab is open. Silent: the home card stays calm.
 */
export const reviewsDueQuery = queryOptions({
  queryKey: [...mistakesKey, 'due'] as const,
  queryFn: async () => (await api.GET('/reviews/due')).data!,
  staleTime: 0,
  meta: { silent: true },
})
