import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users, verificationCodes } from '../../db/schema'
import { clearRateLimits } from '../../http/rate-limit'
import { revokeUserTokens, type UserRow } from './tokens'

/**
 * The owner of an e-mail address proved it (a verified Google identity, or a password-reset code
 * that reached the address) on an account whose e-mail was never proven: one registered and
 * activated through the messaging app, which proves only a phone, or never activated at all.
 * Whoever set that account up may not be the owner of the address, so everything they set up that
 * could reach the account again goes: the password (unless `changes` brings the owner's own), the
 * mobile number (it reaches password-reset codes), every live code and every session. The account is
 * then activated and its e-mail proven. Runs inside the caller's transaction, with the row locked.
 */
export async function claimAccount(
  tx: Db,
  user: UserRow,
  changes: Partial<typeof users.$inferInsert>,
  now: Date,
): Promise<UserRow> {
  const [claimed] = await tx
    .update(users)
    .set({
      passwordHash: null,
      mobile: null,
      channel: 'email',
      activatedAt: user.activatedAt ?? now,
      emailVerifiedAt: now,
      ...changes,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning()
  await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id))
  await revokeUserTokens(tx, user.id)
  return claimed!
}

/** A verified password reset lifts the account's login locks (every address's, and the account's own). */
export async function liftLoginLocks(db: Db, email: string) {
  await clearRateLimits(db, 'loginPerAccountAndClient', email)
  await clearRateLimits(db, 'loginPerAccount', email)
}

/** A unique index refused the write (PostgreSQL error 23505), whichever driver and wrapper reported it. */
export function isUniqueViolation(error: unknown): boolean {
  let e = error
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
