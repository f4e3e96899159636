import { currentUser, requireUser } from '../auth/middleware'
import { createRouter } from '../../http/app-env'
import { ApiProblem } from '../../http/errors'
import { localeOf } from '../../http/problem'
import { booleanParam, idParam, pageParams } from '../../http/validation'
import type { ResponseBody } from '../../api/contract'
import { notificationBody, notificationListBody } from './present'
import { listNotifications, markAllRead, markRead } from './service'

/** The learner's notifications, mounted at `/notifications`. */
export const notificationRoutes = createRouter()
  .use('*', requireUser)

  .get('/', async (c) => {
    const page = pageParams(c)
    const unreadOnly = booleanParam(c, 'unread_only', false)
    const list = await listNotifications(c.get('deps').db, currentUser(c).id, { ...page, unreadOnly })
    return c.json(notificationListBody(list, page, localeOf(c)), 200)
  })

  // Before `/:notification_id/read`, so `read-all` is never taken for an id.
  .post('/read-all', async (c) => {
    const updated = await markAllRead(c.get('deps').db, currentUser(c).id)
    return c.json({ updated, unread_count: 0 } satisfies ResponseBody<'markAllNotificationsRead', 200>, 200)
  })

  .post('/:notification_id/read', async (c) => {
    const id = idParam(c, 'notification_id')
    const row = await markRead(c.get('deps').db, currentUser(c).id, id)
    if (!row) throw new ApiProblem(404, 'notFound')
    return c.json(notificationBody(row, localeOf(c)) satisfies ResponseBody<'markNotificationRead', 200>, 200)
  })
