import type { components } from '@common/api/schema.gen'
import { enqueueAnswer, hasValue, type PendingSave, type SaveAnswerRequest } from './save-queue'

export type Quiz = components['schemas']['Quiz']
export type QuizQuestion = components['schemas']['QuizQuestion']
export type AnswerStatus = components['schemas']['AnswerStatus']
export type AnswerResult = components['schemas']['AnswerResult']

/** What the server last said about the answer to one question. */
export type SavedAnswer = Pick<
  components['schemas']['QuestionAnswerState'],
  'status' | 'choice_id' | 'response' | 'marked_for_review' | 'feedback'
>

/** What the learner sees of one question: the server's answer with the queued changes on top. */
export interface AnswerView extends SavedAnswer {
  /** A change of this question has not reached the server yet. */
  pending: boolean
}

/** The answer being chosen on the current question, before it is saved. */
export interface Draft {
  choiceId: string | null
  /** What is typed for a student-produced response; '' when nothing. */
  response: string
}

const NOT_ANSWERED: SavedAnswer = {
  status: 'not_answered',
  choice_id: null,
  response: null,
  marked_for_review: false,
  feedback: null,
}

export function savedAnswersOf(quiz: Quiz): Record<string, SavedAnswer> {
  return Object.fromEntries(
    quiz.questions.map(({ id, answer }) => [
      id,
      {
        status: answer.status,
        choice_id: answer.choice_id,
        response: answer.response,
        marked_for_review: answer.marked_for_review,
        feedback: answer.feedback,
      },
    ]),
  )
}

export const savedAnswerOf = (result: AnswerResult): SavedAnswer => ({
  status: result.status,
  choice_id: result.choice_id,
  response: result.response,
  marked_for_review: result.marked_for_review,
  feedback: result.feedback,
})

/** An answer with a value (a choice or a response), whatever the server made of it yet. */
export const isAnswered = (answer: SavedAnswer) => answer.choice_id !== null || answer.response !== null

/** Practice locks a question at its first answer (the server then refuses another one). */
export const isLockedAnswer = (quiz: Quiz | null, saved: SavedAnswer | undefined) =>
  Boolean(quiz?.immediate_feedback) && saved !== undefined && isAnswered(saved)

function withPending(view: AnswerView, item: PendingSave, quiz: Quiz, locked: boolean): AnswerView {
  if (item.kind === 'skip')
    return { ...view, pending: true, status: view.status === 'not_answered' ? 'skipped' : view.status }
  const { body } = item
  const next: AnswerView = { ...view, pending: true }
  if (body.marked_for_review !== undefined) next.marked_for_review = body.marked_for_review
  if (!('choice_id' in body || 'response' in body) || locked) return next
  next.choice_id = body.choice_id ?? null
  next.response = body.response ?? null
  // Practice shows correct or wrong once the server has checked; until then the status stays.
  if (!quiz.immediate_feedback)
    next.status = isAnswered(next) ? 'answered' : view.status === 'skipped' ? 'skipped' : 'not_answered'
  return next
}

/** Every question's answer as the learner sees it: the server's, with the queue applied in order. */
export function answerViews(
  quiz: Quiz | null,
  saved: Record<string, SavedAnswer>,
  queue: readonly PendingSave[],
): Record<string, AnswerView> {
  if (!quiz) return {}
  const views: Record<string, AnswerView> = {}
  for (const question of quiz.questions)
    views[question.id] = { ...(saved[question.id] ?? NOT_ANSWERED), pending: false }
  for (const item of queue) {
    const view = views[item.questionId]
    if (view) views[item.questionId] = withPending(view, item, quiz, isLockedAnswer(quiz, saved[item.questionId]))
  }
  return views
}

export const questionAt = (quiz: Quiz | null, position: number): QuizQuestion | undefined =>
  quiz?.questions.find((question) => question.position === position)

/** Positions run from 1 to the number of questions. */
export const clampPosition = (quiz: Quiz, position: number) =>
  Math.min(Math.max(1, position), Math.max(1, quiz.questions.length))

