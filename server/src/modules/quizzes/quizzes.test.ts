import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { subscriptions } from '../../db/schema'
import { signUp } from '../../test/accounts'
import { learningSteps, type Quiz, type Result } from '../../test/learning'
import { createTestApp } from '../../test/test-app'

const { client, db } = await createTestApp()
const { keyOf, answer, startEvaluation, finish } = learningSteps({ client, db })

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
    // The keys, not the words: an item's own text may say "explanation" (a statistics item's choice does).
    expect(JSON.stringify(quiz)).not.toMatch(/"(?:correct_choice_id|accepted_answers|explanation)":/)

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
    const { quizzes } = await import('../../db/schema')
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

describe('subscription gate', () => {
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
})
