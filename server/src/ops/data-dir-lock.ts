import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * One process at a time on a PGlite data folder: PGlite is an embedded
 * database, and two processes writing the same files corrupt them (a second
 * `PGlite.create(dir)` does not refuse). The lock is `<dataDir>/server.lock`,
 * created with an exclusive create and holding the owner's pid. A lock whose
 * pid is no longer running (a crash, a killed container) is stale and is taken
 * over; a live one makes the caller refuse with a clear message.
 */
export const LOCK_FILE = 'server.lock'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    purpose: string,
  ) {
    super(
      `the data folder ${dataDir} is in use by another process (pid ${pid}, see ${path.join(dataDir, LOCK_FILE)}). ` +
        `PGlite serves one process: stop that process first${purpose}, ` +
        'or set DATABASE_URL to PostgreSQL to run several processes.',
    )
  }
}

export interface DataDirLock {
  readonly file: string
  release: () => void
}

/** Locks held by this process, so the same process never mistakes its own lock for a stale one. */
const held = new Set<string>()

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  if (pid === process.pid) return false // our pid, but not in `held`: left by an earlier run (e.g. pid 1 in a container)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' // alive, owned by another user
  }
}

function readOwner(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function tryCreate(file: string): boolean {
  let fd: number
  try {
    fd = openSync(file, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, `${process.pid}\n`)
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * Takes the folder's lock or throws DataDirLockedError. `purpose` ends the
 * message ("before a backup", …). The lock is released by `release()` and,
 * as a last resort, when the process exits.
 */
export function lockDataDir(dataDir: string, purpose = ''): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE)
  if (held.has(file)) throw new DataDirLockedError(dataDir, process.pid, purpose)
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(file)) return hold(file)
    const owner = readOwner(file)
    if (owner === undefined) continue // released meanwhile: try again
    const pid = Number.parseInt(owner, 10)
    if (isRunning(pid)) throw new DataDirLockedError(dataDir, pid, purpose)
    // Stale: move it aside atomically (only one contender's rename wins), check it is the
    // file we judged stale, and put back (without overwriting) anything else.
    const aside = `${file}.stale-${process.pid}-${attempt}`
    try {
      renameSync(file, aside)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const moved = readOwner(aside)
    if (moved !== owner) {
      try {
        linkSync(aside, file)
      } catch {
        // someone else holds a new lock already: theirs stands
      }
      unlinkSync(aside)
      continue
    }
    unlinkSync(aside)
  }
  const pid = Number.parseInt(readOwner(file) ?? '0', 10)
  throw new DataDirLockedError(dataDir, pid, purpose)
}

function hold(file: string): DataDirLock {
  held.add(file)
  const release = () => {
    if (!held.delete(file)) return
    process.off('exit', release)
    // Only remove the file if it is still ours.
    if (readOwner(file)?.trim() === String(process.pid)) unlinkSync(file)
  }
  process.on('exit', release)
  return { file, release }
}
