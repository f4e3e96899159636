import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOADING_BAR_THROTTLE_MS } from './loading-bar.constants'
import { createLoadingBarController } from './loading-bar.controller'

describe('createLoadingBarController', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('drives one actor through start, finish and error', () => {
    const controller = createLoadingBarController()
    controller.start()
    controller.start()
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    expect(controller.actor.getSnapshot().value).toBe('visible')

    controller.finish()
    expect(controller.actor.getSnapshot().value).toBe('visible')
    controller.finish()
    expect(controller.actor.getSnapshot().value).toBe('finishing')

    controller.start()
    controller.error()
    expect(controller.actor.getSnapshot().value).toBe('finishing')
  })

  it('keeps a start made before anything reads the actor', () => {
    const controller = createLoadingBarController()
    controller.start()

    expect(controller.actor.getSnapshot().context.loads).toBe(1)
  })

  it('gives each controller its own actor', () => {
    const first = createLoadingBarController()
    const second = createLoadingBarController()
    first.start()

    expect(first.actor).not.toBe(second.actor)
    expect(second.actor.getSnapshot().value).toBe('idle')
  })
})
