import { and, count, eq, inArray } from 'drizzle-orm'
import type { Schemas } from '../../api/contract'
import type { Db } from '../../db/client'
import { quizQuestions } from '../../db/schema'
import type { AppDeps } from '../../http/app-env'
import { ApiProblem } from '../../http/errors'
import type { ServerLocale } from '../../i18n/messages'
import { loadItems, type QuizRow } from '../quizzes/lifecycle'
import { fullTestBody, fullTestReportBody } from './present'
import { earlierScores, listFullTests, moduleQuizzes, ownFullTest } from './service'

/** Answered questions per module quiz. */
async function answeredCounts(db: Db, modules: QuizRow[]): Promise<Map<string, number>> {
  if (!modules.length) return new Map()
  const rows = await db
    .select({ quizId: quizQuestions.quizId, n: count() })
    .from(quizQuestions)
    .where(
      and(
        inArray(
          quizQuestions.quizId,
          modules.map((m) => m.id),
        ),
        eq(quizQuestions.status, 'answered'),
      ),
    )
    .groupBy(quizQuestions.quizId)
  return new Map(rows.map((row) => [row.quizId, row.n]))
}

/** The learner's test as the contract shows it (404 when not theirs). */
export async function fullTestView(
  deps: AppDeps,
  userId: string,
  testId: string,
  locale: ServerLocale,
): Promise<Schemas['FullTest']> {
  const { test, modules } = await ownFullTest(deps.db, userId, testId)
  return fullTestBody(test, modules, await answeredCounts(deps.db, modules), deps.config, locale)
}

/** The learner's running and finished tests, newest first. */
export async function fullTestViews(deps: AppDeps, userId: string, locale: ServerLocale) {
  const tests = await listFullTests(deps.db, userId)
  const items = []
  for (const test of tests) items.push(await fullTestView(deps, userId, test.id, locale))
  return { items } satisfies Schemas['FullTestList']
}

/** The report of a finished test: a running one has none yet (409), a left one none at all (404). */
export async function fullTestReport(
  db: Db,
  userId: string,
  testId: string,
  locale: ServerLocale,
): Promise<Schemas['FullTestReport']> {
  const { test } = await ownFullTest(db, userId, testId)
  if (test.status === 'exited') throw new ApiProblem(404, 'notFound')
  if (test.status !== 'completed' || !test.score || !test.completedAt)
    throw new ApiProblem(409, 'fullTestNotFinished', {}, { type: 'urn:exam-prep:problem:full-test-not-finished' })
  const modules = []
  for (const quiz of await moduleQuizzes(db, test.id)) modules.push({ quiz, items: await loadItems(db, quiz.id) })
  const trend = await earlierScores(db, test)
  return fullTestReportBody({ ...test, score: test.score, completedAt: test.completedAt }, modules, trend, locale)
}
