import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reviewCards, users } from '../../db/schema'
import { DAY } from '../../domain/constants'
import { signUp } from '../../test/accounts'
import { learningSteps, type Quiz, type Result } from '../../test/learning'
import { createTestApp } from '../../test/test-app'

const { app, client, db } = await createTestApp()
const { answer, startEvaluation, finish } = learningSteps({ client, db })

type Mistake = {
  question_id: string
  quiz_id: string
  outcome: string
  subject: string
  skill: { id: string }
  difficulty: string
  excerpt: string
  review: { due_at: string; due_now: boolean; reviews: number; state: string }
  mastery: string
}
type MistakeList = { data: Mistake[]; total: number }

/** A learner with a finished Math evaluation: the first `right` questions right, the next wrong, the rest blank. */
async function learnerWithMisses(right: number, answered: number) {
  const learner = await signUp(client)
  const evaluation = await startEvaluation(learner.token, 'math')
  await answer(client, learner.token, evaluation, right, answered)
  await finish(learner.token, evaluation.id)
  return { learner, evaluation }
}

describe('the mistake log', () => {
  it('lists exactly the questions missed in finished quizzes, newest first, with filters', async () => {
    const { learner, evaluation } = await learnerWithMisses(10, 15)
    const missed = evaluation.questions.slice(10).map((q) => q.id)
    const log = await client.get<MistakeList>('/mistakes', { token: learner.token })
    expect(log.status).toBe(200)
    expect(log.body.total).toBe(missed.length)
    expect(new Set(log.body.data.map((m) => m.question_id))).toEqual(new Set(missed))
    const outcomes = Object.fromEntries(log.body.data.map((m) => [m.question_id, m.outcome]))
    for (const q of evaluation.questions.slice(10, 15)) expect(outcomes[q.id]).toBe('wrong')
    for (const q of evaluation.questions.slice(15)) expect(outcomes[q.id]).toBe('unanswered')
    // Every miss is due for review at once.
    expect(log.body.data.every((m) => m.review.due_now && m.review.state === 'new')).toBe(true)

    const hard = await client.get<MistakeList>('/mistakes?difficulty=hard', { token: learner.token })
    expect(hard.body.data.every((m) => m.difficulty === 'hard')).toBe(true)
    expect(hard.body.total).toBe(log.body.data.filter((m) => m.difficulty === 'hard').length)
    const rw = await client.get<MistakeList>('/mistakes?subject=reading_writing', { token: learner.token })
    expect(rw.body.total).toBe(0)
    expect((await client.get('/mistakes?skill=nope', { token: learner.token })).status).toBe(400)
    expect((await client.get('/mistakes?not_mastered=yes', { token: learner.token })).status).toBe(400)

    const one = log.body.data[0]!
    const detail = await client.get<{
      mistake: Mistake
      question: { key: { explanation_ar: string }; answer: { status: string } }
    }>(`/mistakes/${one.question_id}`, { token: learner.token })
    expect(detail.status).toBe(200)
    expect(detail.body.mistake.question_id).toBe(one.question_id)
    expect(detail.body.question.key.explanation_ar.length).toBeGreaterThan(0)
    // A question answered right was never missed.
    const right = evaluation.questions[0]!.id
    expect((await client.get(`/mistakes/${right}`, { token: learner.token })).status).toBe(404)
  })

  it('leaves out exited quizzes, and shows another learner nothing', async () => {
    const learner = await signUp(client)
    const evaluation = await startEvaluation(learner.token, 'math')
    await answer(client, learner.token, evaluation, 0, 5)
    expect((await client.post(`/quizzes/${evaluation.id}/exit`, { token: learner.token })).status).toBe(200)
    expect((await client.get<MistakeList>('/mistakes', { token: learner.token })).body.total).toBe(0)
    expect((await client.get<{ due_count: number }>('/reviews/due', { token: learner.token })).body.due_count).toBe(0)

    const { evaluation: theirs } = await learnerWithMisses(0, 3)
    expect((await client.get(`/mistakes/${theirs.questions[0]!.id}`, { token: learner.token })).status).toBe(404)
  })
})

