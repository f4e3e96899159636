import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { taxonomy } from '../../content/taxonomy'
import type { SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { fullTests, quizQuestions, quizzes } from '../../db/schema'
import {
  difficultyMix,
  moduleNumber,
  moduleSlots,
  orderKey,
  routeAfterModule1,
  testStructures,
  type ModuleRoute,
  type ModuleStage,
  type Stage,
  type System,
} from '../../domain/full-test'
import type { AppDeps } from '../../http/app-env'
import { ApiProblem } from '../../http/errors'
import { newId } from '../../lib/ids'
import { closeQuiz, createQuiz, isTimeUp, loadQuiz, lockQuiz, type QuizRow } from '../quizzes/lifecycle'
import { drawFor, requireSubscription, type Starter } from '../quizzes/service'
import { scoreFullTest } from './scoring'

/**
 * A full-length test's life (issue 17): started with its first module, moved stage by stage (a
 * module, the next module routed by the first, the break, the next section), scored at the end.
 * Every move locks the test row and checks the stage the learner saw, so a double click, two tabs
 * or two devices move it once.
 */

export type FullTestRow = typeof fullTests.$inferSelect

const notFound = () => new ApiProblem(404, 'notFound')
const notRunning = () =>
  new ApiProblem(409, 'fullTestNotRunning', {}, { type: 'urn:exam-prep:problem:full-test-not-running' })

/** A test's module quizzes, in order. */
export async function moduleQuizzes(db: Db, testId: string): Promise<QuizRow[]> {
  return db.select().from(quizzes).where(eq(quizzes.fullTestId, testId)).orderBy(asc(quizzes.fullTestModule))
}

/** The stage's clock in seconds, divided for tests (config `fullTestClockDivisor`). */
const clock = (deps: AppDeps, seconds: number) => Math.max(1, Math.round(seconds / deps.config.fullTestClockDivisor))

const skillIndex = new Map(
  taxonomy.subjects.flatMap((subject) => subject.domains.flatMap((d) => d.skills)).map((skill, i) => [skill.id, i]),
)

/**
 * Draws and creates a module's quiz: the section's domain shares and the route's difficulty mix,
 * never an item of this test's earlier modules, ordered as the test orders them.
 */
async function createModule(
  tx: Db,
  deps: AppDeps,
  userId: string,
  test: Pick<FullTestRow, 'id' | 'system'>,
  stageIndex: number,
  route: ModuleRoute | null,
): Promise<QuizRow> {
  const structure = testStructures[test.system]
  const stage = structure.stages[stageIndex] as ModuleStage
  const section = structure.sections.find((s) => s.subject === stage.subject)!
  const earlier = await tx
    .select({ id: quizQuestions.questionId })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(eq(quizzes.fullTestId, test.id))
  const slots = moduleSlots(section, stage.questions, difficultyMix[route ?? 'first'])
  // Counted once, when the test starts (startFullTest); never inside this transaction.
  const drawer = { deps: { ...deps, db: tx }, userId, limitStart: async () => {} }
  const drawn = await drawFor(drawer, stage.subject, slots, 'subject', new Set(earlier.map((row) => row.id)))
  const key = (item: (typeof drawn)[number]) => orderKey(section, item, (skill) => skillIndex.get(skill) ?? 0)
  const compare = (a: number[], b: number[]) => a.reduce((d, value, i) => d || value - b[i]!, 0)
  const ordered = [...drawn].sort((a, b) => compare(key(a), key(b)))
  return createQuiz(tx, {
    userId,
    kind: 'full_test',
    system: test.system,
    subject: stage.subject,
    timerType: 'strict',
    timers: deps.config.timers,
    candidates: ordered,
    fullTest: { id: test.id, module: moduleNumber(structure, stageIndex), route, seconds: clock(deps, stage.seconds) },
  })
}

/** The learner's running full test, if any. */
async function runningTest(db: Db, userId: string): Promise<FullTestRow | undefined> {
  const [test] = await db
    .select()
    .from(fullTests)
    .where(and(eq(fullTests.userId, userId), eq(fullTests.status, 'in_progress')))
    .limit(1)
  return test
}

/**
 * Starts a full test with its first module, or resumes the one running (`created` false): a learner
 * has one at a time, held by a unique index on the running test per learner.
 */
export async function startFullTest(
  starter: Starter,
  system: System,
): Promise<{ test: FullTestRow; created: boolean }> {
  const { deps, userId } = starter
  const running = await runningTest(deps.db, userId)
  if (running) return { test: running, created: false }
  await requireSubscription(deps.db, userId)
  await starter.limitStart()
  const id = newId('ft')
  const created = await deps.db.transaction(async (tx) => {
    const [test] = await tx.insert(fullTests).values({ id, userId, system }).onConflictDoNothing().returning()
    if (!test) return undefined
    await createModule(tx, deps, userId, test, 0, null)
    return test
  })
  if (created) return { test: created, created: true }
  // Another request started one at the same moment: that one is resumed.
  const other = await runningTest(deps.db, userId)
  if (!other) throw notRunning()
  return { test: other, created: false }
}

/** The learner's test (404 when not theirs), its running module ended first when its clock ran out. */
export async function ownFullTest(db: Db, userId: string, testId: string) {
  const [test] = await db
    .select()
    .from(fullTests)
    .where(and(eq(fullTests.id, testId), eq(fullTests.userId, userId)))
  if (!test) throw notFound()
  const modules = await moduleQuizzes(db, test.id)
  const running = modules.find((quiz) => quiz.status === 'in_progress' && isTimeUp(quiz))
  if (running) await loadQuiz(db, userId, running.id)
  return { test, modules: running ? await moduleQuizzes(db, test.id) : modules }
}

/** The structure's stage a test is at. */
export const stageOf = (test: Pick<FullTestRow, 'system' | 'stage'>): Stage | undefined =>
  testStructures[test.system].stages[test.stage]

/**
 * Moves the test from `fromStage` (the stage the learner's screen shows) to the next: a module must
 * be finished first (submitted, or its clock ran out, which ends it here); a break may end early.
 * After the last stage the test is scored. A move from a stage the test has left is refused (409),
 * so it happens once.
 */
export async function advanceFullTest(
  deps: AppDeps,
  userId: string,
  testId: string,
  fromStage: number,
): Promise<FullTestRow> {
  return deps.db.transaction(async (tx) => {
    const [test] = await tx
      .select()
      .from(fullTests)
      .where(and(eq(fullTests.id, testId), eq(fullTests.userId, userId)))
      .for('update')
    if (!test) throw notFound()
    if (test.status !== 'in_progress') throw notRunning()
    if (test.stage !== fromStage)
      throw new ApiProblem(409, 'fullTestStageChanged', {}, { type: 'urn:exam-prep:problem:full-test-stage-changed' })
    const structure = testStructures[test.system]
    const stage = structure.stages[test.stage]!
    if (stage.kind === 'module') {
      const [current] = await tx
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.fullTestId, test.id), eq(quizzes.fullTestModule, moduleNumber(structure, test.stage))))
      const locked = current && (await lockQuiz(tx, userId, current.id))
      if (locked?.status === 'in_progress') {
        if (!isTimeUp(locked))
          throw new ApiProblem(
            409,
            'fullTestModuleRunning',
            {},
            { type: 'urn:exam-prep:problem:full-test-module-running' },
          )
        await closeQuiz(tx, locked, 'expired')
      }
    }
    const next = test.stage + 1
    const now = new Date()
    const nextStage = structure.stages[next]
    if (!nextStage) {
      const score = await scoreFullTest(tx, test)
      const [done] = await tx
        .update(fullTests)
        .set({ status: 'completed', stage: next, stageStartedAt: now, breakEndsAt: null, score, completedAt: now })
        .where(eq(fullTests.id, test.id))
        .returning()
      return done!
    }
    let routes = test.routes
    if (nextStage.kind === 'module') {
      const route = nextStage.module === 2 ? await routeOf(tx, test.id, moduleNumber(structure, test.stage)) : null
      if (route) routes = { ...routes, [nextStage.subject]: route }
      await createModule(tx, deps, userId, test, next, route)
    }
    const [moved] = await tx
      .update(fullTests)
      .set({
        stage: next,
        stageStartedAt: now,
        breakEndsAt:
          nextStage.kind === 'break' ? new Date(now.getTime() + clock(deps, nextStage.seconds) * 1000) : null,
        routes,
      })
      .where(eq(fullTests.id, test.id))
      .returning()
    return moved!
  })
}

