import { queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type Division = components['schemas']['Division']
export type DivisionStatus = components['schemas']['DivisionStatus']
export type DivisionSubject = components['schemas']['Subject']
export type DivisionProgressEvent = components['schemas']['DivisionProgressEvent']
export type QuizSummary = components['schemas']['QuizSummary']

/** The key root of every divisions read: a finished or exited quiz invalidates it. */
export const divisionsKey = ['divisions'] as const

/** `GET /divisions`: one division per subject, with its level, band and round (DESIGN §3). */
const fetchDivisions = async () => (await api.GET('/divisions')).data!.data

export const divisionsQuery = queryOptions({
  queryKey: [...divisionsKey, 'list'] as const,
  queryFn: fetchDivisions,
})

/** One subject's division, read fresh (the division machine asks after every quiz). */
export async function fetchDivision(subject: DivisionSubject): Promise<Division> {
  const divisions = await fetchDivisions()
  const division = divisions.find((item) => item.subject === subject)
  if (!division) throw new Error(`No division for ${subject}`)
  return division
}

/** `GET /divisions/progress`: finished rounds and Short Tests, newest first. */
export const divisionProgressQuery = (page: number, subject?: DivisionSubject) =>
  queryOptions({
    queryKey: [...divisionsKey, 'progress', subject ?? 'all', page] as const,
    queryFn: async () =>
      (await api.GET('/divisions/progress', { params: { query: { page, per_page: 20, subject } } })).data!,
  })

/** `POST /divisions/{subject}/quizzes`: the next quiz of the round (or the one running). */
export const startDivisionQuiz = async (subject: DivisionSubject): Promise<QuizSummary> =>
  (await api.POST('/divisions/{subject}/quizzes', { params: { path: { subject } } })).data!

/** `POST /divisions/{subject}/short-test`: the promotion Short Test (or the one running). */
export const startShortTest = async (subject: DivisionSubject): Promise<QuizSummary> =>
  (await api.POST('/divisions/{subject}/short-test', { params: { path: { subject } } })).data!
