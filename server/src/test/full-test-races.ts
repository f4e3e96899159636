import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fullTests, quizAnnotations, quizQuestions, quizzes } from '../db/schema'
import { signUp } from './accounts'
import type { RaceTarget } from './quiz-races'

/**
 * The races of full tests and the quiz tools (issue 17), on the run's database: PGlite serialises
 * requests, PostgreSQL (`npm test` runs this on both) runs them in parallel on a pool, where a state
 * check outside the writing transaction shows.
 */
export function describeFullTestRaces(name: string, { client, db }: RaceTarget) {
  interface FullTest {
    id: string
    stage: number
    current_quiz_id: string | null
  }
  interface Quiz {
    id: string
    questions: { id: string; passage: string | null; choices: { id: string }[] }[]
  }
  const start = (token: string) => client.post<FullTest>('/full-tests', { token, body: { system: 'SAT' } })
  const advance = (token: string, id: string, from: number) =>
    client.post<FullTest>(`/full-tests/${id}/advance`, { token, body: { from_stage: from } })

  describe(name, () => {
    it('two starts at once: one test, started once and resumed once', async () => {
      const { token, id: userId } = await signUp(client)
      const [a, b] = await Promise.all([start(token), start(token)])
      expect([a.status, b.status].sort()).toEqual([200, 201])
      expect(a.body.id).toBe(b.body.id)
      const rows = await db.select().from(fullTests).where(eq(fullTests.userId, userId))
      expect(rows).toHaveLength(1)
      const modules = await db.select().from(quizzes).where(eq(quizzes.fullTestId, a.body.id))
      expect(modules).toHaveLength(1)
    })

    it('five advances from one stage at once: the test moves once, one module 2 is drawn', async () => {
      const { token } = await signUp(client)
      const test = (await start(token)).body
      await client.post(`/quizzes/${test.current_quiz_id}/end`, { token, body: { confirm_missing: true } })
      const results = await Promise.all(Array.from({ length: 5 }, () => advance(token, test.id, 0)))
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
      const modules = await db.select().from(quizzes).where(eq(quizzes.fullTestId, test.id))
      expect(modules.map((m) => m.fullTestModule).sort()).toEqual([1, 2])
    })

    it('advance and exit at once: either the test moved and was then left, or it was left first', async () => {
      const { token } = await signUp(client)
      const test = (await start(token)).body
      await client.post(`/quizzes/${test.current_quiz_id}/end`, { token, body: { confirm_missing: true } })
      const [moved, left] = await Promise.all([
        advance(token, test.id, 0),
        client.post<{ status: string }>(`/full-tests/${test.id}/exit`, { token }),
      ])
      expect(left.status).toBe(200)
      const [row] = await db.select().from(fullTests).where(eq(fullTests.id, test.id))
      expect(row!.status).toBe('exited')
      const running = await db.select().from(quizzes).where(eq(quizzes.fullTestId, test.id))
      expect(running.filter((quiz) => quiz.status === 'in_progress')).toEqual([])
      expect([200, 409]).toContain(moved.status)
    })

    it('a strike and a choice of the same choice at once: never both struck and selected', async () => {
      const { token } = await signUp(client)
      const created = await client.post<{ id: string }>('/evaluations', {
        token,
        body: { system: 'SAT', subject: 'reading_writing', timer_type: 'loose' },
      })
      const quiz = (await client.get<Quiz>(`/quizzes/${created.body.id}`, { token })).body
      const question = quiz.questions[0]!
      const choice = question.choices[1]!.id
      for (let round = 0; round < 5; round++) {
        await Promise.all([
          client.call('PUT', `/quizzes/${quiz.id}/questions/${question.id}/eliminations`, {
            token,
            body: { eliminated: [choice] },
          }),
          client.call('PUT', `/quizzes/${quiz.id}/answers/${question.id}`, { token, body: { choice_id: choice } }),
        ])
        const [slot] = await db
          .select()
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.questionId, question.id)))
        expect(slot!.choiceId !== null && slot!.eliminated.includes(slot!.choiceId)).toBe(false)
      }
    })

    it('sixty highlights at once on one question: at most fifty are kept, the rest refused', async () => {
      const { token } = await signUp(client)
      const created = await client.post<{ id: string }>('/evaluations', {
        token,
        body: { system: 'SAT', subject: 'reading_writing', timer_type: 'loose' },
      })
      const quiz = (await client.get<Quiz>(`/quizzes/${created.body.id}`, { token })).body
      const question = quiz.questions[0]!
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          client.post(`/quizzes/${quiz.id}/questions/${question.id}/annotations`, {
            token,
            body: { start: i % 10, end: (i % 10) + 5 },
          }),
        ),
      )
      expect(results.filter((r) => r.status === 201)).toHaveLength(50)
      expect(results.filter((r) => r.status === 422)).toHaveLength(10)
      const kept = await db.select().from(quizAnnotations).where(eq(quizAnnotations.quizId, quiz.id))
      expect(kept).toHaveLength(50)
    })
  })
}
