import { describe, expect, it, vi } from 'vitest'
import { RELOAD_GUARD_MS, reloadOnceForPath, type ReloadEnvironment } from './lazy-with-reload'

function fakeEnvironment(start: number) {
  const store = new Map<string, string>()
  const clock = { now: start }
  const env = {
    clock,
    now: () => clock.now,
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    reload: vi.fn<() => void>(),
  } satisfies ReloadEnvironment & { clock: { now: number } }
  return env
}

describe('reloadOnceForPath', () => {
  it('reloads once per path within 10 seconds, then lets the error through', () => {
    const env = fakeEnvironment(1_000_000)
    expect(reloadOnceForPath('/home', env)).toBe(true)
    env.clock.now += RELOAD_GUARD_MS - 1
    expect(reloadOnceForPath('/home', env)).toBe(false)
    expect(env.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again after the guard has passed, and guards each path apart', () => {
    const env = fakeEnvironment(1_000_000)
    reloadOnceForPath('/home', env)
    expect(reloadOnceForPath('/history', env)).toBe(true)
    env.clock.now += RELOAD_GUARD_MS
    expect(reloadOnceForPath('/home', env)).toBe(true)
    expect(env.reload).toHaveBeenCalledTimes(3)
  })
})
