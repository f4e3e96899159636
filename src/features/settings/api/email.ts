import { mutationOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

/** `POST /settings/change-email`: sends a code to the new address (also used to send a new one). */
export const changeEmailMutation = () =>
  mutationOptions({
    mutationKey: ['settings', 'change-email'],
    mutationFn: async (body: components['schemas']['ChangeEmailRequest']) =>
      (await api.POST('/settings/change-email', { body })).data!,
  })

/** `POST /settings/verify-email`: applies the change with the code; answers the updated user. */
export const verifyEmailMutation = () =>
  mutationOptions({
    mutationKey: ['settings', 'verify-email'],
    mutationFn: async (body: components['schemas']['VerifyEmailRequest']) =>
      (await api.POST('/settings/verify-email', { body })).data!,
  })