describe('reviews', () => {
  it('a review quiz earns no points; right pushes the question out, wrong keeps it back a day', async () => {
    const { learner } = await learnerWithMisses(20, 22)
    const due = await client.get<{ due_count: number; subjects: { subject: string; due_count: number }[] }>(
      '/reviews/due',
      { token: learner.token },
    )
    expect(due.body.due_count).toBe(2)
    expect(due.body.subjects).toContainEqual({ subject: 'math', due_count: 2 })

    const started = await client.post<Quiz>('/reviews', {
      token: learner.token,
      body: { subject: 'math', due_only: true },
    })
    expect(started.status).toBe(201)
    expect(started.body.kind).toBe('review')
    const review = (await client.get<Quiz>(`/quizzes/${started.body.id}`, { token: learner.token })).body
    expect(review.number_of_questions).toBe(2)
    expect(review.remaining_seconds).toBeNull()
    await answer(client, learner.token, review, 1)
    const result = await finish(learner.token, review.id)
    expect((result.body as Result).points_earned).toBe(0)

    const cards = await db.select().from(reviewCards).where(eq(reviewCards.userId, learner.id))
    const [rightId, wrongId] = review.questions.map((q) => q.id)
    const byId = new Map(cards.map((card) => [card.questionId, card]))
    const days = (at: Date) => Math.round((at.getTime() - Date.now()) / DAY)
    expect(days(byId.get(rightId!)!.due)).toBeGreaterThanOrEqual(2)
    expect(days(byId.get(wrongId!)!.due)).toBe(1)
    expect((await client.get<{ due_count: number }>('/reviews/due', { token: learner.token })).body.due_count).toBe(0)

    // Nothing is due now: a due-only review is refused with a localized 422 on subject.
    const none = await client.post<{ errors: Record<string, string[]> }>('/reviews', {
      token: learner.token,
      body: { subject: 'math', due_only: true },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(none.status).toBe(422)
    expect(none.body.errors.subject![0]).toBe('لا توجد أسئلة فائتة مستحقة للمراجعة الآن.')
    // The history lists the review as one.
    const history = await client.get<{ data: { kind: string; points_earned: number }[] }>('/history?kind=review', {
      token: learner.token,
    })
    expect(history.status).toBe(200)
    expect(history.body.data).toEqual([expect.objectContaining({ kind: 'review', points_earned: 0 })])
  })
})

describe('weak spots', () => {
  it('needs the evaluation first, then ranks the weakest heavy skill first and practices it', async () => {
    const learner = await signUp(client)
    const before = await client.get<{ evaluation_required: boolean }>('/weak-spots?subject=math', {
      token: learner.token,
    })
    expect(before.body.evaluation_required).toBe(true)
    const refused = await client.post('/practices/weak-spots', {
      token: learner.token,
      body: { system: 'SAT', subject: 'math' },
    })
    expect(refused.status).toBe(409)

    const evaluation = await startEvaluation(learner.token, 'math')
    await answer(client, learner.token, evaluation, 0)
    await finish(learner.token, evaluation.id)
    const spots = await client.get<{
      evaluation_required: boolean
      skills: { skill: { id: string }; reason: string; test_weight: number }[]
      difficulty_mix: { easy: number; medium: number; hard: number }
    }>('/weak-spots?subject=math', { token: learner.token })
    expect(spots.body.evaluation_required).toBe(false)
    expect(spots.body.skills).toHaveLength(3)
    // All wrong: a struggling learner gets mostly easy questions.
    const mix = spots.body.difficulty_mix
    expect(mix.easy + mix.medium + mix.hard).toBe(10)
    expect(mix.easy).toBeGreaterThan(mix.hard)
    const practice = await client.post<Quiz>('/practices/weak-spots', {
      token: learner.token,
      body: { system: 'SAT', subject: 'math' },
    })
    expect(practice.status).toBe(201)
    expect(practice.body.kind).toBe('practice')
    const quiz = (
      await client.get<Quiz & { skills: { id: string }[] }>(`/quizzes/${practice.body.id}`, { token: learner.token })
    ).body
    expect(quiz.skills.map((s) => s.id)).toEqual(spots.body.skills.map((s) => s.skill.id))
    expect((await client.get('/weak-spots', { token: learner.token })).status).toBe(400)
  })
})

describe('the plan', () => {
  it('sets, reads and removes the plan; refuses a past date in the learner’s language', async () => {
    const learner = await signUp(client)
    expect((await client.get<{ plan: null }>('/plan', { token: learner.token })).body).toEqual({ plan: null })
    const inThirty = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10)
    const set = await client.call<{ plan: Record<string, unknown> }>('PUT', '/plan', {
      token: learner.token,
      body: { target_date: inThirty, target_score: 1400, time_zone: 'UTC' },
    })
    expect(set.status).toBe(200)
    // No score yet: the gap from 1,000 is 400 points, 800 questions over 30 days.
    expect(set.body.plan).toMatchObject({
      target_date: inThirty,
      target_score: 1400,
      days_left: 30,
      daily_goal: 27,
      today_count: 0,
      streak_days: 0,
      current_score: null,
    })
    const past = await client.call<{ errors: Record<string, string[]> }>('PUT', '/plan', {
      token: learner.token,
      body: { target_date: '2020-01-01', target_score: 1400, time_zone: 'UTC' },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(past.status).toBe(422)
    expect(past.body.errors.target_date![0]).toBe('لا يمكن أن يكون تاريخ الاختبار في الماضي.')
    const badScore = await client.call('PUT', '/plan', {
      token: learner.token,
      body: { target_date: inThirty, target_score: 1405, time_zone: 'UTC' },
    })
    expect(badScore.status).toBe(422)
    // The refused writes changed nothing.
    expect(
      (await client.get<{ plan: { target_score: number } }>('/plan', { token: learner.token })).body.plan.target_score,
    ).toBe(1400)
    expect((await client.call('DELETE', '/plan', { token: learner.token })).status).toBe(204)
    expect((await client.get('/plan', { token: learner.token })).body).toEqual({ plan: null })
  })

  it('counts today’s answers toward the goal and the streak', async () => {
    const learner = await signUp(client)
    const evaluation = await startEvaluation(learner.token, 'math')
    await answer(client, learner.token, evaluation, 22)
    const inTen = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10)
    const set = await client.call<{
      plan: { daily_goal: number; today_count: number; goal_met_today: boolean; streak_days: number }
    }>('PUT', '/plan', {
      token: learner.token,
      body: { target_date: inTen, target_score: 400, time_zone: 'Asia/Riyadh' },
    })
    // The target is already reached: the least goal, 10 a day, met today by 22 answers.
    expect(set.body.plan).toMatchObject({ daily_goal: 10, today_count: 22, goal_met_today: true, streak_days: 1 })
  })
})

describe('mastery', () => {
  it('maps every skill; a skill with three wrong answers is familiar, untouched ones not started', async () => {
    const { learner, evaluation } = await learnerWithMisses(0, 22)
    const map = await client.get<{
      subjects: { id: string; domains: { skills: { id: string; level: string; answers: number }[] }[] }[]
    }>('/mastery', { token: learner.token })
    expect(map.status).toBe(200)
    const skills = map.body.subjects.flatMap((s) => s.domains.flatMap((d) => d.skills))
    const rw = map.body.subjects.find((s) => s.id === 'reading_writing')!
    expect(rw.domains.flatMap((d) => d.skills).every((s) => s.level === 'not_started' && s.answers === 0)).toBe(true)
    for (const skill of skills.filter((s) => s.answers >= 3)) expect(skill.level).toBe('familiar')
    expect(evaluation.questions.length).toBeGreaterThan(0)
  })
})

describe('the review reminder', () => {
  it('one a day at most, only with consent, in the learner’s language', async () => {
    const { sendReviewReminders } = await import('./reminders')
    const { outboxMessages } = await import('../../db/schema')
    // Queued, not delivered: the test reads the outbox's rows.
    const outbox = { enqueue: app.deps.outbox.enqueue.bind(app.deps.outbox), kick: () => {} }
    const deps = { db, outbox, origin: 'https://app.example' }
    const consenting = await learnerWithMisses(20, 22)
    const refusing = await learnerWithMisses(20, 22)
    await db.update(users).set({ emailNotifications: false }).where(eq(users.id, refusing.learner.id))
    await db.update(users).set({ locale: 'ar' }).where(eq(users.id, consenting.learner.id))
    const day = new Date(Date.now() + 60_000)
    await sendReviewReminders(deps, day)
    await sendReviewReminders(deps, new Date(day.getTime() + 60_000))
    const mine = (id: string) =>
      db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.userId, id)))
    const sent = (await mine(consenting.learner.id)).filter((m) => m.body.includes('app.example'))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.locale).toBe('ar')
    expect(sent[0]!.body).toContain('الأسئلة المستحقة للمراجعة اليوم: 2')
    expect((await mine(refusing.learner.id)).filter((m) => m.body.includes('app.example'))).toHaveLength(0)
    // The next day, one more.
    await sendReviewReminders(deps, new Date(day.getTime() + DAY))
    expect((await mine(consenting.learner.id)).filter((m) => m.body.includes('app.example'))).toHaveLength(2)
  })
})

