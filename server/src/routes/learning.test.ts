import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { questions, subscriptions } from '../db/schema'
import { signUp } from '../test/accounts'
import { createTestApp, type TestClient } from '../test/test-app'

const { client, db } = await createTestApp()

type Quiz = {
  id: string
  kind: string
  status: string
  number_of_questions: number
  remaining_seconds: number | null
  current_position: number
  questions: {
    id: string
    position: number
    format: string
    choices: { id: string; label: string }[]
    answer: { status: string }
  }[]
}
type Result = {
  status: string
  status_code: number
  points_earned: number
  summary: { correct: number; wrong: number; unanswered: number; percentage: number }
  division_result: { status: string; level_before: number; level_after: number; message: string } | null
}

/** The key of a question, read from the bank (the API never shows it while the quiz runs). */
async function keyOf(questionId: string) {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId))
  return row!
}

/** Answers questions of a quiz: the first `right` correctly, the rest wrongly (all when `upTo` is omitted). */
async function answer(c: TestClient, token: string, quiz: Quiz, right: number, upTo = quiz.questions.length) {
  let n = 0
  for (const question of quiz.questions.slice(0, upTo)) {
    const key = await keyOf(question.id)
    const correct = n++ < right
    const body =
      question.format === 'multiple_choice'
        ? {
            choice_id: correct ? key.correctChoiceId : question.choices.find((ch) => ch.id !== key.correctChoiceId)!.id,
          }
        : { response: correct ? key.acceptedAnswers[0] : '99999' }
    const saved = await c.call('PUT', `/quizzes/${quiz.id}/answers/${question.id}`, { token, body })
    expect(saved.status).toBe(200)
  }
}

async function startEvaluation(token: string, subject = 'math', timer = 'strict') {
  const created = await client.post<Quiz>('/evaluations', {
    token,
    body: { system: 'SAT', subject, timer_type: timer },
  })
  expect(created.status).toBe(201)
  return (await client.get<Quiz>(`/quizzes/${created.body.id}`, { token })).body
}

async function finish(token: string, quizId: string) {
  return client.post<Result>(`/quizzes/${quizId}/end`, { token, body: { confirm_missing: true } })
}

describe('catalog', () => {
  it('lists both systems with the digital-SAT taxonomy, localized', async () => {
    const en = await client.get<{
      systems: { id: string; subjects: { id: string; domains: { skills: unknown[] }[] }[] }[]
    }>('/catalog')
    expect(en.body.systems.map((s) => s.id)).toEqual(['SAT', 'EST'])
    const math = en.body.systems[0]!.subjects.find((s) => s.id === 'math')!
    expect(math.domains.flatMap((d) => d.skills)).toHaveLength(19)
    const rw = en.body.systems[0]!.subjects.find((s) => s.id === 'reading_writing')!
    expect(rw.domains.flatMap((d) => d.skills)).toHaveLength(10)
    const ar = await client.get<{ systems: { subjects: { name: string }[] }[] }>('/catalog', { lang: 'ar' })
    expect(ar.body.systems[0]!.subjects.map((s) => s.name)).toContain('الرياضيات')
  })
})

