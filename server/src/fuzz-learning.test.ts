import fc from 'fast-check'
import { afterAll, describe, it } from 'vitest'
import { signUp } from './test/accounts'
import {
  fixed,
  fuzzOperation,
  pageQuery,
  printable,
  printFuzzSummary,
  query as queryOf,
  tokensFor,
  type FuzzTally,
  type Operation,
} from './test/fuzz'
import { fuzzSuites, type FuzzedOperation } from './test/fuzz-operations'
import { createTestApp } from './test/test-app'

/**
 * The same property as fuzz.test.ts for the learning API: evaluations,
 * practices, quizzes and answers, reports, history, divisions, statistics,
 * catalog and preview. No 5xx, every answer in the contract.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const { app, client } = await createTestApp()
const account = await signUp(client)
const tokens = tokensFor(account.token)

const evaluation = await client.post<{ id: string }>('/evaluations', {
  token: account.token,
  body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
})
const quiz = await client.get<{ id: string; questions: { id: string; choices: { id: string }[] }[] }>(
  `/quizzes/${evaluation.body.id}`,
  { token: account.token },
)
const question = quiz.body.questions.find((q) => q.choices.length > 0)!
const fullTest = await client.post<{ id: string }>('/full-tests', { token: account.token, body: { system: 'SAT' } })
// Highlights need a passage: a Reading and Writing quiz's.
const reading = await client.post<{ id: string }>('/evaluations', {
  token: account.token,
  body: { system: 'SAT', subject: 'reading_writing', timer_type: 'loose' },
})
const readingQuiz = await client.get<{ questions: { id: string }[] }>(`/quizzes/${reading.body.id}`, {
  token: account.token,
})
const passageQuestion = readingQuiz.body.questions[0]!
const annotation = await client.post<{ id: string }>(
  `/quizzes/${reading.body.id}/questions/${passageQuestion.id}/annotations`,
  { token: account.token, body: { start: 0, end: 1 } },
)
/** A path segment as a client sends it: `.` and `..` are resolved by URL parsing before any route sees them. */
const segment = printable.filter((s) => s.trim() !== '' && s !== '.' && s !== '..').map(encodeURIComponent)
const ids = fc.oneof(
  { weight: 3, arbitrary: fc.constant(quiz.body.id) },
  { weight: 1, arbitrary: segment },
  { weight: 1, arbitrary: fc.constant('qz_doesnotexist') },
)
const questionIds = fc.oneof({ weight: 3, arbitrary: fc.constant(question.id) }, { weight: 1, arbitrary: segment })
const testIds = fc.oneof(
  { weight: 3, arbitrary: fc.constant(fullTest.body.id) },
  { weight: 1, arbitrary: segment },
  { weight: 1, arbitrary: fc.constant('ft_doesnotexist') },
)
const readingIds = fc.oneof({ weight: 3, arbitrary: fc.constant(reading.body.id) }, { weight: 1, arbitrary: segment })
const passageQuestionIds = fc.oneof(
  { weight: 3, arbitrary: fc.constant(passageQuestion.id) },
  { weight: 1, arbitrary: segment },
)
const annotationIds = fc.oneof(
  { weight: 2, arbitrary: fc.constant(annotation.body.id ?? 'an_none') },
  { weight: 1, arbitrary: segment },
)
const subjects = fc.oneof(fc.constantFrom('math', 'reading_writing'), segment)
const query = (path: string, names: string[]) =>
  queryOf(path, names, ['SAT', 'math', 'evaluation', '2026-01-01', 'algebra'])

