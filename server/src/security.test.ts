import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { authTokens, users, verificationCodes } from './db/schema'
import { DAY, defaultRateLimits } from './domain/constants'
import { registration, signUp } from './test/accounts'
import { learningSteps } from './test/learning'
import { createTestApp, testClient, type TestClient } from './test/test-app'

/** Production mode: no code echo, no dev inbox. Limits relaxed so timing loops are not cut short. */
const prod = await createTestApp({ env: 'production', publicUrl: 'https://academy.test' })
const limited = await createTestApp({ rateLimits: defaultRateLimits })

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Median times of two calls, measured alternately (a, b, a, b…) so a burst of
 * load on the machine slows both series alike instead of one of them.
 */
async function timedPair(a: () => Promise<unknown>, b: () => Promise<unknown>, times = 11) {
  const samples: [number[], number[]] = [[], []]
  const time = async (run: () => Promise<unknown>) => {
    const started = performance.now()
    await run()
    return performance.now() - started
  }
  for (let i = 0; i < times; i++) {
    samples[0].push(await time(a))
    samples[1].push(await time(b))
  }
  return [median(samples[0]), median(samples[1])] as const
}

/**
 * The two medians, printed, must be within 10 ms. A run where the work itself outlasted the floor
 * on one side (floor + 30 ms: a machine too busy to measure) is measured again, at most three
 * times; a real difference fails every time.
 */
async function expectAlike(
  label: string,
  names: [string, string],
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
) {
  let pair: readonly [number, number] = [0, 0]
  for (let attempt = 1; attempt <= 3; attempt++) {
    pair = await timedPair(a, b)
    console.log(
      `enumeration timing, ${label}: ${names[0]} ${pair[0].toFixed(1)} ms, ${names[1]} ${pair[1].toFixed(1)} ms`,
    )
    const busy = Math.max(...pair) > prod.config.enumerationFloorMs + 30
    if (Math.abs(pair[0] - pair[1]) < 10 || !busy) break
  }
  expect(Math.abs(pair[0] - pair[1])).toBeLessThan(10)
  return pair
}

/** Status and body of an answer, minus what legitimately differs per request. */
async function shape(client: TestClient, path: string, body: unknown) {
  const res = await client.post(path, { body })
  return { status: res.status, body: res.body }
}

describe('passwords', () => {
  it('are stored as argon2id with the OWASP parameters (19 MiB, t=2, p=1), never in clear', async () => {
    const account = await signUp(prod.client, {}, prod.db)
    const [row] = await prod.db.select().from(users).where(eq(users.id, account.id))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row!.passwordHash).not.toContain(account.password)
  })
})

describe('tokens', () => {
  it('carry 256 random bits, are stored only as a hash, and are new at every login', async () => {
    const account = await signUp(prod.client, {}, prod.db)
    expect(Buffer.from(account.token, 'base64url')).toHaveLength(32)
    const rows = await prod.db.select().from(authTokens).where(eq(authTokens.userId, account.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(account.token)
    const logins = await Promise.all(
      [1, 2, 3].map(() =>
        prod.client.post<{ user: { token: string } }>('/login', {
          body: { email: account.email, password: account.password },
        }),
      ),
    )
    expect(new Set([account.token, ...logins.map((l) => l.body.user.token)]).size).toBe(4)
  })
})

describe('codes', () => {
  it('are 6 digits, live 10 minutes, and die when expired', async () => {
    const body = registration()
    const registered = await limited.client.post<{ verification_code: string }>('/register', { body })
    const [user] = await limited.db.select().from(users).where(eq(users.email, body.email))
    const [code] = await limited.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user!.id))
    expect(registered.body.verification_code).toMatch(/^\d{6}$/)
    expect(code!.expiresAt.getTime() - code!.createdAt.getTime()).toBeGreaterThanOrEqual(10 * 60_000 - 1_000)
    expect(code!.expiresAt.getTime() - code!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1_000)
    expect(code!.codeHash).not.toContain(registered.body.verification_code)
    await limited.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.id, code!.id))
    const late = await limited.client.post('/activate', {
      body: { email: body.email, code: registered.body.verification_code },
    })
    expect(late.status).toBe(422)
  })
})

describe('production mode', () => {
  it('never echoes a code, has no dev inbox, and says so in /config', async () => {
    const registered = await prod.client.post('/register', { body: registration() })
    expect(registered.body.verification_code).toBeNull()
    expect((await prod.app.request('/dev/inbox')).status).toBe(404)
    expect((await prod.client.get('/config')).body).toMatchObject({ environment: 'production', dev_inbox_url: null })
    expect(
      (await prod.client.post('/password-reset/request', { body: { email: 'x@example.com' } })).body.verification_code,
    ).toBeNull()
  })
})

