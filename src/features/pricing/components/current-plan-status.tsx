import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { formatDate } from '~/lib/format'
import { countdown } from '~/lib/countdown'
import { Icon, type IconName } from '~/ui/icon'
import type { SubscriptionCheck } from '../api/pricing'
import { TrialCountdown } from '~/features/subscription'

type Tone = 'trial' | 'active' | 'expired' | 'none'

const toneIcon: Record<Tone, IconName> = { trial: 'clock', active: 'trophy', expired: 'alert', none: 'alert' }

const panel = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderRadius: 'l3',
  // Step-12 text on step-3 backgrounds: AA contrast, as the banners.
  '&[data-tone=trial]': { bg: 'amber.3', color: 'amber.12', borderColor: 'amber.6' },
  '&[data-tone=active]': { bg: 'green.3', color: 'green.12', borderColor: 'green.6' },
  '&[data-tone=expired]': { bg: 'red.3', color: 'red.12', borderColor: 'red.6' },
  '&[data-tone=none]': { bg: 'gray.3', color: 'gray.12', borderColor: 'gray.6' },
})
const lines = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })
const headline = css({ fontWeight: 'semibold' })

/** How much of the trial is left, in the banner's words (spec §4). */
function TrialLeft({ end }: { end: string }) {
  // The time the page opened: this line does not tick (the banners of the signed-in layout do).
  const [now] = useState(Date.now)
  let left
  try {
    left = countdown(now, end)
  } catch {
    return <Trans>Free trial</Trans>
  }
  return <TrialCountdown countdown={left} />
}

/**
 * The learner's subscription as the banners know it (the subscription check): trial time left,
 * a paid plan's end, or that access has ended; and what buying a plan now does to it (the
 * server replaces a running trial at once and queues a paid period after the current one).
 */
export function CurrentPlanStatus({ check, locale }: { check: SubscriptionCheck; locale: string }) {
  const { t } = useLingui()
  const subscription = check.subscription
  const date = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale)}</time>
  let tone: Tone
  let title: ReactNode
  let detail: ReactNode
  if (check.has_active_subscription && subscription?.is_trial) {
    const endDate = date(subscription.end_date)
    tone = 'trial'
    title = <TrialLeft end={subscription.end_date} />
    detail = <Trans>Your free trial ends on {endDate}. A plan you buy now replaces it straight away.</Trans>
  } else if (check.has_active_subscription && subscription) {
    const plan = subscription.package?.name ?? ''
    const endDate = date(subscription.end_date)
    tone = 'active'
    title = <Trans>Your {plan} plan is active</Trans>
    detail = <Trans>It runs until {endDate}. A plan you buy now starts when it ends.</Trans>
  } else if (subscription) {
    const endDate = date(subscription.end_date)
    tone = 'expired'
    title = <Trans>Your subscription has expired</Trans>
    detail = subscription.is_trial ? (
      <Trans>Your free trial ended on {endDate}. Choose a plan to keep practising.</Trans>
    ) : (
      <Trans>Your last plan ended on {endDate}. Choose a plan to keep practising.</Trans>
    )
  } else {
    tone = 'none'
    title = <Trans>You have no plan yet</Trans>
    detail = <Trans>Choose a plan to practise, take evaluations and climb the divisions.</Trans>
  }
  return (
    <section aria-label={t`Your subscription`} className={panel} data-tone={tone}>
      <Icon name={toneIcon[tone]} />
      <div className={lines}>
        <p className={headline}>{title}</p>
        <p>{detail}</p>
      </div>
    </section>
  )
}
