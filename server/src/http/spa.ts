import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
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
  app.use('*', serveStatic({ root, precompressed: true }))
  // A missing asset (an old hash after a deploy, a typo) is no page of the SPA: a short 404 nobody keeps.
  app.all('/assets/*', (c) => c.text('Asset not found', 404, { 'Cache-Control': 'no-store' }))
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(await readFile(indexFile, 'utf8'))
  })
  return app
}
