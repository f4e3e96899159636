import { afterAll, describe, expect, it } from 'vitest'
import { scoringCases } from '../../../../common/answers/student-response.fixtures'
import { isAcceptedResponse, parseResponse, type ResponseKey } from '../../../../common/answers/student-response'
import { questions, quizQuestions, quizzes, users } from '../../db/schema'
import { ApiProblem } from '../../http/errors'
import { saveAnswer } from './writes'
import { openTestDatabase } from '../../test/test-app'

// The save statement scores in SQL (jsonb `?` and float8 arithmetic) with what the shared
// `responseMatch` prepares; the SPA's preview scores with the shared rules in JavaScript. The same
// table goes through both, so neither can drift from the other.

const database = await openTestDatabase()
const db = database.db
afterAll(() => database.close())

const userId = 'usr_scoringTest01'
const quizId = 'qz_scoringTest01'
const keys = [...new Set(scoringCases.map((row) => row.key))]
const questionIdOf = (key: ResponseKey) => `qn_scoring${keys.indexOf(key)}`

await db.insert(users).values({
  id: userId,
  firstName: 'Sam',
  lastName: 'Scorer',
  email: 'scoring@example.test',
  authProvider: 'password',
})
await db.insert(questions).values(
  keys.map((key) => ({
    id: questionIdOf(key),
    bankId: `scoring-${keys.indexOf(key)}`,
    subject: 'math' as const,
    domain: 'algebra',
    skill: 'linear-equations-one-variable',
    difficulty: 'easy' as const,
    format: 'student_produced' as const,
    stem: 'What is the value?',
    choices: [],
    acceptedAnswers: [...key.accepted],
    answerValue: key.value,
    explanation: 'By the key.',
    source: 'generated' as const,
    author: 'test',
    reviewStatus: 'reviewed' as const,
    origin: 'test',
    contentHash: 'test',
    active: false,
  })),
)
// An evaluation: no immediate feedback, so every save rewrites the slot and scores it again.
await db.insert(quizzes).values({
  id: quizId,
  userId,
  kind: 'evaluation',
  subject: 'math',
  numberOfQuestions: keys.length,
  immediateFeedback: false,
  startedAt: new Date(),
})
await db
  .insert(quizQuestions)
  .values(keys.map((key, index) => ({ quizId, position: index + 1, questionId: questionIdOf(key) })))

/** The save statement's verdict, or `invalid` when it refuses the response. */
async function scoreInSql(response: string, key: ResponseKey): Promise<boolean | 'invalid'> {
  try {
    const saved = await saveAnswer(db, {
      userId,
      quizId,
      questionId: questionIdOf(key),
      kind: 'answer',
      answering: true,
      choiceId: null,
      response,
      markedForReview: undefined,
    })
    return saved.saved_is_correct ?? false
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 422) return 'invalid'
    throw error
  }
}

describe('scoring in SQL and in JavaScript', () => {
  it.each(scoringCases)('$response against $key.accepted: $accepted', async ({ response, key, accepted }) => {
    expect(isAcceptedResponse(response, key)).toBe(accepted)
    expect(await scoreInSql(response, key)).toBe(parseResponse(response) === undefined ? 'invalid' : accepted)
  })
})