describe('evaluation to report', () => {
  it('runs a Math evaluation: 22 questions over every domain, no keys shown, scored and reported', async () => {
    const learner = await signUp(client)
    const quiz = await startEvaluation(learner.token)
    expect(quiz).toMatchObject({
      kind: 'evaluation',
      status: 'in_progress',
      number_of_questions: 22,
      remaining_seconds: 990,
    })
    expect(JSON.stringify(quiz)).not.toMatch(/correct_choice_id|accepted_answers|explanation/)

    await answer(client, learner.token, quiz, 12, 20)
    // A reload (or another device) resumes where the learner was: answers kept, position after the last one.
    const resumed = await client.get<Quiz & { answered_count: number }>(`/quizzes/${quiz.id}`, { token: learner.token })
    expect(resumed.body).toMatchObject({ answered_count: 20, current_position: 21 })
    expect(resumed.body.questions.slice(0, 20).every((q) => q.answer.status === 'answered')).toBe(true)
    const early = await client.post(`/quizzes/${quiz.id}/end`, { token: learner.token })
    expect(early).toMatchObject({
      status: 409,
      body: {
        message: 'Some answers are missing, please check questions before ending quiz',
        unanswered_count: 2,
        unanswered_positions: [21, 22],
      },
    })
    const ended = await finish(learner.token, quiz.id)
    expect(ended.body).toMatchObject({
      status: 'completed',
      status_code: 2,
      summary: { correct: 12, wrong: 8, unanswered: 2, percentage: 54 },
    })

    const report = await client.get<{
      status_title: string
      domains: { id: string }[]
      skills: { band: string }[]
      estimated_score: { score: number }
      points: { earned: number; category: string }
      questions: { key: { explanation: string } }[]
    }>(`/reports/${quiz.id}`, { token: learner.token })
    expect(report.body.status_title).toBe('Good Job')
    expect(report.body.domains.map((d) => d.id)).toEqual([
      'algebra',
      'advanced_math',
      'problem_solving_and_data_analysis',
      'geometry_and_trigonometry',
    ])
    expect(report.body.points).toMatchObject({ earned: ended.body.points_earned, category: 'evaluate' })
    expect(report.body.estimated_score.score).toBeGreaterThanOrEqual(200)
    expect(report.body.questions.every((q) => q.key.explanation.length > 0)).toBe(true)
    const ar = await client.get<{ status_title: string }>(`/reports/${quiz.id}`, { token: learner.token, lang: 'ar' })
    expect(ar.body.status_title).toBe('عمل جيد')
    // Ending again returns the same result; nothing is awarded twice.
    expect((await finish(learner.token, quiz.id)).body.points_earned).toBe(ended.body.points_earned)
  })

  it('keeps another learner out (404) and a running quiz has no report yet (409)', async () => {
    const owner = await signUp(client)
    const other = await signUp(client)
    const quiz = await startEvaluation(owner.token, 'reading_writing', 'loose')
    expect(quiz.number_of_questions).toBe(27)
    expect(quiz.remaining_seconds).toBe(27 * 60)
    expect((await client.get(`/reports/${quiz.id}`, { token: owner.token })).status).toBe(409)
    expect((await client.get(`/quizzes/${quiz.id}`, { token: other.token })).status).toBe(404)
    expect(
      (
        await client.call('PUT', `/quizzes/${quiz.id}/answers/${quiz.questions[0]!.id}`, {
          token: other.token,
          body: { choice_id: null },
        })
      ).status,
    ).toBe(404)
    expect((await client.post(`/quizzes/${quiz.id}/end`, { token: other.token })).status).toBe(404)
  })

  it('ends the quiz on the server when time is up, whatever the browser says', async () => {
    const learner = await signUp(client)
    const quiz = await startEvaluation(learner.token)
    await answer(client, learner.token, quiz, 3, 3)
    const { quizzes } = await import('../db/schema')
    await db
      .update(quizzes)
      .set({ startedAt: new Date(Date.now() - 2_000_000), endsAt: new Date(Date.now() - 1_000) })
      .where(eq(quizzes.id, quiz.id))
    const open = quiz.questions.slice(3).find((q) => q.choices.length)!
    const late = await client.call('PUT', `/quizzes/${quiz.id}/answers/${open.id}`, {
      token: learner.token,
      body: { choice_id: open.choices[0]!.id },
    })
    expect(late).toMatchObject({ status: 409, body: { type: 'urn:exam-prep:problem:quiz-not-running' } })
    const read = await client.get<Quiz>(`/quizzes/${quiz.id}`, { token: learner.token })
    expect(read.body).toMatchObject({ status: 'expired', remaining_seconds: 0 })
    const result = await client.post<Result>(`/quizzes/${quiz.id}/end`, { token: learner.token })
    expect(result.body).toMatchObject({ status: 'expired', summary: { correct: 3, unanswered: 19 } })
  })
})