/**
 * Where a loaded quiz resumes: after the furthest question answered or skipped, by the server's
 * count (`current_position`) or by a save still waiting on this device (answered offline, then
 * the tab closed).
 */
export function resumePosition(quiz: Quiz, queue: readonly PendingSave[]): number {
  const waiting = queue
    .filter((item) => item.kind === 'skip' || hasValue(item.body))
    .map((item) => quiz.questions.find((question) => question.id === item.questionId)?.position ?? 0)
  return clampPosition(quiz, Math.max(quiz.current_position, Math.max(0, ...waiting) + 1))
}

export const draftOf = (view: SavedAnswer | undefined): Draft => ({
  choiceId: view?.choice_id ?? null,
  response: view?.response ?? '',
})

/** The request that saves a draft: a choice for multiple choice, a response otherwise (`null` clears). */
export function bodyOfDraft(question: QuizQuestion, draft: Draft): SaveAnswerRequest {
  if (question.format === 'multiple_choice') return { choice_id: draft.choiceId }
  const response = draft.response.trim()
  return { response: response === '' ? null : response }
}

export const draftHasValue = (question: QuizQuestion, draft: Draft) =>
  question.format === 'multiple_choice' ? draft.choiceId !== null : draft.response.trim() !== ''

function draftDiffers(question: QuizQuestion, draft: Draft, view: SavedAnswer): boolean {
  const body = bodyOfDraft(question, draft)
  return question.format === 'multiple_choice' ? body.choice_id !== view.choice_id : body.response !== view.response
}

/**
 * The queue once the draft of the question at `position` is saved; the same queue when the draft
 * says nothing new (saving it again would change nothing) or when practice has locked the question.
 */
export function queueWithDraft(
  state: {
    quiz: Quiz | null
    quizId: string
    position: number
    draft: Draft
    saved: Record<string, SavedAnswer>
    answers: Record<string, AnswerView>
    queue: readonly PendingSave[]
  },
  revision: number,
  /** The learner's time on the question so far, sent with the answer. @default undefined */
  secondsSpent?: number,
): readonly PendingSave[] {
  const question = questionAt(state.quiz, state.position)
  const view = question && state.answers[question.id]
  if (!question || !view || isLockedAnswer(state.quiz, state.saved[question.id])) return state.queue
  if (!draftDiffers(question, state.draft, view)) return state.queue
  // Practice never clears an answer; an empty draft there is simply not an answer yet.
  if (state.quiz?.immediate_feedback && !draftHasValue(question, state.draft)) return state.queue
  return enqueueAnswer(
    state.queue,
    {
      quizId: state.quizId,
      questionId: question.id,
      body: {
        ...bodyOfDraft(question, state.draft),
        ...(secondsSpent === undefined ? {} : { seconds_spent: secondsSpent }),
      },
    },
    revision,
  )
}

/** Positions of the questions without an answer (skipped ones included), in order. */
export const unansweredPositions = (quiz: Quiz | null, answers: Record<string, AnswerView>) =>
  (quiz?.questions ?? [])
    .filter((question) => {
      const view = answers[question.id]
      return !view || !isAnswered(view)
    })
    .map((question) => question.position)

/** One entry of the navigator's legend: not answered, answered, correct, wrong, skipped or current. */
export interface QuestionMark {
  questionId: string
  position: number
  mark: AnswerStatus | 'current'
  markedForReview: boolean
  pending: boolean
}

/** The navigator's legend, in question order. */
export function questionMarks(
  quiz: Quiz | null,
  answers: Record<string, AnswerView>,
  position: number,
): QuestionMark[] {
  return (quiz?.questions ?? []).map((question) => {
    const view = answers[question.id]
    return {
      questionId: question.id,
      position: question.position,
      mark: question.position === position ? 'current' : (view?.status ?? 'not_answered'),
      markedForReview: view?.marked_for_review ?? false,
      pending: view?.pending ?? false,
    }
  })
}
