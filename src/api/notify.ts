import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { toaster } from '~/ui/toast'
import { isApiError } from './api-error'

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
      return void toaster.error({ title: i18n._(msg`Error`), description: i18n._(msg`Not Found`) })
    if (!message && error.status >= 500)
      return void toaster.error({ title: i18n._(msg`Error`), description: i18n._(msg`Internal Server Error`) })
    return void toaster.error({ title: error.message })
  }
  console.error(error)
  toaster.error({ title: i18n._(msg`Could not reach the server. Check your connection and try again.`) })
}

/** The field messages of a 422 (`errors` of the problem body), keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  return (isApiError(error) && (error.problem?.errors as Record<string, string[]> | undefined)) || {}
}
