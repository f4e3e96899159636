import { createActor, type Actor } from 'xstate'
import { loadingBarMachine } from './loading-bar.machine'

export type LoadingBarActor = Actor<typeof loadingBarMachine>

export interface LoadingBarController {
  /** A load began (a page chunk, an API request). Loads are counted; the bar shows after the throttle. */
  start: () => void
  /** A load ended; the bar completes once every started load has finished. Extra calls do nothing. */
  finish: () => void
  /** Something failed: the bar completes at once, whatever loads are still counted. */
  error: () => void
  /** The running actor, created and started on first use; `<LoadingBar>` reads it. */
  readonly actor: LoadingBarActor
}

/** A controller with its own actor; the app uses the one `loadingBar`, stories make their own. */
export function createLoadingBarController(): LoadingBarController {
  let actor: LoadingBarActor | undefined
  // Lazy, so importing the module starts no timers and a call before <LoadingBar> mounts still counts.
  const running = () => (actor ??= createActor(loadingBarMachine).start())
  return {
    start: () => running().send({ type: 'START' }),
    finish: () => running().send({ type: 'FINISH' }),
    error: () => running().send({ type: 'ERROR' }),
    get actor() {
      return running()
    },
  }
}

/** The app's one loading bar: `loadingBar.start()`, `loadingBar.finish()`, `loadingBar.error()`. */
export const loadingBar = createLoadingBarController()
