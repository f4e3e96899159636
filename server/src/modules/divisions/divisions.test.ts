import { describe, expect, it } from 'vitest'
import { signUp } from '../../test/accounts'
import { learningSteps, type Quiz, type Result } from '../../test/learning'
import { createTestApp } from '../../test/test-app'

const { client, db } = await createTestApp()
const { answer, finish } = learningSteps({ client, db })

describe('divisions', () => {
  async function playRound(token: string, subject: string, right: number) {
    let last: Result | undefined
    for (let i = 0; i < 5; i++) {
      const started = await client.post<Quiz>(`/divisions/${subject}/quizzes`, { token })
      expect(started.status).toBe(201)
      const quiz = (await client.get<Quiz>(`/quizzes/${started.body.id}`, { token })).body
      expect(quiz.number_of_questions).toBe(10)
      await answer(client, token, quiz, right)
      last = (await finish(token, quiz.id)).body
    }
    return last!
  }

  it('promotes after a passed Short Test, then relegates, then keeps the level', async () => {
    const learner = await signUp(client)
    const list = await client.get<{
      data: { subject: string; level: number; max_points: number; promotion_threshold: number; status: string }[]
    }>('/divisions', { token: learner.token })
    expect(list.body.data.map((d) => [d.subject, d.level, d.max_points, d.promotion_threshold, d.status])).toEqual([
      ['math', 1, 500, 350, 'in_level'],
      ['reading_writing', 1, 500, 350, 'in_level'],
    ])
    const round = await playRound(learner.token, 'math', 8)
    expect(round.division_result).toMatchObject({ status: 'eligible_for_promotion', level_before: 1, level_after: 1 })
    const pending = await client.post('/divisions/math/quizzes', { token: learner.token })
    expect(pending).toMatchObject({
      status: 409,
      body: { message: 'Take the Short Test to level up before the next quiz.' },
    })

    const test = await client.post<Quiz>('/divisions/math/short-test', { token: learner.token })
    expect(test.status).toBe(201)
    const resumed = await client.post<Quiz>('/divisions/math/short-test', { token: learner.token })
    expect(resumed).toMatchObject({ status: 200, body: { id: test.body.id } })
    await answer(
      client,
      learner.token,
      (await client.get<Quiz>(`/quizzes/${test.body.id}`, { token: learner.token })).body,
      7,
    )
    const passed = (await finish(learner.token, test.body.id)).body
    expect(passed.division_result).toMatchObject({
      status: 'promoted',
      level_before: 1,
      level_after: 2,
      message: 'Promoted! You are now in level 2.',
    })

    const dropped = await playRound(learner.token, 'math', 2)
    expect(dropped.division_result).toMatchObject({
      status: 'relegated',
      level_before: 2,
      level_after: 1,
      message: 'You moved down to level 1.',
    })
    const kept = await playRound(learner.token, 'math', 5)
    expect(kept.division_result).toMatchObject({ status: 'stayed', level_after: 1 })

    const progress = await client.get<{ data: { event: string; status: string }[]; meta: { total: number } }>(
      '/divisions/progress?subject=math',
      { token: learner.token },
    )
    expect(progress.body.data.map((e) => e.status)).toEqual([
      'stayed',
      'relegated',
      'promoted',
      'eligible_for_promotion',
    ])
    const ar = await client.get<{ data: { last_result: { message: string } }[] }>('/divisions', {
      token: learner.token,
      lang: 'ar',
    })
    expect(ar.body.data[0]!.last_result.message).toBe('تبقى في المستوى 1 لجولة جديدة.')
    expect((await client.post('/divisions/math/short-test', { token: learner.token })).status).toBe(409)
  })
})
