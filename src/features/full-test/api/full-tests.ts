import { queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type FullTest = components['schemas']['FullTest']
export type FullTestStage = components['schemas']['FullTestStage']
export type FullTestScore = components['schemas']['FullTestScore']
export type FullTestReport = components['schemas']['FullTestReport']
export type ScoreRange = components['schemas']['ScoreRange']
export type System = components['schemas']['System']

/** The key root of every full-test read: a move of a test invalidates it. */
export const fullTestsKey = ['full-tests'] as const

/** `GET /full-tests`: the learner's running and finished tests, newest first. */
export const fullTestsQuery = queryOptions({
  queryKey: [...fullTestsKey, 'list'] as const,
  queryFn: async () => (await api.GET('/full-tests')).data!.items,
})

/** `GET /full-tests/{id}/report`: a finished test's ranges, modules, skills and questions. */
export const fullTestReportQuery = (testId: string) =>
  queryOptions({
    queryKey: [...fullTestsKey, 'report', testId] as const,
    queryFn: async () =>
      (await api.GET('/full-tests/{test_id}/report', { params: { path: { test_id: testId } } })).data!,
  })

/** `GET /full-tests/{id}`: where the test stands (a module whose clock ran out is ended on this read). */
export const fetchFullTest = async (testId: string): Promise<FullTest> =>
  (await api.GET('/full-tests/{test_id}', { params: { path: { test_id: testId } } })).data!

/** `POST /full-tests`: a new test with its first module, or the running one. */
export const startFullTest = async (system: System): Promise<FullTest> =>
  (await api.POST('/full-tests', { body: { system } })).data!

/** `POST /full-tests/{id}/advance`: from the stage the screen shows to the next. */
export const advanceFullTest = async (testId: string, fromStage: number): Promise<FullTest> =>
  (
    await api.POST('/full-tests/{test_id}/advance', {
      params: { path: { test_id: testId } },
      body: { from_stage: fromStage },
    })
  ).data!

/** `POST /full-tests/{id}/exit`: leaves the test; the running module is discarded. */
export const exitFullTest = async (testId: string): Promise<FullTest> =>
  (await api.POST('/full-tests/{test_id}/exit', { params: { path: { test_id: testId } } })).data!
