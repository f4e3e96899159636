import { parse } from 'regexparam'
import { layouts } from './layouts'
import { loadQueryClient } from './lazy-query-client'
import type { PreloadableComponent } from './lazy-with-reload'
import { matchAppRoute } from './routes'

/**
 * Loads the code of what the prerendered HTML shows at `pathname`: the layout and, on a public
 * page, the page (the signed-in frame shows a placeholder in the page's place). Hydration then
 * renders them at once instead of suspending (see `lazyPreloadable`).
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  const matched = matchAppRoute(parse, pathname)
  if (!matched) return
  const layout = layouts[matched.route.layout] as Partial<PreloadableComponent<unknown>>
  const showsPage = matched.route.layout !== 'default'
  // What reads data renders with the query client (query-client-gate.tsx): there before hydrating.
  const readsData = showsPage ? matched.route.readsData : true
  await Promise.all([
    layout.preload?.(),
    showsPage ? matched.route.page.preload() : null,
    readsData ? loadQueryClient() : null,
  ])
}
