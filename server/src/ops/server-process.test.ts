import { writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { httpCall, signUpOver, type HttpAnswer } from './http-call'
import { onPostgres, spawnServer, templateDataDir, templateDatabaseUrl, type SpawnedServer } from './spawned-server'

/**
 * Real server processes (`tsx server/src/main.ts` on a loopback port): graceful
 * shutdown, the PGlite folder lock, the demo banner, and (PostgreSQL) a cluster
 * of two workers behaving as one process.
 */

type QuizBody = {
  id: string
  questions: { id: string; format: string; choices: { id: string }[] }[]
}

/** The stored answers of a quiz, read from the database after the server has exited. */
async function storedAnswers(where: { dataDir: string; databaseUrl: string | undefined }, quizId: string) {
  const query = 'select question_id, choice_id, response from quiz_questions where quiz_id = $1'
  let rows: { question_id: string; choice_id: string | null; response: string | null }[]
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl })
    await client.connect()
    rows = (await client.query(query, [quizId])).rows
    await client.end()
  } else {
    const client = await PGlite.create(path.join(where.dataDir, 'pglite'))
    rows = (await client.query<(typeof rows)[number]>(query, [quizId])).rows
    await client.close()
  }
  return new Map(rows.map((row) => [row.question_id, row.choice_id ?? row.response]))
}

/**
 * A save whose headers reach the server now and whose body comes later: the
 * request is in flight (its handler waits for the body) for as long as we like.
 */
function slowSave(base: string, token: string, quizId: string, questionId: string, body: unknown) {
  const payload = JSON.stringify(body)
  const req = request(`${base}/api/v1/quizzes/${quizId}/answers/${questionId}`, {
    method: 'PUT',
    agent: false,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(payload)),
    },
  })
  const answer = new Promise<number | string>((resolve) => {
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
  })
  req.flushHeaders()
  return { answer, finish: () => req.end(payload) }
}

/**
 * The request-log lines of a route once `count` of them have reached our end of the pipe: a line
 * is written as its answer goes out, so it may arrive just after the answer (at most 5 s).
 */
