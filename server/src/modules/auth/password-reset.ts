import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import type { AppDeps } from '../../http/app-env'
import type { ServerLocale } from '../../i18n/messages'
import { checkCode, deliveryTarget, issueCode } from './codes'
import { claimAccount, liftLoginLocks } from './ownership'
import { revokeUserTokens, type UserRow } from './tokens'
import { findActivatedByMobile, findUserByEmail } from './users'

/** How a reset names its account: by e-mail or by mobile number. */
export type ResetIdentifier = { email: string } | { mobile: string }

/** The account a reset identifier names, if it is an activated one. */
export async function resetAccount(db: Db, identifier: ResetIdentifier): Promise<UserRow | undefined> {
  const user =
    'email' in identifier
      ? await findUserByEmail(db, identifier.email)
      : await findActivatedByMobile(db, identifier.mobile)
  return user?.activatedAt ? user : undefined
}

/**
 * A password-reset code for the account, answered (echoed outside production only). By mobile the
 * code goes through the messaging app when it is configured, else to the account's e-mail.
 */
export async function sendResetCode(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  user: UserRow,
  identifier: ResetIdentifier,
  locale: ServerLocale,
): Promise<string> {
  const byPhone = 'mobile' in identifier && deps.outbox.canSendWhatsapp
  const recipient = 'mobile' in identifier && byPhone ? identifier.mobile : user.email
  const code = await issueCode(deps, {
    user,
    purpose: 'password_reset',
    // Where it goes: a code that reached the e-mail proves it (see the reset).
    target: deliveryTarget(byPhone ? 'whatsapp' : 'email', recipient),
    channel: byPhone ? 'whatsapp' : 'email',
    recipient,
    locale,
  })
  deps.outbox.kick()
  return code
}

/** Whether the code is the account's live reset code (a wrong one counts a try; a right one stays usable). */
export const isResetCode = async (db: Db, userId: string, code: string) =>
  Boolean(await checkCode(db, { userId, purpose: 'password_reset', code, consume: false }))

/**
 * Sets the new password with the code, used up in the same transaction; false when the code was
 * used meanwhile or the account is no longer activated. Every session ends and the login locks
 * lift. A code that reached the e-mail of an account whose e-mail was never proven hands the
 * account to the owner of the address (see `claimAccount`).
 */
export async function resetPassword(db: Db, userId: string, code: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await checkCode(tx, { userId, purpose: 'password_reset', code, consume: true })
    if (!used) return false
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update')
    if (!row?.activatedAt) return false
    const now = new Date()
    if (!row.emailVerifiedAt && used.target === deliveryTarget('email', row.email)) {
      // The code reached the e-mail of an account whose e-mail was never proven: its owner takes it over.
      await claimAccount(tx, row, { passwordHash }, now)
    } else {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.id))
      await revokeUserTokens(tx, row.id)
    }
    await liftLoginLocks(tx, row.email)
    return true
  })
}
