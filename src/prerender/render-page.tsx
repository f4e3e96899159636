import { msg } from '@lingui/core/macro'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import { publicPaths } from '~/app/access-guard'
import { App } from '~/app/app'
import { appRoutes } from '~/app/routes'
import { activateLocale, loadEveryScreenMessages, i18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { setPrerenderCookies } from '~/lib/cookies'
import { beginHydration } from '~/lib/use-hydrated'

export interface PageToRender {
  /** The app path, as the browser will open it. */
  path: string
  locale: Locale
  /** Rendered as a visitor with a token cookie (the signed-in frame), or without one. */
  signedIn: boolean
}

export interface PrerenderedPage {
  /** The route's name (`src/lib/paths.ts`), which names the file. */
  name: string
  path: string
  signedIn: boolean
}

/**
 * The pages whose first screen is in the HTML: the public ones (spec §2's four paths a visitor
 * without a token may open), and every signed-in page of the default layout without a parameter
 * in its path, whose frame (sidebar, navbar, placeholder) shows before the session's data.
 */
export function pagesToPrerender(): PrerenderedPage[] {
  return appRoutes
    .filter((route) => publicPaths.has(route.path) || (route.layout === 'default' && !route.path.includes(':')))
    .map((route) => ({ name: route.name, path: route.path, signedIn: !publicPaths.has(route.path) }))
}

/** The document title the router sets (`src/app/router.tsx`), for the page before JavaScript runs. */
function titleOf(path: string): string {
  const route = appRoutes.find((candidate) => candidate.path === path)
  const product = i18n._(msg`Exam Prep Academy`)
  return route ? `${i18n._(route.title)} · ${product}` : product
}

/**
 * The HTML the real `<App>` renders for one page before any data or JavaScript, with React's own
 * static renderer (it waits for the lazy layout and page chunks). The browser hydrates this HTML
 * with the same tree (`src/main.tsx`), so it must be the client's first render exactly.
 */
export async function renderPage({ path, locale, signedIn }: PageToRender): Promise<{ html: string; title: string }> {
  setPrerenderCookies(signedIn ? 'token=prerendered' : '')
  beginHydration()
  await activateLocale(locale)
  // Every part of the catalog, as the browser has it when it hydrates a page past the public forms
  // (first-screen.ts preloads the layout and the page, which wait for it): the route titles and the
  // pages' strings are in the later part. The public forms' strings are all in the first.
  await loadEveryScreenMessages()
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App initialLocale={locale} />
      </Router>
    </StrictMode>,
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(chunk as Buffer)
  return { html: Buffer.concat(chunks).toString('utf8'), title: titleOf(path) }
}
