import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { AppConfig } from './config'
import type { Db } from './db/client'
import type { AppDeps, AppEnvBindings } from './http/app-env'
import { ApiProblem, renderProblem } from './http/errors'
import { problemFor } from './http/problem'
import { compressResponses } from './http/compression'
import { securityHeaders } from './http/security-headers'
import { routeRedirects, routeRulesFor } from './http/route-rules'
import { spaRoutes } from './http/spa'
import { Outbox } from './messaging/outbox'
import { requestLog } from './ops/request-log'
import { pagesCss } from './http/html'
import { mediaPages } from './modules/account/media-pages'
import { accountRoutes, settingsRoutes } from './modules/account/routes'
import { authRoutes, passwordResetRoutes } from './modules/auth/routes'
import { configRoutes } from './modules/config/routes'
import { learningRoutes } from './modules/learning/routes'
import { devInboxPages } from './modules/dev/inbox-pages'
import { healthRoutes } from './modules/health/routes'
import { checkoutPages } from './modules/subscriptions/checkout-pages'
import { paymentRoutes, subscriptionRoutes } from './modules/subscriptions/routes'
import { catalogRoutes, questionRoutes } from './modules/catalog/routes'
import { divisionRoutes } from './modules/divisions/routes'
import { fullTestRoutes } from './modules/full-tests/routes'
import { historyRoutes } from './modules/history/routes'
import { homeRoutes } from './modules/home/routes'
import { notificationRoutes } from './modules/notifications/routes'
import { devAnswerKeyPages } from './modules/quizzes/dev-answer-key'
import { evaluationRoutes, practiceRoutes, quizRoutes } from './modules/quizzes/routes'
import { reportRoutes } from './modules/reports/routes'

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
  api.route('/health', healthRoutes)
  // The contract puts these at the root: sign-in and registration, the signed-in learner, the config.
  api.route('/', configRoutes)
  api.route('/', authRoutes)
  api.route('/', accountRoutes)
  api.route('/password-reset', passwordResetRoutes)
  api.route('/settings', settingsRoutes)
  api.route('/subscriptions', subscriptionRoutes)
  api.route('/payments', paymentRoutes)
  api.route('/catalog', catalogRoutes)
  api.route('/questions', questionRoutes)
  api.route('/evaluations', evaluationRoutes)
  api.route('/', learningRoutes)
  api.route('/practices', practiceRoutes)
  api.route('/quizzes', quizRoutes)
  api.route('/reports', reportRoutes)
  api.route('/full-tests', fullTestRoutes)
  api.route('/history', historyRoutes)
  api.route('/home', homeRoutes)
  api.route('/divisions', divisionRoutes)
  api.route('/notifications', notificationRoutes)
  // Sub-app notFound handlers are not used once mounted: this catch-all keeps
  // unknown API paths out of the SPA fallback.
  api.all('*', (c) => problemFor(c, 404, 'routeNotFound', { path: c.req.path }))

  const app = new Hono<AppEnvBindings>()
  app.use('*', requestLog(deps.ops?.requestLog))
  app.use('*', compressResponses())
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
