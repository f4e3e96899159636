import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { isApiError } from '~/api/api-error'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'
import type { Locale } from '~/i18n/locale'

export type Report = components['schemas']['Report']
export type ReportQuestion = components['schemas']['ReportQuestion']
export type SkillResult = components['schemas']['SkillResult']
export type DomainResult = components['schemas']['DomainResult']
export type SubjectResult = components['schemas']['SubjectResult']

/**
 * `GET /reports/{quiz_id}`. The key carries the language because the server names domains and
 * skills in it: switching language fetches them again, showing the same report meanwhile.
 * Silent: the page shows a missing report and a quiz still running itself, and toasts the rest.
 */
export const reportQuery = (quizId: string, locale: Locale) =>
  queryOptions({
    queryKey: ['reports', quizId, locale] as const,
    queryFn: async () => (await api.GET('/reports/{quiz_id}', { params: { path: { quiz_id: quizId } } })).data!,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === quizId ? keepPreviousData(previous) : undefined,
    meta: { silent: true },
  })

/** No such report: an unknown id, an exited quiz or another learner's (all `404`). */
export const isReportNotFound = (error: unknown) => isApiError(error) && error.status === 404

/** The quiz is still running, so it has no report yet (`409 quiz-not-finished`). */
export const isQuizStillRunning = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.problem?.type === 'urn:exam-prep:problem:quiz-not-finished'
