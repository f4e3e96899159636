import { mutationOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type CreateEvaluationRequest = components['schemas']['CreateEvaluationRequest']

/** `POST /evaluations`: starts the evaluation now; answers its summary (`id` for the quiz route). */
export const createEvaluationMutation = () =>
  mutationOptions({
    mutationKey: ['evaluations', 'create'],
    mutationFn: async (body: CreateEvaluationRequest) => (await api.POST('/evaluations', { body })).data!,
  })
