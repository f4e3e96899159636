import { act, renderHook } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { navigate } from 'wouter/use-browser-location'
import {
  createVersionWatch,
  DEV_VERSION_ID,
  MIN_CHECK_GAP_MS,
  VERSION_POLL_MS,
  type VersionWatch,
  type VersionWatchOptions,
} from './version-watch'
import { useVersionWatch } from './version-watcher'

/** Renders the hook with a watch whose code has "loaded" (the app's loads as a chunk of its own). */
async function renderWatch(watch: VersionWatch, options: Parameters<typeof renderHook>[1] = {}) {
  const load = () => Promise.resolve(watch)
  const rendered = renderHook(() => useVersionWatch(load), options)
  await act(async () => {})
  return rendered
}

const RUNNING = 'abc1234-2026-11-22T10:00:00.000Z'
const DEPLOYED = 'def5678-2026-11-22T12:00:00.000Z'

const versionResponse = (id: string) => new Response(JSON.stringify({ id, built_at: '2026-11-22T12:00:00.000Z' }))

/** A tab whose visibility the test sets, then announces. */
function fakeTab() {
  const target = new EventTarget()
  const tab = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState })
  const show = (state: DocumentVisibilityState) => {
    tab.visibilityState = state
    tab.dispatchEvent(new Event('visibilitychange'))
  }
  return { tab, show }
}

function setup(overrides: Partial<VersionWatchOptions> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => versionResponse(RUNNING))
  const load = vi.fn<(href: string) => void>()
  const { tab, show } = fakeTab()
  const watch = createVersionWatch({ currentId: RUNNING, fetch, load, visibility: tab, ...overrides })
  const stop = watch.start()
  return { watch, fetch, load, show, stop }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:30:00Z') })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('version watch', () => {
  it('asks for /version.json with a timestamp and no cache every poll interval, not before', async () => {
    const { fetch } = setup()
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1)
    expect(fetch).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(`/version.json?t=${Date.now()}`)
    expect(init).toEqual({ cache: 'no-store' })

    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[1]![0]).not.toBe(url)
  })

  it('does not reload on its own when a new build is found, but on the next navigation, to its target', async () => {
    const { watch, fetch, load } = setup()
    fetch.mockResolvedValue(versionResponse(DEPLOYED))
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
    expect(watch.isUpdatePending()).toBe(true)

    // A learner mid-quiz for another hour: the page stays as it is.
    await vi.advanceTimersByTimeAsync(12 * VERSION_POLL_MS)
    expect(load).not.toHaveBeenCalled()

    expect(watch.navigated('/practice/quiz/42?section=math')).toBe(true)
    expect(load).toHaveBeenCalledExactlyOnceWith('/practice/quiz/42?section=math')
  })

  it('navigates softly while the deployed build is the running one', async () => {
    const { watch, fetch, load } = setup()
    await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_MS)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(watch.navigated('/home')).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('ignores failed or unreadable answers and keeps polling', async () => {
    const { watch, fetch, load } = setup()
    const failures = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('<!doctype html>', { status: 502 }),
      async () => new Response('<!doctype html><title>Exam Prep</title>'),
      async () => new Response(JSON.stringify({ built_at: '2026-11-22T12:00:00.000Z' })),
      async () => new Response(JSON.stringify({ id: '' })),
    ]
    for (const failure of failures) {
      fetch.mockImplementationOnce(failure)
      await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
      expect(watch.navigated('/home')).toBe(false)
    }
    expect(fetch).toHaveBeenCalledTimes(failures.length)
    expect(load).not.toHaveBeenCalled()

    fetch.mockResolvedValue(versionResponse(DEPLOYED))
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
    expect(watch.navigated('/home')).toBe(true)
  })

  it('checks when the tab is shown again, at most once a minute, and not while hidden', async () => {
    const { fetch, show } = setup()
    show('visible')
    expect(fetch).not.toHaveBeenCalled() // the page has just loaded

    await vi.advanceTimersByTimeAsync(MIN_CHECK_GAP_MS)
    show('visible')
    show('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(1)

    show('hidden')
    await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_MS)
    expect(fetch).toHaveBeenCalledTimes(1)
    show('visible')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('stops polling when stopped, and never polls in a dev build', async () => {
    const running = setup()
    running.stop()
    await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_MS)
    running.show('visible')
    expect(running.fetch).not.toHaveBeenCalled()

    const dev = setup({ currentId: DEV_VERSION_ID })
    await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_MS)
    dev.show('visible')
    expect(dev.fetch).not.toHaveBeenCalled()
  })
})

describe('useVersionWatch', () => {
  it('loads the target of the first client-side navigation after a deploy, not the page it started on', async () => {
    history.replaceState(null, '', '/practice')
    const { watch, fetch, load } = setup()
    fetch.mockResolvedValue(versionResponse(DEPLOYED))
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
    expect(watch.isUpdatePending()).toBe(true)

    // Strict Mode runs the effects twice and re-renders: none of that is a navigation.
    const { rerender } = await renderWatch(watch, { wrapper: StrictMode })
    rerender()
    expect(load).not.toHaveBeenCalled()

    act(() => navigate('/history?page=2'))
    expect(load).toHaveBeenCalledExactlyOnceWith('/history?page=2')
  })

  it('leaves navigation alone while no update is known', async () => {
    history.replaceState(null, '', '/practice')
    const { watch, load } = setup()
    await renderWatch(watch)
    act(() => navigate('/history'))
    expect(load).not.toHaveBeenCalled()
    expect(location.pathname).toBe('/history')
  })
})
