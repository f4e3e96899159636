import { Plural, Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { rememberBannerShown } from '~/lib/banner-hint'
import { paths } from '~/lib/paths'
import type { Countdown } from '~/lib/countdown'
import { Banner, bannerActionStyles } from '~/ui/banner'
import { SubscriptionContext } from '../subscription-context'

export type BannerState = { kind: 'none' } | { kind: 'trial'; countdown: Countdown } | { kind: 'expired' }

function SubscribeLink() {
  return (
    <Link href={paths.pricing.getHref()} className={bannerActionStyles}>
      <Trans>Subscribe</Trans>
    </Link>
  )
}

/** The trial's time left, in the largest unit that fits (spec §4), or Expired. */
export function TrialCountdown({ countdown }: { countdown: Countdown }) {
  if (countdown.expired) return <Trans>Free trial: Expired</Trans>
  const { value } = countdown
  switch (countdown.unit) {
    case 'days': {
      const days = value
      return <Plural value={days} one="Free trial: # day left" other="Free trial: # days left" />
    }
    case 'hours': {
      const hours = value
      return <Plural value={hours} one="Free trial: # hour left" other="Free trial: # hours left" />
    }
    case 'minutes': {
      const minutes = value
      return <Plural value={minutes} one="Free trial: # minute left" other="Free trial: # minutes left" />
    }
    case 'seconds': {
      const seconds = value
      return <Plural value={seconds} one="Free trial: # second left" other="Free trial: # seconds left" />
    }
  }
}

/** What the banner area shows for a subscription state (spec §4). */
export function SubscriptionBannerView({ state }: { state: BannerState }) {
  if (state.kind === 'trial')
    return (
      <Banner tone={state.countdown.expired ? 'error' : 'warning'} action={<SubscribeLink />}>
        <TrialCountdown countdown={state.countdown} />
      </Banner>
    )
  if (state.kind === 'expired')
    return (
      <Banner tone="error" action={<SubscribeLink />}>
        <Trans>Your subscription has expired</Trans>
      </Banner>
    )
  return null
}

/** The banner of the signed-in layout, driven by the subscription machine. */
export function SubscriptionBanner() {
  const state = SubscriptionContext.useSelector((snapshot): BannerState => {
    if (snapshot.matches('expired')) return { kind: 'expired' }
    if (snapshot.matches('trial') && snapshot.context.countdown)
      return { kind: 'trial', countdown: snapshot.context.countdown }
    return { kind: 'none' }
  }, sameBanner)
  // The next page load's frame keeps the banner's room from its first paint (lib/banner-hint.ts).
  const shown = state.kind !== 'none'
  useEffect(() => rememberBannerShown(shown), [shown])
  return <SubscriptionBannerView state={state} />
}

function sameBanner(a: BannerState, b: BannerState) {
  if (a.kind !== b.kind) return false
  if (a.kind !== 'trial' || b.kind !== 'trial') return true
  return JSON.stringify(a.countdown) === JSON.stringify(b.countdown)
}
