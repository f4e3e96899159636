import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { syncBank } from './content/sync'
import { demoLearner, ensurePackages, seedDemo } from './db/seed'
import { pruneRateLimits } from './http/rate-limit'

async function main() {
  const config = loadConfig()
  const database = await openDatabase(config)
  await ensurePackages(database.db)
  await syncBank(database.db)
  const seeded = await seedDemo(database.db, config)
  const app = createApp({ db: database.db, config })
  app.deps.outbox.start()
  const prune = setInterval(() => void pruneRateLimits(app.deps).catch(() => {}), 60 * 60_000)
  prune.unref()

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
    const origin = config.publicUrl ?? `http://localhost:${info.port}`
    console.log(`Exam Prep Academy (${config.env}) on ${origin} — database: ${where}`)
    if (config.env !== 'production') {
      console.log(`Dev inbox (every message the server sends): ${origin}/dev/inbox`)
      console.log(`Demo learner: ${demoLearner.email} / ${demoLearner.password}${seeded ? ' (created now)' : ''}`)
    }
  })

  const shutdown = () => {
    app.deps.outbox.stop()
    server.close()
    void database.close().finally(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error)
  process.exit(1)
})
