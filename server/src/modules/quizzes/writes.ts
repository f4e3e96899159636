import { and, eq, sql } from 'drizzle-orm'
import type { Bilingual } from '../../content/types'
import { responseMatch } from '../../../../common/answers/student-response'
import type { Db } from '../../db/client'
import { runPrepared } from '../../db/prepared'
import { quizQuestions, quizzes } from '../../db/schema'
import { ApiProblem, invalid } from '../../http/errors'
import type { MessageKey } from '../../i18n/messages'
import { closeQuiz, finalizeQuiz, isFinished, isTimeUp, lockQuiz, type QuizRow } from './lifecycle'

/**
 * The writes of a running quiz: save, skip, end and exit. Each one checks the
 * quiz's state in the statement or transaction that changes it:
 * - a save or skip is one statement that takes a share lock on the quiz row,
 *   so it waits for an end or exit under way and then sees their status;
 * - end and exit lock the quiz row (`FOR UPDATE`) first, so they wait for the
 *   saves already holding it and for each other, and score or discard what
 *   is stored at that moment.
 * PGlite runs one statement at a time, so the same code holds there too.
 */

export const notRunning = () =>
  new ApiProblem(409, 'quizNotRunning', {}, { type: 'urn:exam-prep:problem:quiz-not-running' })
const alreadyAnswered = () =>
  new ApiProblem(409, 'alreadyAnswered', {}, { type: 'urn:exam-prep:problem:already-answered' })
const notFound = () => new ApiProblem(404, 'notFound')

export type SaveInput =
  | { kind: 'skip' }
  | {
      kind: 'answer'
      /** Whether `choice_id` or `response` was sent (either may be null: a cleared answer). */
      answering: boolean
      choiceId: string | null
      response: string | null
      markedForReview: boolean | undefined
      /** The learner's time on the question so far, as the screen counts it (kept when larger). */
      secondsSpent?: number
    }

/** What the save statement answers: the quiz's state, the slot's question and key, and the slot as saved. */
export interface SavedRow extends Record<string, unknown> {
  quiz_status: QuizRow['status']
  time_up: boolean
  immediate_feedback: boolean
  ends_at: string | Date | null
  position: number | null
  invalid: string | null
  saved_position: number | null
  saved_status: 'not_answered' | 'answered' | 'skipped' | null
  saved_choice_id: string | null
  saved_response: string | null
  saved_marked: boolean | null
  saved_is_correct: boolean | null
  format: 'multiple_choice' | 'student_produced' | null
  correct_choice_id: string | null
  accepted_answers: string[] | null
  explanation: string | null
  explanation_ar: string | null
  rationales: Record<string, Bilingual> | null
  difficulty: 'easy' | 'medium' | 'hard' | null
  others_answered: number | string
  others_last_done: number | string | null
  total: number | string
}

/** A save that was written: its slot as it now stands. */
export type SavedAnswer = SavedRow & { saved_position: number; saved_status: NonNullable<SavedRow['saved_status']> }

const invalidKeys = {
  responseForChoice: 'response',
  choiceNotInQuestion: 'choice_id',
  choiceForResponse: 'choice_id',
  responseInvalid: 'response',
} as const satisfies Record<string, string>

/**
 * Saves an answer (or a skip) in one round trip: one statement that locks the
 * quiz row for share, validates the input against the question, scores it,
 * writes the slot only while the quiz runs (and, in practice, only the first
 * answer), and returns what the answer body needs (`answerResultBody`).
 */
