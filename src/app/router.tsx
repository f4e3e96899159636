import { useLingui } from '@lingui/react/macro'
import { lazy, memo, Suspense, useEffect, useLayoutEffect } from 'react'
import { matchRoute, Redirect, useLocation, useRouter, useSearch } from 'wouter'
import { usePublicConfig } from '~/api/public-config'
import { hadTokenAtLoad, hasToken } from '~/api/token'
import { useHydrated } from '~/lib/use-hydrated'
import { accessRedirect } from './access-guard'
import { layouts } from './layouts'
import { leaveApp, routeRuleTarget } from '~/lib/navigation'
import { PageFallback } from './page-fallback'
import { PageShown } from './page-shown'
import { paths } from '~/lib/paths'
import { rememberReturnPath } from '~/lib/return-path'
import { QueryClientGate } from './query-client-gate'
import { appRoutes, type AppRoute } from './routes'

const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })))

function useMatchedRoute(location: string) {
  const { parser } = useRouter()
  for (const route of appRoutes) {
    const [matches, params] = matchRoute(parser, route.path, location)
    if (matches) return { route, params: params as Record<string, string | undefined> }
  }
  return null
}

/** Leaves the app for an absolute URL by a full page load (spec §2). */
function LeaveApp({ href }: { href: string }) {
  useEffect(() => {
    leaveApp(href)
  }, [href])
  return <PageFallback />
}

/**
 * The access guard's way to the login page for a signed-out visitor of a signed-in page: the
 * address stays `/` (spec §2), and the page they asked for is kept for after the login (issue 16).
 */
function ToLogin({ from }: { from: string }) {
  useLayoutEffect(() => rememberReturnPath(from), [from])
  return <Redirect to={paths.login.getHref()} replace />
}

/**
 * Matches the spec's routes, applies the server's route rules (from `GET /config`; the server
 * applies the same ones to full page loads) and the access guard, and renders the page inside its
 * layout.
 */
export function AppRouter() {
  const [location] = useLocation()
  const search = useSearch()
  const { i18n, t } = useLingui()
  const config = usePublicConfig()
  const matched = useMatchedRoute(location)
  const rule = routeRuleTarget(config?.route_rules ?? [], location, search)
  // Until hydrated, as the HTML was chosen: by the token the page was loaded with.
  const signedIn = useHydrated() ? hasToken() : hadTokenAtLoad()
  const redirect = accessRedirect(location, signedIn, matched !== null)
  const title = matched ? i18n._(matched.route.title) : null
  const description = matched?.route.description ? i18n._(matched.route.description) : undefined
  // Most titles are in the catalog's later part (route-titles.ts): until it has loaded, the document
  // keeps the title it has (the prerendered page's), never a message id.
  const titleLoaded = !matched || matched.route.title.id in i18n.messages

  useEffect(() => {
    if (titleLoaded) document.title = title ? `${title} · ${t`Exam Prep Academy`}` : t`Page not found`
  }, [title, t, titleLoaded])

  if (rule?.external) return <LeaveApp href={rule.href} />
  if (rule) return <Redirect to={rule.href} replace />
  if (redirect === paths.login.getHref() && !signedIn)
    return <ToLogin from={search ? `${location}?${search}` : location} />
  if (redirect) return <Redirect to={redirect} replace />
  if (!matched || title === null)
    return (
      <Suspense fallback={<PageFallback />}>
        <NotFoundPage path={location} />
        <PageShown />
      </Suspense>
    )

  return <RoutedPage route={matched.route} params={matched.params} title={title} description={description} />
}

interface RoutedPageProps {
  route: AppRoute
  params: Record<string, string | undefined>
  title: string
  description: string | undefined
}

const sameParams = (a: RoutedPageProps['params'], b: RoutedPageProps['params']) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key])

/**
 * The matched route's layout and page. Memoized (issue 15, blocking time): the router renders again
 * when `/config` answers or the hydrated flag turns, often while React is still hydrating the
 * layout's and the page's Suspense boundaries; an update reaching a boundary React has not hydrated
 * yet makes it hydrate that boundary at once, in one long task, for a change that changes nothing.
 */
const RoutedPage = memo(
  function RoutedPage({ route, params, title, description }: RoutedPageProps) {
    const Layout = layouts[route.layout]
    const Page = route.page
    return (
      // The key keeps one layout mounted while its pages change.
      // The query client loads with the first page that reads data: the public layout renders without
      // it, its pages wait for it in the page's place, the other layouts wait for it (they read).
      <Suspense fallback={null}>
        <QueryClientGate key={route.layout} required={route.layout !== 'auth'}>
          <Layout
            requiresSubscription={route.requiresSubscription}
            header={{ title, description, greets: route.greets }}
          >
            <Suspense fallback={<PageFallback />}>
              <QueryClientGate required={route.readsData}>
                <Page title={title} description={description} params={params} />
              </QueryClientGate>
              <PageShown />
            </Suspense>
          </Layout>
        </QueryClientGate>
      </Suspense>
    )
  },
  (before, after) =>
    before.route === after.route &&
    before.title === after.title &&
    before.description === after.description &&
    sameParams(before.params, after.params),
)
