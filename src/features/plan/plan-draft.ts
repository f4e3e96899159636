/** The plan form as typed: the date (`YYYY-MM-DD`, empty until chosen) and the score as text. */
export interface PlanDraft {
  targetDate: string
  targetScore: string
}

export type PlanField = 'target_date' | 'target_score'

/** What is wrong with a field: found before sending (a code the form words), or the server's message. */
export type PlanFieldProblem = { code: 'missing' | 'past' | 'range' } | { message: string }

export type PlanFieldErrors = Partial<Record<PlanField, PlanFieldProblem>>

/** The contract's bounds of a target score. */
export const SCORE_MIN = 400
export const SCORE_MAX = 1600
export const SCORE_STEP = 10

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** The day on the learner's calendar (`YYYY-MM-DD`) in a time zone. */
export function calendarDay(at: Date, timeZone: string): string {
  // Swedish writes dates as ISO does.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

/** The browser's IANA time zone (the contract's `time_zone`), UTC when it has none. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/**
 * The problems the form can see before sending: no date, a date before `today` (ISO dates compare
 * as text), a score outside 400–1600 or off the steps of 10. The server checks again (two years
 * ahead at most, the learner's calendar) and answers 422 per field.
 */
export function planDraftProblems(draft: PlanDraft, today: string): PlanFieldErrors {
  const errors: PlanFieldErrors = {}
  if (!isoDate.test(draft.targetDate)) errors.target_date = { code: 'missing' }
  else if (draft.targetDate < today) errors.target_date = { code: 'past' }
  const score = Number(draft.targetScore)
  if (draft.targetScore.trim() === '') errors.target_score = { code: 'missing' }
  else if (!Number.isInteger(score) || score < SCORE_MIN || score > SCORE_MAX || score % SCORE_STEP !== 0)
    errors.target_score = { code: 'range' }
  return errors
}
