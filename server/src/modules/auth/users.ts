import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1))[0]

/** The activated account with this mobile number (pending registrations may share it). */
export const findActivatedByMobile = async (db: Db, mobile: string) =>
  (await db.select().from(users).where(eq(users.mobile, mobile)).limit(2)).find((u) => u.activatedAt)