/** The route module 1 (the test's module number `module`) leads to, by the routing rule. */
async function routeOf(tx: Db, testId: string, module: number): Promise<ModuleRoute> {
  const [first] = await tx
    .select({ correct: quizzes.correctCount, total: quizzes.numberOfQuestions })
    .from(quizzes)
    .where(and(eq(quizzes.fullTestId, testId), eq(quizzes.fullTestModule, module)))
  return routeAfterModule1(first?.correct ?? 0, first?.total ?? 1)
}

/** Leaves the test: its running module is discarded; finished modules stay, and nothing is scored. */
export async function exitFullTest(db: Db, userId: string, testId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [test] = await tx
      .select()
      .from(fullTests)
      .where(and(eq(fullTests.id, testId), eq(fullTests.userId, userId)))
      .for('update')
    if (!test) throw notFound()
    if (test.status === 'exited') return
    if (test.status !== 'in_progress') throw notRunning()
    await tx
      .update(quizzes)
      .set({ status: 'exited', completedAt: new Date() })
      .where(and(eq(quizzes.fullTestId, test.id), eq(quizzes.status, 'in_progress')))
    await tx
      .update(fullTests)
      .set({ status: 'exited', completedAt: new Date(), breakEndsAt: null })
      .where(eq(fullTests.id, test.id))
  })
}

/** The learner's full tests, newest first (history and home), finished or running. */
export async function listFullTests(db: Db, userId: string, limit = 20): Promise<FullTestRow[]> {
  return db
    .select()
    .from(fullTests)
    .where(and(eq(fullTests.userId, userId), inArray(fullTests.status, ['in_progress', 'completed'])))
    .orderBy(desc(fullTests.startedAt), desc(fullTests.id))
    .limit(limit)
}

/** Earlier finished tests' totals, for the report's trend (oldest first, up to this one). */
export async function earlierScores(db: Db, test: FullTestRow) {
  const rows = await db
    .select({ id: fullTests.id, score: fullTests.score, completedAt: fullTests.completedAt })
    .from(fullTests)
    .where(
      and(
        eq(fullTests.userId, test.userId),
        eq(fullTests.status, 'completed'),
        sql`${fullTests.completedAt} <= ${(test.completedAt ?? new Date()).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(fullTests.completedAt))
    .limit(10)
  return rows.reverse()
}

export type { SubjectId }
