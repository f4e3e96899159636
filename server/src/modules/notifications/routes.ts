import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { ResponseBody } from '../api/contract'
import type { AppEnvBindings } from '../http/app-env'
import { currentUser, requireUser } from '../auth/middleware'
import type { Db } from '../db/client'
import { notifications } from '../db/schema'
import { ApiProblem } from '../http/errors'
import { localeOf } from '../http/problem'
import { booleanParam, idParam, pageMeta, pageParams } from '../http/validation'
import { notificationBody, writeDueNotifications } from '../services/notifications'

type Ctx = Context<AppEnvBindings>

const mine = (c: Ctx) => eq(notifications.userId, currentUser(c).id)

async function unreadCount(db: Db, c: Ctx): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(mine(c), isNull(notifications.readAt)))
  return total
}

export const notificationRoutes = new Hono<AppEnvBindings>()
  .use('/notifications', requireUser)
  .use('/notifications/*', requireUser)

  .get('/notifications', async (c) => {
    const { db } = c.get('deps')
    const { page, perPage } = pageParams(c)
    const unreadOnly = booleanParam(c, 'unread_only', false)
    await writeDueNotifications(db, currentUser(c).id)
    const where = unreadOnly ? and(mine(c), isNull(notifications.readAt)) : mine(c)
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notifications).where(where)
    const rows = await db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
    const locale = localeOf(c)
    const body: ResponseBody<'listNotifications', 200> = {
      data: rows.map((row) => notificationBody(row, locale)),
      meta: { ...pageMeta(total, page, perPage), unread_count: unreadOnly ? total : await unreadCount(db, c) },
    }
    return c.json(body, 200)
  })

  // Before `/:notification_id/read`, so `read-all` is never taken for an id.
  .post('/notifications/read-all', async (c) => {
    const { db } = c.get('deps')
    await writeDueNotifications(db, currentUser(c).id)
    const updated = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(mine(c), isNull(notifications.readAt)))
      .returning({ id: notifications.id })
    return c.json(
      { updated: updated.length, unread_count: 0 } satisfies ResponseBody<'markAllNotificationsRead', 200>,
      200,
    )
  })

  .post('/notifications/:notification_id/read', async (c) => {
    const { db } = c.get('deps')
    const id = idParam(c, 'notification_id')
    // Only an unread one changes, so a second call keeps the first `read_at`.
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), mine(c), isNull(notifications.readAt)))
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), mine(c)))
      .limit(1)
    if (!row) throw new ApiProblem(404, 'notFound')
    return c.json(notificationBody(row, localeOf(c)) satisfies ResponseBody<'markNotificationRead', 200>, 200)
  })
