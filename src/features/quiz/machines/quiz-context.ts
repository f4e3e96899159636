import type { components } from '@common/api/schema.gen'
import { answerViews, questionAt, type AnswerView, type Draft, type Quiz, type SavedAnswer } from './quiz-answers'
import { quizErrorCodeOf, type QuizError } from './quiz-error'
import { nextRevisionAfter, type PendingSave, type SaveAnswerRequest } from './save-queue'

export type QuizResult = components['schemas']['QuizResult']
export type QuizKind = components['schemas']['QuizKind']

/** How a quiz left the screen: scored (by the learner or the clock) or discarded. */
export type QuizEnding = 'completed' | 'expired' | 'exited'

export interface QuizInput {
  quizId: string
  /** The clock, in milliseconds; only differences count. @default Date.now */
  now?: () => number
  /** Saves left from an earlier visit (the UI keeps them in localStorage). @default [] */
  pendingSaves?: readonly PendingSave[]
  /** `navigator.onLine` at start. @default true */
  online?: boolean
}

export interface QuizContext {
  quizId: string
  now: () => number
  /** The quiz as the server last sent it; its questions' `answer` is not kept current: read `answers`. */
  quiz: Quiz | null
  /** The question on screen, from 1. */
  position: number
  /** The answer being chosen on the current question. */
  draft: Draft
  /** When the current question came on screen, by `now()`. */
  shownAt: number
  /** Milliseconds spent on each question on earlier visits (the server's seconds on a reload), by id. */
  timeSpent: Record<string, number>
  /** The server's last word on each question's answer, by question id. */
  saved: Record<string, SavedAnswer>
  /** Each question's answer as the learner sees it (saved, with the queue on top), by question id. */
  answers: Record<string, AnswerView>
  /** Changes not yet accepted by the server, oldest first; the UI persists it (`persistQueue`). */
  queue: readonly PendingSave[]
  nextRevision: number
  /** The change on its way to the server. */
  sending: PendingSave | null
  /** Failed tries in a row of the outbox, for the backoff. */
  saveFailures: number
  /** Failed tries in a row of the end at time up, for the backoff. */
  endFailures: number
  online: boolean
  /** When the time runs out, by `now()`; set from every server answer, `null` when untimed. */
  deadline: number | null
  /** Seconds left, as the timer shows them; `null` when untimed. */
  remainingSeconds: number | null
  /** The end asks the server to score even with unanswered questions. */
  confirmMissing: boolean
  /** Shown when asking to confirm the end. */
  unansweredPositions: number[]
  result: QuizResult | null
  endedAs: QuizEnding | null
  error: QuizError | null
}

export type QuizEvent =
  | { type: 'answer.select'; choiceId: string }
  | { type: 'answer.select'; response: string }
  | { type: 'answer.submit' }
  | { type: 'skip' }
  | { type: 'previous' }
  /** Save and continue: saves the draft and goes to the next question. */
  | { type: 'next' }
  | { type: 'goTo'; position: number }
  | { type: 'review.toggle' }
  | { type: 'end' }
  | { type: 'end.confirm' }
  | { type: 'end.cancel' }
  | { type: 'exit' }
  | { type: 'exit.confirm' }
  | { type: 'exit.cancel' }
  | { type: 'tick' }
  /** A fresh copy of the quiz from the server (a refetch). */
  | { type: 'server.sync'; quiz: Quiz }
  | { type: 'online' }
  | { type: 'offline' }
  | { type: 'retry' }

export interface QuizOutput {
  quizId: string
  kind: QuizKind | null
  endedAs: QuizEnding
}

export interface SaveAnswerInput {
  quizId: string
  questionId: string
  body: SaveAnswerRequest
}

/** The context of a quiz about to load: only this quiz's kept saves are queued. */
export function initialContext(input: QuizInput): QuizContext {
  const queue = (input.pendingSaves ?? []).filter((item) => item.quizId === input.quizId)
  return {
    quizId: input.quizId,
    now: input.now ?? Date.now,
    quiz: null,
    position: 1,
    draft: { choiceId: null, response: '' },
    shownAt: (input.now ?? Date.now)(),
    timeSpent: {},
    saved: {},
    answers: {},
    queue,
    nextRevision: nextRevisionAfter(queue),
    sending: null,
    saveFailures: 0,
    endFailures: 0,
    online: input.online ?? true,
    deadline: null,
    remainingSeconds: null,
    confirmMissing: false,
    unansweredPositions: [],
    result: null,
    endedAs: null,
    error: null,
  }
}

/** What the app learns when the quiz is over. */
export const outputOf = (context: QuizContext): QuizOutput => ({
  quizId: context.quizId,
  kind: context.result?.kind ?? context.quiz?.kind ?? null,
  endedAs: context.endedAs ?? 'completed',
})

export const isFinishedQuiz = (quiz: Quiz) => quiz.status === 'completed' || quiz.status === 'expired'

export const errorOf = (error: unknown, questionId: string | null = null): QuizError => ({
  code: quizErrorCodeOf(error),
  questionId,
})

/** The answers as seen, recomputed whenever the saved answers or the queue change. */
export const viewed = (state: Pick<QuizContext, 'quiz' | 'saved' | 'queue'>) =>
  answerViews(state.quiz, state.saved, state.queue)

/** The server's remaining seconds, counted from now on the local clock (the server's time wins). */
export const clockFrom = (context: QuizContext, remainingSeconds: number | null | undefined) =>
  remainingSeconds === null || remainingSeconds === undefined
    ? { deadline: null, remainingSeconds: null }
    : { deadline: context.now() + remainingSeconds * 1000, remainingSeconds }

export const isPosition = (context: QuizContext, position: number) =>
  Number.isInteger(position) && position >= 1 && position <= (context.quiz?.questions.length ?? 0)

/** The question on screen, with its answer as seen and as saved. */
export function currentView(context: QuizContext) {
  const question = questionAt(context.quiz, context.position)
  return question ? { question, view: context.answers[question.id], saved: context.saved[question.id] } : null
}

/** Whole seconds the learner has spent on a question so far, this visit included when it is on screen. */
export function secondsOn(
  context: Pick<QuizContext, 'timeSpent' | 'shownAt' | 'now'>,
  questionId: string,
  onScreen: boolean,
) {
  const ms = (context.timeSpent[questionId] ?? 0) + (onScreen ? Math.max(0, context.now() - context.shownAt) : 0)
  return Math.min(86_400, Math.round(ms / 1000))
}
