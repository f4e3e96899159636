import { isApiError } from '~/api/api-error'

/** The field messages of a 422 problem (`errors`), keyed by field name. */
export type FieldErrors = Record<string, string[]>

/** What the server said about the fields (422), or nothing. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return (isApiError(error) && (error.problem?.errors as FieldErrors | undefined)) || {}
}

/** A 429: the server's rate limit (at most one code a minute per identifier). */
export const isRateLimited = (error: unknown): boolean => isApiError(error) && error.status === 429

/**
 * Seconds before another code may be asked for: the server sends at most one a minute per
 * e-mail or number (`codeSendPerMinute`), so the button waits that long after each send.
 */
export const RESEND_COOLDOWN_SECONDS = 60

/** A server answer that carries a message for the learner. */
export interface Said {
  message: string
}
