import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { afterAll, inject } from 'vitest'
import { createApp } from '../app'
import { loadConfig, type AppConfig } from '../config'
import { fromPglite, type Db } from '../db/client'
import * as schema from '../db/schema'
import { ensurePackages } from '../db/seed'
import { Outbox } from '../messaging/outbox'
import type { Transports } from '../messaging/transports'
import { expectContract } from './contract'

/** Limits high enough that ordinary tests never meet them; rate-limit tests set their own. */
export const relaxedRateLimits: AppConfig['rateLimits'] = Object.fromEntries(
  Object.entries(loadConfig({ APP_ENV: 'test' }).rateLimits).map(([key, rule]) => [key, { ...rule, limit: 10_000 }]),
) as AppConfig['rateLimits']

/**
 * A database of its own for one test file: a migrated PGlite loaded from the
 * template, or, when the run targets PostgreSQL (`TEST_DATABASE_URL`, set by
 * scripts/with-postgres.mjs), a fresh database cloned from the migrated
 * template database there.
 */
export async function openTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const postgresTemplate = inject('postgresTemplate')
  if (postgresTemplate) {
    const admin = new pg.Client({ connectionString: postgresTemplate.adminUrl })
    await admin.connect()
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate.templateName}`)
    const url = new URL(postgresTemplate.adminUrl)
    url.pathname = `/${name}`
    const pool = new pg.Pool({ connectionString: url.toString(), max: 4 })
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      close: async () => {
        await pool.end()
        await admin.query(`DROP DATABASE IF EXISTS ${name}`)
        await admin.end()
      },
    }
  }
  const template = await readFile(inject('pgliteTemplate'))
  const client = await PGlite.create({ loadDataDir: new Blob([template]) })
  return fromPglite(client)
}

/**
 * A fresh app on its own migrated database, closed after the file's tests.
 * Requests go through `app.request()`: no port is opened.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, transports?: Transports) {
  const database = await openTestDatabase()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'exam-prep-test-'))
  const config: AppConfig = {
    ...loadConfig({ APP_ENV: 'test', SPA_DIR: '.tmp/no-spa', DATA_DIR: dataDir }),
    rateLimits: relaxedRateLimits,
    ...overrides,
  }
  await ensurePackages(database.db)
  const app = createApp({ db: database.db, config, outbox: new Outbox(database.db, config, transports) })
  afterAll(() => database.close())
  return { app, db: database.db, config, client: testClient(app) }
}

export interface CallOptions {
  body?: unknown
  token?: string | undefined
  lang?: string
  headers?: Record<string, string>
  form?: FormData
}

export interface CallResult<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

/**
 * Calls the API and checks every answer against the contract (status
 * documented, body valid) before the test sees it.
 */
export function testClient(app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> }) {
  async function call<T = Record<string, unknown>>(
    method: string,
    apiPath: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (options.lang) headers['Accept-Language'] = options.lang
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let body: RequestInit['body']
    if (options.form) body = options.form
    else if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json'
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    }
    const url = `/api/v1${apiPath}`
    const response = await app.request(url, { method, headers, ...(body === undefined ? {} : { body }) })
    await expectContract(response, method, url)
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers }
  }
  return {
    call,
    get: <T = Record<string, unknown>>(p: string, o?: CallOptions) => call<T>('GET', p, o),
    post: <T = Record<string, unknown>>(p: string, o?: CallOptions) => call<T>('POST', p, o),
  }
}

export type TestClient = ReturnType<typeof testClient>
