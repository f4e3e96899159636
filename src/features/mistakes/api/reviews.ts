import { isApiError } from '~/api/api-error'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type CreateReviewRequest = components['schemas']['CreateReviewRequest']
export type QuizSummary = components['schemas']['QuizSummary']

/** `POST /reviews`: starts a quiz of kind `review`; the review-session machine calls it. */
export async function createReview(body: CreateReviewRequest): Promise<QuizSummary> {
  return (await api.POST('/reviews', { body })).data!
}

/** Why a review did not start, as the screens word it. */
export type ReviewProblemKind = 'subscriptionRequired' | 'nothingToReview' | 'failed'
export interface ReviewProblem {
  kind: ReviewProblemKind
  /** The server's message in the learner's language, when it sent one. */
  message: string | null
}

/** The contract's refusals of `POST /reviews`: `403` without access, `422` when nothing matches. */
export function reviewProblem(error: unknown): ReviewProblem {
  if (!isApiError(error)) return { kind: 'failed', message: null }
  const message = error.problem?.message ?? null
  if (error.status === 403) return { kind: 'subscriptionRequired', message }
  if (error.status === 422) return { kind: 'nothingToReview', message }
  return { kind: 'failed', message }
}
