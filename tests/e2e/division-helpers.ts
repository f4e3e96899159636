import type { APIRequestContext } from '@playwright/test'
import { bearer, expect, readQuiz, type Locale } from './fixtures'

/** The key of one of the learner's quizzes, from the development server's QA page. */
interface KeyItem {
  question_id: string
  position: number
  format: 'multiple_choice' | 'student_produced'
  correct_choice_id: string | null
  accepted_answers: string[]
}

export async function answerKey(request: APIRequestContext, token: string, quizId: string, baseURL = '') {
  const response = await request.get(`${baseURL}/dev/answer-key/${quizId}`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (await response.json()) as KeyItem[]
}

/** Answers every question of a quiz through the API (of `baseURL`, the main server by default), all right or all wrong. */
export async function answerAll(
  request: APIRequestContext,
  token: string,
  quizId: string,
  right: boolean,
  baseURL = '',
) {
  const quiz = await readQuiz(request, token, quizId, baseURL)
  const key = await answerKey(request, token, quizId, baseURL)
  for (const question of quiz.questions) {
    const item = key.find((entry) => entry.question_id === question.id)!
    const body =
      question.format === 'multiple_choice'
        ? {
            choice_id: right
              ? item.correct_choice_id
              : question.choices.find((c) => c.id !== item.correct_choice_id)!.id,
          }
        : { response: right ? item.accepted_answers[0] : '-9999' }
    const saved = await request.put(`${baseURL}/api/v1/quizzes/${quizId}/answers/${question.id}`, {
      headers: bearer(token),
      data: body,
    })
    expect(saved.status()).toBe(200)
  }
}

/** Starts the next division quiz (or the Short Test) of Math and finishes it through the API. */
export async function finishThroughApi(
  request: APIRequestContext,
  token: string,
  { right, shortTest = false }: { right: boolean; shortTest?: boolean },
) {
  const started = await request.post(`/api/v1/divisions/math/${shortTest ? 'short-test' : 'quizzes'}`, {
    headers: bearer(token),
  })
  expect(started.status()).toBe(201)
  const { id } = (await started.json()) as { id: string }
  await answerAll(request, token, id, right)
  const ended = await request.post(`/api/v1/quizzes/${id}/end`, { headers: bearer(token), data: {} })
  expect(ended.status()).toBe(200)
}

export async function mathDivision(request: APIRequestContext, token: string, locale: Locale = 'en') {
  const response = await request.get('/api/v1/divisions', { headers: bearer(token, locale) })
  const { data } = (await response.json()) as {
    data: {
      subject: string
      level: number
      status: string
      current_quiz_id: string | null
      short_test_quiz_id: string | null
    }[]
  }
  return data.find((division) => division.subject === 'math')!
}
