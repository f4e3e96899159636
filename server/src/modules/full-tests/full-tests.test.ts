import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { questions, quizQuestions, quizzes } from '../../db/schema'
import { signUp } from '../../test/accounts'
import { learningSteps, type Quiz } from '../../test/learning'
import { createTestApp } from '../../test/test-app'

const { client, db } = await createTestApp()
const { answer, finish } = learningSteps({ client, db })

interface Stage {
  index: number
  kind: 'module' | 'break'
  subject: string | null
  module: number | null
  questions: number | null
  time_limit_seconds: number
  status: string
  quiz_id: string | null
  route: string | null
}
interface FullTest {
  id: string
  status: string
  stage: number
  stages: Stage[]
  current_quiz_id: string | null
  break_remaining_seconds: number | null
  clock_reveal_seconds: number
  score: {
    confidence: number
    sections: { subject: string; route: string; score: number; low: number; high: number }[]
    total: { score: number; low: number; high: number }
  } | null
}

type ModuleQuiz = Omit<Quiz, 'questions'> & {
  time_limit_seconds: number
  full_test: { test_id: string; module: number; route: string | null; clock_reveal_seconds: number }
  questions: (Quiz['questions'][number] & { domain: { id: string }; difficulty: string })[]
}

const start = (token: string) => client.post<FullTest>('/full-tests', { token, body: { system: 'SAT' } })
const read = async (token: string, id: string) => (await client.get<FullTest>(`/full-tests/${id}`, { token })).body
const advance = (token: string, id: string, fromStage: number) =>
  client.post<FullTest>(`/full-tests/${id}/advance`, { token, body: { from_stage: fromStage } })
const moduleOf = async (token: string, test: FullTest) =>
  (await client.get<ModuleQuiz>(`/quizzes/${test.current_quiz_id}`, { token })).body
const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {})

/** Answers a module (`right` of its questions correctly, in order), submits it and moves on. */
async function takeModule(token: string, test: FullTest, right: number) {
  const quiz = await moduleOf(token, test)
  await answer(client, token, quiz, right)
  expect((await finish(token, quiz.id)).status).toBe(200)
  const moved = await advance(token, test.id, test.stage)
  expect(moved.status).toBe(200)
  return { quiz, test: moved.body }
}

