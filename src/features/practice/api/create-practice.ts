import { mutationOptions } from '@tanstack/react-query'
import { isApiError } from '~/api/api-error'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type CreatePracticeRequest = components['schemas']['CreatePracticeRequest']

/**
 * `POST /practices`. Silent: the page shows the evaluation-first refusal itself, next to a way
 * out, and toasts every other failure.
 */
export const createPracticeMutation = () =>
  mutationOptions({
    mutationKey: ['practices', 'create'],
    meta: { silent: true },
    mutationFn: async (body: CreatePracticeRequest) => (await api.POST('/practices', { body })).data!,
  })

/** The contract's `409` when the subject has no finished evaluation yet. */
export const isEvaluationRequired = (error: unknown) =>
  isApiError(error) && error.problem?.type === 'urn:exam-prep:problem:evaluation-required'
