import cluster, { type Worker } from 'node:cluster'
import type { AppConfig } from '../config'
import { openDatabase } from '../db/client'
import { bannerLines, prepareData } from './startup'

/** A worker that dies on its own (not at shutdown) is replaced after this pause. */
const RESPAWN_DELAY_MS = 1_000

/**
 * The cluster's primary (WEB_CONCURRENCY > 1, PostgreSQL only): migrates and
 * seeds once, then forks the workers, which share the port (node:cluster
 * hands them the connections) and skip that start-up work. It serves no
 * request itself. On SIGTERM or SIGINT it passes the signal to every worker
 * and exits once they all have (each drains its own requests).
 */
export async function runPrimary(config: AppConfig): Promise<void> {
  const database = await openDatabase(config)
  const prepared = await prepareData(database, config).finally(() => database.close())

  let stopping = false
  let exitCode = 0
  const workers = new Set<Worker>()
  const listening = new Set<number>()

  const fork = () => {
    const worker = cluster.fork({ EXAM_PREP_CLUSTER_WORKER: '1' })
    workers.add(worker)
    worker.once('listening', (address) => {
      listening.add(worker.id)
      if (listening.size === config.webConcurrency)
        console.log(bannerLines(config, address.port, prepared, config.webConcurrency).join('\n'))
    })
    worker.once('exit', (code, signal) => {
      workers.delete(worker)
      if (stopping) {
        if (code !== 0) exitCode = 1
        if (workers.size === 0) process.exit(exitCode)
        return
      }
      console.error(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`)
      setTimeout(() => {
        if (!stopping) fork()
      }, RESPAWN_DELAY_MS).unref()
    })
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    if (workers.size === 0) process.exit(exitCode)
    for (const worker of workers) worker.process.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  for (let i = 0; i < config.webConcurrency; i += 1) fork()
}

/** True in a worker forked by runPrimary (start-up data work is already done). */
export const isClusterWorker = () => cluster.isWorker && process.env.EXAM_PREP_CLUSTER_WORKER === '1'
