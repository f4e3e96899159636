import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

/**
 * Serves the built SPA: hashed assets cached for a year, everything else
 * (any path the SPA routes, and unknown ones, which it shows as 404 pages)
 * answered with index.html, never cached so a deploy is picked up.
 */
export function spaRoutes(spaDir: string) {
  const app = new Hono()
  const indexFile = path.join(spaDir, 'index.html')
  if (!existsSync(indexFile)) return app
  const root = path.relative(process.cwd(), spaDir) || '.'

  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', serveStatic({ root }))
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(await readFile(indexFile, 'utf8'))
  })
  return app
}
