import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { questions, quizAnnotations, quizQuestions, quizzes } from '../../db/schema'
import { learning } from '../../domain/constants'
import { newId } from '../../lib/ids'
import { applyDivisionOutcome } from '../divisions/rounds'
import { recordQuizOutcome } from '../learning/review-cards'
import type { Candidate } from './draw'

/**
 * A quiz's life in the database: created with its drawn questions, read (and
 * expired once its clock has run out), locked, and scored when it closes.
 */

export type QuizRow = typeof quizzes.$inferSelect
export type QuestionRow = typeof questions.$inferSelect
export type QuizQuestionRow = typeof quizQuestions.$inferSelect
export type AnnotationRow = typeof quizAnnotations.$inferSelect
export interface QuizItem {
  slot: QuizQuestionRow
  question: QuestionRow
}

export const pointsOf = (difficulty: QuestionRow['difficulty']) => learning.points[difficulty]
const finishedStatuses = ['completed', 'expired'] as const
/** A running quiz whose clock (kept by the server) has run out: it ends as it stands. */
export const isTimeUp = (quiz: Pick<QuizRow, 'status' | 'endsAt'>, now = new Date()) =>
  quiz.status === 'in_progress' && quiz.endsAt !== null && quiz.endsAt <= now
export const isFinished = (quiz: QuizRow) => (finishedStatuses as readonly string[]).includes(quiz.status)

export async function createQuiz(
  db: Db,
  input: {
    userId: string
    kind: QuizRow['kind']
    system: QuizRow['system']
    subject: SubjectId
    domain?: string | null
    skills?: string[]
    difficulty?: QuizRow['difficulty']
    timerType: QuizRow['timerType']
    /** Seconds per question of each timer type (the server's configuration). */
    timers: Record<NonNullable<QuizRow['timerType']>, number>
    candidates: Candidate[]
    division?: { level: number; round: number; quizNumber: number | null }
    /** A full test's module: its test, its number in the test, its route, and its own clock. */
    fullTest?: { id: string; module: number; route: QuizRow['moduleRoute']; seconds: number }
  },
): Promise<QuizRow> {
  const now = new Date()
  const seconds = input.timerType && !input.fullTest ? input.timers[input.timerType] : null
  const limitSeconds = input.fullTest ? input.fullTest.seconds : seconds ? seconds * input.candidates.length : null
  const id = newId('qz')
  return db.transaction(async (tx) => {
    const [quiz] = await tx
      .insert(quizzes)
      .values({
        id,
        userId: input.userId,
        kind: input.kind,
        system: input.system,
        subject: input.subject,
        domain: input.domain ?? null,
        skills: input.skills ?? [],
        difficulty: input.difficulty ?? null,
        timerType: input.timerType,
        secondsPerQuestion: seconds,
        numberOfQuestions: input.candidates.length,
        immediateFeedback: input.kind === 'practice' || input.kind === 'review',
        startedAt: now,
        endsAt: limitSeconds ? new Date(now.getTime() + limitSeconds * 1000) : null,
        divisionLevel: input.division?.level ?? null,
        divisionRound: input.division?.round ?? null,
        divisionQuizNumber: input.division?.quizNumber ?? null,
        fullTestId: input.fullTest?.id ?? null,
        fullTestModule: input.fullTest?.module ?? null,
        moduleRoute: input.fullTest?.route ?? null,
      })
      .returning()
    await tx
      .insert(quizQuestions)
      .values(
        input.candidates.map((candidate, index) => ({ quizId: id, position: index + 1, questionId: candidate.id })),
      )
    return quiz!
  })
}

export async function loadItems(db: Db, quizId: string): Promise<QuizItem[]> {
  const rows = await db
    .select({ slot: quizQuestions, question: questions })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position))
  return rows
}

/** A quiz's highlights and notes, in the order they were made. */
export async function loadAnnotations(db: Db, quizId: string): Promise<AnnotationRow[]> {
  return db
    .select()
    .from(quizAnnotations)
    .where(eq(quizAnnotations.quizId, quizId))
    .orderBy(asc(quizAnnotations.position), asc(quizAnnotations.start), asc(quizAnnotations.id))
}

/** The learner's quiz (another learner's is "not found"), ended as it stands when its time is up. */
export async function loadQuiz(db: Db, userId: string, quizId: string): Promise<QuizRow | undefined> {
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.userId, userId)))
  if (!quiz) return undefined
  if (isTimeUp(quiz)) return finalizeQuiz(db, userId, quizId, 'expired')
  return quiz
}

