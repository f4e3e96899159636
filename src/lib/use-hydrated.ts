import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React renders on the server (the build's prerender) or hydrates that HTML, true
 * everywhere else. A component whose first render could depend on data already in the browser
 * (a query answered before hydration, a cookie) renders its server form until hydrated, then
 * updates at once: the hydrated HTML matches the server's, so React keeps it (no mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
