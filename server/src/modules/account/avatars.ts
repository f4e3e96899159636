import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { AppConfig } from '../../config'
import { stripMetadata, type PictureType } from '../../lib/images'

export const avatarsDir = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'media', 'avatars')
export const AVATAR_URL_PREFIX = '/media/avatars/'

/** Stores an uploaded picture without its metadata, under a random name (cached for good, never guessed). */
export async function savePicture(
  config: Pick<AppConfig, 'dataDir'>,
  userId: string,
  picture: { bytes: Uint8Array; kind: PictureType },
): Promise<string> {
  const file = `${userId}-${randomBytes(6).toString('hex')}.${picture.kind === 'jpeg' ? 'jpg' : picture.kind}`
  await mkdir(avatarsDir(config), { recursive: true })
  await writeFile(path.join(avatarsDir(config), file), stripMetadata(picture.bytes, picture.kind))
  return file
}

/** Removes an uploaded picture file (never a third-party URL); a missing file is fine. */
export async function removePictureFile(config: Pick<AppConfig, 'dataDir'>, photo: string | null) {
  if (!photo || photo.includes('/') || photo.includes('\\')) return
  await rm(path.join(avatarsDir(config), photo), { force: true })
}
