import { describe, expect, it } from 'vitest'
import { signUp } from '../../test/accounts'
import { learningSteps } from '../../test/learning'
import { createTestApp } from '../../test/test-app'

const { client, db } = await createTestApp()
const { keyOf } = learningSteps({ client, db })

interface AnswerState {
  status: string
  choice_id: string | null
  eliminated: string[]
  seconds_spent: number
}
interface Quiz {
  id: string
  questions: {
    id: string
    passage: string | null
    choices: { id: string }[]
    answer: AnswerState
    annotations: { id: string; start: number; end: number; note: string | null }[]
  }[]
}

async function readingQuiz(token: string, kind: 'evaluations' | 'practices' = 'evaluations') {
  const created = await client.post<{ id: string }>(`/${kind}`, {
    token,
    body: { system: 'SAT', subject: 'reading_writing', timer_type: 'loose' },
  })
  expect(created.status).toBe(201)
  return (await client.get<Quiz>(`/quizzes/${created.body.id}`, { token })).body
}

const strike = (token: string, quiz: Quiz, questionId: string, eliminated: string[], lang?: 'ar') =>
  client.call<AnswerState>('PUT', `/quizzes/${quiz.id}/questions/${questionId}/eliminations`, {
    token,
    body: { eliminated },
    lang,
  })

describe('the answer eliminator', () => {
  it('keeps struck choices per question, clears a struck selection, and restores a chosen one', async () => {
    const { token } = await signUp(client)
    const quiz = await readingQuiz(token)
    const [first, second] = quiz.questions
    const [a, b, c] = first!.choices
    expect((await strike(token, quiz, first!.id, [a!.id, b!.id])).body).toMatchObject({
      status: 'not_answered',
      eliminated: [a!.id, b!.id],
    })
    // Choosing a struck choice restores it; striking the chosen one clears the selection.
    await client.call('PUT', `/quizzes/${quiz.id}/answers/${first!.id}`, { token, body: { choice_id: b!.id } })
    const selected = await strike(token, quiz, first!.id, [a!.id, c!.id])
    expect(selected.body).toMatchObject({ status: 'answered', choice_id: b!.id, eliminated: [a!.id, c!.id] })
    const cleared = await strike(token, quiz, first!.id, [a!.id, b!.id, c!.id])
    expect(cleared.body).toMatchObject({ status: 'not_answered', choice_id: null })
    await client.call('PUT', `/quizzes/${quiz.id}/answers/${first!.id}`, { token, body: { choice_id: c!.id } })
    // A reload finds them as they were, per question.
    const again = (await client.get<Quiz>(`/quizzes/${quiz.id}`, { token })).body
    expect(again.questions[0]!.answer).toMatchObject({ choice_id: c!.id, eliminated: [a!.id, b!.id] })
    expect(again.questions[1]!.answer.eliminated).toEqual([])
    // Another question's choice is refused, in the learner's language.
    const foreign = await strike(token, quiz, second!.id, [a!.id], 'ar')
    expect(foreign.status).toBe(422)
    expect(JSON.stringify(foreign.body)).toMatch(/[\u0600-\u06FF]/)
  })

  it('refuses to strike a practice answer already locked in, and anything once the quiz ended', async () => {
    const { token } = await signUp(client)
    const evaluation = await readingQuiz(token)
    await client.post(`/quizzes/${evaluation.id}/end`, { token, body: { confirm_missing: true } })
    const question = evaluation.questions[0]!
    expect((await strike(token, evaluation, question.id, [question.choices[0]!.id])).status).toBe(409)
    const practice = await client.post<{ id: string }>('/practices', {
      token,
      body: { system: 'SAT', subject: 'reading_writing', timer: false, question_count: 5 },
    })
    const quiz = (await client.get<Quiz>(`/quizzes/${practice.body.id}`, { token })).body
    const item = quiz.questions[0]!
    const key = await keyOf(item.id)
    await client.call('PUT', `/quizzes/${quiz.id}/answers/${item.id}`, {
      token,
      body: { choice_id: key.correctChoiceId },
    })
    expect((await strike(token, quiz, item.id, [key.correctChoiceId!])).status).toBe(409)
    const other = item.choices.find((choice) => choice.id !== key.correctChoiceId)!
    expect((await strike(token, quiz, item.id, [other.id])).status).toBe(200)
  })
})

