import { assign, setup } from 'xstate'
import { LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_RESET_DELAY_MS, LOADING_BAR_THROTTLE_MS } from './loading-bar.constants'

export interface LoadingBarContext {
  /** Loads started and not finished yet; the bar completes when the last one finishes. */
  loads: number
  /** When the bar last became visible (`Date.now()`); progress is measured from it. */
  visibleSince: number | null
}

export type LoadingBarEvent = { type: 'START' } | { type: 'FINISH' } | { type: 'ERROR' }

/**
 * The top loading bar (spec §4): `pending` waits out the throttle unseen, `visible` rises,
 * `finishing` holds it full, `hiding` has faded it out and waits to reset it to empty. Concurrent
 * loads are counted; ERROR completes the bar at once whatever is still counted. The tag `visible`
 * marks the states in which a person sees the bar.
 */
export const loadingBarMachine = setup({
  types: { context: {} as LoadingBarContext, events: {} as LoadingBarEvent },
  delays: {
    throttle: LOADING_BAR_THROTTLE_MS,
    hideDelay: LOADING_BAR_HIDE_DELAY_MS,
    resetDelay: LOADING_BAR_RESET_DELAY_MS,
  },
  guards: {
    hasOtherLoads: ({ context }) => context.loads > 1,
  },
  actions: {
    countLoad: assign({ loads: ({ context }) => context.loads + 1 }),
    uncountLoad: assign({ loads: ({ context }) => context.loads - 1 }),
    clearLoads: assign({ loads: 0 }),
    markVisible: assign({ visibleSince: () => Date.now() }),
    clearVisible: assign({ visibleSince: null }),
  },
}).createMachine({
  id: 'loadingBar',
  context: { loads: 0, visibleSince: null },
  initial: 'idle',
  states: {
    idle: {
      entry: 'clearVisible',
      on: { START: { target: 'pending', actions: 'countLoad' } },
    },
    pending: {
      after: { throttle: 'visible' },
      on: {
        START: { actions: 'countLoad' },
        FINISH: [
          { guard: 'hasOtherLoads', actions: 'uncountLoad' },
          { target: 'idle', actions: 'clearLoads' },
        ],
        ERROR: { target: 'idle', actions: 'clearLoads' },
      },
    },
    visible: {
      tags: 'visible',
      entry: 'markVisible',
      on: {
        START: { actions: 'countLoad' },
        FINISH: [
          { guard: 'hasOtherLoads', actions: 'uncountLoad' },
          { target: 'finishing', actions: 'clearLoads' },
        ],
        ERROR: { target: 'finishing', actions: 'clearLoads' },
      },
    },
    finishing: {
      tags: 'visible',
      after: { hideDelay: 'hiding' },
      // A new load right after the last one: rise again without a second throttle.
      on: { START: { target: 'visible', actions: 'countLoad' } },
    },
    hiding: {
      after: { resetDelay: 'idle' },
      on: { START: { target: 'visible', actions: 'countLoad' } },
    },
  },
})
