// Runs the README's curl walk-through (scripts/curl-walkthrough.sh) against a
// real server started here in demo mode on a fresh data folder and a free port.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address()
    probe.close(() => resolve(port))
  })
})
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-walk-'))
const server = spawn('tsx', ['server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'development' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const base = `http://127.0.0.1:${port}`
let status = 1
try {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  status = spawnSync('bash', ['scripts/curl-walkthrough.sh', base], { stdio: 'inherit' }).status ?? 1
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(status)
