import type { components } from '@common/api/schema.gen'

export type Problem = components['schemas']['Problem']

/** A non-ok API response, thrown so 4xx/5xx bodies never land in the query cache as data. */
export class ApiError extends Error {
  readonly status: number
  readonly problem: Partial<Problem> | null

  constructor(status: number, problem: Partial<Problem> | null, fallback: string) {
    // Spec §8: the toast's title is the body's `message`.
    super(problem?.message || problem?.title || fallback)
    this.name = 'ApiError'
    this.status = status
    this.problem = problem
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
