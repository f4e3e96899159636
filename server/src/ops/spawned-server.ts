import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, inject } from 'vitest'

/**
 * Test support: real server processes (`node --import tsx server/src/main.ts`) on a free
 * loopback port, on a PGlite data folder loaded from the test template or on
 * a PostgreSQL database cloned from the template database.
 */
const root = path.resolve(import.meta.dirname, '../../..')

export const onPostgres = () => inject('postgresTemplate') !== null

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A data folder whose PGlite database is the migrated template with the bank (removed after the file). */
export async function templateDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'exam-prep-server-'))
  afterAll(() => rm(dir, { recursive: true, force: true }))
  if (onPostgres()) return dir
  await mkdir(path.join(dir, 'pglite'))
  const template = await readFile(inject('pgliteTemplate'))
  const client = await PGlite.create(path.join(dir, 'pglite'), { loadDataDir: new Blob([template]) })
  await client.close()
  return dir
}

/** A PostgreSQL database cloned from the template (dropped after the file); undefined on PGlite. */
export async function templateDatabaseUrl(): Promise<string | undefined> {
  const template = inject('postgresTemplate')
  if (!template) return undefined
  const admin = new pg.Client({ connectionString: template.adminUrl })
  await admin.connect()
  const name = `server_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`)
  await admin.end()
  afterAll(async () => {
    const client = new pg.Client({ connectionString: template.adminUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  })
  const url = new URL(template.adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export interface SpawnedServer {
  process: ChildProcess
  port: number
  base: string
  /** Every stdout line so far. */
  stdout: string[]
  stderr: () => string
  /** The JSON request-log lines so far. */
  requestLog: () => Record<string, unknown>[]
  exited: Promise<number | null>
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * Spawns the server and resolves once it prints its banner (it listens then),
 * or rejects with its stderr when it exits first. `ready: false` resolves at
 * once (for processes expected to refuse to start).
 */
export async function spawnServer(env: Record<string, string>, options: { ready?: boolean } = {}) {
  const port = await freePort()
  // As `npm run serve` does: node with tsx as its loader, one process (the `tsx` command would be a
  // wrapper process whose signal relay SIGKILLs a server busy for more than ~60 ms).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'development',
      SEED_DEMO: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      SPA_DIR: '.tmp/no-spa',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: tsx, node and the cluster's workers are cleaned up together
  })
  const stdout: string[] = []
  let stderr = ''
  let partial = ''
  const listeners = new Set<() => void>()
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n')
    partial = parts.pop() ?? ''
    stdout.push(...parts)
    for (const listener of listeners) listener()
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  afterAll(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  })
  const server: SpawnedServer = {
    process: child,
    port,
    base: `http://127.0.0.1:${port}`,
    stdout,
    stderr: () => stderr,
    requestLog: () =>
      stdout.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal)
      return exited
    },
  }
  if (options.ready === false) return server
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (stdout.some((line) => line.startsWith('Exam Prep Academy ('))) {
        listeners.delete(check)
        resolve()
      }
    }
    listeners.add(check)
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${stderr}`)))
    check()
  })
  return server
}
