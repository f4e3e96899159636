import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { quizQuestions, quizzes } from '../../db/schema'
import { finishedFilter, sumPoints, type QuizRow } from '../quizzes/lifecycle'

/** Finished quizzes and points per kind of quiz. */
export interface KindTotals {
  kind: QuizRow['kind']
  quizzes: number
  points: number
}

/** The learner's totals over finished quizzes: per kind, and the questions answered. */
export async function homeStatistics(db: Db, userId: string): Promise<{ kinds: KindTotals[]; answered: number }> {
  const kinds = await db
    .select({ kind: quizzes.kind, quizzes: count(), points: sumPoints })
    .from(quizzes)
    .where(finishedFilter(userId))
    .groupBy(quizzes.kind)
  const [answered] = await db
    .select({ n: count() })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(and(finishedFilter(userId), eq(quizQuestions.status, 'answered')))
  return { kinds, answered: answered?.n ?? 0 }
}
