import { eq } from 'drizzle-orm'
import { checkPassword } from '../modules/auth/passwords'
import type { AppConfig } from '../config'
import { syncBank } from '../content/sync'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import { ensurePackages } from '../db/seed'
import { demoLearner, seedDemo } from './demo-learner'

export interface Prepared {
  /** The demo learner was created by this start. */
  seeded: boolean
  /** The demo learner exists and signs in with the printed password (so printing it is true). */
  demoPresent: boolean
}

/**
 * Start-up data work, once per start and one process at a time (PostgreSQL:
 * under the start-up advisory lock): the plans, the question bank, the demo
 * learner. With WEB_CONCURRENCY the cluster's primary runs it before forking.
 */
export async function prepareData(database: Database, config: AppConfig): Promise<Prepared> {
  return database.exclusive(async (db) => {
    await ensurePackages(db)
    await syncBank(db)
    const seeded = await seedDemo(db, config)
    if (config.env === 'production') return { seeded, demoPresent: false }
    const [demo] = await db
      .select({ passwordHash: users.passwordHash, activatedAt: users.activatedAt })
      .from(users)
      .where(eq(users.email, demoLearner.email))
    const demoPresent =
      demo !== undefined && demo.activatedAt !== null && (await checkPassword(demo.passwordHash, demoLearner.password))
    return { seeded, demoPresent }
  })
}

/** The lines printed once the server listens. */
export function bannerLines(config: AppConfig, port: number, prepared: Prepared, workers = 1): string[] {
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
  const origin = config.publicUrl ?? `http://localhost:${port}`
  const processes = workers > 1 ? `, ${workers} worker processes` : ''
  const lines = [`Exam Prep Academy (${config.env}) on ${origin} — database: ${where}${processes}`]
  if (config.env !== 'production') {
    lines.push(`Dev inbox (every message the server sends): ${origin}/dev/inbox`)
    if (prepared.demoPresent)
      lines.push(
        `Demo learner: ${demoLearner.email} / ${demoLearner.password}${prepared.seeded ? ' (created now)' : ''}`,
      )
  }
  return lines
}
