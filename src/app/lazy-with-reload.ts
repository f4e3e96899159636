import { createElement, lazy, type ComponentType, type ReactElement } from 'react'

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

/** A lazily loaded component that can also be loaded ahead, and then renders without suspending. */
export interface PreloadableComponent<P> {
  (props: P): ReactElement
  /** Loads the code; once it has arrived, the component renders it directly. */
  preload: () => Promise<void>
}

/**
 * `React.lazy`, plus `preload()`. Hydration needs it: a lazy component suspends on its first
 * render even when its code is already here, and a prerendered boundary that receives an update
 * while suspended is thrown away and painted again. The entry preloads the first screen's layout
 * and page, so hydration adopts the HTML in one pass (src/main.tsx).
 */
export function lazyPreloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null
  const Lazy = lazy(load)
  const Component = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy, props))
  Component.preload = () =>
    load().then((module) => {
      loaded = module.default
    })
  return Component
}
