import type { Server } from 'node:http'
import cluster from 'node:cluster'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { openDatabase } from './db/client'
import { pruneRateLimits } from './http/rate-limit'
import { isClusterWorker, runPrimary } from './ops/cluster'
import { DataDirLockedError } from './ops/data-dir-lock'
import { stdoutSink } from './ops/request-log'
import { DRAIN_TIMEOUT_MS, drainable, handlerCounter } from './ops/shutdown'
import { bannerLines, prepareData } from './ops/startup'
import { startReminderSweep } from './modules/learning/reminders'

/**
 * One server process: the whole app (`npm start`), or one worker of the
 * cluster (WEB_CONCURRENCY > 1), whose primary already migrated and seeded.
 */
async function runServer(config: AppConfig) {
  const worker = isClusterWorker()
  // A signal may come while the database opens: remember it and stop once started.
  let stopRequested = false
  let stop: () => void = () => (stopRequested = true)
  const onSignal = () => stop()
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
  if (worker) process.once('disconnect', onSignal) // the primary is gone

  const database = await openDatabase({ ...config, migrate: !worker })
  const prepared = worker ? undefined : await prepareData(database, config)
  const app = createApp({
    db: database.db,
    config,
    ops: {
      ...(config.requestLog ? { requestLog: stdoutSink } : {}),
      // Called by requests, so once `draining` below exists.
      draining: () => draining.isDraining(),
    },
  })
  app.deps.outbox.start()
  const stopReminders = startReminderSweep({
    db: database.db,
    outbox: app.deps.outbox,
    origin: config.publicUrl ?? `http://localhost:${config.port}`,
  })
  const prune = setInterval(() => void pruneRateLimits(app.deps).catch(() => {}), 60 * 60_000)
  prune.unref()

  const handlers = handlerCounter()
  const server = serve({ fetch: handlers.wrap(app.fetch), port: config.port, hostname: config.host }, (info) => {
    if (prepared) console.log(bannerLines(config, info.port, prepared).join('\n'))
  }) as Server
  // An idle keep-alive connection stays open 65 s, not Node's 5: longer than a proxy's idle timeout (60 s
  // on common load balancers), so the server does not close a connection just as a client reuses it,
  // which answers that request with a reset (an end-to-end test's API call read ECONNRESET). Shutdown
  // closes idle connections itself (drainable).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const draining = drainable(server)

  // Graceful shutdown: no new connections; requests in flight finish (up to 10 s, then cut);
  // the outbox settles the message it is sending; then the database closes and the process exits 0.
  let stopping: Promise<void> | undefined
  stop = () => {
    stopping ??= (async () => {
      console.log(
        `${new Date().toISOString()} pid ${process.pid}: shutting down (requests in flight: ${draining.inFlight()})`,
      )
      const started = Date.now()
      const clean = await draining.drain()
      // Handlers whose clients left (their connections are gone) still finish before the database closes.
      const settled = await handlers.idle(Math.max(0, DRAIN_TIMEOUT_MS - (Date.now() - started)))
      if (!clean || !settled) console.error('shutdown: requests still running after 10 s were cut')
      clearInterval(prune)
      stopReminders()
      await app.deps.outbox.stop()
      await database.close()
      console.log(`${new Date().toISOString()} pid ${process.pid}: stopped`)
      process.exit(0)
    })().catch((error: unknown) => {
      console.error('shutdown:', error)
      process.exit(1)
    })
  }
  if (stopRequested) stop()
}

async function main() {
  const config = loadConfig()
  if (cluster.isPrimary && config.webConcurrency > 1) return runPrimary(config)
  return runServer(config)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
  else if (error instanceof DataDirLockedError) console.error(`Cannot start: ${error.message}`)
  else console.error(error)
  process.exit(1)
})