describe('practice', () => {
  it('is refused until an evaluation of the subject is finished, then gives immediate feedback', async () => {
    const learner = await signUp(client)
    const criteria = {
      system: 'EST',
      subject: 'reading_writing',
      domain: 'craft_and_structure',
      skills: ['words_in_context'],
      difficulty: 'medium',
      timer: false,
      question_count: 5,
    }
    const refused = await client.post('/practices', { token: learner.token, body: criteria })
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'You need to have an evaluation first on this subject' },
    })
    const arabic = await client.post('/practices', { token: learner.token, body: criteria, lang: 'ar' })
    expect(arabic.body.message).toBe('يجب أن تُجري اختبار تقييم في هذه المادة أولًا')

    const evaluation = await startEvaluation(learner.token, 'reading_writing')
    await finish(learner.token, evaluation.id)
    const created = await client.post<Quiz>('/practices', { token: learner.token, body: criteria })
    expect(created).toMatchObject({
      status: 201,
      body: { kind: 'practice', number_of_questions: 5, remaining_seconds: null },
    })
    const quiz = (await client.get<Quiz>(`/quizzes/${created.body.id}`, { token: learner.token })).body

    const first = quiz.questions[0]!
    const key = await keyOf(first.id)
    const saved = await client.call<{
      status: string
      feedback: { is_correct: boolean; correct_choice_id: string; explanation: string }
    }>('PUT', `/quizzes/${quiz.id}/answers/${first.id}`, {
      token: learner.token,
      body: { choice_id: key.correctChoiceId },
    })
    expect(saved.body).toMatchObject({
      status: 'correct',
      feedback: { is_correct: true, correct_choice_id: key.correctChoiceId },
    })
    expect(saved.body.feedback.explanation.length).toBeGreaterThan(20)
    // The same save again changes nothing; another answer is refused.
    const again = await client.call('PUT', `/quizzes/${quiz.id}/answers/${first.id}`, {
      token: learner.token,
      body: { choice_id: key.correctChoiceId },
    })
    expect(again.status).toBe(200)
    const other = first.choices.find((ch) => ch.id !== key.correctChoiceId)!.id
    const changed = await client.call('PUT', `/quizzes/${quiz.id}/answers/${first.id}`, {
      token: learner.token,
      body: { choice_id: other },
    })
    expect(changed).toMatchObject({ status: 409, body: { type: 'urn:exam-prep:problem:already-answered' } })

    const skipped = await client.post<{ status: string; current_position: number }>(
      `/quizzes/${quiz.id}/questions/${quiz.questions[1]!.id}/skip`,
      { token: learner.token },
    )
    expect(skipped.body).toMatchObject({ status: 'skipped', current_position: 3 })
    const result = await finish(learner.token, quiz.id)
    expect(result.body).toMatchObject({ summary: { correct: 1, unanswered: 4 }, points_earned: 20 })
  })

  it('checks criteria: skills of the domain, a choice of the question, a well-formed typed answer', async () => {
    const learner = await signUp(client)
    const evaluation = await startEvaluation(learner.token, 'math')
    await finish(learner.token, evaluation.id)
    const wrongSkill = await client.post('/practices', {
      token: learner.token,
      body: { system: 'SAT', subject: 'math', domain: 'algebra', skills: ['circles'], timer: true },
    })
    expect(wrongSkill.body.errors).toEqual({ 'skills.0': ['This skill does not belong to the chosen domain.'] })
    const created = await client.post<Quiz>('/practices', {
      token: learner.token,
      body: {
        system: 'SAT',
        subject: 'math',
        skills: ['linear_equations_one_variable'],
        timer: true,
        question_count: 20,
      },
    })
    expect(created.body).toMatchObject({ number_of_questions: 20, remaining_seconds: 1200 })
    const quiz = (await client.get<Quiz>(`/quizzes/${created.body.id}`, { token: learner.token })).body
    const typed = quiz.questions.find((q) => q.format === 'student_produced')!
    const choice = quiz.questions.find((q) => q.format === 'multiple_choice')!
    const bad = await client.call('PUT', `/quizzes/${quiz.id}/answers/${typed.id}`, {
      token: learner.token,
      body: { response: '3 1/2' },
    })
    expect(bad.status).toBe(422)
    const notMine = await client.call('PUT', `/quizzes/${quiz.id}/answers/${choice.id}`, {
      token: learner.token,
      body: { choice_id: 'ch_notachoice1' },
    })
    expect(notMine.body.errors).toEqual({ choice_id: ["This choice is not one of the question's choices."] })
    // An equivalent form of the key earns the point.
    const key = await keyOf(typed.id)
    const value = key.answerValue!
    const form = Number.isInteger(value)
      ? `${value}.0`.slice(0, 5)
      : key.acceptedAnswers[key.acceptedAnswers.length - 1]!
    const equivalent = await client.call<{ status: string }>('PUT', `/quizzes/${quiz.id}/answers/${typed.id}`, {
      token: learner.token,
      body: { response: form },
    })
    expect(equivalent.body.status).toBe('correct')
  })
})

