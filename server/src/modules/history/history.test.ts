import { describe, expect, it } from 'vitest'
import { signUp } from '../../test/accounts'
import { learningSteps, type Quiz } from '../../test/learning'
import { createTestApp } from '../../test/test-app'

const { client, db } = await createTestApp()
const { answer, startEvaluation, finish } = learningSteps({ client, db })

describe('history and home', () => {
  it('filters and pages history with a total, and home totals match what was done', async () => {
    const learner = await signUp(client)
    const math = await startEvaluation(learner.token, 'math')
    await answer(client, learner.token, math, 22)
    const mathResult = (await finish(learner.token, math.id)).body
    const rw = await startEvaluation(learner.token, 'reading_writing')
    await answer(client, learner.token, rw, 10, 12)
    const rwResult = (await finish(learner.token, rw.id)).body
    const practice = await client.post<Quiz>('/practices', {
      token: learner.token,
      body: { system: 'SAT', subject: 'math', timer: false, question_count: 5 },
    })
    const practiceQuiz = (await client.get<Quiz>(`/quizzes/${practice.body.id}`, { token: learner.token })).body
    await answer(client, learner.token, practiceQuiz, 5)
    const practiceResult = (await finish(learner.token, practiceQuiz.id)).body

    const all = await client.get<{ data: { kind: string; subject: string; score: number }[]; meta: { total: number } }>(
      '/history?per_page=2',
      { token: learner.token },
    )
    expect(all.body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 })
    expect(all.body.data.map((r) => r.kind)).toEqual(['practice', 'evaluation'])
    const page2 = await client.get<{ data: unknown[] }>('/history?per_page=2&page=2', { token: learner.token })
    expect(page2.body.data).toHaveLength(1)
    expect(
      (await client.get<{ meta: { total: number } }>('/history?kind=evaluation', { token: learner.token })).body.meta
        .total,
    ).toBe(2)
    expect(
      (await client.get<{ meta: { total: number } }>('/history?subject=reading_writing', { token: learner.token })).body
        .meta.total,
    ).toBe(1)
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (await client.get<{ meta: { total: number } }>(`/history?from=${today}&to=${today}`, { token: learner.token }))
        .body.meta.total,
    ).toBe(3)
    expect(
      (await client.get<{ meta: { total: number } }>('/history?to=2020-01-01', { token: learner.token })).body.meta
        .total,
    ).toBe(0)
    expect((await client.get('/history?from=yesterday', { token: learner.token })).status).toBe(400)

    const home = await client.get('/home/statistics', { token: learner.token })
    expect(home.body).toEqual({
      questions: 22 + 12 + 5,
      practices: 1,
      evaluations: 2,
      divisions: 0,
      practice_points: practiceResult.points_earned,
      evaluate_points: mathResult.points_earned + rwResult.points_earned,
      division_points: 0,
    })
  })
})
