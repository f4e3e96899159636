import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { quizzes } from '../../db/schema'
import { ApiProblem } from '../../http/errors'
import { finishedFilter, loadItems, sumPoints, type QuizItem, type QuizRow } from '../quizzes/lifecycle'
import { ownQuiz } from '../quizzes/service'

/** Which points total a report shows the quiz's points against (division quizzes and Short Tests share one). */
export const pointsCategory = {
  evaluation: 'evaluate',
  practice: 'practice',
  division: 'division',
  short_test: 'division',
  // A review earns no points: its report shows 0 of the practice total.
  review: 'practice',
} as const
/** The kinds that have a report of their own (a full test's module is reported with its test). */
export type ReportedKind = keyof typeof pointsCategory

/** What a report is made of: the finished quiz, its questions, its last attempts and its category's points. */
export interface ReportData {
  quiz: QuizRow
  items: QuizItem[]
  attempts: { id: string; percentage: number | null; completedAt: Date | null }[]
  categoryTotal: number
}

/**
 * The report of one of the learner's finished quizzes: an exited quiz has
 * none (404), a running one not yet (409).
 */
export async function loadReport(db: Db, userId: string, quizId: string): Promise<ReportData> {
  const quiz = await ownQuiz(db, userId, quizId)
  // A full test's module is reported with its test (GET /full-tests/{id}/report).
  if (quiz.status === 'exited' || quiz.kind === 'full_test') throw new ApiProblem(404, 'notFound')
  if (quiz.status === 'in_progress')
    throw new ApiProblem(409, 'quizNotFinished', {}, { type: 'urn:exam-prep:problem:quiz-not-finished' })
  const items = await loadItems(db, quiz.id)
  const attempts = await db
    .select({ id: quizzes.id, percentage: quizzes.percentage, completedAt: quizzes.completedAt })
    .from(quizzes)
    .where(
      and(
        finishedFilter(quiz.userId),
        eq(quizzes.kind, quiz.kind),
        eq(quizzes.subject, quiz.subject),
        sql`${quizzes.completedAt} <= ${quiz.completedAt!.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(quizzes.completedAt))
    .limit(10)
  attempts.reverse()
  const [totals] = await db
    .select({ points: sumPoints })
    .from(quizzes)
    .where(
      and(
        finishedFilter(quiz.userId),
        pointsCategory[quiz.kind as ReportedKind] === 'division'
          ? sql`${quizzes.kind} in ('division', 'short_test')`
          : eq(quizzes.kind, quiz.kind),
      ),
    )
  return { quiz, items, attempts, categoryTotal: totals?.points ?? 0 }
}
