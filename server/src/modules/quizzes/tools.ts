import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { questions, quizAnnotations, quizQuestions } from '../../db/schema'
import { ApiProblem, invalid } from '../../http/errors'
import { newId } from '../../lib/ids'
import { finalizeQuiz, isTimeUp, lockQuiz, type AnnotationRow, type QuizItem, type QuizRow } from './lifecycle'
import { notRunning } from './writes'

/**
 * The test-day tools' writes (issue 17): struck-out choices and passage highlights with notes. Each
 * locks the quiz row first and checks it runs, in the transaction that writes, so a tool never
 * changes a quiz that has ended; a write after the time ran out ends the quiz as it stands.
 */

/** At most this many highlights per question (a passage is at most 150 words). */
export const maxAnnotationsPerQuestion = 50

const notFound = () => new ApiProblem(404, 'notFound')

interface Target {
  userId: string
  quizId: string
}

/** Runs `write` under the running quiz's lock; a quiz whose time ran out is ended, then refused. */
async function whileRunning<T>(db: Db, target: Target, write: (tx: Db, quiz: QuizRow) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, target.userId, target.quizId)
    if (!quiz) throw notFound()
    if (quiz.status !== 'in_progress') throw notRunning()
    if (isTimeUp(quiz)) return { timeUp: true as const }
    return { timeUp: false as const, value: await write(tx, quiz) }
  })
  if (result.timeUp) {
    await finalizeQuiz(db, target.userId, target.quizId, 'expired')
    throw notRunning()
  }
  return result.value
}

async function itemOf(tx: Db, quizId: string, questionId: string): Promise<QuizItem> {
  const [item] = await tx
    .select({ slot: quizQuestions, question: questions })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.questionId, questionId)))
  if (!item) throw notFound()
  return item
}

/**
 * Replaces a question's struck-out choices. Striking the selected choice clears the selection, as a
 * struck choice is never the selected one; in practice an answered question keeps its answer, so
 * its choice cannot be struck (409).
 */
export async function setEliminations(
  db: Db,
  target: Target & { questionId: string; eliminated: string[] },
): Promise<{ quiz: QuizRow; item: QuizItem }> {
  return whileRunning(db, target, async (tx, quiz) => {
    const item = await itemOf(tx, quiz.id, target.questionId)
    const ids = new Set(item.question.choices.map((choice) => choice.id))
    const errors = Object.fromEntries(
      target.eliminated
        .map((id, index) => [index, id] as const)
        .filter(([, id]) => !ids.has(id))
        .map(([index]) => [`eliminated.${index}`, { key: 'choiceNotInQuestion' as const }]),
    )
    if (Object.keys(errors).length) throw invalid(errors)
    const clears = item.slot.choiceId !== null && target.eliminated.includes(item.slot.choiceId)
    if (clears && quiz.immediateFeedback && item.slot.status === 'answered')
      throw new ApiProblem(409, 'alreadyAnswered', {}, { type: 'urn:exam-prep:problem:already-answered' })
    const [slot] = await tx
      .update(quizQuestions)
      .set({
        eliminated: target.eliminated,
        ...(clears
          ? {
              choiceId: null,
              isCorrect: null,
              answeredAt: null,
              status: item.slot.status === 'skipped' ? 'skipped' : 'not_answered',
            }
          : {}),
      })
      .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.position, item.slot.position)))
      .returning()
    return { quiz, item: { ...item, slot: slot! } }
  })
}

/** Keeps a highlight of the question's passage, with an optional note. */
export async function createAnnotation(
  db: Db,
  target: Target & { questionId: string; start: number; end: number; note: string | null },
): Promise<AnnotationRow> {
  return whileRunning(db, target, async (tx, quiz) => {
    const item = await itemOf(tx, quiz.id, target.questionId)
    const length = item.question.passage?.length ?? 0
    if (target.start >= target.end || target.end > length) throw invalid({ end: { key: 'annotationOutOfPassage' } })
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(quizAnnotations)
      .where(and(eq(quizAnnotations.quizId, quiz.id), eq(quizAnnotations.position, item.slot.position)))
    if (n >= maxAnnotationsPerQuestion) throw invalid({ start: { key: 'tooManyAnnotations' } })
    const [annotation] = await tx
      .insert(quizAnnotations)
      .values({
        id: newId('an'),
        quizId: quiz.id,
        position: item.slot.position,
        start: target.start,
        end: target.end,
        note: target.note?.trim() || null,
      })
      .returning()
    return annotation!
  })
}

/** The question id of a quiz position (an annotation's question). */
async function questionAt(tx: Db, quizId: string, position: number): Promise<string> {
  const [slot] = await tx
    .select({ id: quizQuestions.questionId })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.position, position)))
  return slot!.id
}

/** Changes a highlight's note (empty removes it). */
export async function updateAnnotation(
  db: Db,
  target: Target & { annotationId: string; note: string | null },
): Promise<{ annotation: AnnotationRow; questionId: string }> {
  return whileRunning(db, target, async (tx, quiz) => {
    const [annotation] = await tx
      .update(quizAnnotations)
      .set({ note: target.note?.trim() || null })
      .where(and(eq(quizAnnotations.id, target.annotationId), eq(quizAnnotations.quizId, quiz.id)))
      .returning()
    if (!annotation) throw notFound()
    return { annotation, questionId: await questionAt(tx, quiz.id, annotation.position) }
  })
}

/** Removes a highlight; one already gone is removed too (the same request repeated). */
export async function deleteAnnotation(db: Db, target: Target & { annotationId: string }): Promise<void> {
  await whileRunning(db, target, async (tx, quiz) => {
    await tx
      .delete(quizAnnotations)
      .where(and(eq(quizAnnotations.id, target.annotationId), eq(quizAnnotations.quizId, quiz.id)))
  })
}
