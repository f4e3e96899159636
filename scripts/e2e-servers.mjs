// The end-to-end servers, started at once. Each is the real server (`server/src/main.ts`, run as
// `npm start` runs it) on a fresh embedded database of its own, and each takes 10–15 s to seed its
// bank: one after the other (Playwright's way with several `webServer` entries), the three cost
// `npm test` the sum of their starts.
// Prints "e2e servers ready" once every one answers its health check; exits 1 if one of them stops
// first. Playwright ends the whole process group when the tests are done.
//
// E2E_SERVERS: a JSON list of { "port": number, "env": { … } } (playwright.config.ts writes it).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]')
if (!Array.isArray(servers) || servers.length === 0) {
  console.error('e2e-servers: E2E_SERVERS lists no server')
  process.exit(1)
}

let stopping = false
const children = servers.map(({ port, env }) => {
  // One folder per port, so runs can share a machine; fresh every run.
  rmSync(env.DATA_DIR, { recursive: true, force: true })
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`e2e-servers: the server on port ${port} stopped (${signal ?? `exit ${code}`})`)
    stopAll()
    process.exit(1)
  })
  return child
})

function stopAll() {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(0)))

/** Resolves once the server answers 200 on its health route. */
async function healthy(port) {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const started = performance.now()
await Promise.all(servers.map(({ port }) => healthy(port)))
console.log(`e2e servers ready: ${servers.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
