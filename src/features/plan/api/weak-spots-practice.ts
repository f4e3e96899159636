import { mutationOptions } from '@tanstack/react-query'
import { isApiError } from '~/api/api-error'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type CreateWeakSpotsPracticeRequest = components['schemas']['CreateWeakSpotsPracticeRequest']

/**
 * `POST /practices/weak-spots`. Silent: the card shows the evaluation-first refusal itself, with
 * a link to the evaluation, and toasts every other failure.
 */
export const createWeakSpotsPracticeMutation = () =>
  mutationOptions({
    mutationKey: ['practices', 'weak-spots'],
    meta: { silent: true },
    mutationFn: async (body: CreateWeakSpotsPracticeRequest) =>
      (await api.POST('/practices/weak-spots', { body })).data!,
  })

/** The contract's `409` when the subject has no finished evaluation yet. */
export const isEvaluationRequired = (error: unknown) =>
  isApiError(error) && error.problem?.type === 'urn:exam-prep:problem:evaluation-required'
