import { and, count, desc, eq, gte, lt } from 'drizzle-orm'
import type { SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { quizzes } from '../../db/schema'
import { finishedFilter, type QuizRow } from '../quizzes/lifecycle'

/** The filters of the history list; dates are whole UTC days, `to` included. */
export interface HistoryFilters {
  system?: 'SAT' | 'EST'
  subject?: SubjectId
  kind?: QuizRow['kind']
  domain?: string
  from?: Date
  to?: Date
}

/** One page of the learner's finished quizzes, newest first, with the total the filters match. */
export async function listHistory(
  db: Db,
  userId: string,
  filters: HistoryFilters,
  page: { page: number; perPage: number },
): Promise<{ rows: QuizRow[]; total: number }> {
  const conditions = [finishedFilter(userId)]
  if (filters.system) conditions.push(eq(quizzes.system, filters.system))
  if (filters.subject) conditions.push(eq(quizzes.subject, filters.subject))
  if (filters.kind) conditions.push(eq(quizzes.kind, filters.kind))
  if (filters.domain) conditions.push(eq(quizzes.domain, filters.domain))
  if (filters.from) conditions.push(gte(quizzes.createdAt, filters.from))
  if (filters.to) conditions.push(lt(quizzes.createdAt, new Date(filters.to.getTime() + 86_400_000)))
  const where = and(...conditions)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(quizzes).where(where)
  const rows = await db
    .select()
    .from(quizzes)
    .where(where)
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
  return { rows, total }
}
