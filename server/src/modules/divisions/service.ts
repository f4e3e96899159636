import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { subjects, type SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { divisionEvents, divisions, quizzes } from '../../db/schema'
import { learning } from '../../domain/constants'
import { ApiProblem } from '../../http/errors'
import type { Slot } from '../quizzes/draw'
import { loadItems, loadQuiz, type QuizRow } from '../quizzes/lifecycle'
import { drawFor, requireSubscription, startQuiz, type StartedQuiz, type Starter } from '../quizzes/service'
import { getDivision, levelDifficulty, roundProgress, type DivisionRow } from './rounds'

export type DivisionEventRow = typeof divisionEvents.$inferSelect

/** A subject's division as the list shows it: the round so far, the quizzes running and the last outcome. */
export interface DivisionState {
  subject: SubjectId
  division: DivisionRow
  progress: { points: number; solved: number }
  running: { id: string; kind: QuizRow['kind'] }[]
  last: DivisionEventRow | undefined
}

/** The learner's division in each subject (created at level 1 on first read). */
export async function listDivisions(db: Db, userId: string): Promise<DivisionState[]> {
  const states: DivisionState[] = []
  for (const subject of subjects) {
    const division = await getDivision(db, userId, subject)
    const progress = await roundProgress(db, division)
    const running = await db
      .select({ id: quizzes.id, kind: quizzes.kind, endsAt: quizzes.endsAt })
      .from(quizzes)
      .where(
        and(
          eq(quizzes.userId, userId),
          eq(quizzes.subject, subject),
          eq(quizzes.status, 'in_progress'),
          inArray(quizzes.kind, ['division', 'short_test']),
        ),
      )
    // A quiz past its clock is no longer running, even before a read closes it.
    const live = running.filter((quiz) => !quiz.endsAt || quiz.endsAt > new Date())
    const [last] = await db
      .select()
      .from(divisionEvents)
      .where(and(eq(divisionEvents.userId, userId), eq(divisionEvents.subject, subject)))
      .orderBy(desc(divisionEvents.createdAt))
      .limit(1)
    states.push({ subject, division, progress, running: live, last })
  }
  return states
}

/** Division quizzes: the level's difficulty, spread over the subject's domains. */
function divisionSlots(level: number, countOf = learning.divisions.questionsPerQuiz): Slot[] {
  return Array.from({ length: countOf }, () => ({ difficulty: levelDifficulty(level) }))
}

async function runningDivisionQuiz(db: Db, userId: string, subject: SubjectId, kind: 'division' | 'short_test') {
  const rows = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, userId),
        eq(quizzes.subject, subject),
        eq(quizzes.kind, kind),
        eq(quizzes.status, 'in_progress'),
      ),
    )
  for (const row of rows) {
    const quiz = await loadQuiz(db, userId, row.id) // expires it when its time is up
    if (quiz?.status === 'in_progress') return quiz
  }
  return undefined
}

/** The running quiz of that kind, resumed; undefined when there is none. */
async function resume(db: Db, userId: string, subject: SubjectId, kind: 'division' | 'short_test') {
  const running = await runningDivisionQuiz(db, userId, subject, kind)
  return running ? { quiz: running, items: await loadItems(db, running.id), created: false } : undefined
}

/** The next quiz of the round (or the one running); refused while a Short Test is pending. */
export async function startDivisionQuiz(starter: Starter, subject: SubjectId): Promise<StartedQuiz> {
  const { db } = starter.deps
  const { userId } = starter
  const running = await resume(db, userId, subject, 'division')
  if (running) return running
  const division = await getDivision(db, userId, subject)
  if (division.status === 'eligible_for_promotion')
    throw new ApiProblem(409, 'promotionTestPending', {}, { type: 'urn:exam-prep:problem:promotion-test-pending' })
  await requireSubscription(db, userId)
  const progress = await roundProgress(db, division)
  const candidates = await drawFor(starter, subject, divisionSlots(division.level))
  // A shown outcome (promoted, stayed, relegated) gives way to the new round once a quiz starts.
  await db
    .update(divisions)
    .set({ status: 'in_level' })
    .where(and(eq(divisions.userId, userId), eq(divisions.subject, subject)))
  return startQuiz(starter.deps, {
    userId,
    kind: 'division',
    system: null,
    subject,
    timerType: 'strict',
    candidates,
    division: { level: division.level, round: division.round, quizNumber: progress.solved + 1 },
  })
}

/** The Short Test that decides a promotion (or the one running); only once the round made the learner eligible. */
export async function startShortTest(starter: Starter, subject: SubjectId): Promise<StartedQuiz> {
  const { db } = starter.deps
  const { userId } = starter
  const running = await resume(db, userId, subject, 'short_test')
  if (running) return running
  const division = await getDivision(db, userId, subject)
  if (division.status !== 'eligible_for_promotion')
    throw new ApiProblem(
      409,
      'notEligibleForPromotion',
      {},
      { type: 'urn:exam-prep:problem:not-eligible-for-promotion' },
    )
  await requireSubscription(db, userId)
  const candidates = await drawFor(
    starter,
    subject,
    divisionSlots(division.level, learning.divisions.shortTestQuestions),
  )
  return startQuiz(starter.deps, {
    userId,
    kind: 'short_test',
    system: null,
    subject,
    timerType: 'strict',
    candidates,
    division: { level: division.level, round: division.round, quizNumber: null },
  })
}

/** One page of the learner's division events (rounds and Short Tests), newest first. */
export async function listDivisionProgress(
  db: Db,
  userId: string,
  query: { subject: SubjectId | undefined; page: number; perPage: number },
): Promise<{ rows: DivisionEventRow[]; total: number }> {
  const where = and(
    eq(divisionEvents.userId, userId),
    query.subject ? eq(divisionEvents.subject, query.subject) : undefined,
  )
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(divisionEvents).where(where)
  const rows = await db
    .select()
    .from(divisionEvents)
    .where(where)
    .orderBy(desc(divisionEvents.createdAt), asc(divisionEvents.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  return { rows, total }
}
