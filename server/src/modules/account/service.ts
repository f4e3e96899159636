import { eq } from 'drizzle-orm'
import type { RequestBody } from '../../api/contract'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import { contactMessages, users } from '../../db/schema'
import type { AppDeps } from '../../http/app-env'
import { invalid } from '../../http/errors'
import type { ServerLocale } from '../../i18n/messages'
import { newId } from '../../lib/ids'
import type { PictureType } from '../../lib/images'
import { checkCode, issueCode } from '../auth/codes'
import { isUniqueViolation } from '../auth/ownership'
import { checkPassword, hashPassword, passwordProblems } from '../auth/passwords'
import { revokeUserTokens, type UserRow } from '../auth/tokens'
import { findUserByEmail } from '../auth/users'
import { removePictureFile, savePicture } from './avatars'

type UserChanges = Partial<typeof users.$inferInsert>

async function updateUser(db: Db, userId: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
  return row!
}

/** Moves the account to a proven e-mail; undefined when another account has it. */
async function moveEmail(db: Db, userId: string, email: string) {
  const now = new Date()
  try {
    const [row] = await db
      .update(users)
      .set({ email, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
    return row
  } catch (error) {
    if (isUniqueViolation(error)) return undefined
    throw error
  }
}

/** Stores a message to the team (feedback or contact); answers its id. */
export async function saveContactMessage(
  db: Db,
  input: Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>,
): Promise<string> {
  const id = newId('msg')
  await db.insert(contactMessages).values({ id, ...input })
  return id
}

/**
 * Deletes the account once the learner proved it is theirs (the password, or the e-mail of an account
 * without one): every row that belongs to it goes with it through `ON DELETE CASCADE` (tokens, codes,
 * messages, contact messages, subscriptions, payments, and the learning data of later tables), then
 * the picture file.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: UserRow,
  proof: RequestBody<'deleteAccount'>,
) {
  if (user.passwordHash) {
    if (!('password' in proof)) throw invalid({ password: { key: 'fieldRequired' } })
    if (!(await checkPassword(user.passwordHash, proof.password))) throw invalid({ password: { key: 'passwordWrong' } })
  } else if (!('email' in proof) || proof.email !== user.email) {
    throw invalid({ email: { key: 'emailMismatch' } })
  }
  await deps.db.delete(users).where(eq(users.id, user.id))
  await removePictureFile(deps.config, user.photo)
}

/**
 * A new password (the current one checked first when the account has one); every other session
 * ends, the one that asked stays.
 */
export async function changePassword(
  db: Db,
  session: { user: UserRow; tokenId: string },
  input: RequestBody<'changePassword'>,
) {
  const { user } = session
  if (user.passwordHash && !(await checkPassword(user.passwordHash, input.current_password ?? '')))
    throw invalid({ current_password: { key: 'currentPasswordWrong' } })
  const problems = passwordProblems({
    password: input.password,
    confirmation: input.password_confirmation,
    email: user.email,
  })
  if (Object.keys(problems).length) throw invalid(problems)
  await updateUser(db, user.id, { passwordHash: await hashPassword(input.password) })
  await revokeUserTokens(db, user.id, session.tokenId)
}

/**
 * A code for moving the account to `email`. A taken address is treated exactly like a free one: its
 * code is stored but sent nowhere, so it can only fail at verify-email, and the owner of the address
 * receives nothing. Answers the code (echoed outside production only).
 */
export async function sendEmailChangeCode(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  input: { user: UserRow; email: string; locale: ServerLocale; link: string },
): Promise<string> {
  const taken = Boolean(await findUserByEmail(deps.db, input.email))
  const code = await issueCode(deps, {
    user: input.user,
    purpose: 'email_change',
    target: input.email,
    channel: 'email',
    recipient: input.email,
    locale: input.locale,
    link: input.link,
    deliver: !taken,
  })
  deps.outbox.kick()
  return code
}

/**
 * Moves the account to `email` with the code sent there; undefined for a wrong code. The unique index
 * decides who gets an address (two accounts confirming it at once, or an account that took it after
 * the code was sent): the loser hears what a wrong code hears.
 */
export async function confirmEmailChange(db: Db, userId: string, email: string, code: string) {
  const used = await checkCode(db, { userId, purpose: 'email_change', code, target: email, consume: true })
  return used ? moveEmail(db, userId, email) : undefined
}

export async function changeNotificationSettings(
  db: Db,
  userId: string,
  input: RequestBody<'changeNotificationSettings'>,
) {
  return updateUser(db, userId, {
    ...(input.email_notifications === undefined ? {} : { emailNotifications: input.email_notifications }),
    ...(input.new_offers === undefined ? {} : { newOffers: input.new_offers }),
  })
}

/** The profile's new names, mobile and picture (a new one replaces the old file; `remove_picture` drops it). */
export async function updateProfile(
  deps: { db: Db; config: AppConfig },
  user: UserRow,
  input: RequestBody<'editProfile'>,
  picture: { bytes: Uint8Array; kind: PictureType } | undefined,
) {
  const changes: UserChanges = {}
  if (input.first_name !== undefined) changes.firstName = input.first_name
  if (input.last_name !== undefined) changes.lastName = input.last_name
  if (input.mobile !== undefined) changes.mobile = input.mobile
  if (picture) changes.photo = await savePicture(deps.config, user.id, picture)
  else if (input.remove_picture) changes.photo = null
  const updated = await updateUser(deps.db, user.id, changes)
  if (changes.photo !== undefined && user.photo !== updated.photo) await removePictureFile(deps.config, user.photo)
  return updated
}