describe('no account enumeration (production mode)', () => {
  it('login: unknown account and wrong password answer alike, in status, body and time', async () => {
    const known = await signUp(prod.client, {}, prod.db)
    const unknown = { email: 'nobody-here@example.com', password: 'Blue-Harbor-71' }
    const wrong = { email: known.email, password: 'Blue-Harbor-70' }
    const a = await shape(prod.client, '/login', unknown)
    const b = await shape(prod.client, '/login', wrong)
    expect(a).toEqual(b)
    await expectAlike(
      'login',
      ['unknown', 'known'],
      () => prod.client.post('/login', { body: unknown }),
      () => prod.client.post('/login', { body: wrong }),
    )
  })

  it('register: a taken e-mail answers like a new one (the owner gets a notice instead)', async () => {
    const known = await signUp(prod.client, {}, prod.db)
    const a = await shape(prod.client, '/register', registration({ email: 'fresh-one@example.com' }))
    const b = await shape(prod.client, '/register', registration({ email: known.email }))
    expect(a.status).toBe(201)
    expect({ ...a.body, email: null }).toEqual({ ...b.body, email: null })
    let i = 0
    const [tNew, tKnown] = await expectAlike(
      'register',
      ['new', 'taken'],
      () => prod.client.post('/register', { body: registration({ email: `fresh-${i++}@example.com` }) }),
      () => prod.client.post('/register', { body: registration({ email: known.email }) }),
    )
    expect(Math.min(tNew, tKnown)).toBeGreaterThanOrEqual(prod.config.enumerationFloorMs - 1)
  })

  it('password reset: known and unknown accounts answer alike', async () => {
    const known = await signUp(prod.client, { mobile: '+201223334455' }, prod.db)
    const a = await shape(prod.client, '/password-reset/request', { email: known.email })
    const b = await shape(prod.client, '/password-reset/request', { email: 'ghost@example.com' })
    expect(a).toEqual(b)
    const byMobile = await shape(prod.client, '/password-reset/request', { mobile: '+201229998877' })
    expect(byMobile).toEqual(a)
    await expectAlike(
      'password reset',
      ['known', 'unknown'],
      () => prod.client.post('/password-reset/request', { body: { email: known.email } }),
      () => prod.client.post('/password-reset/request', { body: { email: 'ghost@example.com' } }),
    )
  })

  it('activate: an unknown e-mail and a pending account answer alike, no sooner than the floor', async () => {
    const pending = registration()
    await prod.client.post('/register', { body: pending })
    const unknown = { email: 'nobody-pending@example.com', code: '000000' }
    const wrong = { email: pending.email, code: '000000' }
    const a = await shape(prod.client, '/activate', unknown)
    const b = await shape(prod.client, '/activate', wrong)
    expect(a).toEqual(b)
    const [tUnknown, tKnown] = await expectAlike(
      'activate',
      ['unknown', 'pending'],
      () => prod.client.post('/activate', { body: unknown }),
      () => prod.client.post('/activate', { body: wrong }),
    )
    expect(Math.min(tUnknown, tKnown)).toBeGreaterThanOrEqual(prod.config.enumerationFloorMs - 1)
  })

  it('password-reset verify: an unknown and a known account answer alike, no sooner than the floor', async () => {
    const known = await signUp(prod.client, {}, prod.db)
    await prod.client.post('/password-reset/request', { body: { email: known.email } })
    const unknown = { email: 'ghost-verify@example.com', code: '000000' }
    const wrong = { email: known.email, code: '000000' }
    const a = await shape(prod.client, '/password-reset/verify', unknown)
    const b = await shape(prod.client, '/password-reset/verify', wrong)
    expect(a).toEqual(b)
    const [tUnknown, tKnown] = await expectAlike(
      'password-reset verify',
      ['unknown', 'known'],
      () => prod.client.post('/password-reset/verify', { body: unknown }),
      () => prod.client.post('/password-reset/verify', { body: wrong }),
    )
    expect(Math.min(tUnknown, tKnown)).toBeGreaterThanOrEqual(prod.config.enumerationFloorMs - 1)
  })

  it('change-email: a taken and a free address answer alike, in status, body and time', async () => {
    const [asker, owner] = [await signUp(prod.client, {}, prod.db), await signUp(prod.client, {}, prod.db)]
    const ask = (email: string) => prod.client.post('/settings/change-email', { token: asker.token, body: { email } })
    const free = `free-${asker.email}`
    const a = await ask(free)
    const b = await ask(owner.email)
    expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body })
    expect(a.status).toBe(200)
    const [tFree, tTaken] = await expectAlike(
      'change-email',
      ['free', 'taken'],
      () => ask(free),
      () => ask(owner.email),
    )
    expect(Math.min(tFree, tTaken)).toBeGreaterThanOrEqual(prod.config.enumerationFloorMs - 1)
  })
})

