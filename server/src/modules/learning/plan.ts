import { and, asc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { fullTests, quizQuestions, quizzes, studyPlans } from '../../db/schema'
import { DAY, mistakes } from '../../domain/constants'
import { invalid } from '../../http/errors'

/**
 * The plan to test day: the target date and score, and what follows from them on the learner's
 * calendar (their time zone, sent by the browser): days left, the daily goal, today's answers, the
 * streak of days that met the goal, and the score trend.
 */

const rules = mistakes.plan
export type PlanRow = typeof studyPlans.$inferSelect

/** A known IANA zone, or UTC (the contract: an unknown zone counts as UTC). */
export function safeTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return 'UTC'
  }
}

/** The calendar day of `at` in the zone, as YYYY-MM-DD. */
export function localDay(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  )
}

/** Whole days from day `a` to day `b` (YYYY-MM-DD each). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY)

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

export interface TrendPoint {
  at: Date
  source: 'full_test' | 'evaluation'
  score: number
  low: number
  high: number
}

/** Questions a day: the practice the score gap asks for, spread over the days left, within the bounds. */
export function dailyGoal(targetScore: number, currentScore: number | null, daysLeft: number): number {
  const gap = Math.max(0, targetScore - (currentScore ?? rules.unknownScore))
  const questions = (gap / 10) * rules.questionsPer10Points
  const goal = Math.ceil(questions / Math.max(1, daysLeft))
  return Math.min(rules.maxDailyGoal, Math.max(rules.minDailyGoal, goal))
}

/**
 * Consecutive days meeting the goal, ending today when today's is met, else yesterday (today is still
 * open). `counts` maps a local day to the questions answered that day.
 */
export function streakDays(counts: ReadonlyMap<string, number>, today: string, goal: number): number {
  let day = (counts.get(today) ?? 0) >= goal ? today : shiftDay(today, -1)
  let streak = 0
  while ((counts.get(day) ?? 0) >= goal) {
    streak++
    day = shiftDay(day, -1)
  }
  return streak
}

/** The validation of a target (422 per field): the date from today to two years ahead, in the learner's zone. */
export function checkTarget(targetDate: string, now: Date, zone: string): void {
  const today = localDay(now, zone)
  const parsed = Date.parse(`${targetDate}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(targetDate) || Number.isNaN(parsed) || shiftDay(targetDate, 0) !== targetDate)
    throw invalid({ target_date: { key: 'fieldInvalid' } })
  if (daysBetween(today, targetDate) < 0) throw invalid({ target_date: { key: 'planDateInPast' } })
  if (daysBetween(today, targetDate) > rules.maxDaysAhead) throw invalid({ target_date: { key: 'planDateTooFar' } })
}

export async function setPlan(
  db: Db,
  userId: string,
  input: { targetDate: string; targetScore: number; timeZone: string },
  now: Date,
): Promise<PlanRow> {
  const timeZone = safeTimeZone(input.timeZone)
  checkTarget(input.targetDate, now, timeZone)
  const values = { userId, targetDate: input.targetDate, targetScore: input.targetScore, timeZone, updatedAt: now }
  const [row] = await db
    .insert(studyPlans)
    .values(values)
    .onConflictDoUpdate({ target: studyPlans.userId, set: values })
    .returning()
  return row!
}

export async function loadPlan(db: Db, userId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId))
  return row
}

export async function deletePlan(db: Db, userId: string): Promise<void> {
  await db.delete(studyPlans).where(eq(studyPlans.userId, userId))
}

/**
 * Score points, oldest first: each full test's total, and, from the moment both sections have one,
 * the sum of the latest evaluation estimate of each (an evaluation's estimate has no range).
 */
export async function scoreTrend(db: Db, userId: string): Promise<TrendPoint[]> {
  const tests = await db
    .select({ at: fullTests.completedAt, score: fullTests.score })
    .from(fullTests)
    .where(and(eq(fullTests.userId, userId), eq(fullTests.status, 'completed'), isNotNull(fullTests.score)))
  const evaluations = await db
    .select({ at: quizzes.completedAt, subject: quizzes.subject, score: quizzes.estimatedScore })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, userId),
        eq(quizzes.kind, 'evaluation'),
        inArray(quizzes.status, ['completed', 'expired']),
        isNotNull(quizzes.estimatedScore),
      ),
    )
    .orderBy(asc(quizzes.completedAt))
  const points: TrendPoint[] = tests
    .filter((t) => t.at && t.score)
    .map((t) => ({ at: t.at!, source: 'full_test', ...t.score!.total }))
  const latest = new Map<SubjectId, number>()
  for (const evaluation of evaluations) {
    latest.set(evaluation.subject, evaluation.score!)
    if (latest.size < 2) continue
    const score = [...latest.values()].reduce((a, b) => a + b, 0)
    points.push({ at: evaluation.at!, source: 'evaluation', score, low: score, high: score })
  }
  return points.sort((a, b) => a.at.getTime() - b.at.getTime()).slice(-rules.trendPoints)
}

/** Questions answered per local day (in quizzes not exited), over the last year and a day. */
export async function answersPerDay(db: Db, userId: string, zone: string, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ at: quizQuestions.answeredAt })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(
      and(
        eq(quizzes.userId, userId),
        ne(quizzes.status, 'exited'),
        eq(quizQuestions.status, 'answered'),
        gte(quizQuestions.answeredAt, sql`${new Date(now.getTime() - 367 * DAY).toISOString()}::timestamptz`),
      ),
    )
  const counts = new Map<string, number>()
  for (const { at } of rows) {
    if (!at) continue
    const day = localDay(at, zone)
    counts.set(day, (counts.get(day) ?? 0) + 1)
  }
  return counts
}

export interface PlanView {
  plan: PlanRow
  daysLeft: number
  dailyGoal: number
  todayCount: number
  streakDays: number
  currentScore: number | null
  trend: TrendPoint[]
}

export async function planView(db: Db, plan: PlanRow, now: Date): Promise<PlanView> {
  const zone = safeTimeZone(plan.timeZone)
  const today = localDay(now, zone)
  const daysLeft = Math.max(0, daysBetween(today, plan.targetDate))
  const trend = await scoreTrend(db, plan.userId)
  const currentScore = trend.at(-1)?.score ?? null
  const goal = dailyGoal(plan.targetScore, currentScore, daysLeft)
  const counts = await answersPerDay(db, plan.userId, zone, now)
  return {
    plan,
    daysLeft,
    dailyGoal: goal,
    todayCount: counts.get(today) ?? 0,
    streakDays: streakDays(counts, today, goal),
    currentScore,
    trend,
  }
}
