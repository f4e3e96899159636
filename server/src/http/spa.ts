import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { hashedAssets } from './asset-store'
import { varyOnEncoding } from './compression'

/**
 * Serves the built SPA: hashed assets cached for a year (a missing one is a
 * plain 404, never cached, so a stale reference cannot pin a page), everything else
 * (any path the SPA routes, and unknown ones, which it shows as 404 pages)
 * answered with index.html, never cached so a deploy is picked up. The
 * build's `version.json`, which open tabs poll to notice a deploy, is never
 * cached either, and a 404 when missing: index.html in its place would read
 * as a broken version file, not as "no version known".
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file
 * (`scripts/precompress.mjs`): a client that accepts one gets it, with `Content-Encoding`;
 * any other gets the plain file. Every asset answer says `Vary: Accept-Encoding`, so a cache
 * keeps the copies apart (on an image, which has no copies, it costs nothing).
 */
export function spaRoutes(spaDir: string) {
  const app = new Hono()
  const indexFile = path.join(spaDir, 'index.html')
  if (!existsSync(indexFile)) return app
  const root = path.relative(process.cwd(), spaDir) || '.'
  const versionFile = path.join(spaDir, 'version.json')

  app.get('/version.json', async (c) => {
    c.header('Cache-Control', 'no-store')
    const version = await readFile(versionFile, 'utf8').catch(() => null)
    if (version === null) return c.text('No version file in this build', 404)
    return c.body(version, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })

  app.use('/assets/*', async (c, next) => {
    await next()
    if (!c.res.ok) return
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    varyOnEncoding(c.res.headers)
  })
  const prerendered = prerenderedPages(spaDir)
  const spaPage = async (c: Context) => {
    c.header('Cache-Control', 'no-cache')
    // The page differs with the language and token cookies: a shared cache must not mix them.
    c.header('Vary', 'Cookie')
    const hasQuery = new URL(c.req.url).search !== ''
    return c.html(
      (await prerendered.documentFor(c.req.path, getCookie(c), hasQuery)) ?? (await readFile(indexFile, 'utf8')),
    )
  }
  // `/` before the static files, which would answer it with the bare index.html.
  app.get('/', spaPage)
  // A public form sent before the page's code ran (its prerendered HTML, `method="post"`): the page
  // again, by GET, and nothing of the form is read or kept (never the password in an address).
  app.post('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/assets/')) return next()
    return c.redirect(c.req.path, 303)
  })
  app.use('/assets/*', hashedAssets(path.join(spaDir, 'assets')))
  app.use('*', serveStatic({ root, precompressed: true }))
  // A missing asset (an old hash after a deploy, a typo) is no page of the SPA: a short 404 nobody keeps.
  app.all('/assets/*', (c) => c.text('Asset not found', 404, { 'Cache-Control': 'no-store' }))
  app.get('*', spaPage)
  return app
}

/** The SPA's cookies (spec §3): the interface language, and the token of a signed-in learner. */
const LOCALE_COOKIE = 'i18n_redirected'
const TOKEN_COOKIE = 'token'
/** Set by the SPA when the learner's last signed-in page showed a subscription banner (src/lib/banner-hint.ts). */
const BANNER_HINT_COOKIE = 'banner'

interface PrerenderIndex {
  [path: string]: { name: string; signedIn: boolean }
}

/**
 * The build's prerendered documents (`scripts/prerender.mjs`): for a page it prerendered, the one
 * the SPA's first render will match (the public form without a token, the signed-in frame with
 * one), in the cookie's language, else English as the SPA defaults; for any other path, the
 * empty document in that language and direction. `null` for a build without prerendering.
 */
function prerenderedPages(spaDir: string) {
  const folder = path.join(spaDir, 'prerendered')
  const indexFile = path.join(folder, 'pages.json')
  const pages: PrerenderIndex | null = existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : null
  const cache = new Map<string, Promise<string>>()
  const read = (file: string) => {
    if (!cache.has(file)) cache.set(file, readFile(path.join(folder, file), 'utf8'))
    return cache.get(file)!
  }
  return {
    /** `hasQuery`: the pages were rendered without one, and a page may read it (`/signup?email=…`). */
    async documentFor(requestPath: string, cookies: Record<string, string>, hasQuery = false): Promise<string | null> {
      if (!pages) return null
      const locale = cookies[LOCALE_COOKIE] === 'ar' ? 'ar' : 'en'
      const page = !hasQuery && Object.hasOwn(pages, requestPath) ? pages[requestPath]! : null
      const signedIn = Boolean(cookies[TOKEN_COOKIE])
      const frame = page && page.signedIn === signedIn ? page : null
      const html = await read(`${locale}/${frame ? frame.name : 'index'}.html`)
      // The signed-in frame keeps the banner's room from its first paint when the last page showed one.
      return frame?.signedIn && cookies[BANNER_HINT_COOKIE] === '1'
        ? html.replace('<html ', '<html data-banner ')
        : html
    },
  }
}
