import './fonts.css'
import './index.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { deferUnauthorizedUntilHandled } from './api/client'
import { wireApiToUi } from './app/api-wiring'
import { preloadFirstScreen } from './app/first-screen'
import { activateLocale } from './i18n/i18n'
import { readStoredLocale } from './i18n/locale'

wireApiToUi()
// The first requests start before React runs: a 401 among them waits for the session (SessionBridge).
deferUnauthorizedUntilHandled()
const locale = readStoredLocale()
// Issue 15: the first page's code and reads (and the signed-in layout's) start now, beside the catalog.
// Prefetching is a chunk of its own, which `/` paints without; signed-in pages preload it in their HTML.
void import('./app/app-prefetching').then(({ startAppPrefetching }) => startAppPrefetching())
/**
 * Activates the catalog, then renders. Not top-level await: the entry's chunk holds the first
 * screen's modules (vite.config.ts), and a chunk loaded on demand that imports from it (a page,
 * prefetching) would wait for the entry to finish evaluating, while the entry waits for it.
 */
async function start() {
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
    // Hydration in a task of its own, after the code's evaluation. Not as a transition: an update
    // while a transition hydrates (the hydrated flag's) makes React render a boundary again on the
    // client instead of adopting its HTML (the inputs typed in before would be new, empty ones).
    await new Promise((resolve) => setTimeout(resolve, 0))
    hydrateRoot(root, app)
  } else createRoot(root).render(app)
}

void start()