describe('the review schedule in the database, on a simulated calendar', () => {
  it('a miss is due at once; right answers on due days space it 2, 11, 46 days; a wrong one brings it back a day later', async () => {
    const { recordQuizOutcome, dueSummary } = await import('./review-cards')
    const { learner, evaluation } = await learnerWithMisses(0, 1)
    const questionId = evaluation.questions[0]!.id
    const dayOf = (at: Date, from: Date) => Math.round((at.getTime() - from.getTime()) / DAY)
    const cardDue = async () =>
      (
        await db
          .select()
          .from(reviewCards)
          .where(and(eq(reviewCards.userId, learner.id), eq(reviewCards.questionId, questionId)))
      )[0]!.due
    let now = await cardDue()
    const start = now
    const gaps: number[] = []
    for (const correct of [true, true, true, false, true]) {
      await db.transaction((tx) => recordQuizOutcome(tx, learner.id, 'review', [{ questionId, correct }], now))
      const due = await cardDue()
      gaps.push(dayOf(due, now))
      // Not due the day before, due on the day.
      const math = (s: Awaited<ReturnType<typeof dueSummary>>) => s.counts.find((c) => c.subject === 'math')!.due
      const before = await dueSummary(db, learner.id, new Date(due.getTime() - 1))
      expect(before.next).toEqual(due)
      const on = await dueSummary(db, learner.id, due)
      expect(math(on)).toBeGreaterThanOrEqual(1)
      now = due
    }
    expect(gaps).toEqual([2, 11, 46, 1, gaps[4]])
    expect(gaps[4]).toBeGreaterThan(1)
    expect(dayOf(now, start)).toBe(2 + 11 + 46 + 1 + gaps[4]!)
    // A miss in another quiz of a learned question is a lapse: back a day later.
    await db.transaction((tx) => recordQuizOutcome(tx, learner.id, 'other', [{ questionId, correct: false }], now))
    expect(dayOf(await cardDue(), now)).toBe(1)
  })
})
