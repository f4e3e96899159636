import { and, desc, eq, inArray, not, sql } from 'drizzle-orm'
import type { Difficulty, SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { questions, quizQuestions, quizzes, reviewCards } from '../../db/schema'
import { mistakes as rules } from '../../domain/constants'
import type { MasteryLevel } from '../../domain/mastery'
import { ApiProblem } from '../../http/errors'
import type { QuestionRow, QuizItem, QuizQuestionRow, QuizRow } from '../quizzes/lifecycle'
import { masteryBySkill } from './mastery-service'
import type { ReviewCardRow } from './review-cards'

/**
 * The mistake log: every question the learner missed (answered wrongly, skipped, or left blank) in a
 * finished quiz, one row per question at its latest miss, with its review card and its skill's mastery.
 */

export interface MistakeFilters {
  subject?: SubjectId
  domain?: string
  skill?: string
  difficulty?: Difficulty
  notMastered?: boolean
  /** Only questions whose review is due at `now`. */
  dueOnly?: boolean
}

export interface MistakeEntry {
  quiz: Pick<QuizRow, 'id' | 'kind' | 'completedAt'>
  slot: QuizQuestionRow
  question: QuestionRow
  card: ReviewCardRow | null
  mastery: MasteryLevel
}

const missed = not(and(eq(quizQuestions.status, 'answered'), eq(quizQuestions.isCorrect, true))!)

/** The latest miss of each question, filtered, newest first (all of them: the caller limits). */
export async function findMistakes(
  db: Db,
  userId: string,
  filters: MistakeFilters,
  now: Date,
  questionId?: string,
): Promise<MistakeEntry[]> {
  const rows = await db
    .select({
      quiz: { id: quizzes.id, kind: quizzes.kind, completedAt: quizzes.completedAt },
      slot: quizQuestions,
      question: questions,
      card: reviewCards,
    })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .leftJoin(reviewCards, and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, quizQuestions.questionId)))
    .where(
      and(
        eq(quizzes.userId, userId),
        inArray(quizzes.status, ['completed', 'expired']),
        missed,
        questionId ? eq(quizQuestions.questionId, questionId) : undefined,
        filters.subject ? eq(questions.subject, filters.subject) : undefined,
        filters.domain ? eq(questions.domain, filters.domain) : undefined,
        filters.skill ? eq(questions.skill, filters.skill) : undefined,
        filters.difficulty ? eq(questions.difficulty, filters.difficulty) : undefined,
        filters.dueOnly ? sql`${reviewCards.due} <= ${now.toISOString()}::timestamptz` : undefined,
      ),
    )
    .orderBy(desc(quizzes.completedAt), desc(quizQuestions.position))
  const mastery = await masteryBySkill(db, userId, now, filters.subject)
  const seen = new Set<string>()
  const entries: MistakeEntry[] = []
  for (const row of rows) {
    if (seen.has(row.question.id)) continue
    seen.add(row.question.id)
    const level = mastery.get(row.question.skill)?.level ?? 'not_started'
    if (filters.notMastered && level === 'mastered') continue
    entries.push({ ...row, mastery: level })
  }
  return entries
}

/** One missed question at its latest miss; 404 when the learner never missed it. */
export async function findMistake(db: Db, userId: string, questionId: string, now: Date): Promise<MistakeEntry> {
  const [entry] = await findMistakes(db, userId, {}, now, questionId)
  if (!entry) throw new ApiProblem(404, 'notFound')
  return entry
}

/** The entry as the report's question item (the answer given, the key, the rationales). */
export const entryItem = (entry: MistakeEntry): QuizItem => ({ slot: entry.slot, question: entry.question })

/** The questions a review takes, most overdue first (a question with no card yet counts as due since its miss). */
export function reviewPick(entries: readonly MistakeEntry[]): MistakeEntry[] {
  const dueAt = (entry: MistakeEntry) => (entry.card?.due ?? entry.quiz.completedAt ?? new Date(0)).getTime()
  return [...entries].sort((a, b) => dueAt(a) - dueAt(b)).slice(0, rules.reviewQuestions)
}
