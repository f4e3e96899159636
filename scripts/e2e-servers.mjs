// The end-to-end servers, started at once. Each is the real server (`scripts/lib/server.mjs`) on a
// fresh embedded database of its own, and each takes 10–15 s to seed its bank: one after the other
// (Playwright's way with several `webServer` entries), the three cost `npm test` the sum of their
// starts. Prints "e2e servers ready" once every one answers its health check; if one does not, stops
// the others and exits 1, naming its port. Playwright ends the whole process group when the tests
// are done.
//
// E2E_SERVERS: a JSON list of { "port": number, "env": { … } } (playwright.config.ts writes it).
import { rmSync } from 'node:fs'
import { startServer } from './lib/server.mjs'

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]')
if (!Array.isArray(servers) || servers.length === 0) {
  console.error('e2e-servers: E2E_SERVERS lists no server')
  process.exit(1)
}

const started = performance.now()
const outcomes = await Promise.allSettled(
  servers.map(({ port, env }) => {
    // One folder per port, so runs can share a machine; fresh every run.
    rmSync(env.DATA_DIR, { recursive: true, force: true })
    return startServer(env, { port, output: 'inherit' })
  }),
)
const running = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value)
const stopAll = () => Promise.all(running.map((server) => server.stop()))

const failed = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [[index, outcome.reason]] : []))
if (failed.length > 0) {
  for (const [index, reason] of failed)
    console.error(`e2e-servers: the server on port ${servers[index].port} did not start: ${reason.message}`)
  await stopAll()
  process.exit(1)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(0)))
console.log(`e2e servers ready: ${servers.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
