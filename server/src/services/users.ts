import { rm } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Schemas } from '../api/contract'
import type { AppConfig } from '../config'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import type { UserRow } from '../auth/tokens'

export const avatarsDir = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'media', 'avatars')
export const AVATAR_URL_PREFIX = '/media/avatars/'

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1))[0]

export function photoUrl(user: Pick<UserRow, 'photo'>): string | null {
  if (!user.photo) return null
  return /^https:\/\//.test(user.photo) ? user.photo : AVATAR_URL_PREFIX + user.photo
}

export function userBody(user: UserRow): Schemas['User'] {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    mobile: user.mobile,
    photo: photoUrl(user),
  }
}

export function currentUserBody(user: UserRow): Schemas['CurrentUser'] {
  return {
    ...userBody(user),
    auth_provider: user.authProvider,
    has_password: user.passwordHash !== null,
    email_notifications: user.emailNotifications,
    new_offers: user.newOffers,
    created_at: user.createdAt.toISOString(),
  }
}

/** Removes an uploaded picture file (never a third-party URL); a missing file is fine. */
export async function removePictureFile(config: Pick<AppConfig, 'dataDir'>, photo: string | null) {
  if (!photo || photo.includes('/') || photo.includes('\\')) return
  await rm(path.join(avatarsDir(config), photo), { force: true })
}

/**
 * Deletes the account: every row that belongs to it goes with it through
 * `ON DELETE CASCADE` (tokens, codes, messages, contact messages,
 * subscriptions, payments, and the learning data of later tables), then the
 * picture file.
 */
export async function deleteAccount(db: Db, config: AppConfig, user: UserRow) {
  await db.delete(users).where(eq(users.id, user.id))
  await removePictureFile(config, user.photo)
}
