import { problem, type MockHandlers, type MockRequest } from '~/api/mock-api'
import { sampleCatalog, sampleConfig } from '~/features/catalog/testing'
import type { CreateReviewRequest, QuizSummary } from './api/reviews'
import type { Mistake, ReviewsDue } from './api/mistakes'
import { makeMistakeDetail, makeReviewsDue, sampleMistakes } from './mistakes.fixtures'

// Fixtures of the mistakes feature for other features' stories and tests (the home card).
export { makeMistake, makeMistakeDetail, makeReviewsDue, sampleMistakes } from './mistakes.fixtures'

/** Every `POST /reviews` body the mock received, newest last. */
export const reviewRequests: CreateReviewRequest[] = []
/** Every `GET /mistakes` query the mock received, newest last. */
export const mistakeQueries: Record<string, string>[] = []

const reviewQuiz = (body: CreateReviewRequest): QuizSummary => ({
  id: 'qz_R3v13w001',
  kind: 'review',
  status: 'in_progress',
  system: null,
  subject: body.subject,
  domain: null,
  skills: [],
  difficulty: null,
  number_of_questions: 3,
  timer_type: null,
  seconds_per_question: null,
  time_limit_seconds: null,
  remaining_seconds: null,
  immediate_feedback: true,
  started_at: new Date().toISOString(),
  ends_at: null,
  completed_at: null,
  answered_count: 0,
  current_position: 1,
  division: null,
})

function filtered(rows: Mistake[], query: URLSearchParams) {
  return rows.filter(
    (row) =>
      (!query.get('subject') || row.subject === query.get('subject')) &&
      (!query.get('domain') || row.domain.id === query.get('domain')) &&
      (!query.get('skill') || row.skill.id === query.get('skill')) &&
      (!query.get('difficulty') || row.difficulty === query.get('difficulty')) &&
      (query.get('not_mastered') !== 'true' || row.mastery !== 'mastered'),
  )
}

export interface MistakesApiOptions {
  rows?: Mistake[]
  /** `GET /mistakes` fails with a 500. */
  listFails?: boolean
  /** What `POST /reviews` answers: the quiz, or a refusal. @default 'ok' */
  review?: 'ok' | 'forbidden' | 'nothing' | 'fails'
  due?: ReviewsDue
}

/** The learning endpoints, as the server answers them, over sample rows (stories only). */
export function mistakesApi({
  rows = sampleMistakes(),
  listFails = false,
  review = 'ok',
  due = makeReviewsDue(2, 1),
}: MistakesApiOptions = {}): MockHandlers {
  return {
    'GET /catalog': ({ request }: MockRequest) => ({
      status: 200,
      body: sampleCatalog(request.headers.get('accept-language') ?? 'en'),
    }),
    'GET /config': () => ({ status: 200, body: sampleConfig }),
    'GET /mistakes': ({ query }) => {
      mistakeQueries.push(Object.fromEntries(query))
      if (listFails) return { status: 500, body: problem(500, 'Something went wrong on our side.') }
      const data = filtered(rows, query)
      return { status: 200, body: { data, total: data.length } }
    },
    'GET /mistakes/{question_id}': ({ params }) => {
      const row = rows.find((entry) => entry.question_id === params.question_id)
      return row
        ? { status: 200, body: makeMistakeDetail(row) }
        : { status: 404, body: problem(404, 'Question not found') }
    },
    'POST /reviews': ({ body }) => {
      const request = body as CreateReviewRequest
      reviewRequests.push(request)
      if (review === 'forbidden') return { status: 403, body: problem(403, 'Subscribe to keep practising.') }
      if (review === 'nothing') return { status: 422, body: problem(422, 'No missed question matches these filters.') }
      if (review === 'fails') return { status: 500, body: problem(500, 'Something went wrong on our side.') }
      return { status: 201, body: reviewQuiz(request) }
    },
    'GET /reviews/due': () => ({ status: 200, body: due }),
  }
}
