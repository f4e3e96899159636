import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import type { components } from '@common/api/schema.gen'
import { formatDate, formatMoney } from '~/lib/format'
import { paths } from '~/lib/paths'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { Table } from '~/ui/table'
import { billingQuery, type Payment } from '../api/billing'
import { SettingsLoading, SettingsPage, SettingsSection } from '../components/settings-page'

type Subscription = components['schemas']['Subscription']

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

function PaymentsTable({ payments, locale, busy }: { payments: Payment[]; locale: string; busy: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <Table.ScrollArea aria-label={t`Payments, newest first`}>
      <Table.Root size="sm" aria-busy={busy || undefined}>
        <Table.Head>
          <Table.Row>
            <Table.Header>
              <Trans>Date</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Plan</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Amount</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Status</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Reference</Trans>
            </Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {payments.map((payment) => {
            const date = payment.paid_at ?? payment.created_at
            return (
              <Table.Row key={payment.id}>
                <Table.Cell>
                  <time dateTime={date}>{formatDate(date, locale)}</time>
                </Table.Cell>
                <Table.Cell>{payment.package.name}</Table.Cell>
                <Table.Cell numeric>{formatMoney(payment.amount, locale)}</Table.Cell>
                <Table.Cell>
                  <span className={badge} data-tone={tone(payment.status)}>
                    {i18n._(paymentStatus[payment.status])}
                  </span>
                </Table.Cell>
                <Table.Cell>{payment.reference ? <bdi dir="ltr">{payment.reference}</bdi> : '—'}</Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
