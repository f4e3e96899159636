import { isApiError } from '~/api/api-error'

/**
 * What went wrong, as a code the quiz screen translates (the machine holds no text):
 * - `network`: no answer from the server (offline, timeout); retried.
 * - `server`: a 5xx; retried. `rateLimited`: a 429; retried.
 * - `unauthorized`: a 401; the session signs out, saves stay queued for next time.
 * - `answersMissing`: ending needs confirmation (409 with the unanswered positions).
 * - `quizNotRunning`: the quiz ended, timed out or was exited elsewhere (409).
 * - `alreadyAnswered`: a practice answer is locked (409).
 * - `invalidAnswer`: the server refused the answer (400 or 422).
 * - `notFound`, `forbidden`, `unknown`: anything else the learner cannot fix by waiting.
 */
export type QuizErrorCode =
  | 'network'
  | 'server'
  | 'rateLimited'
  | 'unauthorized'
  | 'answersMissing'
  | 'quizNotRunning'
  | 'alreadyAnswered'
  | 'invalidAnswer'
  | 'notFound'
  | 'forbidden'
  | 'unknown'

export interface QuizError {
  code: QuizErrorCode
  /** The question whose save failed; `null` for the quiz as a whole. */
  questionId: string | null
}

/** Sorts a failure of a quiz call. A failure without an HTTP status never reached the server. */
export function quizErrorCodeOf(error: unknown): QuizErrorCode {
  if (!isApiError(error)) return 'network'
  const type = error.problem?.type
  if (type === 'urn:exam-prep:problem:answers-missing') return 'answersMissing'
  if (type === 'urn:exam-prep:problem:quiz-not-running') return 'quizNotRunning'
  if (type === 'urn:exam-prep:problem:already-answered') return 'alreadyAnswered'
  if (error.status === 401) return 'unauthorized'
  if (error.status === 403) return 'forbidden'
  if (error.status === 404) return 'notFound'
  if (error.status === 400 || error.status === 422) return 'invalidAnswer'
  if (error.status === 408) return 'network'
  if (error.status === 409) return 'quizNotRunning'
  if (error.status === 429) return 'rateLimited'
  if (error.status >= 500) return 'server'
  return 'unknown'
}

/** Failures that waiting can fix: the change stays queued and is tried again. */
export const isRetryable = (code: QuizErrorCode) =>
  code === 'network' || code === 'server' || code === 'rateLimited' || code === 'unauthorized'

/** The positions the server found unanswered when ending was refused (409 answers-missing). */
export function unansweredPositionsOf(error: unknown): number[] | null {
  if (!isApiError(error) || error.problem?.type !== 'urn:exam-prep:problem:answers-missing') return null
  return error.problem.unanswered_positions ?? null
}
