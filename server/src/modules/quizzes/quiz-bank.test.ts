import { and, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { generatorsForSkill } from '../../content/generators'
import { questions, quizQuestions, quizzes } from '../../db/schema'
import { HOUR, learning } from '../../domain/constants'
import { signUp } from '../../test/accounts'
import { createTestApp, relaxedRateLimits } from '../../test/test-app'

/** The bank cannot be read through the preview, grown by one learner, or drawn without limit. */
const { client, db } = await createTestApp()

const evaluation = (token: string, subject: string) =>
  client.post<{ id: string }>('/evaluations', { token, body: { system: 'SAT', subject, timer_type: 'loose' } })
const endNow = (token: string, quizId: string) =>
  client.post(`/quizzes/${quizId}/end`, { token, body: { confirm_missing: true } })

async function questionsOf(quizIds: string[]) {
  return db
    .select({ id: questions.id, publicSample: questions.publicSample })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(inArray(quizQuestions.quizId, quizIds))
}

describe('the answer key stays out of reach', () => {
  it('never puts a public sample (shown with its key by the preview) into a quiz', async () => {
    const { token } = await signUp(client)
    const ids: string[] = []
    for (const subject of ['math', 'reading_writing', 'math', 'reading_writing']) {
      const created = await evaluation(token, subject)
      expect(created.status).toBe(201)
      ids.push(created.body.id)
      await endNow(token, created.body.id)
    }
    for (const subject of ['math', 'reading_writing']) {
      const practice = await client.post<{ id: string }>('/practices', {
        token,
        body: { system: 'SAT', subject, question_count: 20, timer: false },
      })
      expect(practice.status).toBe(201)
      ids.push(practice.body.id)
      // Ended, so no running quiz of this test holds a question the next test previews.
      await endNow(token, practice.body.id)
    }
    const drawn = await questionsOf(ids)
    expect(drawn.length).toBeGreaterThan(100)
    expect(drawn.filter((q) => q.publicSample)).toEqual([])
  })

  it('never draws or previews a draft (an item still waiting for its blind second reader)', async () => {
    // Every Math item of one skill becomes a draft; a practice of that skill then has only generated variants.
    const skill = 'circles'
    const drafted = await db
      .update(questions)
      .set({ reviewStatus: 'draft' })
      .where(and(eq(questions.skill, skill), eq(questions.source, 'original')))
      .returning({ id: questions.id, publicSample: questions.publicSample })
    expect(drafted.length).toBeGreaterThan(0)
    try {
      const { token } = await signUp(client)
      // Practice opens after a first evaluation.
      const first = await evaluation(token, 'math')
      expect(first.status).toBe(201)
      await endNow(token, first.body.id)
      const practice = await client.post<{ id: string }>('/practices', {
        token,
        body: { system: 'SAT', subject: 'math', skills: [skill], question_count: 10, timer: false },
      })
      expect(practice.status).toBe(201)
      await endNow(token, practice.body.id)
      const drawn = await questionsOf([practice.body.id])
      const draftIds = new Set(drafted.map((row) => row.id))
      expect(drawn.length).toBeGreaterThan(0)
      expect(drawn.filter((q) => draftIds.has(q.id))).toEqual([])
      const sample = drafted.find((row) => row.publicSample)
      if (sample) expect((await client.get(`/questions/preview?question_id=${sample.id}`)).status).toBe(404)
    } finally {
      await db
        .update(questions)
        .set({ reviewStatus: 'reviewed' })
        .where(
          inArray(
            questions.id,
            drafted.map((row) => row.id),
          ),
        )
    }
  })

  it('does not preview a question that a running quiz holds, even a public sample', async () => {
    const { token } = await signUp(client)
    const created = await evaluation(token, 'reading_writing')
    const [held] = await questionsOf([created.body.id])
    // A quiz started before samples were kept out of draws may still hold one.
    await db.update(questions).set({ publicSample: true }).where(eq(questions.id, held!.id))
    const preview = await client.get(`/questions/preview?question_id=${held!.id}`)
    expect(preview.status).toBe(404)
    expect(JSON.stringify(preview.body)).not.toContain('correct_choice_id')
    // Once the quiz is over, the sample is public again.
    await client.post(`/quizzes/${created.body.id}/exit`, { token })
    expect((await client.get(`/questions/preview?question_id=${held!.id}`)).status).toBe(200)
    await db.update(questions).set({ publicSample: false }).where(eq(questions.id, held!.id))
  })
})

describe('one learner cannot grow or drain the bank', () => {
  it('reuses generated variants: a skill and difficulty never has more than its seeds', async () => {
    const { token } = await signUp(client)
    await endNow(token, (await evaluation(token, 'math')).body.id)
    const skill = 'linear_equations_one_variable'
    const bound = generatorsForSkill(skill).length * learning.variantSeeds
    expect(bound).toBeGreaterThan(0)
    const generated = async () =>
      (
        await db
          .select({ n: count() })
          .from(questions)
          .where(and(eq(questions.skill, skill), eq(questions.difficulty, 'easy'), eq(questions.source, 'generated')))
      )[0]!.n
    const sizes: number[] = []
    for (let i = 0; i < 8; i++) {
      const practice = await client.post<{ id: string; number_of_questions: number }>('/practices', {
        token,
        body: {
          system: 'SAT',
          subject: 'math',
          domain: 'algebra',
          skills: [skill],
          difficulty: 'easy',
          question_count: 20,
          timer: false,
        },
      })
      expect(practice.status).toBe(201)
      expect(practice.body.number_of_questions).toBe(20)
      await endNow(token, practice.body.id)
      sizes.push(await generated())
    }
    // 160 questions drawn on one skill and difficulty, and the table holds at most the seeds.
    expect(sizes.at(-1)).toBeLessThanOrEqual(bound)
  })

  it('limits how many quizzes a learner may start in an hour', async () => {
    const limited = await createTestApp({
      rateLimits: { ...relaxedRateLimits, quizStartPerUser: { limit: 2, windowMs: HOUR } },
    })
    const { token } = await signUp(limited.client)
    const start = () =>
      limited.client.post<{ message: string }>('/evaluations', {
        token,
        lang: 'ar',
        body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
      })
    expect((await start()).status).toBe(201)
    expect((await start()).status).toBe(201)
    const third = await start()
    expect(third.status).toBe(429)
    expect(third.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(third.body.message).toMatch(/[\u0600-\u06FF]/)
    const [{ n } = { n: 0 }] = await limited.db.select({ n: count() }).from(quizzes)
    expect(n).toBe(2)
  })
})
