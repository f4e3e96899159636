// `npm run bench:server`: load on the real server, on PGlite and on PostgreSQL.
//
// Starts the server (demo mode, fresh data, no demo learner), signs up 40
// learners with one running Math evaluation each, then, for each operation
// (save an answer, get the quiz, home statistics) and each fixed rate, sends
// requests at evenly spaced times (open loop, up to 32 keep-alive
// connections; latency counted from the time a request was due, so a
// server that falls behind is charged for it), with GET /health sent at
// 20 req/s in the same run. Then the saturation run: autocannon, 32
// connections, saves as fast as the server answers.
// autocannon is not used for the fixed rates: its `overallRate` gives each
// connection a quota per second that it sends at once at the start of each
// second, so "500 req/s" arrives as one burst of 500 (health at 100 req/s over
// 32 connections measured p50 13 ms that way, against 1 ms on one connection).
// Prints one table per database; the machine is shared and noisy, so read
// the ratios to health beside the milliseconds.
//
//   BENCH_SECONDS=10       seconds per measured run
//   BENCH_RATES=100,500    fixed rates (requests/s)
//   BENCH_ONLY=pglite|postgres
//   BENCH_WORKERS=2        also run PostgreSQL with WEB_CONCURRENCY=2
// PostgreSQL comes from scripts/with-postgres.mjs (Debian's packages), as in `npm test`.
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { api, machineLine, startServer } from './lib/server.mjs'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rates = (process.env.BENCH_RATES ?? '100,500').split(',').map(Number)
const only = process.env.BENCH_ONLY
const LEARNERS = 40
const CONNECTIONS = 32

// Demo mode without the demo learner; 40 learners sign up from this one address.
const startBenchServer = (env) =>
  startServer({ APP_ENV: 'development', SEED_DEMO: '0', CLIENT_RATE_LIMIT_MULTIPLIER: '100', ...env })

/** Learners with one running evaluation each: what the load picks from. */
async function prepareLearners(base) {
  const learners = []
  for (let i = 0; i < LEARNERS; i++) {
    const email = `bench${i}-${Date.now()}@example.com`
    const registered = await api(base, 'POST', '/register', {
      body: {
        first_name: 'Bench',
        last_name: `Learner ${i}`,
        email,
        mobile: '+201001234567',
        password: 'Blue-Harbor-71',
        password_confirmation: 'Blue-Harbor-71',
        accept_terms: true,
        channel: 'email',
      },
    })
    const activated = await api(base, 'POST', '/activate', { body: { email, code: registered.verification_code } })
    const token = activated.user.token
    const created = await api(base, 'POST', '/evaluations', {
      token,
      body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
    })
    const quiz = await api(base, 'GET', `/quizzes/${created.id}`, { token })
    learners.push({ token, quiz })
  }
  return learners
}

const pick = (items) => items[Math.floor(Math.random() * items.length)]

function operations(learners) {
  const auth = (learner) => ({ Accept: 'application/json', Authorization: `Bearer ${learner.token}` })
  return {
    save: {
      method: 'PUT',
      setupRequest: (request) => {
        const learner = pick(learners)
        const question = pick(learner.quiz.questions)
        const body =
          question.format === 'multiple_choice'
            ? { choice_id: pick(question.choices).id }
            : { response: String(Math.floor(Math.random() * 20)) }
        return {
          ...request,
          path: `/api/v1/quizzes/${learner.quiz.id}/answers/${question.id}`,
          headers: { ...auth(learner), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }
      },
    },
    'get quiz': {
      method: 'GET',
      setupRequest: (request) => {
        const learner = pick(learners)
        return { ...request, path: `/api/v1/quizzes/${learner.quiz.id}`, headers: auth(learner) }
      },
    },
    'home statistics': {
      method: 'GET',
      setupRequest: (request) => {
        const learner = pick(learners)
        return { ...request, path: '/api/v1/home/statistics', headers: auth(learner) }
      },
    },
  }
}

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

/** Sends one request on the keep-alive agent; resolves with its status. */
function send(agent, base, request) {
  const url = new URL(request.path, base)
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { agent, method: request.method ?? 'GET', headers: request.headers ?? {} },
      (response) => {
        response.resume()
        response.once('end', () => resolve(response.statusCode ?? 0))
      },
    )
    req.once('error', () => resolve(0))
    req.end(request.body)
  })
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/**
 * One measured run of an operation at a fixed rate, with the health probe in the same run:
 * requests are due at evenly spaced times and each latency counts from its due time.
 */
