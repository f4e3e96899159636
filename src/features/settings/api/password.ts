import { mutationOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest']

/** `POST /settings/change-password`; `current_password` only when the account has one. */
export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: ['settings', 'change-password'],
    mutationFn: async (body: ChangePasswordRequest) => (await api.POST('/settings/change-password', { body })).data!,
  })
