import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { questions } from '../../db/schema'
import { signUp } from '../../test/accounts'
import { createTestApp } from '../../test/test-app'

const { client, app, db } = await createTestApp()

describe('dev answer key (development and test only)', () => {
  it("gives the owner the key of each question, and nobody else's", async () => {
    const learner = await signUp(client)
    const started = await client.post<{ id: string }>('/evaluations', {
      token: learner.token,
      body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
    })
    expect(started.status).toBe(201)
    const response = await app.request(`/dev/answer-key/${started.body.id}`, {
      headers: { Authorization: `Bearer ${learner.token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const key = (await response.json()) as {
      question_id: string
      position: number
      correct_choice_id: string | null
      accepted_answers: string[]
    }[]
    expect(key).toHaveLength(22)
    expect(key.map((item) => item.position)).toEqual(Array.from({ length: 22 }, (_, index) => index + 1))
    const [stored] = await db.select().from(questions).where(eq(questions.id, key[0]!.question_id))
    expect(key[0]!.correct_choice_id ?? key[0]!.accepted_answers[0]).toBe(
      stored!.correctChoiceId ?? stored!.acceptedAnswers[0],
    )

    const other = await signUp(client)
    const foreign = await app.request(`/dev/answer-key/${started.body.id}`, {
      headers: { Authorization: `Bearer ${other.token}` },
    })
    expect(foreign.status).toBe(404)
    expect((await app.request(`/dev/answer-key/${started.body.id}`)).status).toBe(401)
  })

  it('is not there in production', async () => {
    const production = await createTestApp({ env: 'production' })
    const learner = await signUp(production.client, {}, production.db)
    const response = await production.app.request('/dev/answer-key/qz_Anything0', {
      headers: { Authorization: `Bearer ${learner.token}` },
    })
    expect(response.headers.get('Content-Type') ?? '').not.toContain('application/json')
  })
})
