import type { Actor } from 'xstate'
import { LOADING_BAR_THROTTLE_MS } from './loading-bar.constants'
import type * as LoadingBarActorModule from './loading-bar.actor'
import type { loadingBarMachine } from './loading-bar.machine'

export type LoadingBarActor = Actor<typeof loadingBarMachine>

export interface LoadingBarController {
  /** A load began (a page chunk, an API request). Loads are counted; the bar shows after the throttle. */
  start: () => void
  /** A load ended; the bar completes once every started load has finished. Extra calls do nothing. */
  finish: () => void
  /** Something failed: the bar completes at once, whatever loads are still counted. */
  error: () => void
  /** The machine's running actor, once a load has outlasted the throttle; `null` before (the bar is idle). */
  readonly actor: LoadingBarActor | null
  /** Calls `listener` when the actor appears and whenever its state changes. */
  subscribe: (listener: () => void) => () => void
}

type LoadActor = () => Promise<Pick<typeof LoadingBarActorModule, 'startVisibleActor'>>

/**
 * A controller with its own actor; the app uses the one `loadingBar`, stories make their own.
 *
 * XState and the machine are 13 KiB gzip that most first screens never need: loads shorter than
 * the throttle never show the bar (the machine's `idle` and `pending`). So until one load outlasts
 * the throttle, the controller only counts loads; then it loads the machine and hands over in
 * `visible`, and from there every call goes to the actor.
 */
export function createLoadingBarController(
  loadActor: LoadActor = () => import('./loading-bar.actor'),
): LoadingBarController {
  let actor: LoadingBarActor | null = null
  let loads = 0
  let throttle: ReturnType<typeof setTimeout> | undefined
  let handingOver = false
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  const stopThrottle = () => {
    clearTimeout(throttle)
    throttle = undefined
  }
  const handOver = () => {
    throttle = undefined
    handingOver = true
    const visibleSince = Date.now()
    loadActor().then(
      ({ startVisibleActor }) => {
        actor = startVisibleActor(loads, visibleSince)
        actor.subscribe(notify)
        notify()
      },
      // Offline, or a deploy removed the chunk: the next long load tries again.
      () => {
        handingOver = false
      },
    )
  }

  return {
    start: () => {
      if (actor) return actor.send({ type: 'START' })
      loads += 1
      if (loads === 1 && !handingOver) throttle = setTimeout(handOver, LOADING_BAR_THROTTLE_MS)
    },
    finish: () => {
      if (actor) return actor.send({ type: 'FINISH' })
      if (loads === 0) return
      loads -= 1
      if (loads === 0) stopThrottle()
    },
    error: () => {
      if (actor) return actor.send({ type: 'ERROR' })
      loads = 0
      stopThrottle()
    },
    get actor() {
      return actor
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** The app's one loading bar: `loadingBar.start()`, `loadingBar.finish()`, `loadingBar.error()`. */
export const loadingBar = createLoadingBarController()