async function logged(server: SpawnedServer, route: string, count: number) {
  const deadline = Date.now() + 5_000
  for (;;) {
    const lines = server.requestLog().filter((line) => line.route === route)
    if (lines.length >= count || Date.now() > deadline) return lines
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('graceful shutdown', () => {
  it('SIGTERM lets the requests in flight finish and stores every save that got 200; no 5xx; exit 0', async () => {
    const dataDir = await templateDataDir()
    const databaseUrl = await templateDatabaseUrl()
    const server = await spawnServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) })
    expect(server.stdout.join('\n')).not.toContain('demo@example.com') // SEED_DEMO=0: no demo login printed
    const { token } = await signUpOver(server.base, 'drain@example.com')
    const created = await httpCall(server.base, 'POST', '/evaluations', {
      token,
      body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
    })
    expect(created.status).toBe(201)
    const quiz = (await httpCall(server.base, 'GET', `/quizzes/${created.body.id as string}`, { token }))
      .body as QuizBody
    expect(quiz.questions.length).toBeGreaterThan(8)
    const valueFor = (question: QuizBody['questions'][number], round: number) =>
      question.format === 'multiple_choice'
        ? { value: question.choices[round % question.choices.length]!.id, key: 'choice_id' }
        : { value: String(round + 1), key: 'response' }

    // One save held in flight across the signal (its body is sent after SIGTERM)…
    const [held, ...others] = quiz.questions
    const heldValue = valueFor(held!, 1)
    const slow = slowSave(server.base, token, quiz.id, held!.id, { [heldValue.key]: heldValue.value })
    // …and four streams of saves, each on its own questions, one request at a time, until the server is gone.
    const outcomes: { question: string; value: string; status: number | string }[] = []
    let saves200 = 0
    const stream = async (lane: number) => {
      const mine = others.filter((_, i) => i % 4 === lane)
      for (let round = 0; ; round += 1) {
        const question = mine[round % mine.length]!
        const { key, value } = valueFor(question, round)
        let answer: HttpAnswer
        try {
          answer = await httpCall(server.base, 'PUT', `/quizzes/${quiz.id}/answers/${question.id}`, {
            token,
            body: { [key]: value },
          })
        } catch (error) {
          outcomes.push({ question: question.id, value, status: (error as NodeJS.ErrnoException).code ?? 'error' })
          return
        }
        outcomes.push({ question: question.id, value, status: answer.status })
        if (answer.status !== 200) return
        saves200 += 1
      }
    }
    const streams = [0, 1, 2, 3].map(stream)
    while (saves200 < 12) await new Promise((resolve) => setTimeout(resolve, 5))
    const exited = server.stop('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    slow.finish()
    const code = await exited
    await Promise.all(streams)

    expect(code).toBe(0)
    expect(await slow.answer).toBe(200) // the request in flight at SIGTERM was answered
    // Every stream ran until the server refused its next connection (ECONNREFUSED; ECONNRESET when the
    // connection was still queued in the kernel, never accepted, as the server closed its port): no 5xx.
    const ends = outcomes.filter((o) => o.status !== 200)
    expect(ends).toHaveLength(4)
    for (const end of ends) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(end.status)
    const ok = outcomes.filter((o) => o.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(12)

    const stored = await storedAnswers({ dataDir, databaseUrl }, quiz.id)
    const lastSaved = new Map<string, string>([[held!.id, heldValue.value]])
    for (const o of ok) lastSaved.set(o.question, o.value)
    for (const [question, value] of lastSaved) expect(stored.get(question), question).toBe(value)
  })
})

describe('graceful shutdown, clients gone', () => {
  it('requests whose clients went away still finish before the database closes: no error, exit 0', async () => {
    const dataDir = await templateDataDir()
    const databaseUrl = await templateDatabaseUrl()
    const server = await spawnServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) })
    const { token } = await signUpOver(server.base, 'gone@example.com')
    const created = await httpCall(server.base, 'POST', '/evaluations', {
      token,
      body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
    })
    const quiz = (await httpCall(server.base, 'GET', `/quizzes/${created.body.id as string}`, { token }))
      .body as QuizBody
    // Sixty saves at once, each on its own connection; their clients leave 5 ms later, as SIGTERM comes.
    const requests = Array.from({ length: 60 }, (_, i) => {
      const question = quiz.questions[i % quiz.questions.length]!
      const body = JSON.stringify(
        question.format === 'multiple_choice' ? { choice_id: question.choices[0]!.id } : { response: '1' },
      )
      const req = request(`${server.base}/api/v1/quizzes/${quiz.id}/answers/${question.id}`, {
        method: 'PUT',
        agent: false,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      })
      req.on('error', () => {})
      req.end(body)
      return req
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    for (const req of requests) req.destroy()
    expect(await server.stop('SIGTERM')).toBe(0)
    expect(server.stderr()).not.toMatch(/error|closed|Cannot use/i)
  })
})

describe('one PGlite folder, one process', () => {
  it.skipIf(onPostgres())(
    '(PGlite run only: PostgreSQL has no data folder) a second server on the same DATA_DIR exits 1 with a clear message; WEB_CONCURRENCY>1 is refused; a stale lock is taken over; idle connections are kept 65 s; the demo login is printed only when the demo learner exists',
    async () => {
      const dataDir = await templateDataDir()
      const first = await spawnServer({ DATA_DIR: dataDir })
      expect(first.stdout.join('\n')).not.toContain('demo@example.com')
      const lock = path.join(dataDir, 'server.lock')

      const second = await spawnServer({ DATA_DIR: dataDir }, { ready: false })
      expect(await second.exited).toBe(1)
      expect(second.stderr()).toContain(`Cannot start: the data folder ${dataDir} is in use by another process (pid`)
      expect(second.stderr()).toContain('set DATABASE_URL to PostgreSQL')
      const ready = await httpCall(first.base, 'GET', '/health/ready')
      expect(ready.status).toBe(200) // the first one is unharmed
      // An idle connection stays open 65 s, past a proxy's 60 (main.ts), and the server says so.
      expect(ready.headers['keep-alive']).toBe('timeout=65')

      const cluster = await spawnServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' }, { ready: false })
      expect(await cluster.exited).toBe(1)
      expect(cluster.stderr()).toContain('WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL)')

      expect(await first.stop('SIGTERM')).toBe(0)
      // A lock left by a process that died (pid not running) does not block the next start.
      await writeFile(lock, '999999999\n')
      const third = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: '1' })
      expect((await httpCall(third.base, 'GET', '/health/ready')).status).toBe(200)
      // The demo login is printed when the demo learner exists (the first start, SEED_DEMO=0, printed none).
      expect(third.stdout).toContain('Demo learner: demo@example.com / Learn-SAT-2026 (created now)')
      const demo = { email: 'demo@example.com', password: 'Learn-SAT-2026' }
      expect((await httpCall(third.base, 'POST', '/login', { body: demo })).status).toBe(200)
      expect(await third.stop('SIGINT')).toBe(0)
    },
  )
})

describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it.skipIf(!onPostgres())(
    '(PostgreSQL run only: PGlite refuses WEB_CONCURRENCY>1) serves one port from 2 processes that share rate limits, codes and quiz state',
    async () => {
      const databaseUrl = (await templateDatabaseUrl())!
      const server = await spawnServer({
        DATA_DIR: await templateDataDir(),
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: '2',
        SEED_DEMO: '1',
      })
      expect(server.stdout.join('\n')).toContain('2 worker processes')
      // Seeded once, by the primary; printed once.
      expect(server.stdout.filter((line) => line.startsWith('Demo learner: demo@example.com'))).toHaveLength(1)
      const fresh = { fresh: true } // a connection per request: the primary deals them to the workers

      // Two distinct processes answer on the one port.
      await Promise.all(Array.from({ length: 12 }, () => httpCall(server.base, 'GET', '/health/ready', fresh)))
      const pids = new Set((await logged(server, '/api/v1/health/ready', 12)).map((line) => line.pid))
      expect(pids.size).toBe(2)

      // The login limit (10 per account) counts across both processes.
      const { email } = await signUpOver(server.base, 'cluster@example.com')
      const logins = await Promise.all(
        Array.from({ length: 14 }, () =>
          httpCall(server.base, 'POST', '/login', { ...fresh, body: { email, password: 'Wrong-Pass-123' } }),
        ),
      )
      expect(logins.filter((a) => a.status === 429)).toHaveLength(4)
      expect(logins.filter((a) => a.status === 401)).toHaveLength(10)
      const loginPids = new Set((await logged(server, '/api/v1/login', 14)).map((l) => l.pid))
      expect(loginPids.size).toBe(2)

      // A verification code is used once, whichever processes the tries reach.
      const registered = await httpCall(server.base, 'POST', '/register', {
        body: {
          first_name: 'Omar',
          last_name: 'Adel',
          email: 'code@example.com',
          mobile: '+201001112233',
          password: 'Blue-Harbor-71',
          password_confirmation: 'Blue-Harbor-71',
          accept_terms: true,
          channel: 'email',
        },
      })
      const code = registered.body.verification_code as string
      const activations = await Promise.all(
        Array.from({ length: 6 }, () =>
          httpCall(server.base, 'POST', '/activate', { ...fresh, body: { email: 'code@example.com', code } }),
        ),
      )
      expect(activations.filter((a) => a.status === 200)).toHaveLength(1)
      expect(activations.filter((a) => a.status >= 500)).toEqual([])
      const token = (activations.find((a) => a.status === 200)!.body.user as { token: string }).token

      // A quiz ended 10 times at once, through both processes: it ends once, with one result.
      const created = await httpCall(server.base, 'POST', '/evaluations', {
        token,
        body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
      })
      expect(created.status).toBe(201)
      const quizId = created.body.id as string
      const ends = await Promise.all(
        Array.from({ length: 10 }, () =>
          httpCall(server.base, 'POST', `/quizzes/${quizId}/end`, { ...fresh, token, body: { confirm_missing: true } }),
        ),
      )
      expect(ends.map((a) => a.status)).toEqual(Array(10).fill(200))
      expect(new Set(ends.map((a) => JSON.stringify(a.body))).size).toBe(1)
      const endPids = await logged(server, '/api/v1/quizzes/:quiz_id/end', 10)
      expect(new Set(endPids.map((l) => l.pid)).size).toBe(2)
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      const { rows } = await client.query<{ status: string }>('select status from quizzes where id = $1', [quizId])
      await client.end()
      expect(rows).toEqual([{ status: 'completed' }])

      expect(await server.stop('SIGTERM')).toBe(0) // the primary waits for both workers
    },
  )
})
