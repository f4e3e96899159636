import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ResponseBody } from '../api/contract'
import type { AppEnvBindings } from '../http/app-env'
import { problemFor } from '../http/problem'

/** How long readiness waits for `select 1` before calling the database unavailable. */
const READY_TIMEOUT_MS = 2_000

export const healthRoutes = new Hono<AppEnvBindings>()
  /** GET /api/v1/health (operation getHealth): the process is up and the database answers (liveness). */
  .get('/health', async (c) => {
    const { db, config } = c.var.deps
    try {
      await db.execute(sql`select 1`)
    } catch (error) {
      console.error('health: database check failed', error)
      return problemFor(c, 503, 'databaseUnavailable')
    }
    const body: ResponseBody<'getHealth', 200> = {
      status: 'ok',
      version: config.version,
      database: 'ok',
      time: new Date().toISOString(),
    }
    return c.json(body, 200)
  })
  /**
   * GET /api/v1/health/ready (operation getReadiness): should this process get traffic? Not while
   * it shuts down, nor when the database does not answer `select 1` within READY_TIMEOUT_MS.
   */
  .get('/health/ready', async (c) => {
    const { db, ops } = c.var.deps
    if (ops?.draining?.()) return problemFor(c, 503, 'shuttingDown')
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)
        }),
      ])
    } catch (error) {
      console.error('readiness: database check failed:', error instanceof Error ? error.message : error)
      return problemFor(c, 503, 'databaseUnavailable')
    } finally {
      clearTimeout(timer)
    }
    const body: ResponseBody<'getReadiness', 200> = { status: 'ready' }
    return c.json(body, 200)
  })
