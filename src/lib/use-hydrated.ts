import { startTransition, useEffect, useState } from 'react'

/**
 * False from `beginHydration` (the build's prerender, and the browser before it hydrates that HTML)
 * until the page is hydrated, page included (`PageShown`, src/app/page-shown.tsx): from then on,
 * components mount hydrated. Not at the root's first commit: React hydrates each Suspense boundary
 * (the layout's, the page's) after the root, and a component that rendered `true` there would not
 * match the server's HTML (React would then render the boundary again, and lose what was typed).
 * True where nothing is hydrated (a page rendered in the browser alone, stories, tests).
 */
let hydrationFinished = true

/** The server's HTML is being rendered or hydrated: components render their server form. */
export function beginHydration(): void {
  hydrationFinished = false
}

/** The page is hydrated: components mounting from now on are too. */
export function finishHydration(): void {
  hydrationFinished = true
}

/**
 * False while React renders on the server (the build's prerender) or hydrates that HTML, true
 * everywhere else. A component whose first render could depend on data already in the browser
 * (a query answered before hydration, a cookie) renders its server form until hydrated, then
 * updates: the hydrated HTML matches the server's, so React keeps it (no mismatch).
 *
 * The update after hydration is a transition (issue 15): React renders it in slices between the
 * browser's tasks. `useSyncExternalStore` with a server snapshot re-rendered the whole page in one
 * synchronous task of 50 ms (200 ms at 4x CPU), which counted as blocking time.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationFinished)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