async function measure(base, operation, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const healthEvery = Math.max(1, Math.round(rate / 20))
  const latencies = { load: [], health: [] }
  let errors = 0
  let sent = 0
  const total = rate * seconds
  const pending = new Set()
  const started = performance.now()
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1)
      for (; sent < due; sent++) {
        const dueAt = started + (sent * 1000) / rate
        const isHealth = sent % healthEvery === 0
        const request = isHealth ? { path: '/api/v1/health' } : operation.setupRequest({ method: operation.method })
        const promise = send(agent, base, request).then((status) => {
          if (status < 200 || status >= 300) errors += isHealth ? 0 : 1
          latencies[isHealth ? 'health' : 'load'].push(performance.now() - dueAt)
          pending.delete(promise)
        })
        pending.add(promise)
      }
      if (sent < total) setTimeout(tick, 1)
      else void Promise.all(pending).then(resolve)
    }
    tick()
  })
  agent.destroy()
  const elapsed = (performance.now() - started) / 1000
  const load = latencies.load.sort((a, b) => a - b)
  const health = latencies.health.sort((a, b) => a - b)
  return {
    rate,
    achieved: Math.round((load.length + health.length) / elapsed),
    p50: percentile(load, 50),
    p99: percentile(load, 99),
    errors,
    healthP50: percentile(health, 50),
  }
}

/** Closed loop: 32 connections, each sending its next save as soon as the last is answered. */
async function saturate(base, operation) {
  const [load, health] = await Promise.all([
    run({ url: base, connections: CONNECTIONS, duration: seconds, requests: [operation] }),
    run({ url: `${base}/api/v1/health`, connections: 1, duration: seconds, overallRate: 20 }),
  ])
  return {
    achieved: Math.round(load.requests.total / seconds),
    p50: load.latency.p50,
    p99: load.latency.p99,
    errors: load.errors + load.timeouts + load.non2xx,
    healthP50: health.latency.p50,
  }
}

async function bench(label, env) {
  const server = await startBenchServer(env)
  try {
    const learners = await prepareLearners(server.base)
    const ops = operations(learners)
    // Warm-up: JIT and the database's caches.
    await run({ url: server.base, connections: 8, duration: 3, overallRate: 100, requests: [ops.save] })
    const rows = []
    for (const [name, request] of Object.entries(ops))
      for (const rate of rates) rows.push({ name, ...(await measure(server.base, request, rate)) })
    const saturation = await saturate(server.base, ops.save)
    return { label, rows, saturation }
  } finally {
    await server.stop()
  }
}

function print({ label, rows, saturation }) {
  const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value)))
  const lines = [
    `### ${label}`,
    '',
    '| operation | rate (req/s) | achieved (req/s) | p50 (ms) | p99 (ms) | errors | health p50 (ms) | p50 / health |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.rate} | ${r.achieved} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${ms(r.healthP50)} | ${(r.p50 / Math.max(r.healthP50, 0.1)).toFixed(1)}× |`,
    ),
    `| save, saturation (${CONNECTIONS} connections, no rate) | — | ${saturation.achieved} | ${ms(saturation.p50)} | ${ms(saturation.p99)} | ${saturation.errors} | ${ms(saturation.healthP50)} | — |`,
    '',
  ]
  console.log(lines.join('\n'))
}

console.log(`\nServer benchmark, ${new Date().toISOString().slice(0, 10)}, ${machineLine()}; ${seconds} s per run\n`)

if (process.env.TEST_DATABASE_URL) {
  // The PostgreSQL part, under scripts/with-postgres.mjs: a database of its own on that cluster.
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  const name = `bench_${process.pid}`
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(process.env.TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-bench-'))
  try {
    print(await bench('PostgreSQL, 1 process', { DATABASE_URL: url.toString(), DATA_DIR: dataDir }))
    if (Number(process.env.BENCH_WORKERS) > 1)
      print(
        await bench(`PostgreSQL, ${process.env.BENCH_WORKERS} processes (WEB_CONCURRENCY)`, {
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          WEB_CONCURRENCY: process.env.BENCH_WORKERS,
        }),
      )
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  }
} else {
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-bench-'))
    try {
      print(await bench('PGlite', { DATA_DIR: dataDir }))
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  if (only !== 'pglite') {
    const { status } = spawnSync('node', ['scripts/with-postgres.mjs', 'node', 'scripts/bench-server.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_WORKERS: process.env.BENCH_WORKERS ?? '2' },
    })
    process.exitCode = status ?? 1
  }
}
