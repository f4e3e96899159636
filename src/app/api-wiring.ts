import { reportRequestsTo } from '~/api/client'
import { showErrorsWith } from '~/api/notify'
import { loadingBar } from '~/ui/loading-bar/loading-bar.controller'

/**
 * The API layer reports, the app shows (the API does not import UI): every request drives the
 * loading bar (spec §4) and every failure told by `toastApiError` is a red toast (spec §8). Called
 * once before the first render, and by the screen stories, which show the same toasts.
 */
export function wireApiToUi(): void {
  reportRequestsTo(loadingBar)
  // The toasts' code loads with the first one (not part of the first screen's: the `/` budget, issue 15).
  showErrorsWith((notice) => void import('~/ui/toast').then(({ toaster }) => toaster.error(notice)))
}
