import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir, LOCK_FILE } from './data-dir-lock'

/**
 * Backups of the embedded database (PGlite) and the uploaded pictures: one
 * `.tar.gz` (readable with `tar -xzf` too) holding `backup.json`, the PGlite
 * data folder as PGlite dumps it (`pglite.tar`, from `dumpDataDir`), and
 * `media/…`. The snapshot is consistent because it is taken with the folder's
 * lock held: no server runs on it meanwhile (a running server makes the backup
 * refuse, naming its pid). PostgreSQL has its own tools (pg_dump / pg_restore).
 */
export const BACKUP_FORMAT = 'exam-prep-backup'

export class BackupError extends Error {
  override name = 'BackupError'
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  version: 1
  created_at: string
  app_version: string
  media_files: number
}

interface Entry {
  name: string
  data: Uint8Array
}

// ---- a minimal ustar writer and reader (regular files only) ----

function header(name: string, size: number, mtime: number): Uint8Array {
  const block = new Uint8Array(512)
  const encoder = new TextEncoder()
  let prefix = ''
  let base = name
  if (encoder.encode(name).length > 100) {
    const cut = name.lastIndexOf('/', 155)
    if (cut <= 0 || encoder.encode(name.slice(cut + 1)).length > 100)
      throw new BackupError(`file name too long: ${name}`)
    prefix = name.slice(0, cut)
    base = name.slice(cut + 1)
  }
  const put = (text: string, offset: number, length: number) => block.set(encoder.encode(text).slice(0, length), offset)
  put(base, 0, 100)
  put('0000644\0', 100, 8)
  put('0000000\0', 108, 8)
  put('0000000\0', 116, 8)
  put(`${size.toString(8).padStart(11, '0')}\0`, 124, 12)
  put(
    `${Math.floor(mtime / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    12,
  )
  put('        ', 148, 8) // checksum counted as spaces
  put('0', 156, 1) // regular file
  put('ustar\0', 257, 6)
  put('00', 263, 2)
  put(prefix, 345, 155)
  const checksum = block.reduce((sum, byte) => sum + byte, 0)
  put(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 8)
  return block
}

export function writeTar(entries: Entry[], mtime = Date.now()): Uint8Array {
  const parts: Uint8Array[] = []
  for (const entry of entries) {
    parts.push(header(entry.name, entry.data.length, mtime), entry.data)
    const pad = (512 - (entry.data.length % 512)) % 512
    if (pad) parts.push(new Uint8Array(pad))
  }
  parts.push(new Uint8Array(1024))
  return Buffer.concat(parts)
}

export function readTar(tar: Uint8Array): Entry[] {
  const decoder = new TextDecoder()
  const text = (offset: number, length: number) =>
    decoder.decode(tar.subarray(offset, offset + length)).replace(/\0.*$/s, '')
  const entries: Entry[] = []
  let offset = 0
  while (offset + 512 <= tar.length) {
    if (tar.subarray(offset, offset + 512).every((byte) => byte === 0)) break
    if (text(offset + 257, 5) !== 'ustar') throw new BackupError('not a backup file (no tar header)')
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8)
    const type = text(offset + 156, 1)
    const prefix = text(offset + 345, 155)
    const name = prefix ? `${prefix}/${text(offset, 100)}` : text(offset, 100)
    const start = offset + 512
    if (!Number.isFinite(size) || start + size > tar.length) throw new BackupError('the backup file is truncated')
    if (type === '0' || type === '') entries.push({ name, data: tar.subarray(start, start + size) })
    offset = start + Math.ceil(size / 512) * 512
  }
  return entries
}

// ---- backup and restore ----

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(path.join(dir, prefix))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files: string[] = []
  for (const name of names.sort()) {
    const relative = prefix ? `${prefix}/${name}` : name
    const info = await stat(path.join(dir, relative))
    if (info.isDirectory()) files.push(...(await listFiles(dir, relative)))
    else if (info.isFile()) files.push(relative)
  }
  return files
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/** Writes a backup of `dataDir` to `file` (refused while a server holds the folder, or when `file` exists). */
export async function backupDataDir(input: { dataDir: string; file: string; appVersion: string }) {
  const pgliteDir = path.join(input.dataDir, 'pglite')
  if (!(await exists(path.join(pgliteDir, 'PG_VERSION'))))
    throw new BackupError(`no database in ${input.dataDir} (expected ${pgliteDir}): check DATA_DIR`)
  if (await exists(input.file)) throw new BackupError(`${input.file} exists already: choose another file name`)
  const lock = lockDataDir(input.dataDir, ' (a backup needs the database closed, for a consistent snapshot)')
  try {
    const client = await PGlite.create(pgliteDir)
    let dump: Blob
    try {
      dump = await client.dumpDataDir('none')
    } finally {
      await client.close()
    }
    const mediaDir = path.join(input.dataDir, 'media')
    const media = await listFiles(mediaDir)
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      created_at: new Date().toISOString(),
      app_version: input.appVersion,
      media_files: media.length,
    }
    const entries: Entry[] = [
      { name: 'backup.json', data: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: 'pglite.tar', data: new Uint8Array(await dump.arrayBuffer()) },
    ]
    for (const name of media) entries.push({ name: `media/${name}`, data: await readFile(path.join(mediaDir, name)) })
    const archive = gzipSync(writeTar(entries))
    await mkdir(path.dirname(path.resolve(input.file)), { recursive: true })
    const partial = `${input.file}.partial`
    await writeFile(partial, archive)
    await rename(partial, input.file)
    return { file: input.file, bytes: archive.length, manifest }
  } finally {
    lock.release()
  }
}

/**
 * Restores a backup into `dataDir`: an empty or missing folder, or with
 * `force` one whose database and pictures are replaced (refused while a
 * server holds it). The database is unpacked beside the old one and swapped
 * in at the end, so a failed restore leaves the folder as it was.
 */
export async function restoreDataDir(input: { dataDir: string; file: string; force: boolean }) {
  let entries: Entry[]
  try {
    entries = readTar(gunzipSync(await readFile(input.file)))
  } catch (error) {
    if (error instanceof BackupError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new BackupError(`${input.file} does not exist`)
    throw new BackupError(`${input.file} is not a backup file (${error instanceof Error ? error.message : code})`)
  }
  const manifestEntry = entries.find((entry) => entry.name === 'backup.json')
  const dump = entries.find((entry) => entry.name === 'pglite.tar')
  let manifest: Partial<BackupManifest> = {}
  try {
    manifest = JSON.parse(new TextDecoder().decode(manifestEntry?.data)) as Partial<BackupManifest>
  } catch {
    // reported below
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1 || !dump)
    throw new BackupError(`${input.file} is not a backup made by npm run db:backup`)
  const media = entries.filter((entry) => entry.name.startsWith('media/'))
  for (const entry of media) {
    const relative = entry.name.slice('media/'.length)
    if (!relative || path.isAbsolute(relative) || relative.split('/').some((part) => part === '..' || part === ''))
      throw new BackupError(`${input.file} holds an unsafe file name: ${entry.name}`)
  }

  await mkdir(input.dataDir, { recursive: true })
  const present = (await readdir(input.dataDir)).filter((name) => name !== LOCK_FILE)
  if (present.length && !input.force)
    throw new BackupError(
      `${input.dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): ` +
        'restore into a new folder, or add --force to replace its database and pictures',
    )
  const lock = lockDataDir(input.dataDir, ' (a restore replaces the database under it)')
  const staging = path.join(input.dataDir, 'pglite.restoring')
  const mediaStaging = path.join(input.dataDir, 'media.restoring')
  try {
    await rm(staging, { recursive: true, force: true })
    await rm(mediaStaging, { recursive: true, force: true })
    await mkdir(staging)
    const client = await PGlite.create(staging, { loadDataDir: new Blob([dump.data]) })
    let counts: Record<string, number>
    try {
      const { rows } = await client.query<Record<string, number>>(
        `select (select count(*)::int from users) as users, (select count(*)::int from quizzes) as quizzes,
                (select count(*)::int from payments) as payments`,
      )
      counts = rows[0]!
    } finally {
      await client.close()
    }
    for (const entry of media) {
      const target = path.join(mediaStaging, entry.name.slice('media/'.length))
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, entry.data)
    }
    await rm(path.join(input.dataDir, 'pglite'), { recursive: true, force: true })
    await rename(staging, path.join(input.dataDir, 'pglite'))
    await rm(path.join(input.dataDir, 'media'), { recursive: true, force: true })
    if (media.length) await rename(mediaStaging, path.join(input.dataDir, 'media'))
    return { manifest: manifest as BackupManifest, counts }
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(mediaStaging, { recursive: true, force: true })
    lock.release()
  }
}
