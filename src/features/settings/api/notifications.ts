import { mutationOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type NotificationChange = components['schemas']['ChangeNotificationRequest']

/** `POST /settings/change-notification`: one flag or both; an omitted flag keeps its value. */
export const changeNotificationMutation = () =>
  mutationOptions({
    mutationKey: ['settings', 'change-notification'],
    mutationFn: async (body: NotificationChange) => (await api.POST('/settings/change-notification', { body })).data!,
  })
