import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { isApiError } from './api-error'

/** An error notice as the learner reads it: a title, and sometimes a line under it. */
export interface ErrorNotice {
  title: string
  description?: string
}

// Until the app names its toaster (`src/app/api-wiring.ts`), a notice is at least logged.
const logNotice = (notice: ErrorNotice) => console.error(notice.title, notice.description ?? '')
let showError: (notice: ErrorNotice) => void = logNotice

/**
 * Where error notices go (spec §8: red toasts). The API layer does not know the toaster: the app
 * registers it here.
 */
export function showErrorsWith(show: (notice: ErrorNotice) => void): () => void {
  showError = show
  return () => {
    showError = logNotice
  }
}

/**
 * Spec §8, the error catalogue: a 401 is the session's business (token cleared, back to `/`),
 * so it shows nothing here; a 404 or 500 without a message of its own is titled Error with
 * the reason; any other 4xx/5xx is a red toast titled by the body's `message`. A network
 * failure says so rather than showing a raw TypeError.
 */
export function toastApiError(error: unknown): void {
  if (isApiError(error)) {
    if (error.status === 401) return
    const message = error.problem?.message
    if (!message && error.status === 404)
      return showError({ title: i18n._(msg`Error`), description: i18n._(msg`Not Found`) })
    if (!message && error.status >= 500)
      return showError({ title: i18n._(msg`Error`), description: i18n._(msg`Internal Server Error`) })
    return showError({ title: error.message })
  }
  console.error(error)
  showError({ title: i18n._(msg`Could not reach the server. Check your connection and try again.`) })
}

/** The field messages of a 422 problem (`errors`), keyed by field name. */
export type FieldErrors = Record<string, string[]>

/** What the server said about the fields (a 422's `errors`), or nothing. */
export function fieldErrors(error: unknown): FieldErrors {
  return (isApiError(error) && (error.problem?.errors as FieldErrors | undefined)) || {}
}
