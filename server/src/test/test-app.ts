import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, inject } from 'vitest'
import { createApp } from '../app'
import { loadConfig, type AppConfig } from '../config'
import { fromPglite } from '../db/client'

/**
 * A fresh app on its own migrated in-memory PGlite, closed after the file's
 * tests. Requests go through `app.request()`: no port is opened.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}) {
  const template = await readFile(inject('pgliteTemplate'))
  const client = await PGlite.create({ loadDataDir: new Blob([template]) })
  const database = fromPglite(client)
  const config: AppConfig = { ...loadConfig({ APP_ENV: 'test', SPA_DIR: '.tmp/no-spa' }), ...overrides }
  const app = createApp({ db: database.db, config })
  afterAll(() => database.close())
  return { app, db: database.db, config }
}
