// The real server for the benchmarks (`npm run bench:server`, `npm run bench:web`) and the end-to-end
// tests (`scripts/e2e-servers.mjs`): started as `npm run serve` starts it, waited on until it answers
// GET /api/v1/health.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import os from 'node:os'

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** Whether nothing listens on `port` of 127.0.0.1. */
const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/**
 * Starts `server/src/main.ts` with `env` over the current environment, on 127.0.0.1 and `port` (a
 * free one unless given). Resolves with its base URL and `stop()` (SIGTERM: the server drains and
 * closes its database) once it is healthy; throws if it exits or is not healthy within 60 s. Its
 * standard output is dropped unless `output` is 'inherit'.
 */
export async function startServer(env, { port: wanted, output = 'ignore' } = {}) {
  // A port already taken would have the health check answered by whatever holds it.
  if (wanted !== undefined && !(await isFree(wanted))) throw new Error(`port ${wanted} is in use`)
  const port = wanted ?? (await freePort())
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', output, 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    // A bounded wait: a listener that never answers must not hold the loop (and the exit check) up.
    const ok = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { base, stop: () => stopServer(child) }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start within 60 s')
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** A JSON call to the server's API (`/api/v1` + `apiPath`), as the learner of `token` when given. */
export async function api(base, method, apiPath, { token, body } = {}) {
  const response = await fetch(`${base}/api/v1${apiPath}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** The machine a benchmark ran on, for the line above its table. */
export const machineLine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
