import type { QueryClient } from '@tanstack/react-query'
import { api } from '~/api/client'
import { planQuery, type PlanResponse, type SetPlanRequest } from './learning'

/** `PUT /plan`. A 422 carries one message per field (`target_date`, `target_score`). */
export const setPlan = async (body: SetPlanRequest) => (await api.PUT('/plan', { body })).data!

/** `DELETE /plan` (a 204, also when there was none). */
export const deletePlan = async () => {
  await api.DELETE('/plan')
}

/** What the server answered becomes the cached plan: home shows it without another read. */
export const storePlan = (queryClient: QueryClient, response: PlanResponse) =>
  queryClient.setQueryData(planQuery.queryKey, response)
