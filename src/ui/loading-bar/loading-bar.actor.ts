import { createActor } from 'xstate'
import { loadingBarMachine } from './loading-bar.machine'

/**
 * The bar's actor, started in `visible`: the controller has already waited out the throttle with
 * `loads` loads under way (none left: they finished while this code loaded, so the bar completes).
 */
export function startVisibleActor(loads: number, visibleSince: number) {
  const snapshot = loadingBarMachine.resolveState({
    value: 'visible',
    context: { loads: Math.max(loads, 1), visibleSince },
  })
  const actor = createActor(loadingBarMachine, { snapshot }).start()
  if (loads === 0) actor.send({ type: 'FINISH' })
  return actor
}