describe('highlights and notes', () => {
  it('keeps a highlight and its note with the quiz, changes and removes them', async () => {
    const { token } = await signUp(client)
    const quiz = await readingQuiz(token)
    const question = quiz.questions[2]!
    const length = question.passage!.length
    const path = `/quizzes/${quiz.id}/questions/${question.id}/annotations`
    const made = await client.post<{ id: string; note: string | null }>(path, {
      token,
      body: { start: 0, end: 12, note: '  the claim  ' },
    })
    expect(made).toMatchObject({
      status: 201,
      body: { question_id: question.id, start: 0, end: 12, note: 'the claim' },
    })
    const plain = await client.post<{ id: string }>(path, { token, body: { start: 20, end: length } })
    expect(plain.status).toBe(201)
    // Back on a reload, on that question only.
    const read = (await client.get<Quiz>(`/quizzes/${quiz.id}`, { token })).body
    expect(read.questions[2]!.annotations.map((a) => [a.start, a.end, a.note])).toEqual([
      [0, 12, 'the claim'],
      [20, length, null],
    ])
    expect(read.questions[1]!.annotations).toEqual([])
    const changed = await client.call('PATCH', `/quizzes/${quiz.id}/annotations/${made.body.id}`, {
      token,
      body: { note: 'evidence for B' },
    })
    expect(changed).toMatchObject({ status: 200, body: { note: 'evidence for B', question_id: question.id } })
    expect((await client.call('DELETE', `/quizzes/${quiz.id}/annotations/${plain.body.id}`, { token })).status).toBe(
      204,
    )
    expect((await client.call('DELETE', `/quizzes/${quiz.id}/annotations/${plain.body.id}`, { token })).status).toBe(
      204,
    )
    const after = (await client.get<Quiz>(`/quizzes/${quiz.id}`, { token })).body
    expect(after.questions[2]!.annotations.map((a) => a.note)).toEqual(['evidence for B'])
  })

  it('refuses a highlight outside the passage, a long note and a changed finished quiz, in the learner language', async () => {
    const { token } = await signUp(client)
    const quiz = await readingQuiz(token)
    const question = quiz.questions[0]!
    const path = `/quizzes/${quiz.id}/questions/${question.id}/annotations`
    const outside = await client.post(path, {
      token,
      lang: 'ar',
      body: { start: 5, end: question.passage!.length + 1 },
    })
    expect(outside.status).toBe(422)
    expect(JSON.stringify(outside.body)).toContain('يجب أن يقع التظليل داخل النص')
    expect((await client.post(path, { token, body: { start: 9, end: 3 } })).status).toBe(422)
    expect((await client.post(path, { token, body: { start: 0, end: 3, note: 'x'.repeat(501) } })).status).toBe(422)
    const kept = await client.post<{ id: string }>(path, { token, body: { start: 0, end: 3 } })
    await client.post(`/quizzes/${quiz.id}/end`, { token, body: { confirm_missing: true } })
    expect((await client.post(path, { token, body: { start: 0, end: 3 } })).status).toBe(409)
    const patch = await client.call('PATCH', `/quizzes/${quiz.id}/annotations/${kept.body.id}`, {
      token,
      body: { note: 'late' },
    })
    expect(patch.status).toBe(409)
  })
})

describe('time per question', () => {
  it('keeps the largest time the screen reports for a question', async () => {
    const { token } = await signUp(client)
    const quiz = await readingQuiz(token)
    const question = quiz.questions[0]!
    const put = (body: object) => client.call('PUT', `/quizzes/${quiz.id}/answers/${question.id}`, { token, body })
    await put({ choice_id: question.choices[0]!.id, seconds_spent: 40 })
    await put({ marked_for_review: true, seconds_spent: 25 })
    await put({ seconds_spent: 55 })
    const read = (await client.get<Quiz>(`/quizzes/${quiz.id}`, { token })).body
    expect(read.questions[0]!.answer).toMatchObject({ seconds_spent: 55, choice_id: question.choices[0]!.id })
    expect((await put({ seconds_spent: -1 })).status).toBe(422)
  })
})
