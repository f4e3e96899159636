import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { questions, reviewCards } from '../../db/schema'
import { newReviewCard, reviewCard, type ReviewCard } from '../../domain/review-schedule'

/**
 * The review schedule of missed questions, moved when a quiz closes (in the transaction that closes
 * it, under the quiz's lock, so a quiz moves the cards once): a quiz of any kind puts each question it
 * missed into the schedule; a review quiz moves each of its questions, further out when right, back
 * the next day when wrong or left.
 */

export type ReviewCardRow = typeof reviewCards.$inferSelect

/** One question of a closing quiz: right (answered and correct) or not. */
export interface ClosedQuestion {
  questionId: string
  correct: boolean
}

export const cardOf = (row: ReviewCardRow): ReviewCard => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsedDays: row.elapsedDays,
  scheduledDays: row.scheduledDays,
  learningSteps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  lastReview: row.lastReview,
})

/**
 * The cards after a quiz closes at `now`. In a review, every question is graded (a card missing, as
 * for a question the learner never missed elsewhere, starts new first). Elsewhere only misses count: a
 * new miss enters due at once; a miss of a card already reviewed is a lapse (Again); a card not yet
 * reviewed stays as it is, due. Right answers outside a review leave the schedule alone: the schedule
 * is the review's, and a question seen again in a practice is not a spaced recall.
 */
export function nextCards(
  kind: 'review' | 'other',
  questions: readonly ClosedQuestion[],
  existing: ReadonlyMap<string, ReviewCard>,
  now: Date,
): Map<string, ReviewCard> {
  const next = new Map<string, ReviewCard>()
  for (const { questionId, correct } of questions) {
    const card = existing.get(questionId)
    if (kind === 'review') next.set(questionId, reviewCard(card ?? newReviewCard(now), correct, now))
    else if (!correct && !card) next.set(questionId, newReviewCard(now))
    else if (!correct && card && card.state !== 'new') next.set(questionId, reviewCard(card, false, now))
  }
  return next
}

/** Moves the learner's cards for a closing quiz's questions; `tx` is the closing transaction. */
export async function recordQuizOutcome(
  tx: Db,
  userId: string,
  kind: 'review' | 'other',
  questions: readonly ClosedQuestion[],
  now: Date,
): Promise<void> {
  const ids = questions.map((q) => q.questionId)
  if (!ids.length) return
  // Locked: two quizzes closing at once that share a question move its card one after the other.
  const rows = await tx
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, ids)))
    .for('update')
  const existing = new Map(rows.map((row) => [row.questionId, cardOf(row)]))
  const next = nextCards(kind, questions, existing, now)
  if (!next.size) return
  await tx
    .insert(reviewCards)
    .values([...next].map(([questionId, card]) => ({ userId, questionId, ...card, updatedAt: now })))
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.questionId],
      set: {
        due: sql`excluded.due`,
        stability: sql`excluded.stability`,
        difficulty: sql`excluded.difficulty`,
        elapsedDays: sql`excluded.elapsed_days`,
        scheduledDays: sql`excluded.scheduled_days`,
        learningSteps: sql`excluded.learning_steps`,
        reps: sql`excluded.reps`,
        lapses: sql`excluded.lapses`,
        state: sql`excluded.state`,
        lastReview: sql`excluded.last_review`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
}

/** Questions due for review at `now`, per subject, and when the next one not yet due falls due. */
export async function dueSummary(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ counts: { subject: 'math' | 'reading_writing'; due: number }[]; next: Date | null }> {
  const at = `${now.toISOString()}`
  const rows = await db
    .select({
      subject: questions.subject,
      due: sql<number>`cast(count(*) filter (where ${reviewCards.due} <= ${at}::timestamptz) as integer)`,
      next: sql<
        string | null
      >`extract(epoch from min(${reviewCards.due}) filter (where ${reviewCards.due} > ${at}::timestamptz))`,
    })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(eq(reviewCards.userId, userId))
    .groupBy(questions.subject)
  const subjects = ['math', 'reading_writing'] as const
  const counts = subjects.map((subject) => ({
    subject,
    due: Number(rows.find((row) => row.subject === subject)?.due ?? 0),
  }))
  const nexts = rows.filter((row) => row.next !== null).map((row) => Number(row.next) * 1000)
  const next = nexts.length ? new Date(Math.min(...nexts)) : null
  return { counts, next }
}