describe('learner versus learner: payments', () => {
  it("learner B can neither see nor settle learner A's sandbox checkout, by cookie or bearer", async () => {
    const a = await signUp(limited.client)
    const b = await signUp(limited.client)
    const { body: plans } = await limited.client.get<{ data: { id: string }[] }>('/subscriptions/packages')
    const started = await limited.client.post<{ checkout_url: string; payment_id: string }>('/subscriptions', {
      token: a.token,
      body: { package_id: plans.data[0]!.id },
    })
    const path = new URL(started.body.checkout_url).pathname
    for (const headers of [{ Cookie: `token=${b.token}` }, { Authorization: `Bearer ${b.token}` }, {}]) {
      expect((await limited.app.request(path, { headers })).status).toBe(404)
      for (const outcome of ['pay', 'fail'])
        expect((await limited.app.request(`${path}/${outcome}`, { method: 'POST', headers })).status).toBe(404)
    }
    expect((await limited.client.get(`/payments/${started.body.payment_id}`, { token: b.token })).status).toBe(404)
    const payment = await limited.client.get(`/payments/${started.body.payment_id}`, { token: a.token })
    expect(payment.body).toMatchObject({ status: 'pending', subscription_id: null })
    const history = await limited.client.get<{ data: { is_trial: boolean }[] }>('/subscriptions', { token: b.token })
    expect(history.body.data.map((s) => s.is_trial)).toEqual([true])
  })
})

describe('learner versus learner: full tests and the quiz tools', () => {
  it("learner B can neither read, move, leave nor mark up learner A's test and quiz", async () => {
    const a = await signUp(limited.client)
    const b = await signUp(limited.client)
    const test = await limited.client.post<{ id: string; current_quiz_id: string }>('/full-tests', {
      token: a.token,
      body: { system: 'SAT' },
    })
    const quizId = test.body.current_quiz_id
    const quiz = await limited.client.get<{ questions: { id: string; choices: { id: string }[] }[] }>(
      `/quizzes/${quizId}`,
      { token: a.token },
    )
    const question = quiz.body.questions[0]!
    const mark = await limited.client.post<{ id: string }>(`/quizzes/${quizId}/questions/${question.id}/annotations`, {
      token: a.token,
      body: { start: 0, end: 4, note: 'mine' },
    })
    expect(mark.status).toBe(201)
    const asB = [
      limited.client.get(`/full-tests/${test.body.id}`, { token: b.token }),
      limited.client.post(`/full-tests/${test.body.id}/advance`, { token: b.token, body: { from_stage: 0 } }),
      limited.client.get(`/full-tests/${test.body.id}/report`, { token: b.token }),
      limited.client.post(`/full-tests/${test.body.id}/exit`, { token: b.token }),
      limited.client.call('PUT', `/quizzes/${quizId}/questions/${question.id}/eliminations`, {
        token: b.token,
        body: { eliminated: [question.choices[0]!.id] },
      }),
      limited.client.post(`/quizzes/${quizId}/questions/${question.id}/annotations`, {
        token: b.token,
        body: { start: 0, end: 2 },
      }),
      limited.client.call('PATCH', `/quizzes/${quizId}/annotations/${mark.body.id}`, {
        token: b.token,
        body: { note: 'theirs' },
      }),
      limited.client.call('DELETE', `/quizzes/${quizId}/annotations/${mark.body.id}`, { token: b.token }),
    ]
    for (const call of asB) expect((await call).status).toBe(404)
    // B's own list holds none of A's tests; A's test, struck choices and note are untouched.
    const list = await limited.client.get<{ items: unknown[] }>('/full-tests', { token: b.token })
    expect(list.body.items).toEqual([])
    const after = await limited.client.get<{
      questions: { answer: { eliminated: string[] }; annotations: { note: string | null }[] }[]
    }>(`/quizzes/${quizId}`, { token: a.token })
    expect(after.body.questions[0]!.answer.eliminated).toEqual([])
    expect(after.body.questions[0]!.annotations.map((n) => n.note)).toEqual(['mine'])
    const own = await limited.client.get<{ status: string; stage: number }>(`/full-tests/${test.body.id}`, {
      token: a.token,
    })
    expect(own.body).toMatchObject({ status: 'in_progress', stage: 0 })
  })
})

