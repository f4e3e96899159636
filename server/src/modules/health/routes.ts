import { createRouter } from '../../http/app-env'
import { problemFor } from '../../http/problem'
import { healthBody, readinessBody } from './present'
import { pingDatabase, pingDatabaseWithin } from './service'

/** How long readiness waits for `select 1` before calling the database unavailable. */
const READY_TIMEOUT_MS = 2_000

/** Liveness and readiness probes: mounted at /health. */
export const healthRoutes = createRouter()
  /** GET /api/v1/health (operation getHealth): the process is up and the database answers (liveness). */
  .get('/', async (c) => {
    const { db, config } = c.var.deps
    try {
      await pingDatabase(db)
    } catch (error) {
      console.error('health: database check failed', error)
      return problemFor(c, 503, 'databaseUnavailable')
    }
    return c.json(healthBody(config.version), 200)
  })
  /**
   * GET /api/v1/health/ready (operation getReadiness): should this process get traffic? Not while
   * it shuts down, nor when the database does not answer `select 1` within READY_TIMEOUT_MS.
   */
  .get('/ready', async (c) => {
    const { db, ops } = c.var.deps
    if (ops?.draining?.()) return problemFor(c, 503, 'shuttingDown')
    try {
      await pingDatabaseWithin(db, READY_TIMEOUT_MS)
    } catch (error) {
      console.error('readiness: database check failed:', error instanceof Error ? error.message : error)
      return problemFor(c, 503, 'databaseUnavailable')
    }
    return c.json(readinessBody(), 200)
  })
