import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import type { components } from '@common/api/schema.gen'
import { paths } from '~/lib/paths'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { billingQuery, type Payment } from '../api/billing'
import { SettingsLoading, SettingsPage, SettingsSection } from '../components/settings-page'

type Subscription = components['schemas']['Subscription']
type Money = components['schemas']['Money']

const subscriptionStatus: Record<Subscription['status'], MessageDescriptor> = {
  active: msg`Active`,
  scheduled: msg`Scheduled`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
}
const paymentStatus: Record<Payment['status'], MessageDescriptor> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  expired: msg`Expired`,
  refunded: msg`Refunded`,
}

/** Money is in minor units (openapi/README.md): the currency's own digits say where the point goes. */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso))
}

const linkButton = css({ alignSelf: 'flex-start' })
const badge = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'l2',
  textStyle: 'xs',
  fontWeight: 'semibold',
  bg: 'gray.3',
  color: 'gray.12',
  '&[data-tone=good]': { bg: 'green.3', color: 'green.12' },
  '&[data-tone=bad]': { bg: 'red.3', color: 'red.12' },
})
const tone = (status: string) =>
  status === 'active' || status === 'paid' ? 'good' : status === 'failed' || status === 'expired' ? 'bad' : 'neutral'

/** `/settings/billing`: the current plan (or trial) and the payments, dates and amounts in the page's language. */
export default function BillingPage({ title }: PageProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [page, setPage] = useState(1)
  const { data: billing, isPlaceholderData } = useQuery(billingQuery(page))

  return (
    <SettingsPage title={title} description={t`Your plan and your payments.`}>
      {billing ? (
        <>
          <SettingsSection id="plan-title" title={<Trans>Current plan</Trans>}>
            <CurrentPlan subscription={billing.current_subscription} locale={locale} />
            <Button asChild variant="outline" className={linkButton}>
              <Link href={paths.pricing.getHref()}>
                {billing.current_subscription && !billing.current_subscription.is_trial ? (
                  <Trans>See all plans</Trans>
                ) : (
                  <Trans>Choose a plan</Trans>
                )}
              </Link>
            </Button>
          </SettingsSection>
          <SettingsSection id="payments-title" title={<Trans>Payments</Trans>}>
            {billing.payments.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>
                <Trans>No payments yet. When you buy a plan, its payment shows here.</Trans>
              </p>
            ) : (
              <PaymentsTable payments={billing.payments} locale={locale} busy={isPlaceholderData} />
            )}
            {billing.meta.last_page > 1 && (
              <nav
                aria-label={t`Payment pages`}
                className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
              >
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <Trans>Previous</Trans>
                </Button>
                <span>
                  <Trans>
                    Page {billing.meta.page} of {billing.meta.last_page}
                  </Trans>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= billing.meta.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  <Trans>Next</Trans>
                </Button>
              </nav>
            )}
          </SettingsSection>
        </>
      ) : (
        <SettingsLoading />
      )}
    </SettingsPage>
  )
}

function CurrentPlan({ subscription, locale }: { subscription: Subscription | null; locale: string }) {
  const { i18n } = useLingui()
  if (!subscription)
    return (
      <p>
        <Trans>You have no active plan. Choose one to keep practising.</Trans>
      </p>
    )
  const start = formatDate(subscription.start_date, locale)
  const end = formatDate(subscription.end_date, locale)
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '2' })}>
      <dt className={css({ color: 'fg.muted' })}>
        <Trans>Plan</Trans>
      </dt>
      <dd
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontWeight: 'semibold' })}
      >
        {subscription.package?.name ?? <Trans>Free trial</Trans>}
        <span className={badge} data-tone={tone(subscription.status)}>
          {i18n._(subscriptionStatus[subscription.status])}
        </span>
      </dd>
      <dt className={css({ color: 'fg.muted' })}>
        <Trans>Started</Trans>
      </dt>
      <dd>
        <time dateTime={subscription.start_date}>{start}</time>
      </dd>
      <dt className={css({ color: 'fg.muted' })}>
        <Trans>Ends</Trans>
      </dt>
      <dd>
        <time dateTime={subscription.end_date}>{end}</time>
      </dd>
    </dl>
  )
}

const cell = css({ px: '3', py: '2', textAlign: 'start', borderBlockEndWidth: '1px', borderColor: 'border.subtle' })
const headCell = css({ color: 'fg.muted', fontWeight: 'medium', textStyle: 'sm' })

function PaymentsTable({ payments, locale, busy }: { payments: Payment[]; locale: string; busy: boolean }) {
  const { t, i18n } = useLingui()
  return (
    // A narrow screen scrolls the table sideways; the region can be focused so the keyboard scrolls it too.
    <div
      role="region"
      aria-label={t`Payments, newest first`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
      className={css({ overflowX: 'auto', _focusVisible: { outline: '2px solid', outlineColor: 'green.11' } })}
    >
      <table aria-busy={busy || undefined} className={css({ width: 'full', borderCollapse: 'collapse' })}>
        <thead>
          <tr>
            <th scope="col" className={cell + ' ' + headCell}>
              <Trans>Date</Trans>
            </th>
            <th scope="col" className={cell + ' ' + headCell}>
              <Trans>Plan</Trans>
            </th>
            <th scope="col" className={cell + ' ' + headCell}>
              <Trans>Amount</Trans>
            </th>
            <th scope="col" className={cell + ' ' + headCell}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={cell + ' ' + headCell}>
              <Trans>Reference</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const date = payment.paid_at ?? payment.created_at
            return (
              <tr key={payment.id}>
                <td className={cell}>
                  <time dateTime={date}>{formatDate(date, locale)}</time>
                </td>
                <td className={cell}>{payment.package.name}</td>
                <td className={cell + ' ' + css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>
                  {formatMoney(payment.amount, locale)}
                </td>
                <td className={cell}>
                  <span className={badge} data-tone={tone(payment.status)}>
                    {i18n._(paymentStatus[payment.status])}
                  </span>
                </td>
                <td className={cell}>{payment.reference ? <bdi dir="ltr">{payment.reference}</bdi> : '—'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
