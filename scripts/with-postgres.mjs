// Runs a command against a throwaway PostgreSQL cluster from Debian's packages:
// `node scripts/with-postgres.mjs vitest run --project server`.
// The cluster lives in a temp folder, listens on loopback on a free port, and is
// removed afterwards. TEST_DATABASE_URL tells the server tests to use it.
// Without PostgreSQL installed it says so and exits 0, except under CI (`.ci/run`
// installs it), where a missing PostgreSQL is a failure.
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const command = process.argv.slice(2)
if (!command.length) {
  console.error('usage: node scripts/with-postgres.mjs <command…>')
  process.exit(2)
}

function findBinDir() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : undefined
}

const bin = findBinDir()
if (!bin) {
  const message = 'PostgreSQL is not installed (apt-get install postgresql): the PostgreSQL run is not possible here.'
  if (process.env.CI) {
    console.error(message)
    process.exit(1)
  }
  console.warn(`${message}\nSkipped locally; .ci/run always installs it and runs this step.`)
  process.exit(0)
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

// initdb refuses to run as root: run the cluster as Debian's postgres user then.
const asRoot = process.getuid?.() === 0
const postgresUid = asRoot ? Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()) : undefined
const run = (file, args, options = {}) => {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]]
    : [path.join(bin, file), args]
  const result = spawnSync(cmd, argv, { encoding: 'utf8', ...options })
  if (result.status !== 0) {
    console.error(`${file} failed:\n${result.stdout}\n${result.stderr}`)
    throw new Error(`${file} failed`)
  }
  return result
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-pg-'))
if (asRoot) chownSync(dir, postgresUid, postgresUid)
const data = path.join(dir, 'data')
const port = await freePort()
let status = 1
const started = performance.now()
try {
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start'])
  const version = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim()
  console.log(`${version} on 127.0.0.1:${port} (started in ${((performance.now() - started) / 1000).toFixed(1)} s)`)
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  status =
    spawnSync(command[0], command.slice(1), {
      stdio: 'inherit',
      shell: true,
      env: { ...process.env, TEST_DATABASE_URL: url },
    }).status ?? 1
} catch (error) {
  console.error(error)
} finally {
  try {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
  } catch {
    // already down
  }
  rmSync(dir, { recursive: true, force: true })
}
process.exit(status)
