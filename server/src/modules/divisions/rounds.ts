import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Schemas } from '../../api/contract'
import type { Db } from '../../db/client'
import { divisionEvents, divisions, quizzes, type DivisionResultRecord } from '../../db/schema'
import type { Difficulty, SubjectId } from '../../content/types'
import { learning } from '../../domain/constants'
import { newId } from '../../lib/ids'
import { notificationLinks, notify } from '../notifications/service'

const rules = learning.divisions
export type DivisionRow = typeof divisions.$inferSelect
type DivisionStatus = Schemas['DivisionStatus']

/** Levels 1-3 draw easy questions, 4-7 medium, 8-10 hard. */
export const levelDifficulty = (level: number): Difficulty => (level <= 3 ? 'easy' : level <= 7 ? 'medium' : 'hard')

/** The round's maximum: every question of its quizzes right, at the level's difficulty. */
export const roundMaxPoints = (level: number) =>
  rules.quizzesPerLevel * rules.questionsPerQuiz * learning.points[levelDifficulty(level)]

export const percentOf = (points: number, max: number) => (max > 0 ? Math.floor((points * 100) / max) : 0)
export const promotionThreshold = (level: number) => Math.ceil((roundMaxPoints(level) * rules.promotionPercent) / 100)
export const relegationBound = (level: number) => Math.ceil((roundMaxPoints(level) * rules.relegationPercent) / 100)

/** The learner's division of a subject, created at level 1 on first read. */
export async function getDivision(db: Db, userId: string, subject: SubjectId): Promise<DivisionRow> {
  await db.insert(divisions).values({ userId, subject }).onConflictDoNothing()
  const [row] = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.userId, userId), eq(divisions.subject, subject)))
  return row!
}

const finished = inArray(quizzes.status, ['completed', 'expired'])

/** Points and finished quizzes of the round under way. */
export async function roundProgress(db: Db, division: DivisionRow) {
  const [row] = await db
    .select({ points: sql<number>`cast(coalesce(sum(${quizzes.pointsEarned}), 0) as integer)`, solved: count() })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, division.userId),
        eq(quizzes.subject, division.subject),
        eq(quizzes.kind, 'division'),
        eq(quizzes.divisionRound, division.round),
        finished,
      ),
    )
  return { points: row?.points ?? 0, solved: row?.solved ?? 0 }
}

/**
 * After a division quiz or Short Test is scored (inside its transaction):
 * the round's outcome by the thresholds of DESIGN §3, the new level and
 * status, and an event for the progress page with its notification.
 */
export async function applyDivisionOutcome(db: Db, quiz: typeof quizzes.$inferSelect): Promise<DivisionResultRecord> {
  const division = await getDivision(db, quiz.userId, quiz.subject)
  const level = division.level
  let status: DivisionStatus
  let levelAfter = level
  let nextRound = division.round
  let points: number
  let maxPoints: number

  if (quiz.kind === 'short_test') {
    points = quiz.pointsEarned ?? 0
    maxPoints = quiz.maxPoints ?? 1
    const passed = (quiz.percentage ?? 0) >= rules.shortTestPassPercent
    status = passed ? 'promoted' : 'stayed'
    if (passed) levelAfter = Math.min(rules.levels, level + 1)
    nextRound += 1
  } else {
    const progress = await roundProgress(db, division)
    points = progress.points
    maxPoints = roundMaxPoints(level)
    const percentage = percentOf(points, maxPoints)
    if (progress.solved < rules.quizzesPerLevel) status = 'in_level'
    else if (percentage >= rules.promotionPercent && level < rules.levels) status = 'eligible_for_promotion'
    else if (percentage >= rules.relegationPercent) {
      status = 'stayed'
      nextRound += 1
    } else {
      // Below the band: down one level; at level 1 there is no lower level, so the learner stays.
      status = level > 1 ? 'relegated' : 'stayed'
      levelAfter = Math.max(1, level - 1)
      nextRound += 1
    }
  }
  const record: DivisionResultRecord = {
    levelBefore: level,
    levelAfter,
    status,
    points,
    maxPoints,
    percentage: percentOf(points, maxPoints),
  }
  await db
    .update(divisions)
    .set({ level: levelAfter, round: nextRound, status, updatedAt: new Date() })
    .where(and(eq(divisions.userId, division.userId), eq(divisions.subject, division.subject)))
  if (status !== 'in_level') {
    const eventId = newId('dev')
    await db.insert(divisionEvents).values({
      id: eventId,
      userId: quiz.userId,
      subject: quiz.subject,
      event: quiz.kind === 'short_test' ? 'short_test' : 'round_completed',
      quizId: quiz.id,
      levelBefore: level,
      levelAfter,
      status,
      points,
      maxPoints,
      percentage: record.percentage,
    })
    await notify(db, {
      userId: quiz.userId,
      type: 'division_result',
      params: { subject: quiz.subject, status, level: levelAfter },
      link: notificationLinks.divisionProgress,
      eventKey: `division_result:${eventId}`,
    })
  }
  return record
}
