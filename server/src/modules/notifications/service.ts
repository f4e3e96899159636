import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Schemas } from '../api/contract'
import { taxonomy } from '../content/taxonomy'
import type { Db } from '../db/client'
import {
  notifications,
  packages,
  subscriptions,
  type LocalizedText,
  type NotificationParams,
  type NotificationType,
} from '../db/schema'
import { DAY, notificationRules } from '../domain/constants'
import { divisionMessage } from '../learning/divisions'
import { daysPhrase, translate, type MessageKey, type ServerLocale } from '../i18n/messages'
import { newId } from '../lib/ids'

type NotificationRow = typeof notifications.$inferSelect

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

const pick = (text: LocalizedText | undefined, locale: ServerLocale) => text?.[locale] || text?.en

/** Title and body in the reader's language, from the stored type and parameters. */
export function notificationText(
  type: NotificationType,
  params: NotificationParams,
  locale: ServerLocale,
): { title: string; body: string } {
  const say = (key: MessageKey, values: Record<string, string> = {}) => translate(locale, key, values)
  const pkg = pick(params.package, locale) ?? ''
  switch (type) {
    case 'trial_started':
      return {
        title: say('notificationTrialStartedTitle'),
        body: say('notificationTrialStartedBody', { days: daysPhrase(locale, params.days ?? 0, 'nominative') }),
      }
    case 'trial_ending':
      return {
        title: say('notificationTrialEndingTitle'),
        body: say('notificationTrialEndingBody', { days: daysPhrase(locale, params.days ?? 1, 'genitive') }),
      }
    case 'subscription_activated':
      return {
        title: say('notificationSubscriptionActivatedTitle', { package: pkg }),
        body: say('notificationSubscriptionActivatedBody', {
          days: daysPhrase(locale, params.days ?? 0, 'nominative'),
        }),
      }
    case 'subscription_expired':
      return {
        title: say(params.package ? 'notificationSubscriptionExpiredTitle' : 'notificationTrialExpiredTitle'),
        body: say('notificationSubscriptionExpiredBody'),
      }
    case 'payment_failed':
      return {
        title: say('notificationPaymentFailedTitle'),
        body: say('notificationPaymentFailedBody', { package: pkg }),
      }
    case 'division_result': {
      const subject = (params.subject && pick(taxonomy.subject(params.subject)?.name, locale)) ?? ''
      return {
        title: say('notificationDivisionResultTitle', { subject }),
        body: divisionMessage(locale, params.status ?? 'stayed', params.level ?? 1),
      }
    }
    case 'offer':
      return {
        title: pick(params.title, locale) ?? say('notificationOfferTitle'),
        body: pick(params.body, locale) ?? say('notificationOfferBody'),
      }
    case 'announcement':
      return {
        title: pick(params.title, locale) ?? say('notificationAnnouncementTitle'),
        body: pick(params.body, locale) ?? say('notificationAnnouncementBody'),
      }
  }
}

export function notificationBody(row: NotificationRow, locale: ServerLocale): Schemas['Notification'] {
  return {
    id: row.id,
    type: row.type,
    ...notificationText(row.type, row.params, locale),
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
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
