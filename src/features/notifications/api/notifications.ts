import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type Notification = components['schemas']['Notification']

/** `GET /notifications`, the newest ten with the unread count (the bell's badge and popover). */
export const notificationsQuery = queryOptions({
  queryKey: ['notifications'] as const,
  queryFn: async () => (await api.GET('/notifications', { params: { query: { per_page: 10 } } })).data!,
  // The badge stays fresh while the learner works; the server is asked at most once a minute.
  refetchInterval: 60_000,
  // A badge that fails to refresh is not worth a red toast every minute.
  meta: { silent: true },
})

/** `POST /notifications/{notification_id}/read`. */
export const markReadMutation = () =>
  mutationOptions({
    mutationFn: async (id: string) =>
      (await api.POST('/notifications/{notification_id}/read', { params: { path: { notification_id: id } } })).data,
  })

/** `POST /notifications/read-all`. */
export const markAllReadMutation = () =>
  mutationOptions({
    mutationFn: async () => (await api.POST('/notifications/read-all')).data,
  })
