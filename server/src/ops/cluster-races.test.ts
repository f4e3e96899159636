import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll } from 'vitest'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { describeQuizRaces, type RaceTarget } from '../test/quiz-races'
import { testClient } from '../test/test-app'
import { onPostgres, spawnServer, templateDataDir, templateDatabaseUrl } from './spawned-server'

/**
 * The quiz races again, over HTTP against two server processes (WEB_CONCURRENCY=2) on one
 * PostgreSQL database: a race's two requests often reach different processes, so nothing a
 * process keeps to itself may decide them. PGlite refuses a second process, so this file's
 * suite runs in the PostgreSQL run of `npm test` only.
 */
async function clusterTarget(): Promise<RaceTarget> {
  const databaseUrl = (await templateDatabaseUrl())!
  const server = await spawnServer({
    DATA_DIR: await templateDataDir(),
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '2',
    REQUEST_LOG: '0',
    // The suite signs up its learners from this one address.
    CLIENT_RATE_LIMIT_MULTIPLIER: '20',
  })
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  afterAll(async () => {
    await pool.end()
    await server.stop('SIGTERM')
  })
  const client = testClient({ request: (input: string, init?: RequestInit) => fetch(`${server.base}${input}`, init) })
  return { client, db: drizzle(pool, { schema }) as unknown as Db }
}

describeQuizRaces(
  'quiz writes under concurrency (two server processes on PostgreSQL; PostgreSQL run only)',
  onPostgres() ? await clusterTarget() : undefined,
)
