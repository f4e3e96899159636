import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
/** Both drivers share this type, so data functions do not care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  close: () => Promise<void>
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Opens PGlite on an existing instance (tests load a migrated template into one). */
export function fromPglite(client: PGlite): Database {
  return { db: drizzlePglite(client, { schema }) as unknown as Db, driver: 'pglite', close: () => client.close() }
}

/** PostgreSQL when a URL is given, else PGlite in `<dataDir>/pglite` (created on first start). */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() }
  }
  const dir = path.join(options.dataDir, 'pglite')
  await mkdir(dir, { recursive: true })
  const client = await PGlite.create(dir)
  await migratePgliteClient(client)
  return fromPglite(client)
}

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder })
}
