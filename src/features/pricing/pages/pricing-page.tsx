import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState, type CSSProperties } from 'react'
import { css } from 'styled-system/css'
import { useLocation, useSearch } from 'wouter'
import { leaveApp } from '~/lib/navigation'
import { paths } from '~/lib/paths'
import { formatMoney } from '~/lib/format'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { RadioCard } from '~/ui/radio-card'
import { subscriptionCheckQuery } from '~/features/subscription'
import { packagesQuery, subscribeMutation, type Package } from '../api/pricing'
import { CurrentPlanStatus } from '../components/current-plan-status'
import { PlanPeriod } from '../components/plan-period'

const page = css({ display: 'flex', flexDirection: 'column', gap: '6' })
// One column of cards, then every plan side by side (up to three a row) from `lg`. The columns go
// in through a variable and the inline style: the group's recipe has auto-fit columns, which its
// full-width label stretches to as many tracks as fit, leaving the cards narrow.
const planColumns = css({ '--plan-columns': { base: '1fr', lg: 'var(--plan-columns-wide)' } })
const popularTag = css({
  position: 'absolute',
  insetBlockStart: '0',
  insetInlineEnd: '4',
  transform: 'translateY(-50%)',
  px: '2.5',
  py: '0.5',
  borderRadius: 'full',
  bg: 'green.11',
  color: 'white',
  textStyle: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
})
const planName = css({ textStyle: 'lg' })
const description = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' })
const priceLine = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '2',
  color: 'fg.default',
})
const price = css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })
const featureList = css({ display: 'flex', flexDirection: 'column', gap: '1.5', color: 'fg.default' })
const feature = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  _before: {
    content: '""',
    flexShrink: '0',
    width: '2',
    height: '2',
    mt: '2',
    borderRadius: 'full',
    bg: 'green.11',
  },
})
const footer = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })
const note = css({ color: 'fg.muted', textStyle: 'sm' })
const skeletonCard = css({ h: '64', borderRadius: 'l3', bg: 'bg.muted' })
const skeletonGrid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fit, minmax(13rem, 1fr))' },
})

/** The plan the page starts on: the one in the address (`?plan=`, kept across a return), else the popular one. */
function initialChoice(packages: Package[], fromAddress: string | null): string | null {
  if (fromAddress && packages.some((pkg) => pkg.id === fromAddress)) return fromAddress
  return (packages.find((pkg) => pkg.is_popular) ?? packages[0])?.id ?? null
}

/** One plan as a card of the group: its name names the radio, the rest describes it. */
function PlanCard({ plan, locale }: { plan: Package; locale: string }) {
  return (
    <RadioCard.Item value={plan.id}>
      <RadioCard.ItemControl />
      <RadioCard.ItemContent>
        <RadioCard.ItemText className={planName}>{plan.name}</RadioCard.ItemText>
        <RadioCard.ItemDescription className={description}>
          {plan.is_popular ? (
            <span className={popularTag}>
              <Trans>Most popular</Trans>
            </span>
          ) : null}
          <span className={priceLine}>
            <bdi className={price}>{formatMoney(plan.price, locale)}</bdi>
            <span>
              <PlanPeriod durationDays={plan.duration_days} />
            </span>
          </span>
          {plan.description ? <span className={css({ display: 'block' })}>{plan.description}</span> : null}
          {plan.features.length > 0 ? (
            // A list inside the card's label: spans with list roles keep the label's content valid.
            <span role="list" className={featureList}>
              {plan.features.map((text) => (
                <span role="listitem" key={text} className={feature}>
                  {text}
                </span>
              ))}
            </span>
          ) : null}
        </RadioCard.ItemDescription>
      </RadioCard.ItemContent>
      <RadioCard.ItemHiddenInput />
    </RadioCard.Item>
  )
}

/**
 * `/pricing` (spec §2): the plans from the server as a group of cards, the learner's current
 * state (the subscription check the banners use), and Subscribe, which opens the checkout the
 * server returns by a full page load. The checkout comes back to `/payment/success` or
 * `/payment/failed`.
 */
export default function PricingPage({ title }: PageProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [, navigate] = useLocation()
  const fromAddress = new URLSearchParams(useSearch()).get('plan')
  const packages = useQuery(packagesQuery(locale))
  const check = useQuery(subscriptionCheckQuery)
  const [chosen, setChosen] = useState<string | null>(null)
  const subscribe = useMutation({
    ...subscribeMutation(),
    // The checkout is another page (spec §2): leave the app by a full page load.
    onSuccess: ({ checkout_url }) => leaveApp(checkout_url),
  })
  const { reset } = subscribe

  // Back from the checkout, the browser may restore this page as it was: busy. Make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [reset])

  const list = packages.data ?? []
  const selected =
    list.find((pkg) => pkg.id === chosen) ?? list.find((pkg) => pkg.id === initialChoice(list, fromAddress))
  const choose = (id: string | null) => {
    if (!id) return
    setChosen(id)
    // The address keeps the choice: back from the checkout, or reloaded, the page starts on it.
    navigate(`${paths.pricing.getHref()}?plan=${encodeURIComponent(id)}`, { replace: true })
  }
  const leaving = subscribe.isPending || subscribe.isSuccess
  const planName = selected?.name ?? ''

  return (
    <div className={page}>
      <PageHeader title={title} description={t`One price for the whole period, with everything included.`} />
      {check.data ? <CurrentPlanStatus check={check.data} locale={locale} /> : null}
      {packages.isError ? (
        <div
          role="alert"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
        >
          <p>
            <Trans>The plans could not be loaded.</Trans>
          </p>
          <Button type="button" variant="outline" onClick={() => void packages.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : packages.isPending ? (
        <div aria-busy="true" aria-label={t`Loading the plans`} role="group" className={skeletonGrid}>
          <span className={skeletonCard} />
          <span className={skeletonCard} />
          <span className={skeletonCard} />
        </div>
      ) : list.length === 0 ? (
        <p>
          <Trans>No plans are on offer right now. Please come back later.</Trans>
        </p>
      ) : (
        <form
          className={page}
          onSubmit={(event) => {
            event.preventDefault()
            if (selected && !leaving) subscribe.mutate(selected.id)
          }}
        >
          <RadioCard.Root
            name="plan"
            value={selected?.id ?? null}
            onValueChange={(details) => choose(details.value)}
            disabled={leaving}
            className={planColumns}
            style={
              {
                gridTemplateColumns: 'var(--plan-columns)',
                '--plan-columns-wide': `repeat(${Math.min(list.length, 3)}, minmax(0, 1fr))`,
              } as CSSProperties
            }
          >
            <RadioCard.Label>
              <Trans>Choose a plan</Trans>
            </RadioCard.Label>
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} locale={locale} />
            ))}
          </RadioCard.Root>
          <div className={footer}>
            <Button type="submit" size="lg" loading={leaving} disabled={!selected}>
              <Trans>Subscribe to {planName}</Trans>
            </Button>
            <p className={note}>
              <Trans>You pay on a secure checkout page, then come back here.</Trans>
            </p>
          </div>
        </form>
      )}
    </div>
  )
}
