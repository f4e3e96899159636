import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

const dir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-lock-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const lockFile = path.join(dir, 'server.lock')

describe('the data folder lock', () => {
  it('holds the pid, refuses a second holder with a clear message, and is removed on release', () => {
    const lock = lockDataDir(dir)
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`)
    expect(() => lockDataDir(dir, ' before a backup')).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir, ' before a backup')).toThrow(
      `the data folder ${dir} is in use by another process (pid ${process.pid}, see ${lockFile}). PGlite serves one process: stop that process first before a backup`,
    )
    lock.release()
    expect(existsSync(lockFile)).toBe(false)
    lockDataDir(dir).release()
  })

  it('refuses while the holder runs; takes over the lock of a process that is gone', () => {
    const parent = process.ppid // a running process that is not this one
    writeFileSync(lockFile, `${parent}\n`)
    expect(() => lockDataDir(dir)).toThrow(`(pid ${parent},`)
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
    writeFileSync(lockFile, `${gone.stdout}\n`)
    const lock = lockDataDir(dir)
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`)
    lock.release()
    writeFileSync(lockFile, 'not a pid\n') // unreadable: stale too
    lockDataDir(dir).release()
  })

  it('release leaves alone a lock that another process has taken meanwhile', () => {
    const lock = lockDataDir(dir)
    writeFileSync(lockFile, `${process.ppid}\n`)
    lock.release()
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.ppid}\n`)
    rmSync(lockFile)
  })
})
