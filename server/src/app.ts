import { Hono } from 'hono'
import type { AppConfig } from './config'
import type { Db } from './db/client'
import { problemFor } from './http/problem'
import { securityHeaders } from './http/security-headers'
import { spaRoutes } from './http/spa'
import { healthRoutes } from './routes/health'

export interface AppDeps {
  db: Db
  config: AppConfig
}

export interface AppEnvBindings {
  Variables: { deps: AppDeps }
}

export const API_BASE_PATH = '/api/v1'

/** The API under /api/v1, then the SPA. Built per call so tests get their own database. */
export function createApp(deps: AppDeps) {
  const api = new Hono<AppEnvBindings>()
  api.route('/', healthRoutes)
  // Sub-app notFound handlers are not used once mounted: this catch-all keeps
  // unknown API paths out of the SPA fallback.
  api.all('*', (c) => problemFor(c, 404, 'routeNotFound', { path: c.req.path }))

  const app = new Hono<AppEnvBindings>()
  app.use('*', securityHeaders)
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.onError((error, c) => {
    // Bad input is answered by handlers; reaching here is a bug, logged and hidden.
    console.error(error)
    return problemFor(c, 500, 'internalError')
  })
  app.route(API_BASE_PATH, api)
  app.route('/', spaRoutes(deps.config.spaDir))
  return app
}
