import { createBoundedToaster } from './create-bounded-toaster'
import { TOAST_DURATION_MS, TOAST_MAX, TOAST_REMOVE_DELAY_MS } from './toast.constants'

/**
 * The app's one toast queue: `toaster.error({ title })`, `toaster.success({ title, description })`.
 * Render `<Toaster />` once near the root for them to show.
 */
export const toaster = createBoundedToaster({
  // On a phone the forms' buttons and the quiz's bar are at the bottom: a toast there covered
  // "Update password" and took its tap (issue 16). At the top it covers only the page's title.
  placement: globalThis.matchMedia?.('(max-width: 639.98px)').matches ? 'top' : 'bottom-end',
  max: TOAST_MAX,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  duration: TOAST_DURATION_MS,
  overlap: false,
})