const operations: Record<FuzzedOperation<'learning'>, Operation> = {
  getCatalog: { method: 'GET', path: fixed('/catalog') },
  previewQuestion: { method: 'GET', path: query('/questions/preview', ['question_id', 'system', 'subject']) },
  getHomeStatistics: { method: 'GET', path: fixed('/home/statistics') },
  listHistory: {
    method: 'GET',
    path: query('/history', ['page', 'per_page', 'system', 'subject', 'domain', 'kind', 'from', 'to']),
  },
  listDivisions: { method: 'GET', path: fixed('/divisions') },
  listDivisionProgress: { method: 'GET', path: pageQuery('/divisions/progress') },
  getQuiz: { method: 'GET', path: ids.map((id) => `/quizzes/${id}`) },
  saveAnswer: {
    method: 'PUT',
    path: fc.tuple(ids, questionIds).map(([id, q]) => `/quizzes/${id}/answers/${q}`),
    valid: { choice_id: question.choices[0]!.id, marked_for_review: true },
  },
  skipQuestion: {
    method: 'POST',
    path: fc.tuple(ids, questionIds).map(([id, q]) => `/quizzes/${id}/questions/${q}/skip`),
  },
  getReport: { method: 'GET', path: ids.map((id) => `/reports/${id}`) },
  createEvaluation: {
    method: 'POST',
    path: fixed('/evaluations'),
    valid: { system: 'EST', subject: 'reading_writing', timer_type: 'strict' },
  },
  createPractice: {
    method: 'POST',
    path: fixed('/practices'),
    valid: {
      system: 'SAT',
      subject: 'math',
      domain: 'algebra',
      skills: ['linear_functions'],
      difficulty: 'easy',
      timer: true,
      question_count: 5,
    },
  },
  startDivisionQuiz: { method: 'POST', path: subjects.map((s) => `/divisions/${s}/quizzes`) },
  startShortTest: { method: 'POST', path: subjects.map((s) => `/divisions/${s}/short-test`) },
  createFullTest: { method: 'POST', path: fixed('/full-tests'), valid: { system: 'SAT' } },
  listFullTests: { method: 'GET', path: fixed('/full-tests') },
  getFullTest: { method: 'GET', path: testIds.map((id) => `/full-tests/${id}`) },
  advanceFullTest: {
    method: 'POST',
    path: testIds.map((id) => `/full-tests/${id}/advance`),
    valid: { from_stage: 0 },
  },
  getFullTestReport: { method: 'GET', path: testIds.map((id) => `/full-tests/${id}/report`) },
  setEliminations: {
    method: 'PUT',
    path: fc.tuple(ids, questionIds).map(([id, q]) => `/quizzes/${id}/questions/${q}/eliminations`),
    valid: { eliminated: [question.choices[1]!.id] },
  },
  createAnnotation: {
    method: 'POST',
    path: fc.tuple(readingIds, passageQuestionIds).map(([id, q]) => `/quizzes/${id}/questions/${q}/annotations`),
    valid: { start: 0, end: 2, note: 'a note' },
  },
  updateAnnotation: {
    method: 'PATCH',
    path: fc.tuple(readingIds, annotationIds).map(([id, a]) => `/quizzes/${id}/annotations/${a}`),
    valid: { note: 'changed' },
  },
  deleteAnnotation: {
    method: 'DELETE',
    path: fc.tuple(readingIds, annotationIds).map(([id, a]) => `/quizzes/${id}/annotations/${a}`),
  },
  listMistakes: {
    method: 'GET',
    path: queryOf(
      '/mistakes',
      ['subject', 'domain', 'skill', 'difficulty', 'not_mastered'],
      ['math', 'algebra', 'linear_functions', 'hard', 'true'],
    ),
  },
  getMistake: { method: 'GET', path: questionIds.map((q) => `/mistakes/${q}`) },
  createReview: {
    method: 'POST',
    path: fixed('/reviews'),
    valid: { subject: 'math', domain: 'algebra', skill: null, difficulty: 'easy', not_mastered: true, due_only: false },
  },
  getReviewsDue: { method: 'GET', path: fixed('/reviews/due') },
  getMastery: { method: 'GET', path: fixed('/mastery') },
  getWeakSpots: { method: 'GET', path: queryOf('/weak-spots', ['subject'], ['math', 'reading_writing']) },
  createWeakSpotsPractice: {
    method: 'POST',
    path: fixed('/practices/weak-spots'),
    valid: { system: 'SAT', subject: 'reading_writing' },
  },
  getPlan: { method: 'GET', path: fixed('/plan') },
  setPlan: {
    method: 'PUT',
    path: fixed('/plan'),
    valid: { target_date: '2027-03-13', target_score: 1350, time_zone: 'Asia/Riyadh' },
  },
  deletePlan: { method: 'DELETE', path: fixed('/plan') },
  // Last: they close the quiz and the test the others use.
  exitFullTest: { method: 'POST', path: testIds.map((id) => `/full-tests/${id}/exit`) },
  endQuiz: { method: 'POST', path: ids.map((id) => `/quizzes/${id}/end`), valid: { confirm_missing: false } },
  exitQuiz: { method: 'POST', path: ids.map((id) => `/quizzes/${id}/exit`) },
}

const tallies = new Map<string, FuzzTally>()
afterAll(() => printFuzzSummary('fuzz (learning)', tallies))

describe(`fuzz (learning): ${RUNS} generated requests per operation, no 5xx, every answer in the contract`, () => {
  // In the order of fuzz-operations.ts: the ones that close the quiz come last.
  for (const operationId of fuzzSuites.learning)
    it(operationId, { timeout: 300_000 }, async () => {
      const tally: FuzzTally = { runs: 0, statuses: new Map() }
      tallies.set(operationId, tally)
      await fuzzOperation(app, operations[operationId], tokens, RUNS, tally)
    })
})
