import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { VersionWatch } from './version-watch'

/** The watch's code is a chunk of its own, loaded after the first render (the `/` budget, issue 15). */
const loadAppWatch = () => import('./version-watch').then((module) => module.appVersionWatch())

/**
 * Starts the watch once its code is here, and turns the first navigation after a deploy into a full
 * load of its target. A navigation before the code is here cannot follow a deploy: the watch checks
 * at the earliest a minute after the page load.
 */
export function useVersionWatch(load: () => Promise<VersionWatch> = loadAppWatch): void {
  const [location] = useLocation()
  const search = useSearch()
  const shownLocation = useRef(location)
  const watch = useRef<VersionWatch | null>(null)

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    load().then(
      (loaded) => {
        if (cancelled) return
        watch.current = loaded
        stop = loaded.start()
      },
      // The chunk could not load (offline, or a deploy removed it): the next page load has a new one.
      () => {},
    )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [load])
  useEffect(() => {
    // The first render is the page load itself, not a navigation.
    if (location === shownLocation.current) return
    shownLocation.current = location
    watch.current?.navigated(search ? `${location}?${search}` : location)
  }, [location, search])
}

/** Renders nothing: mounts the version watch in the composition root. */
export function VersionWatcher(): null {
  useVersionWatch()
  return null
}