/** Locks the learner's quiz row for the rest of the transaction; undefined when it is not theirs. */
export async function lockQuiz(tx: Db, userId: string, quizId: string): Promise<QuizRow | undefined> {
  const [quiz] = await tx
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.userId, userId)))
    .for('update')
  return quiz
}

/**
 * Scores a quiz and closes it (completed by the learner, or expired by the
 * clock) in one transaction, under the quiz row's lock: saves, exits and
 * other ends wait for it, and what is scored is what is stored. A quiz that
 * is no longer running is returned as it is, so nothing is awarded twice.
 */
export async function finalizeQuiz(
  db: Db,
  userId: string,
  quizId: string,
  status: 'completed' | 'expired',
): Promise<QuizRow | undefined> {
  return db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, userId, quizId)
    if (!quiz || quiz.status !== 'in_progress') return quiz
    return closeQuiz(tx, quiz, status)
  })
}

/** Scores and closes a running quiz whose row the caller's transaction has locked (`lockQuiz`). */
export async function closeQuiz(tx: Db, quiz: QuizRow, status: 'completed' | 'expired'): Promise<QuizRow> {
  const items = await loadItems(tx, quiz.id)
  const correct = items.filter((item) => item.slot.status === 'answered' && item.slot.isCorrect).length
  const wrong = items.filter((item) => item.slot.status === 'answered' && !item.slot.isCorrect).length
  const skipped = items.filter((item) => item.slot.status === 'skipped').length
  const total = items.length
  const percentage = total ? Math.floor((correct * 100) / total) : 0
  // A review retries questions already scored: it earns no points (issue 19).
  const scored = quiz.kind !== 'review'
  const earned = scored
    ? items.reduce(
        (sum, item) =>
          sum + (item.slot.status === 'answered' && item.slot.isCorrect ? pointsOf(item.question.difficulty) : 0),
        0,
      )
    : 0
  const max = scored ? items.reduce((sum, item) => sum + pointsOf(item.question.difficulty), 0) : 0
  const now = new Date()
  const completedAt = status === 'expired' && quiz.endsAt && quiz.endsAt < now ? quiz.endsAt : now
  const [closed] = await tx
    .update(quizzes)
    .set({
      status,
      completedAt,
      correctCount: correct,
      wrongCount: wrong,
      unansweredCount: total - correct - wrong,
      skippedCount: skipped,
      percentage,
      statusCode: percentage >= 80 ? 3 : percentage >= 50 ? 2 : 1,
      pointsEarned: earned,
      maxPoints: max,
      estimatedScore: quiz.kind === 'evaluation' ? estimateScore(earned, max) : null,
    })
    .where(and(eq(quizzes.id, quiz.id), eq(quizzes.status, 'in_progress')))
    .returning()
  if (!closed) throw new Error(`closeQuiz: quiz ${quiz.id} was not running under its lock`)
  await recordQuizOutcome(
    tx,
    quiz.userId,
    quiz.kind === 'review' ? 'review' : 'other',
    items.map((item) => ({
      questionId: item.question.id,
      correct: item.slot.status === 'answered' && item.slot.isCorrect === true,
    })),
    now,
  )
  if (closed.kind !== 'division' && closed.kind !== 'short_test') return closed
  const divisionResult = await applyDivisionOutcome(tx, closed)
  const [withDivision] = await tx.update(quizzes).set({ divisionResult }).where(eq(quizzes.id, quiz.id)).returning()
  return withDivision!
}

/**
 * An estimate of the section score on the 200-800 scale from the share of
 * difficulty-weighted points (hard questions weigh more, as on the adaptive
 * test), rounded to 10. Labelled as an estimate wherever it is shown.
 */
export const estimateScore = (earned: number, max: number) =>
  max > 0 ? Math.round((200 + (600 * earned) / max) / 10) * 10 : 200

/**
 * Finished quizzes of the learner (completed or expired), full tests' modules aside: a full test is
 * listed, counted and reported as one (modules/full-tests).
 */
export const finishedFilter = (userId: string) =>
  and(eq(quizzes.userId, userId), inArray(quizzes.status, [...finishedStatuses]), ne(quizzes.kind, 'full_test'))

export const sumPoints = sql<number>`cast(coalesce(sum(${quizzes.pointsEarned}), 0) as integer)`