export async function saveAnswer(
  db: Db,
  input: { userId: string; quizId: string; questionId: string } & SaveInput,
): Promise<SavedAnswer> {
  const answer = input.kind === 'answer' ? input : undefined
  const answering = answer?.answering ?? false
  const choice = answer?.choiceId ?? null
  const response = answer?.response ?? null
  const match = response === null ? null : responseMatch(response)
  const mark = answer?.markedForReview ?? null
  const seconds = answer?.secondsSpent ?? null
  const skip = input.kind === 'skip'
  const rows = await runPrepared<SavedRow>(
    db,
    'save_answer',
    sql`
    WITH quiz AS (
      SELECT id, status, immediate_feedback, ends_at, number_of_questions,
             (status = 'in_progress' AND ends_at IS NOT NULL AND ends_at <= now()) AS time_up
      FROM quizzes
      WHERE id = ${input.quizId} AND user_id = ${input.userId}
      FOR SHARE
    ),
    slot AS (
      SELECT qq.position, qn.format, qn.choices, qn.correct_choice_id, qn.accepted_answers, qn.answer_value,
             qn.explanation, qn.explanation_ar, qn.rationales, qn.difficulty
      FROM quiz_questions qq JOIN questions qn ON qn.id = qq.question_id
      WHERE qq.quiz_id = ${input.quizId} AND qq.question_id = ${input.questionId}
    ),
    verdict AS (
      SELECT slot.*,
        CASE
          WHEN NOT ${answering}::boolean THEN NULL
          WHEN slot.format = 'multiple_choice' AND ${response}::text IS NOT NULL THEN 'responseForChoice'
          WHEN slot.format = 'multiple_choice' AND ${choice}::text IS NOT NULL
               AND NOT slot.choices @> jsonb_build_array(jsonb_build_object('id', ${choice}::text)) THEN 'choiceNotInQuestion'
          WHEN slot.format = 'student_produced' AND ${choice}::text IS NOT NULL THEN 'choiceForResponse'
          WHEN slot.format = 'student_produced' AND ${response}::text IS NOT NULL
               AND ${match?.value ?? null}::float8 IS NULL THEN 'responseInvalid'
        END AS invalid,
        (CASE WHEN slot.format = 'multiple_choice' THEN ${choice}::text ELSE ${response}::text END) IS NULL AS cleared,
        CASE WHEN slot.format = 'multiple_choice' THEN ${choice}::text END AS new_choice,
        CASE WHEN slot.format = 'student_produced' THEN ${response}::text END AS new_response,
        CASE WHEN slot.format = 'multiple_choice' THEN ${choice}::text IS NOT NULL AND ${choice}::text = slot.correct_choice_id
             ELSE ${response}::text IS NOT NULL AND (
               slot.accepted_answers ? ${match?.text ?? ''}::text
               OR abs(${match?.value ?? null}::float8 - slot.answer_value) < ${match?.tolerance ?? 0}::float8
             ) IS TRUE
        END AS correct
      FROM slot
    ),
    saved AS (
      UPDATE quiz_questions qq SET
        marked_for_review = coalesce(${mark}::boolean, qq.marked_for_review),
        seconds_spent = greatest(qq.seconds_spent, coalesce(${seconds}::integer, 0)),
        -- A struck choice is never the selected one: choosing it restores it.
        eliminated = CASE WHEN ${answering}::boolean AND v.new_choice IS NOT NULL
            AND NOT (quiz.immediate_feedback AND qq.status = 'answered')
          THEN qq.eliminated - v.new_choice ELSE qq.eliminated END,
        status = CASE
          WHEN ${skip}::boolean THEN (CASE WHEN qq.status = 'not_answered' THEN 'skipped' ELSE qq.status END)
          WHEN NOT ${answering}::boolean OR (quiz.immediate_feedback AND qq.status = 'answered') THEN qq.status
          WHEN v.cleared
            THEN (CASE WHEN qq.status = 'skipped' THEN 'skipped' ELSE 'not_answered' END)
          ELSE 'answered' END,
        choice_id = CASE WHEN ${answering}::boolean AND NOT (quiz.immediate_feedback AND qq.status = 'answered')
          THEN v.new_choice ELSE qq.choice_id END,
        response = CASE WHEN ${answering}::boolean AND NOT (quiz.immediate_feedback AND qq.status = 'answered')
          THEN v.new_response ELSE qq.response END,
        is_correct = CASE WHEN ${answering}::boolean AND NOT (quiz.immediate_feedback AND qq.status = 'answered')
          THEN (CASE WHEN v.cleared THEN NULL ELSE v.correct END)
          ELSE qq.is_correct END,
        answered_at = CASE WHEN ${answering}::boolean AND NOT (quiz.immediate_feedback AND qq.status = 'answered')
          THEN (CASE WHEN v.cleared THEN NULL ELSE now() END)
          ELSE qq.answered_at END
      FROM quiz, verdict v
      WHERE qq.quiz_id = quiz.id AND qq.position = v.position
        AND quiz.status = 'in_progress' AND NOT quiz.time_up AND v.invalid IS NULL
        -- In practice the first answer is locked in: re-checked on the row's newest version, so of
        -- several different answers sent at once only the first is written.
        AND NOT (${answering}::boolean AND quiz.immediate_feedback AND qq.status = 'answered'
                 AND (qq.choice_id IS DISTINCT FROM v.new_choice OR qq.response IS DISTINCT FROM v.new_response))
      RETURNING qq.position, qq.status, qq.choice_id, qq.response, qq.marked_for_review, qq.is_correct
    )
    SELECT quiz.status AS quiz_status, quiz.time_up, quiz.immediate_feedback, quiz.ends_at,
           v.position, v.invalid, v.format, v.correct_choice_id, v.accepted_answers, v.explanation,
           v.explanation_ar, v.rationales, v.difficulty,
           saved.position AS saved_position, saved.status AS saved_status, saved.choice_id AS saved_choice_id,
           saved.response AS saved_response, saved.marked_for_review AS saved_marked,
           saved.is_correct AS saved_is_correct,
           others.answered AS others_answered, others.last_done AS others_last_done, quiz.number_of_questions AS total
    FROM quiz LEFT JOIN verdict v ON true LEFT JOIN saved ON true
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE o.status = 'answered') AS answered,
             max(o.position) FILTER (WHERE o.status <> 'not_answered') AS last_done
      FROM quiz_questions o
      WHERE o.quiz_id = quiz.id AND o.position IS DISTINCT FROM v.position
    ) others ON true
  `,
  )
  const row = rows[0]
  if (!row) throw notFound()
  if (row.time_up) {
    // A save that arrives after the time is up ends the quiz as it stands.
    await finalizeQuiz(db, input.userId, input.quizId, 'expired')
    throw notRunning()
  }
  if (row.quiz_status !== 'in_progress') throw notRunning()
  if (row.position === null) throw notFound()
  if (row.invalid) {
    const key = row.invalid as keyof typeof invalidKeys
    throw invalid({ [invalidKeys[key]]: { key: key satisfies MessageKey } })
  }
  if (row.saved_position === null) throw alreadyAnswered()
  return { ...row, saved_position: row.saved_position, saved_status: row.saved_status! }
}

