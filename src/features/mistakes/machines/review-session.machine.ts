import { assign, fromPromise, setup } from 'xstate'
import {
  createReview,
  reviewProblem,
  type CreateReviewRequest,
  type QuizSummary,
  type ReviewProblem,
} from '../api/reviews'

export interface ReviewSessionContext {
  /** What the learner asked to review: kept after a failure, so "Try again" sends it unchanged. */
  request: CreateReviewRequest | null
  /** The review quiz, once the server has started it. */
  quizId: string | null
  /** Why the last start failed. */
  problem: ReviewProblem | null
}

export type ReviewSessionEvent =
  { type: 'review.start'; request: CreateReviewRequest } | { type: 'review.retry' } | { type: 'review.dismiss' }

/**
 * Starting a review of missed questions (issue 19), for the mistake log's "Retry these" and the
 * home card: idle → starting → started (the quiz opens) or failed (the problem, with the request
 * kept) → retry or another start. While a start is on its way, further presses are ignored.
 */
export const reviewSessionMachine = setup({
  types: {
    context: {} as ReviewSessionContext,
    events: {} as ReviewSessionEvent,
  },
  actors: {
    createReview: fromPromise<QuizSummary, CreateReviewRequest>(({ input }) => createReview(input)),
  },
  actions: {
    /** Goes to the review quiz; the screen that holds the machine provides the navigation. */
    openQuiz: (_, _params: { quizId: string }) => {},
  },
}).createMachine({
  id: 'reviewSession',
  context: { request: null, quizId: null, problem: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'review.start': {
          target: 'starting',
          actions: assign({ request: ({ event }) => event.request, problem: null }),
        },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'createReview',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'started',
          actions: [
            assign({ quizId: ({ event }) => event.output.id }),
            { type: 'openQuiz', params: ({ event }) => ({ quizId: event.output.id }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ problem: ({ event }) => reviewProblem(event.error) }),
        },
      },
    },
    // The quiz is opening: the button stays busy until the screen changes.
    started: { type: 'final', tags: ['busy'] },
    failed: {
      on: {
        'review.retry': { target: 'starting', actions: assign({ problem: null }) },
        'review.start': {
          target: 'starting',
          actions: assign({ request: ({ event }) => event.request, problem: null }),
        },
        'review.dismiss': { target: 'idle', actions: assign({ problem: null }) },
      },
    },
  },
})