describe('exit', () => {
  it('discards every answer and awards nothing: no report, no history, no statistics', async () => {
    const learner = await signUp(client)
    const quiz = await startEvaluation(learner.token)
    await answer(client, learner.token, quiz, 10, 10)
    const exited = await client.post(`/quizzes/${quiz.id}/exit`, { token: learner.token })
    expect(exited.body).toMatchObject({
      status: 'exited',
      message: 'Quiz exited. Your answers were discarded and no points were saved.',
    })
    expect((await client.post(`/quizzes/${quiz.id}/exit`, { token: learner.token })).status).toBe(200)
    expect((await client.post(`/quizzes/${quiz.id}/end`, { token: learner.token })).status).toBe(409)
    expect((await client.get(`/reports/${quiz.id}`, { token: learner.token })).status).toBe(404)
    expect((await client.get<{ meta: { total: number } }>('/history', { token: learner.token })).body.meta.total).toBe(
      0,
    )
    expect((await client.get('/home/statistics', { token: learner.token })).body).toEqual({
      questions: 0,
      practices: 0,
      evaluations: 0,
      divisions: 0,
      practice_points: 0,
      evaluate_points: 0,
      division_points: 0,
    })
  })
})

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

describe('subscription gate and preview', () => {
  it('refuses to start anything without an active subscription, and keeps reading open', async () => {
    const learner = await signUp(client)
    const quiz = await startEvaluation(learner.token)
    await db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, learner.id))
    const refused = await client.post('/evaluations', {
      token: learner.token,
      body: { system: 'SAT', subject: 'math', timer_type: 'strict' },
    })
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your subscription has expired' } })
    expect((await client.post('/divisions/math/quizzes', { token: learner.token })).status).toBe(403)
    expect((await client.get(`/quizzes/${quiz.id}`, { token: learner.token })).status).toBe(200)
    expect((await finish(learner.token, quiz.id)).status).toBe(200)
    expect((await client.get('/history', { token: learner.token })).status).toBe(200)
  })

  it('previews public sample questions with their key, without sign-in', async () => {
    const sample = await client.get<{ id: string; subject: string; key: { explanation: string } }>(
      '/questions/preview?subject=reading_writing',
    )
    expect(sample.status).toBe(200)
    expect(sample.body.subject).toBe('reading_writing')
    const again = await client.get<{ id: string }>(`/questions/preview?question_id=${sample.body.id}`)
    expect(again.body.id).toBe(sample.body.id)
    const [hidden] = await db.select().from(questions).where(eq(questions.publicSample, false)).limit(1)
    expect((await client.get(`/questions/preview?question_id=${hidden!.id}`)).status).toBe(404)
    expect((await client.get('/questions/preview?subject=history')).status).toBe(400)
  })
})
