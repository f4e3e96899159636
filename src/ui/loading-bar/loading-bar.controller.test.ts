import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as actorModule from './loading-bar.actor'
import { LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_THROTTLE_MS } from './loading-bar.constants'
import { createLoadingBarController } from './loading-bar.controller'

// The machine's code, as if already downloaded: it arrives on the next microtask.
const loadActor = vi.fn(async () => actorModule)
const newController = () => createLoadingBarController(loadActor)
const state = (controller: ReturnType<typeof newController>) => controller.actor?.getSnapshot().value ?? 'idle'

describe('createLoadingBarController', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    loadActor.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads no machine for loads shorter than the throttle', async () => {
    const controller = newController()
    controller.start()
    controller.start()
    await vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS - 1)
    controller.finish()
    controller.finish()
    await vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS)

    expect(loadActor).not.toHaveBeenCalled()
    expect(controller.actor).toBeNull()

    controller.start()
    controller.error()
    await vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS)
    expect(controller.actor).toBeNull()
  })

  it('hands a load that outlasts the throttle to the machine, which drives the bar from then on', async () => {
    const controller = newController()
    const heard = vi.fn()
    controller.subscribe(heard)
    controller.start()
    controller.start()
    await vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS)
    expect(state(controller)).toBe('visible')
    expect(controller.actor?.getSnapshot().context.loads).toBe(2)
    expect(heard).toHaveBeenCalled()

    controller.finish()
    expect(state(controller)).toBe('visible')
    controller.finish()
    expect(state(controller)).toBe('finishing')

    controller.start()
    controller.error()
    expect(state(controller)).toBe('finishing')
    expect(loadActor).toHaveBeenCalledTimes(1)
  })

  it('completes the bar when the last load ends while the machine is loading', async () => {
    let arrive = () => {}
    const controller = createLoadingBarController(() => new Promise((resolve) => (arrive = () => resolve(actorModule))))
    controller.start()
    await vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS)
    controller.finish()
    arrive()
    await vi.advanceTimersByTimeAsync(0)

    expect(state(controller)).toBe('finishing')
    await vi.advanceTimersByTimeAsync(LOADING_BAR_HIDE_DELAY_MS)
    expect(state(controller)).toBe('hiding')
  })

  it('gives each controller its own actor', async () => {
    const first = newController()
    const second = newController()
    first.start()
    await vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS)

    expect(first.actor).not.toBeNull()
    expect(second.actor).toBeNull()
  })
})
