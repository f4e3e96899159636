import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'
import type { Locale } from '~/i18n/locale'

/** The query parameters of `/preview-question`, passed through to `GET /questions/preview` (the contract). */
export interface PreviewRequest {
  question_id?: string
  system?: components['schemas']['System']
  subject?: components['schemas']['Subject']
}

/**
 * `GET /questions/preview`: one public sample with its key. A named sample is kept for the session
 * (it does not change); a random one is fetched afresh each time it is asked for.
 */
export const previewQuestionQuery = (request: PreviewRequest, locale: Locale) =>
  queryOptions({
    // The locale is part of the key: the server names the domain and skill in it.
    queryKey: ['questions', 'preview', locale, request] as const,
    queryFn: async () => (await api.GET('/questions/preview', { params: { query: request } })).data!,
    staleTime: request.question_id ? Infinity : 0,
    gcTime: request.question_id ? undefined : 0,
    // A language switch keeps the question on screen while its names are fetched again.
    placeholderData: keepPreviousData,
    // The page says what went wrong (not found, no samples) in place of the question.
    meta: { silent: true },
  })
