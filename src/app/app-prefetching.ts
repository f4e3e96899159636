import { loadBarLayouts, loadDefaultLayout } from './layouts'
import { loadedQueryClient, loadQueryClient } from './lazy-query-client'
import { startPrefetching } from './route-prefetch'
import { appRoutes } from './routes'

/** The app's prefetching (issue 15) over its route table; the signed-in layout is a chunk of its own. */
export const startAppPrefetching = () =>
  startPrefetching(
    { loaded: loadedQueryClient, load: loadQueryClient },
    {
      routes: appRoutes,
      loadLayout: (layout) =>
        layout === 'default' ? loadDefaultLayout() : layout === 'auth' ? null : loadBarLayouts(),
    },
  )
