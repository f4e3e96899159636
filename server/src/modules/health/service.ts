import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** Resolves when the database answers `select 1`; rejects with the driver's error. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}

/** `pingDatabase`, rejecting too when no answer came within `timeoutMs`. */
export async function pingDatabaseWithin(db: Db, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      pingDatabase(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}
