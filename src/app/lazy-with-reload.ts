/** Spec §8/§9: a chunk that fails to load reloads the page, at most once per path per 10 s. */
export const RELOAD_GUARD_MS = 10_000
const STORAGE_KEY = 'chunk-reload-at'

export interface ReloadEnvironment {
  now: () => number
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
}

const browserEnvironment = (): ReloadEnvironment => ({
  now: () => Date.now(),
  storage: sessionStorage,
  reload: () => location.reload(),
})

/** Returns true when it reloaded; false when the guard holds (the error then surfaces). */
export function reloadOnceForPath(path: string, env: ReloadEnvironment = browserEnvironment()): boolean {
  const key = `${STORAGE_KEY}:${path}`
  const last = Number(env.storage.getItem(key) ?? 0)
  if (env.now() - last < RELOAD_GUARD_MS) return false
  env.storage.setItem(key, String(env.now()))
  env.reload()
  return true
}

/** `path` names the page for the reload guard: a function when it is only known at load time. */
export function lazyWithReload<T>(path: string | (() => string), load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      // After a deploy the old chunk names are gone: a fresh page fetches the new ones.
      if (reloadOnceForPath(typeof path === 'string' ? path : path())) return new Promise<T>(() => {})
      throw error
    })
}
