import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir } from '../ops/data-dir-lock'
import * as schema from './schema'

export type Schema = typeof schema
/** Both drivers share this type, so data functions do not care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  close: () => Promise<void>
  /**
   * Runs `work` while no other process runs exclusive work on this database
   * (PostgreSQL: a session advisory lock; PGlite: one process holds the
   * folder anyway). Migrations and start-up seeding go through it, so several
   * server processes starting at once do them one after the other.
   */
  exclusive: <T>(work: (db: Db) => Promise<T>) => Promise<T>
}

/** Key of the advisory lock around migrations and start-up seeding (any constant shared by every process). */
const STARTUP_LOCK_KEY = 4_617_220_931

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Opens PGlite on an existing instance (tests load a migrated template into one). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return { db, driver: 'pglite', close: () => client.close(), exclusive: (work) => work(db) }
}

function postgresExclusive(pool: pg.Pool): Database['exclusive'] {
  return async (work) => {
    const session = await pool.connect()
    try {
      await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
      try {
        return await work(drizzlePg(session, { schema }) as unknown as Db)
      } finally {
        await session.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
      }
    } finally {
      session.release()
    }
  }
}

/**
 * PostgreSQL when a URL is given, else PGlite in `<dataDir>/pglite` (created on
 * first start), locked to this process (`<dataDir>/server.lock`) until `close()`.
 * Migrates unless `migrate: false` (cluster workers: the primary migrated).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string
  migrate?: boolean
}): Promise<Database> {
  const migrate = options.migrate ?? true
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const database: Database = {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      driver: 'postgres',
      close: () => pool.end(),
      exclusive: postgresExclusive(pool),
    }
    try {
      if (migrate)
        await database.exclusive((db) => migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder }))
    } catch (error) {
      await pool.end()
      throw error
    }
    return database
  }
  const dir = path.join(options.dataDir, 'pglite')
  await mkdir(dir, { recursive: true })
  const lock = lockDataDir(options.dataDir)
  try {
    const client = await PGlite.create(dir)
    if (migrate) await migratePgliteClient(client)
    const database = fromPglite(client)
    return { ...database, close: () => database.close().finally(lock.release) }
  } catch (error) {
    lock.release()
    throw error
  }
}

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder })
}
