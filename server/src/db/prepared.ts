import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Db } from './client'

/**
 * Statements on the hot path (the token lookup of every signed-in request,
 * the answer save) run as prepared statements, planned once per connection:
 * on PGlite, planning a statement costs more than running it (0.4–0.7 ms
 * against 0.05–0.4 ms, measured with EXPLAIN ANALYZE), and PGlite runs on the
 * server's one thread.
 * - node-postgres: a named query (`{ name, text, values }`), which pg
 *   prepares on each pooled connection the first time it meets it there.
 * - PGlite: `PREPARE name AS …` once per instance, then `EXECUTE name(…)`
 *   with the values as literals (EXECUTE takes no bind parameters), under a
 *   generic plan (the statements look rows up by key, so the plan does not
 *   depend on the values).
 * Elsewhere (inside a transaction, where `$client` is not the driver's), the
 * statement runs as an ordinary query.
 */
const preparedOn = new WeakMap<PGlite, Map<string, string>>()

type Value = string | number | boolean | null

/** A SQL literal for EXECUTE: strings quoted with '' doubled (standard_conforming_strings is on). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('prepared: a non-finite number')
    return String(value)
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new Error('prepared: NUL in a string')
    return `'${value.replaceAll("'", "''")}'`
  }
  throw new Error(`prepared: unsupported value of type ${typeof value}`)
}

export async function runPrepared<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  query: SQL,
): Promise<Row[]> {
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query)
  const client = (db as unknown as { $client?: unknown }).$client
  if (client instanceof pg.Pool) {
    const result = await client.query<Row>({ name, text, values: params as Value[] })
    return result.rows
  }
  if (client instanceof PGlite) {
    let prepared = preparedOn.get(client)
    if (!prepared) preparedOn.set(client, (prepared = new Map()))
    if (prepared.get(name) !== text) {
      if (prepared.has(name)) throw new Error(`prepared: statement ${name} changed its text`)
      await client.exec(`SET plan_cache_mode = force_generic_plan; PREPARE ${name} AS ${text}`)
      prepared.set(name, text)
    }
    const result = await client.query<Row>(`EXECUTE ${name}(${params.map(literal).join(', ')})`)
    return result.rows
  }
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}
