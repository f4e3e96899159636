import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, reviewCards, studyPlans } from '../db/schema'
import type { AppConfig } from '../config'
import { DAY } from '../domain/constants'
import { Outbox } from '../messaging/outbox'
import { sendReviewReminders } from '../modules/learning/reminders'
import { signUp } from './accounts'
import { learningSteps, type Quiz } from './learning'
import type { RaceTarget } from './quiz-races'

/**
 * The races of learning from mistakes (issue 19), on the run's database: review cards move once per
 * closed quiz and one after the other; a reminder goes once a day; a plan is one row.
 */
export function describeLearningRaces(name: string, { client, db }: RaceTarget) {
  const { answer, startEvaluation, finish } = learningSteps({ client, db })

  /** A learner whose Math evaluation missed its first question and got the rest right. */
  async function learnerWithOneMiss() {
    const learner = await signUp(client)
    const evaluation = await startEvaluation(learner.token, 'math')
    const [first, ...rest] = evaluation.questions
    await answer(client, learner.token, { ...evaluation, questions: rest }, rest.length)
    await finish(learner.token, evaluation.id)
    return { learner, questionId: first!.id }
  }
  const startReview = async (token: string) => {
    const started = await client.post<Quiz>('/reviews', { token, body: { subject: 'math' } })
    expect(started.status).toBe(201)
    return (await client.get<Quiz>(`/quizzes/${started.body.id}`, { token })).body
  }

  describe(name, () => {
    it('five ends of one review at once: its question is reviewed once', async () => {
      const { learner, questionId } = await learnerWithOneMiss()
      const review = await startReview(learner.token)
      await answer(client, learner.token, review, 1)
      await Promise.all(Array.from({ length: 5 }, () => finish(learner.token, review.id)))
      const [card] = await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, learner.id), eq(reviewCards.questionId, questionId)))
      expect(card).toMatchObject({ reps: 1, state: 'review' })
    })

    it('two reviews of one question end at once: the card moves twice, one after the other', async () => {
      const { learner, questionId } = await learnerWithOneMiss()
      const first = await startReview(learner.token)
      const second = await startReview(learner.token)
      await answer(client, learner.token, first, 1)
      await answer(client, learner.token, second, 1)
      await Promise.all([finish(learner.token, first.id), finish(learner.token, second.id)])
      const [card] = await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, learner.id), eq(reviewCards.questionId, questionId)))
      expect(card!.reps).toBe(2)
    })

    it('three reminder sweeps at once: one message', async () => {
      const { learner } = await learnerWithOneMiss()
      const origin = `https://races-${learner.id}.example`
      // Queued only: nothing is delivered (the transport is never called, as nothing is kicked).
      const outbox = new Outbox(db, {} as AppConfig, {
        email: { name: 'dev-inbox', send: () => Promise.resolve() },
        whatsapp: undefined,
      })
      const deps = { db, outbox: { enqueue: outbox.enqueue.bind(outbox), kick: () => {} }, origin }
      const at = new Date(Date.now() + DAY / 24)
      await Promise.all([sendReviewReminders(deps, at), sendReviewReminders(deps, at), sendReviewReminders(deps, at)])
      const sent = await db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.userId, learner.id), like(outboxMessages.body, `%${origin}%`)))
      expect(sent).toHaveLength(1)
    })

    it('five plans set at once: one plan, one of the five', async () => {
      const { token, id } = await signUp(client)
      const day = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10)
      const scores = [1100, 1200, 1300, 1400, 1500]
      const results = await Promise.all(
        scores.map((score) =>
          client.call('PUT', '/plan', { token, body: { target_date: day, target_score: score, time_zone: 'UTC' } }),
        ),
      )
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
      const rows = await db.select().from(studyPlans).where(eq(studyPlans.userId, id))
      expect(rows).toHaveLength(1)
      expect(scores).toContain(rows[0]!.targetScore)
    })
  })
}