describe('learner versus learner: the mistake log, reviews, mastery and the plan', () => {
  it("learner B sees, retries and changes nothing of learner A's mistakes and plan", async () => {
    const { client, db } = limited
    const { answer, startEvaluation, finish } = learningSteps({ client, db })
    const a = await signUp(client)
    const b = await signUp(client)
    const evaluation = await startEvaluation(a.token, 'math')
    await answer(client, a.token, evaluation, 0, 4)
    await finish(a.token, evaluation.id)
    const missed = evaluation.questions[0]!.id
    const inTen = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10)
    const plan = { target_date: inTen, target_score: 1300, time_zone: 'UTC' }
    expect((await client.call('PUT', '/plan', { token: a.token, body: plan })).status).toBe(200)

    expect((await client.get(`/mistakes/${missed}`, { token: b.token })).status).toBe(404)
    expect((await client.get<{ total: number }>('/mistakes', { token: b.token })).body.total).toBe(0)
    expect((await client.get<{ due_count: number }>('/reviews/due', { token: b.token })).body.due_count).toBe(0)
    expect((await client.post('/reviews', { token: b.token, body: { subject: 'math' } })).status).toBe(422)
    const mastery = await client.get<{ subjects: { domains: { skills: { answers: number }[] }[] }[] }>('/mastery', {
      token: b.token,
    })
    expect(mastery.body.subjects.flatMap((s) => s.domains.flatMap((d) => d.skills)).every((s) => s.answers === 0)).toBe(
      true,
    )
    expect((await client.get('/plan', { token: b.token })).body).toEqual({ plan: null })
    expect((await client.call('DELETE', '/plan', { token: b.token })).status).toBe(204)

    // A's log, schedule and plan are as they were.
    expect((await client.get<{ total: number }>('/mistakes', { token: a.token })).body.total).toBe(
      evaluation.questions.length,
    )
    expect(
      (await client.get<{ plan: { target_score: number } }>('/plan', { token: a.token })).body.plan.target_score,
    ).toBe(1300)
    // A review A starts is A's: B can neither read nor answer it.
    const review = await client.post<{ id: string }>('/reviews', { token: a.token, body: { subject: 'math' } })
    expect(review.status).toBe(201)
    expect((await client.get(`/quizzes/${review.body.id}`, { token: b.token })).status).toBe(404)
    expect(
      (await client.post(`/quizzes/${review.body.id}/end`, { token: b.token, body: { confirm_missing: true } })).status,
    ).toBe(404)
  })
})

describe('rate limits (kept in the database)', () => {
  it('login: 429 with Retry-After and a localized message after 10 tries for one account', async () => {
    const account = await signUp(limited.client)
    for (let i = 0; i < 10; i++)
      await limited.client.post('/login', { body: { email: account.email, password: 'wrong-pass-1' } })
    const blocked = await limited.client.post('/login', {
      body: { email: account.email, password: account.password },
      lang: 'ar',
    })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(blocked.body.message).toMatch(/^محاولات كثيرة جدًا، يرجى المحاولة مرة أخرى بعد \d+ ثانية\.$/)
  })

  it('are shared by two server processes on one database', async () => {
    const second = testClient(createApp({ db: limited.db, config: limited.app.deps.config }))
    const email = 'shared-limit@example.com'
    const first = await limited.client.post('/resend-code', { body: { email } })
    expect(first.status).toBe(200)
    const other = await second.post('/resend-code', { body: { email } })
    expect(other.status).toBe(429)
  })

  it('code verification, password reset and contact-us are limited too', async () => {
    const email = 'limits@example.com'
    let status = 0
    for (let i = 0; i < 11 && status !== 429; i++)
      status = (await limited.client.post('/activate', { body: { email, code: '123456' } })).status
    expect(status).toBe(429)
    await limited.client.post('/password-reset/request', { body: { email } })
    expect((await limited.client.post('/password-reset/resend-code', { body: { email } })).status).toBe(429)
    const account = await signUp(limited.client)
    status = 0
    for (let i = 0; i < 11 && status !== 429; i++)
      status = (await limited.client.post('/contact-us', { token: account.token, body: { message: `note ${i}` } }))
        .status
    expect(status).toBe(429)
  })

  it('register is limited per client address', async () => {
    let status = 0
    for (let i = 0; i < 25 && status !== 429; i++)
      status = (await limited.client.post('/register', { body: registration() })).status
    expect(status).toBe(429)
  })
})
