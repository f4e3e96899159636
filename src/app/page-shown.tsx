import { useLayoutEffect } from 'react'
import { finishHydration } from '~/lib/use-hydrated'

let shown = false

/**
 * Renders nothing; sits beside the page, inside its Suspense boundary, which React hydrates after
 * the root and the layout. When the first page has committed (the server's HTML adopted, or the
 * page rendered): components mount hydrated from then on, the interactions made before the code ran
 * are handed to React (src/main.tsx, issue 15), and `<html data-app-ready>` says the page is
 * React's (the end-to-end tests wait for it).
 */
export function PageShown(): null {
  // A layout effect: before any later render of the page could put its state in the typed fields.
  useLayoutEffect(() => {
    if (shown) return
    shown = true
    finishHydration()
    document.documentElement.dataset.appReady = ''
    void window.appStartHooks?.afterPageShown()
  }, [])
  return null
}
