import type { ResponseBody, Schemas } from '../../api/contract'
import { taxonomy } from '../../content/taxonomy'
import type { LocalizedText, NotificationParams, NotificationType } from '../../db/schema'
import { daysPhrase, translate, type MessageKey, type ServerLocale } from '../../i18n/messages'
import { pageMeta } from '../../http/validation'
import { divisionMessage } from './division-message'
import type { NotificationRow } from './service'

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

export function notificationListBody(
  list: { rows: NotificationRow[]; total: number; unreadCount: number },
  page: { page: number; perPage: number },
  locale: ServerLocale,
): ResponseBody<'listNotifications', 200> {
  return {
    data: list.rows.map((row) => notificationBody(row, locale)),
    meta: { ...pageMeta(list.total, page.page, page.perPage), unread_count: list.unreadCount },
  }
}