describe('a full-length adaptive SAT', () => {
  it('runs module 1, the routed module 2, the break and Math, and scores ranges', async () => {
    const learner = await signUp(client)
    const started = await start(learner.token)
    expect(started.status).toBe(201)
    expect(started.headers.get('location')).toBe(`/api/v1/full-tests/${started.body.id}`)
    expect(started.body.stages.map((s) => [s.kind, s.subject, s.module, s.time_limit_seconds])).toEqual([
      ['module', 'reading_writing', 1, 32 * 60],
      ['module', 'reading_writing', 2, 32 * 60],
      ['break', null, null, 10 * 60],
      ['module', 'math', 1, 35 * 60],
      ['module', 'math', 2, 35 * 60],
    ])
    expect(started.body.clock_reveal_seconds).toBe(300)
    // A second start resumes the running test.
    const again = await start(learner.token)
    expect(again).toMatchObject({ status: 200, body: { id: started.body.id, stage: 0 } })

    const rw1 = await moduleOf(learner.token, started.body)
    expect(rw1).toMatchObject({
      kind: 'full_test',
      number_of_questions: 27,
      time_limit_seconds: 1920,
      full_test: { test_id: started.body.id, module: 1, route: null, clock_reveal_seconds: 300 },
    })
    // Reading and Writing in the published shares, grouped by question type: domain by domain.
    expect(countBy(rw1.questions, (q) => q.domain.id)).toEqual({
      craft_and_structure: 8,
      information_and_ideas: 7,
      standard_english_conventions: 7,
      expression_of_ideas: 5,
    })
    const domainsInOrder = rw1.questions.map((q) => q.domain.id).filter((d, i, all) => all[i - 1] !== d)
    expect(domainsInOrder).toEqual([
      'craft_and_structure',
      'information_and_ideas',
      'standard_english_conventions',
      'expression_of_ideas',
    ])
    // Not past a running module.
    expect(await advance(learner.token, started.body.id, 0)).toMatchObject({
      status: 409,
      body: { type: 'urn:exam-prep:problem:full-test-module-running' },
    })

    // Module 1 answered well: the harder module 2, none of module 1's items again.
    const { test: atRw2 } = await takeModule(learner.token, started.body, 27)
    expect(atRw2.stage).toBe(1)
    const rw2 = await moduleOf(learner.token, atRw2)
    expect(rw2.full_test).toMatchObject({ module: 2, route: 'harder' })
    expect(rw2.questions).toHaveLength(27)
    expect(rw2.questions.filter((q) => rw1.questions.some((p) => p.id === q.id))).toEqual([])
    const levels = countBy(rw2.questions, (q) => q.difficulty)
    expect(levels.hard).toBeGreaterThan(levels.easy ?? 0)
    // The same move again (a double click, another tab) is refused; a finished module stays closed.
    expect(await advance(learner.token, started.body.id, 0)).toMatchObject({
      status: 409,
      body: { type: 'urn:exam-prep:problem:full-test-stage-changed', message: expect.any(String) },
    })
    const reopen = await client.call('PUT', `/quizzes/${rw1.id}/answers/${rw1.questions[0]!.id}`, {
      token: learner.token,
      body: { choice_id: null },
    })
    expect(reopen.status).toBe(409)

    const { test: atBreak } = await takeModule(learner.token, atRw2, 20)
    expect(atBreak).toMatchObject({ stage: 2, current_quiz_id: null, break_remaining_seconds: 600 })
    // The break may end early.
    const atMath1 = (await advance(learner.token, atBreak.id, 2)).body
    expect(atMath1.stage).toBe(3)
    const math1 = await moduleOf(learner.token, atMath1)
    expect(math1).toMatchObject({ number_of_questions: 22, time_limit_seconds: 2100 })
    expect(countBy(math1.questions, (q) => q.domain.id)).toEqual({
      algebra: 8,
      advanced_math: 8,
      problem_solving_and_data_analysis: 3,
      geometry_and_trigonometry: 3,
    })
    expect(countBy(math1.questions, (q) => q.format).student_produced).toBe(6)
    // Math in rising difficulty.
    const rank = { easy: 0, medium: 1, hard: 2 } as Record<string, number>
    const ranks = math1.questions.map((q) => rank[q.difficulty]!)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))

    // Module 1 answered badly: the easier module 2.
    const { test: atMath2 } = await takeModule(learner.token, atMath1, 2)
    const math2 = await moduleOf(learner.token, atMath2)
    expect(math2.full_test.route).toBe('easier')
    const done = (await takeModule(learner.token, atMath2, 3)).test
    expect(done).toMatchObject({ status: 'completed', stage: 5, current_quiz_id: null })
    const [rw, math] = done.score!.sections
    expect(rw).toMatchObject({ subject: 'reading_writing', route: 'harder' })
    expect(math).toMatchObject({ subject: 'math', route: 'easier' })
    for (const section of [rw!, math!]) {
      expect(section.score % 10).toBe(0)
      expect(section.low).toBeLessThanOrEqual(section.score)
      expect(section.high).toBeGreaterThanOrEqual(section.score)
      expect(section.high - section.low).toBeGreaterThan(0)
    }
    expect(rw!.score).toBeGreaterThan(math!.score)
    expect(done.score!.total.score).toBe(rw!.score + math!.score)
    expect(done.score!.confidence).toBe(0.8)

    const report = await client.get<{
      modules: { module: number; route: string | null; correct: number }[]
      questions: { module: number; key: { explanation: string } }[]
      domains: { id: string }[]
      trend: { total: { score: number } }[]
    }>(`/full-tests/${done.id}/report`, { token: learner.token, lang: 'ar' })
    expect(report.status).toBe(200)
    expect(report.body.modules.map((m) => [m.module, m.route, m.correct])).toEqual([
      [1, null, 27],
      [2, 'harder', 20],
      [3, null, 2],
      [4, 'easier', 3],
    ])
    expect(report.body.questions).toHaveLength(98)
    expect(report.body.domains).toHaveLength(8)
    expect(report.body.trend.map((t) => t.total.score)).toEqual([done.score!.total.score])
    // A module is reported with its test, and is not in the history as a quiz of its own.
    expect((await client.get(`/reports/${rw1.id}`, { token: learner.token })).status).toBe(404)
    const history = await client.get<{ data: unknown[] }>('/history', { token: learner.token })
    expect(history.body.data).toEqual([])
    const list = await client.get<{ items: FullTest[] }>('/full-tests', { token: learner.token })
    expect(list.body.items.map((t) => [t.id, t.status])).toEqual([[done.id, 'completed']])
  })

  it('ends a module whose clock ran out as it stands, and moves on from it', async () => {
    const learner = await signUp(client)
    const test = (await start(learner.token)).body
    const quiz = await moduleOf(learner.token, test)
    await answer(client, learner.token, quiz, 3, 5)
    // The module's 32 minutes have passed.
    await db
      .update(quizzes)
      .set({ startedAt: sql`now() - interval '1921 seconds'`, endsAt: sql`now() - interval '1 second'` })
      .where(eq(quizzes.id, quiz.id))
    const read1 = await read(learner.token, test.id)
    expect(read1.stages[0]).toMatchObject({ status: 'done', answered_count: 5 })
    expect(read1.current_quiz_id).toBeNull()
    const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quiz.id))
    expect(row).toMatchObject({ status: 'expired', correctCount: 3 })
    const moved = await advance(learner.token, test.id, 0)
    expect(moved.body.stages[1]).toMatchObject({ status: 'running', route: 'easier' })
  })

  it('keeps another learner out, and a left test has no report and lets a new one start', async () => {
    const owner = await signUp(client)
    const other = await signUp(client)
    const test = (await start(owner.token)).body
    for (const call of [
      client.get(`/full-tests/${test.id}`, { token: other.token }),
      client.post(`/full-tests/${test.id}/advance`, { token: other.token, body: { from_stage: 0 } }),
      client.post(`/full-tests/${test.id}/exit`, { token: other.token }),
      client.get(`/full-tests/${test.id}/report`, { token: other.token }),
      client.get(`/quizzes/${test.current_quiz_id}`, { token: other.token }),
    ])
      expect((await call).status).toBe(404)
    expect((await client.get(`/full-tests/${test.id}/report`, { token: owner.token })).status).toBe(409)
    // A module is left with its test, not alone.
    const exitModule = await client.post(`/quizzes/${test.current_quiz_id}/exit`, { token: owner.token, lang: 'ar' })
    expect(exitModule).toMatchObject({ status: 409, body: { type: 'urn:exam-prep:problem:full-test-module-exit' } })
    const left = await client.post<FullTest>(`/full-tests/${test.id}/exit`, { token: owner.token })
    expect(left).toMatchObject({ status: 200, body: { status: 'exited' } })
    const [module1] = await db.select().from(quizzes).where(eq(quizzes.id, test.current_quiz_id!))
    expect(module1!.status).toBe('exited')
    expect((await client.get(`/full-tests/${test.id}/report`, { token: owner.token })).status).toBe(404)
    expect((await advance(owner.token, test.id, 0)).status).toBe(409)
    const next = await start(owner.token)
    expect(next.status).toBe(201)
    expect(next.body.id).not.toBe(test.id)
  })

  it('never repeats an item within a test, even once the learner has seen the whole bank', async () => {
    const learner = await signUp(client)
    // Every Reading and Writing item counts as seen (an earlier quiz held them all): the draw falls
    // back to seen items, and must still never take one of this test's.
    const rwIds = await db.select({ id: questions.id }).from(questions).where(eq(questions.subject, 'reading_writing'))
    expect(rwIds.length).toBeGreaterThan(54)
    const [seenQuiz] = await db
      .insert(quizzes)
      .values({
        id: `qz_seen${learner.id.slice(-8)}`,
        userId: learner.id,
        kind: 'practice',
        status: 'completed',
        subject: 'reading_writing',
        numberOfQuestions: rwIds.length,
        immediateFeedback: true,
        startedAt: new Date(),
      })
      .returning()
    await db
      .insert(quizQuestions)
      .values(rwIds.map((row, index) => ({ quizId: seenQuiz!.id, position: index + 1, questionId: row.id })))
    const test = (await start(learner.token)).body
    const { test: atRw2, quiz: rw1 } = await takeModule(learner.token, test, 10)
    const rw2 = await moduleOf(learner.token, atRw2)
    const ids = [...rw1.questions, ...rw2.questions].map((q) => q.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
