import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { AppConfig } from './config'
import type { Db } from './db/client'
import type { AppDeps, AppEnvBindings } from './http/app-env'
import { ApiProblem, renderProblem } from './http/errors'
import { problemFor } from './http/problem'
import { securityHeaders } from './http/security-headers'
import { routeRedirects, routeRulesFor } from './http/route-rules'
import { spaRoutes } from './http/spa'
import { Outbox } from './messaging/outbox'
import { requestLog } from './ops/request-log'
import { checkoutPages } from './pages/checkout'
import { devAnswerKeyPages } from './pages/dev-answer-key'
import { devInboxPages } from './pages/dev-inbox'
import { pagesCss } from './pages/html'
import { mediaPages } from './pages/media'
import { accountRoutes } from './routes/account'
import { authRoutes } from './routes/auth'
import { configRoutes } from './routes/config'
import { healthRoutes } from './routes/health'
import { learningRoutes } from './routes/learning'
import { notificationRoutes } from './routes/notifications'
import { subscriptionRoutes } from './routes/subscriptions'

export const API_BASE_PATH = '/api/v1'
const JSON_BODY_LIMIT = 64 * 1024

/** The API under /api/v1, the server's own pages, then the SPA. Built per call so tests get their own database. */
export function createApp(input: { db: Db; config: AppConfig; outbox?: Outbox; ops?: AppDeps['ops'] }) {
  const deps: AppDeps = { ...input, outbox: input.outbox ?? new Outbox(input.db, input.config) }
  const api = new Hono<AppEnvBindings>()
  // JSON bodies are small; the profile picture upload has its own 5 MiB limit.
  api.use('*', async (c, next) => {
    if (c.req.path.endsWith('/settings/edit-profile')) return next()
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new ApiProblem(413, 'bodyTooLarge', { limit: '64 KB' })
      },
    })(c, next)
  })
  api.route('/', healthRoutes)
  api.route('/', configRoutes)
  api.route('/', authRoutes)
  api.route('/', accountRoutes)
  api.route('/', subscriptionRoutes)
  api.route('/', learningRoutes)
  api.route('/', notificationRoutes)
  // Sub-app notFound handlers are not used once mounted: this catch-all keeps
  // unknown API paths out of the SPA fallback.
  api.all('*', (c) => problemFor(c, 404, 'routeNotFound', { path: c.req.path }))

  const app = new Hono<AppEnvBindings>()
  app.use('*', requestLog(deps.ops?.requestLog))
  app.use('*', securityHeaders(deps.config))
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return renderProblem(c, error)
    if (error instanceof HTTPException && error.status < 500) return problemFor(c, error.status as 400, 'badRequest')
    // Bad input is answered by handlers; reaching here is a bug, logged and hidden.
    console.error(error)
    return problemFor(c, 500, 'internalError')
  })
  app.route(API_BASE_PATH, api)
  app.get('/server-pages.css', (c) =>
    c.body(pagesCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  )
  app.route('/', checkoutPages)
  app.route('/', mediaPages)
  if (deps.config.env !== 'production') app.route('/', devInboxPages).route('/', devAnswerKeyPages)
  app.use('*', routeRedirects(routeRulesFor(deps.config)))
  app.route('/', spaRoutes(deps.config.spaDir))
  return Object.assign(app, { deps })
}
