import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../db/client'
import { questions } from '../db/schema'
import type { TestClient } from './test-app'

/** The quiz and result bodies the learning tests read (the contract check of the client checks the rest). */
export type Quiz = {
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
export type Result = {
  status: string
  status_code: number
  points_earned: number
  summary: { correct: number; wrong: number; unanswered: number; percentage: number }
  division_result: { status: string; level_before: number; level_after: number; message: string } | null
}

/** Steps of a learner's quizzes, against one test app: start, answer right or wrong, end. */
export function learningSteps({ client, db }: { client: TestClient; db: Db }) {
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
              choice_id: correct
                ? key.correctChoiceId
                : question.choices.find((ch) => ch.id !== key.correctChoiceId)!.id,
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

  return { keyOf, answer, startEvaluation, finish }
}