/**
 * Ends the quiz: scores what is stored once the quiz row is locked. An
 * unconfirmed end with questions unanswered is refused with the positions;
 * ending a finished quiz again answers its result; an exited quiz is not
 * running.
 */
export async function endQuiz(
  db: Db,
  input: { userId: string; quizId: string; confirmMissing: boolean },
): Promise<QuizRow> {
  const quiz = await db.transaction(async (tx) => {
    const locked = await lockQuiz(tx, input.userId, input.quizId)
    if (!locked) throw notFound()
    if (locked.status === 'exited') throw notRunning()
    if (locked.status !== 'in_progress') return locked
    if (isTimeUp(locked)) return closeQuiz(tx, locked, 'expired')
    if (!input.confirmMissing) {
      const slots = await tx
        .select({ position: quizQuestions.position, status: quizQuestions.status })
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, locked.id))
        .orderBy(quizQuestions.position)
      const missing = slots.filter((slot) => slot.status !== 'answered').map((slot) => slot.position)
      if (missing.length)
        throw new ApiProblem(
          409,
          'answersMissing',
          {},
          {
            type: 'urn:exam-prep:problem:answers-missing',
            extra: { unanswered_count: missing.length, unanswered_positions: missing },
          },
        )
    }
    return closeQuiz(tx, locked, 'completed')
  })
  return quiz
}

/**
 * Exits the quiz: its answers are discarded and nothing of it counts. Decided
 * under the quiz row's lock, so an end under way either finishes first (and
 * the exit is refused) or finds the quiz exited.
 */
export async function exitQuiz(db: Db, input: { userId: string; quizId: string }): Promise<void> {
  const expired = await db.transaction(async (tx) => {
    const locked = await lockQuiz(tx, input.userId, input.quizId)
    if (!locked) throw notFound()
    // A module is left with its whole test (POST /full-tests/{id}/exit).
    if (locked.kind === 'full_test')
      throw new ApiProblem(409, 'fullTestModuleExit', {}, { type: 'urn:exam-prep:problem:full-test-module-exit' })
    if (isFinished(locked)) throw notRunning()
    if (locked.status === 'exited') return false
    if (isTimeUp(locked)) {
      await closeQuiz(tx, locked, 'expired')
      return true
    }
    await tx
      .update(quizQuestions)
      .set({
        status: 'not_answered',
        choiceId: null,
        response: null,
        isCorrect: null,
        answeredAt: null,
        markedForReview: false,
      })
      .where(eq(quizQuestions.quizId, locked.id))
    await tx
      .update(quizzes)
      .set({ status: 'exited', completedAt: new Date() })
      .where(and(eq(quizzes.id, locked.id), eq(quizzes.status, 'in_progress')))
    return false
  })
  // Its time ran out before the exit: it ended as it stood, and is no longer running.
  if (expired) throw notRunning()
}
