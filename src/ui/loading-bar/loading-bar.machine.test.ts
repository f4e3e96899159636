import { shortestPaths } from '@storybook-qa/machine-diagram/machine-paths'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
} from './loading-bar.constants'
import { loadingBarMachine } from './loading-bar.machine'
import { progressAt } from './loading-bar.progress'

function start() {
  return createActor(loadingBarMachine).start()
}

type LoadingBarActor = ReturnType<typeof start>

const state = (actor: LoadingBarActor) => actor.getSnapshot().value
const isVisible = (actor: LoadingBarActor) => actor.getSnapshot().hasTag('visible')

describe('loadingBarMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('follows the spec: 200 ms throttle, 500 ms hide delay, 400 ms reset, 2000 ms duration', () => {
    expect([LOADING_BAR_THROTTLE_MS, LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_RESET_DELAY_MS]).toEqual([200, 500, 400])
    expect(LOADING_BAR_DURATION_MS).toBe(2000)
  })

  it('is not visible before the throttle has passed', () => {
    const actor = start()
    expect(isVisible(actor)).toBe(false)

    actor.send({ type: 'START' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1)

    expect(state(actor)).toBe('pending')
    expect(isVisible(actor)).toBe(false)
  })

  it('becomes visible after the throttle and records since when', () => {
    const actor = start()
    actor.send({ type: 'START' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)

    expect(state(actor)).toBe('visible')
    expect(isVisible(actor)).toBe(true)
    expect(actor.getSnapshot().context.visibleSince).toBe(Date.now())
  })

  it('finishes full, hides 500 ms later and resets 400 ms after that', () => {
    const actor = start()
    actor.send({ type: 'START' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 1000)

    actor.send({ type: 'FINISH' })
    expect(state(actor)).toBe('finishing')
    expect(isVisible(actor)).toBe(true)

    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS - 1)
    expect(state(actor)).toBe('finishing')
    vi.advanceTimersByTime(1)
    expect(state(actor)).toBe('hiding')
    expect(isVisible(actor)).toBe(false)

    vi.advanceTimersByTime(LOADING_BAR_RESET_DELAY_MS - 1)
    expect(state(actor)).toBe('hiding')
    vi.advanceTimersByTime(1)
    expect(state(actor)).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ loads: 0, visibleSince: null })
  })

  it('never shows the bar for a load shorter than the throttle', () => {
    const actor = start()
    const seen: boolean[] = []
    actor.subscribe((snapshot) => seen.push(snapshot.hasTag('visible')))

    actor.send({ type: 'START' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 50)
    actor.send({ type: 'FINISH' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + LOADING_BAR_HIDE_DELAY_MS + LOADING_BAR_RESET_DELAY_MS)

    expect(state(actor)).toBe('idle')
    expect(seen).not.toContain(true)
  })

  it('keeps rising until the last of two concurrent loads finishes', () => {
    const actor = start()
    actor.send({ type: 'START' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    const since = actor.getSnapshot().context.visibleSince
    vi.advanceTimersByTime(300)
    actor.send({ type: 'START' })
    expect(actor.getSnapshot().context.loads).toBe(2)

    actor.send({ type: 'FINISH' })
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS + LOADING_BAR_RESET_DELAY_MS)
    expect(state(actor)).toBe('visible')
    // The second load did not restart the progress.
    expect(actor.getSnapshot().context.visibleSince).toBe(since)

    actor.send({ type: 'FINISH' })
    expect(state(actor)).toBe('finishing')
  })

  it('counts loads that overlap during the throttle too', () => {
    const actor = start()
    actor.send({ type: 'START' })
    actor.send({ type: 'START' })
    actor.send({ type: 'FINISH' })
    expect(state(actor)).toBe('pending')

    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    expect(state(actor)).toBe('visible')
    actor.send({ type: 'FINISH' })
    expect(state(actor)).toBe('finishing')
  })

  it('finishes at once on ERROR, with other loads still counted', () => {
    const actor = start()
    for (let index = 0; index < 3; index++) actor.send({ type: 'START' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)

    actor.send({ type: 'ERROR' })
    expect(state(actor)).toBe('finishing')
    expect(actor.getSnapshot().context.loads).toBe(0)

    // The other loads finishing later change nothing, and never count below zero.
    actor.send({ type: 'FINISH' })
    actor.send({ type: 'FINISH' })
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS + LOADING_BAR_RESET_DELAY_MS)
    expect(state(actor)).toBe('idle')
    expect(actor.getSnapshot().context.loads).toBe(0)
  })

  it('drops a throttled load on ERROR without ever showing the bar', () => {
    const actor = start()
    actor.send({ type: 'START' })
    actor.send({ type: 'ERROR' })

    expect(state(actor)).toBe('idle')
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    expect(state(actor)).toBe('idle')
  })

  it('goes back to visible, with a fresh start time, on START while hiding', () => {
    const actor = start()
    actor.send({ type: 'START' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    actor.send({ type: 'FINISH' })
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS + 100)
    expect(state(actor)).toBe('hiding')

    actor.send({ type: 'START' })
    expect(state(actor)).toBe('visible')
    expect(actor.getSnapshot().context).toEqual({ loads: 1, visibleSince: Date.now() })

    // The pending reset was cancelled with the state that scheduled it.
    vi.advanceTimersByTime(LOADING_BAR_RESET_DELAY_MS)
    expect(state(actor)).toBe('visible')
  })

  it('rises again without a throttle on START while finishing', () => {
    const actor = start()
    actor.send({ type: 'START' })
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    actor.send({ type: 'FINISH' })

    actor.send({ type: 'START' })
    expect(state(actor)).toBe('visible')
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS)
    expect(state(actor)).toBe('visible')
  })

  it('ignores FINISH and ERROR when nothing is loading', () => {
    const actor = start()
    actor.send({ type: 'FINISH' })
    actor.send({ type: 'ERROR' })

    expect(state(actor)).toBe('idle')
    expect(actor.getSnapshot().context.loads).toBe(0)
  })
})

describe('loadingBarMachine paths', () => {
  // States are told apart by value only: the load count and timestamp would make the graph infinite.
  // The same helper draws the diagram's table of paths: QA replays what this test replays.
  const paths = shortestPaths(loadingBarMachine)
  const eventsTo = (target: string) =>
    paths.find((path) => path.value === target)?.events.map((event) => event.type.split('.').slice(0, 3).join('.'))

  it('reaches every state of the machine', () => {
    const reached = paths.map((path) => path.value).sort()
    expect(reached).toEqual(Object.keys(loadingBarMachine.root.states).sort())
  })

  it('reaches hiding only through the throttle, a finish and the hide delay', () => {
    expect(eventsTo('hiding')).toEqual(['START', 'xstate.after.throttle', 'FINISH', 'xstate.after.hideDelay'])
  })

  const delays: Record<string, number> = {
    throttle: LOADING_BAR_THROTTLE_MS,
    hideDelay: LOADING_BAR_HIDE_DELAY_MS,
    resetDelay: LOADING_BAR_RESET_DELAY_MS,
  }

  it.each(paths.map((path) => ({ ...path, name: String(path.value) })))(
    'replays the path to $name on a running actor, its timers passing',
    (path) => {
      vi.useFakeTimers()
      try {
        const actor = start()
        for (const event of path.events) {
          // A delayed step is the timer passing, not an event anyone sends.
          const delay = /^xstate\.after\.(\w+)\./.exec(event.type)?.[1]
          if (delay === undefined) actor.send(event as never)
          else vi.advanceTimersByTime(delays[delay] ?? Number.NaN)
        }
        expect(state(actor)).toBe(path.value)
      } finally {
        vi.useRealTimers()
      }
    },
  )
})

describe('progressAt', () => {
  const samples = Array.from({ length: 601 }, (_, index) => index * 100)

  it('starts at 0 and never goes back', () => {
    expect(progressAt(0)).toBe(0)
    expect(progressAt(-50)).toBe(0)
    const values = samples.map(progressAt)
    values.slice(1).forEach((value, index) => expect(value).toBeGreaterThanOrEqual(values[index] ?? 0))
    // It keeps moving after the duration, if ever more slowly.
    expect(progressAt(2 * LOADING_BAR_DURATION_MS)).toBeGreaterThan(progressAt(LOADING_BAR_DURATION_MS))
  })

  it('is about 90 % at the 2000 ms duration', () => {
    expect(progressAt(LOADING_BAR_DURATION_MS)).toBeCloseTo(90, 5)
    expect(progressAt(LOADING_BAR_DURATION_MS / 2)).toBeGreaterThan(60)
  })

  it('never reaches 100, however long the load', () => {
    for (const elapsed of [...samples, 3_600_000, Number.MAX_VALUE, Infinity]) {
      expect(progressAt(elapsed)).toBeLessThan(100)
    }
  })
})
