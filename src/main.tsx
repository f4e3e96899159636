// The app's types first, as when this entry imported the app: with the API client's module checked
// before them, TypeScript infers the auth machines' action parameters as `unknown` (tsc -b fails).
export type { AppProps } from './app/app'
import './fonts.css'
import './index.css'
import {
  captureEarlyInteractions,
  replayEarlyInteractions,
  stopCapturingEarlyInteractions,
} from './app/early-interactions'
import { afterFirstPaint } from './lib/after-first-paint'

/**
 * The entry (issue 15): the stylesheet, and the page's code loaded after the first paint. The server
 * sends the first screen prerendered (scripts/prerender.mjs), so the page paints with the HTML and
 * the stylesheet alone; the code, fetched before that paint, would share the connection with them.
 * Clicks, form sends and typing made before the code has run are kept and replayed once React has
 * adopted the HTML (early-interactions.ts). A page sent without a first screen loads its code at once.
 */
const root = document.getElementById('root')
const prerendered = root?.firstElementChild != null
if (prerendered) captureEarlyInteractions(root)
// The page's code (src/app/start-app.tsx) calls these around hydration.
window.appStartHooks = { beforeHydration: stopCapturingEarlyInteractions, afterPageShown: replayEarlyInteractions }

/**
 * Module preloads added per task: each costs the main thread 1–2 ms while the page loads (fifty in
 * one task made a long one, and eight took 14 ms, a long task at 4x CPU).
 */
const PRELOADS_PER_TASK = 3

/**
 * Loads the page's code: its built address is in index.html (vite.config.ts, appStartMeta), with the
 * chunks it and the page need beside it (scripts/prerender.mjs), fetched at once rather than one
 * after another (the code first, then the preloads a few per task). In development, the source.
 */
function loadPageCode() {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
  const add = (href: string, rel?: string) => {
    const element = Object.assign(
      document.createElement(rel ? 'link' : 'script'),
      rel ? { rel, href } : { type: 'module', src: href },
    )
    element.crossOrigin = ''
    document.head.append(element)
  }
  add(meta('app-start') ?? '/src/app/start-app.tsx')
  const chunks = meta('app-chunks')?.split(' ') ?? []
  const preloadSome = () => {
    for (const href of chunks.splice(0, PRELOADS_PER_TASK)) add(href, 'modulepreload')
    if (chunks.length) setTimeout(preloadSome, 0)
  }
  preloadSome()
}

if (prerendered) void afterFirstPaint().then(loadPageCode)
else loadPageCode()
