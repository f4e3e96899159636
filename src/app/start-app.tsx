import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { deferUnauthorizedUntilHandled } from '~/api/client'
import { activateLocale } from '~/i18n/i18n'
import { readStoredLocale } from '~/i18n/locale'
import { beginHydration } from '~/lib/use-hydrated'
import { wireApiToUi } from './api-wiring'
import { App } from './app'
import { preloadFirstScreen } from './first-screen'

/** What the entry (src/main.tsx) does around hydration: its early interactions' hand-over. */
export interface StartHooks {
  /** Right before React starts adopting the prerendered HTML. */
  beforeHydration: () => void
  /** Once the first page has committed (its HTML adopted, or it rendered): src/app/page-shown.tsx. */
  afterPageShown: () => unknown
}

/**
 * The page's code, loaded by the entry after the first paint (issue 15): wires the API, starts the
 * first reads, activates the catalog, then renders. Not top-level await: this chunk holds the first
 * screen's modules (vite.config.ts), and a chunk loaded on demand that imports from it (a page,
 * prefetching) would wait for it to finish evaluating, while it waits for that chunk.
 */
export function startApp(hooks: StartHooks): void {
  wireApiToUi()
  // The first requests start before React runs: a 401 among them waits for the session (SessionBridge).
  deferUnauthorizedUntilHandled()
  // The first page's code and reads (and the signed-in layout's) start now, beside the catalog.
  // Prefetching is a chunk of its own, which `/` paints without.
  void import('./app-prefetching').then(({ startAppPrefetching }) => startAppPrefetching())
  void render(hooks)
}

async function render({ beforeHydration }: StartHooks) {
  const locale = readStoredLocale()
  // The catalog is active before the first paint, so no English flashes in Arabic.
  await activateLocale(locale)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const app = (
    <StrictMode>
      <App initialLocale={locale} />
    </StrictMode>
  )
  // The server sends the page's first screen prerendered in the cookie's language (scripts/prerender.mjs):
  // React adopts that HTML instead of painting it again. Other pages start empty.
  if (root.firstElementChild) {
    await preloadFirstScreen(location.pathname)
    // Hydration in a task of its own, after the code's evaluation, and as a transition: React adopts
    // the HTML in slices between the browser's tasks (one task of 40 ms, 160 at 4x CPU, before). No
    // update reaches the tree while it hydrates: the hydrated flag changes after (use-hydrated.ts).
    await new Promise((resolve) => setTimeout(resolve, 0))
    beforeHydration()
    beginHydration()
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else createRoot(root).render(app)
}

// An entry of its own, loaded by the HTML's entry after the first paint (src/main.tsx).
startApp(window.appStartHooks ?? { beforeHydration() {}, afterPageShown() {} })
