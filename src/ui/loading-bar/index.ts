/**
 * The loading bar along the top of the viewport (spec §4).
 *
 * Render `<LoadingBar />` once near the root, then report loads through the app's controller:
 *
 * - `loadingBar.start()` when a load begins: a page (route chunk) starts loading, an API request
 *   goes out (openapi-fetch middleware `onRequest`).
 * - `loadingBar.finish()` when it ends: the page has loaded, an API response arrived (`onResponse`).
 * - `loadingBar.error()` on an application error or a failed request (`onError`): the bar
 *   completes at once, even with other loads still counted.
 *
 * Calls are counted, so every `start()` needs one `finish()` (or an `error()`); extra finishes are
 * ignored. Loads shorter than the throttle (200 ms) never show the bar. The controller creates its
 * actor on first use, so it can be called before `<LoadingBar />` mounts and from plain modules.
 */
export { LoadingBar, type LoadingBarProps } from './loading-bar'
export {
  createLoadingBarController,
  loadingBar,
  type LoadingBarActor,
  type LoadingBarController,
} from './loading-bar.controller'
export { loadingBarMachine, type LoadingBarContext, type LoadingBarEvent } from './loading-bar.machine'
export { progressAt } from './loading-bar.progress'
export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
} from './loading-bar.constants'
