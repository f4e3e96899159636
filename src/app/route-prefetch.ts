import type { QueryClient } from '@tanstack/react-query'
import { parse } from 'regexparam'
import { loadedPublicConfig, publicConfigQuery, type PublicConfig } from '~/api/public-config'
import { hasToken } from '~/api/token'
import { startSessionRequests } from '~/features/session'
import { readStoredLocale } from '~/i18n/locale'
import { canPrefetch } from '~/lib/connection'
import { routeRuleTarget } from '~/lib/navigation'
import { whenIdle } from '~/lib/when-idle'
import { accessRedirect } from './access-guard'
import { matchAppRoute, type AppRoute, type LayoutKind } from './routes'

/** How long the mouse rests on a link before its page is fetched: passing over it is no intent. */
export const HOVER_INTENT_MS = 65

/** What prefetching reaches: the route table, and the code of a layout that is a chunk of its own. */
export interface PrefetchTargets {
  routes: readonly AppRoute[]
  loadLayout: (layout: LayoutKind) => Promise<unknown> | null
}

/** The app's query client: loaded on demand (`lazy-query-client.ts`), or there from the start. */
export interface QueryClientSource {
  loaded: () => QueryClient | undefined
  load: () => Promise<QueryClient>
}

/** Runs `task` with the query client: at once when it is there, else once its code has loaded. */
function withQueryClient(source: QueryClientSource, task: (queryClient: QueryClient) => void) {
  const queryClient = source.loaded()
  if (queryClient) task(queryClient)
  else source.load().then(task, () => {})
}

/** A page as the router will show it. */
export interface Destination {
  route: AppRoute
  params: Record<string, string | undefined>
  search: string
}

/**
 * The page a URL shows, decided as the router decides it (wouter's default parser): a path a
 * route rule of the server redirects is left alone; the access guard applies (with a token, `/`
 * shows `/home`; without one, a signed-in page shows `/`).
 */
export function destinationOf(
  queryClient: QueryClient | undefined,
  routes: readonly AppRoute[],
  pathname: string,
  search: string,
): Destination | null {
  const config = queryClient?.getQueryData<PublicConfig>(publicConfigQuery.queryKey) ?? loadedPublicConfig()
  const rules = config?.route_rules ?? []
  if (routeRuleTarget(rules, pathname)) return null
  const matched = matchAppRoute(parse, pathname, routes)
  const redirect = accessRedirect(pathname, hasToken(), matched !== null)
  if (redirect === null) return matched && { ...matched, search }
  const target = matchAppRoute(parse, redirect, routes)
  return target && { ...target, search: '' }
}

// A failed prefetch changes nothing: the page's own load tries again and handles the failure.
const ignoreFailure = (loading: Promise<unknown> | null | undefined) => void loading?.catch(() => {})

/**
 * Starts what a page needs: its layout's code and its own, its own reads and, when it enters the
 * signed-in layout from elsewhere, that layout's session reads (inside it, they are on screen).
 * Returns the page's code on its way.
 */
function prefetchPage(
  queryClient: QueryClientSource,
  targets: PrefetchTargets,
  to: Destination,
  from: Destination | null,
) {
  ignoreFailure(targets.loadLayout(to.route.layout))
  const code = to.route.load()
  ignoreFailure(code)
  const entersSession = to.route.layout === 'default' && from?.route.layout !== 'default'
  const context = { params: to.params, search: to.search, locale: readStoredLocale() }
  // A page that reads data needs the query client: its code loads beside the page's.
  if (to.route.readsData)
    withQueryClient(queryClient, (client) => {
      if (entersSession) startSessionRequests(client)
      to.route.prefetch?.(client, context)
    })
  return code
}

/** After the page's load event: what idle prefetching fetches never competes with the first screen. */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task()
  else addEventListener('load', task, { once: true })
}

/** A link of this document that opens in place (not a download, not another window). */
function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null
  return anchor.target === '' || anchor.target === '_self' ? anchor : null
}

/**
 * Issue 15, no data waterfalls. From the entry on, every page's code and reads start when the
 * navigation to it starts (the entry for the first page; the URL changing for the next ones, as
 * a link is followed, before the router renders and asks for the chunk), and the session reads
 * with the signed-in layout's code. Ahead of need, on connections that allow it (spec §7): the
 * page of a link the mouse rests on or the keyboard focuses, and, when the browser is idle after
 * a page has loaded, the code (only) of the pages most likely next. Returns what stops it.
 */
export function startPrefetching(queryClient: QueryClientSource, targets: PrefetchTargets): () => void {
  // The build's prerender renders the app with no browser: nothing to fetch there.
  if (typeof document === 'undefined') return () => {}
  let shown: Destination | null = null
  let shownHref: string | null = null
  let intentHref: string | null = null
  let navigations = 0
  let hovered: HTMLAnchorElement | null = null
  let hoverTimer: ReturnType<typeof setTimeout> | undefined

  /**
   * Once the page's code is in and the browser idle, the code of the pages likely next: one page
   * per idle period, each loading and evaluating its chunks in a task of its own (two pages in one
   * task made a long one at 4x CPU, issue 15).
   */
  const loadNextWhenIdle = (page: Destination, code: Promise<unknown>) => {
    const navigation = navigations
    const waiting = [...page.route.next]
    const loadNext = () => {
      const name = waiting.shift()
      if (name === undefined || navigation !== navigations || !canPrefetch()) return
      ignoreFailure(targets.routes.find((route) => route.name === name)?.load())
      whenIdle(loadNext)
    }
    code.then(
      () => afterLoad(() => whenIdle(loadNext)),
      () => {},
    )
  }

  const follow = () => {
    const href = location.pathname + location.search
    if (href === shownHref) return
    const next = destinationOf(queryClient.loaded(), targets.routes, location.pathname, location.search)
    const code = next && prefetchPage(queryClient, targets, next, shown)
    shown = next
    shownHref = href
    intentHref = null
    navigations += 1
    if (next && code && next.route.next.length > 0) loadNextWhenIdle(next, code)
  }

  const intend = (link: HTMLAnchorElement) => {
    const url = new URL(link.href)
    const href = url.pathname + url.search
    if (url.origin !== location.origin || href === shownHref || href === intentHref) return
    intentHref = href
    if (!canPrefetch()) return
    const page = destinationOf(queryClient.loaded(), targets.routes, url.pathname, url.search)
    if (page) prefetchPage(queryClient, targets, page, shown)
  }

  const onPointerOver = (event: PointerEvent) => {
    // A finger on a link is as often the start of a scroll: touch waits for the tap.
    const link = event.pointerType === 'touch' ? null : linkOf(event.target)
    if (link === hovered) return
    clearTimeout(hoverTimer)
    hovered = link
    if (link) hoverTimer = setTimeout(() => intend(link), HOVER_INTENT_MS)
  }
  const onFocusIn = (event: FocusEvent) => {
    const link = linkOf(event.target)
    if (link) intend(link)
  }

  // wouter dispatches `pushState` and `replaceState` for its navigations, Back and Forward `popstate`.
  const navigationEvents = ['popstate', 'pushState', 'replaceState'] as const
  for (const type of navigationEvents) addEventListener(type, follow)
  document.addEventListener('pointerover', onPointerOver, { passive: true })
  document.addEventListener('focusin', onFocusIn)
  follow()
  return () => {
    for (const type of navigationEvents) removeEventListener(type, follow)
    document.removeEventListener('pointerover', onPointerOver)
    document.removeEventListener('focusin', onFocusIn)
    clearTimeout(hoverTimer)
    navigations += 1
  }
}
