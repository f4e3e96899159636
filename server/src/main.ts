import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'

async function main() {
  const config = loadConfig()
  const database = await openDatabase(config)
  const app = createApp({ db: database.db, config })

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
    console.log(`Exam Prep Academy (${config.env}) on http://localhost:${info.port} — database: ${where}`)
  })

  const shutdown = () => {
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
