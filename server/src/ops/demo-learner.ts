import { eq } from 'drizzle-orm'
import type { AppConfig } from '../config'
import type { Db } from '../db/client'
import { appMeta, users } from '../db/schema'
import { newId } from '../lib/ids'
import { hashPassword } from '../modules/auth/passwords'
import { startTrial } from '../modules/subscriptions/service'

export const demoLearner = {
  email: 'demo@example.com',
  password: 'Learn-SAT-2026',
  firstName: 'Layla',
  lastName: 'Hassan',
  mobile: '+201001234567',
}

/** The demo learner (development mode, empty database only): activated, in the free trial. */
export async function seedDemo(db: Db, config: AppConfig): Promise<boolean> {
  if (!config.seedDemo) return false
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'))
  if (seeded) return false
  const id = newId('usr')
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        id,
        email: demoLearner.email,
        firstName: demoLearner.firstName,
        lastName: demoLearner.lastName,
        mobile: demoLearner.mobile,
        passwordHash: await hashPassword(demoLearner.password),
        authProvider: 'password',
        activatedAt: now,
        // Its address is the documented demo one: proven, so a Google sign-in cannot take it over.
        emailVerifiedAt: now,
      })
      .onConflictDoNothing()
    await startTrial(tx, id, config.trialDays, now)
    await tx.insert(appMeta).values({ key: 'demo_seeded', value: now.toISOString() })
  })
  return true
}
