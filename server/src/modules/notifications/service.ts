import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notifications, packages, subscriptions, type NotificationParams, type NotificationType } from '../../db/schema'
import { DAY, notificationRules } from '../../domain/constants'
import { newId } from '../../lib/ids'

export type NotificationRow = typeof notifications.$inferSelect

/** SPA paths the notifications open. */
export const notificationLinks = {
  pricing: '/pricing',
  billing: '/settings/billing',
  divisionProgress: '/divisions/progress',
} as const

export interface NewNotification {
  userId: string
  type: NotificationType
  params?: NotificationParams
  link?: string | null
  /** The event notified (`<type>:<id of what it is about>`): a second notification of it is not written. */
  eventKey: string
  createdAt?: Date
}

/** Writes a notification (in the caller's transaction when given one); the same event twice writes one. */
export async function notify(db: Db, input: NewNotification): Promise<void> {
  await db
    .insert(notifications)
    .values({
      id: newId('ntf'),
      userId: input.userId,
      type: input.type,
      params: input.params ?? {},
      link: input.link ?? null,
      eventKey: input.eventKey,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
}

/**
 * The notifications that come from the clock rather than from a request:
 * `trial_ending` once a running trial has less than
 * `notificationRules.trialEndingDays` left, and `subscription_expired` once
 * the learner's last period has ended with nothing running after it. There is
 * no scheduler, so they are written when the learner next reads the list (as
 * a quiz past its clock is closed when next read); the event keys make this
 * safe to repeat and to race.
 */
export async function writeDueNotifications(db: Db, userId: string, now = new Date()): Promise<void> {
  const periods = await db
    .select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .leftJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.cancelledAt)))
    .orderBy(desc(subscriptions.endDate))
  const started = periods.filter((row) => row.subscription.startDate <= now)
  const running = started.filter((row) => row.subscription.endDate > now)
  // A period scheduled to follow keeps the learner subscribed: nothing is ending.
  const upcoming = periods.some((row) => row.subscription.startDate > now)
  if (upcoming) return
  if (running.length === 0) {
    const last = started[0]
    if (last)
      await notify(db, {
        userId,
        type: 'subscription_expired',
        params: last.pkg ? { package: last.pkg.name } : {},
        link: notificationLinks.pricing,
        eventKey: `subscription_expired:${last.subscription.id}`,
        createdAt: last.subscription.endDate,
      })
    return
  }
  const trial = running.length === 1 && running[0]!.subscription.isTrial ? running[0]! : undefined
  if (!trial) return
  const left = trial.subscription.endDate.getTime() - now.getTime()
  if (left > notificationRules.trialEndingDays * DAY) return
  await notify(db, {
    userId,
    type: 'trial_ending',
    params: { days: Math.max(1, Math.ceil(left / DAY)) },
    link: notificationLinks.pricing,
    eventKey: `trial_ending:${trial.subscription.id}`,
  })
}

const mine = (userId: string) => eq(notifications.userId, userId)
const unreadOf = (userId: string) => and(mine(userId), isNull(notifications.readAt))

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notifications).where(unreadOf(userId))
  return total
}

/** One page of the learner's notifications, newest first, after writing the ones the clock has made due. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { page: number; perPage: number; unreadOnly: boolean },
): Promise<{ rows: NotificationRow[]; total: number; unreadCount: number }> {
  await writeDueNotifications(db, userId)
  const where = query.unreadOnly ? unreadOf(userId) : mine(userId)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notifications).where(where)
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  return { rows, total, unreadCount: query.unreadOnly ? total : await unreadCount(db, userId) }
}

/** Marks every unread notification read (due ones first, so none is left unread); answers how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  await writeDueNotifications(db, userId)
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(unreadOf(userId))
    .returning({ id: notifications.id })
  return updated.length
}

/** Marks one of the learner's notifications read; undefined when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  // Only an unread one changes, so a second call keeps the first `read_at`.
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), unreadOf(userId)))
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(userId)))
    .limit(1)
  return row
}
