import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ResponseBody } from '../api/contract'
import type { AppEnvBindings } from '../app'
import { problemFor } from '../http/problem'

/** GET /api/v1/health (operation getHealth): the process is up and the database answers. */
export const healthRoutes = new Hono<AppEnvBindings>().get('/health', async (c) => {
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
