import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link, useSearch } from 'wouter'
import { isApiError } from '~/api/api-error'
import { paths } from '~/lib/paths'
import { formatDate, formatMoney } from '~/lib/format'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { Icon, type IconName } from '~/ui/icon'
import { PageHeader } from '~/ui/page-header'
import { invalidateAfterPayment, paymentQuery, subscriptionHistoryQuery, type Payment } from '../api/pricing'

type Tone = 'good' | 'bad' | 'wait'
const toneIcon: Record<Tone, IconName> = { good: 'trophy', bad: 'alert', wait: 'clock' }

const page = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '2xl' })
const message = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderRadius: 'l3',
  // Step-12 text on step-3 backgrounds: AA contrast.
  '&[data-tone=good]': { bg: 'green.3', color: 'green.12', borderColor: 'green.6' },
  '&[data-tone=bad]': { bg: 'red.3', color: 'red.12', borderColor: 'red.6' },
  '&[data-tone=wait]': { bg: 'amber.3', color: 'amber.12', borderColor: 'amber.6' },
})
const details = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '6',
  rowGap: '2',
  '& dt': { color: 'fg.muted' },
})
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })

export interface PaymentOutcomeProps {
  /** Where the checkout sent the learner: the heading until the server has answered, and without a payment. */
  title: string
  /** The page the checkout returned to; only decides the buttons when there is no payment to read. */
  returnedTo: 'success' | 'failed'
}

/** The message under the heading: an icon and what happened, in the tone of the outcome. */
function Message({ tone, children, live }: { tone: Tone; children: ReactNode; live?: 'status' | 'alert' }) {
  return (
    <div className={message} data-tone={tone} role={live}>
      <Icon name={toneIcon[tone]} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })}>{children}</div>
    </div>
  )
}

function HomeButton({ primary = false }: { primary?: boolean }) {
  return (
    <Button asChild variant={primary ? 'solid' : 'outline'}>
      <Link href={paths.home.getHref()}>
        <Trans>Go to home</Trans>
      </Link>
    </Button>
  )
}

function TryAgainButton({ payment }: { payment?: Payment }) {
  // Back to the plans, on the plan of this payment.
  const href = payment
    ? `${paths.pricing.getHref()}?plan=${encodeURIComponent(payment.package.id)}`
    : paths.pricing.getHref()
  return (
    <Button asChild>
      <Link href={href}>
        <Trans>Try again</Trans>
      </Link>
    </Button>
  )
}

function BillingButton() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.settingsBilling.getHref()}>
        <Trans>See billing</Trans>
      </Link>
    </Button>
  )
}

/** A paid payment: the plan, what was paid and the period it bought (from the subscription history). */
function Paid({ payment, locale }: { payment: Payment; locale: string }) {
  const history = useQuery({ ...subscriptionHistoryQuery(locale), enabled: Boolean(payment.subscription_id) })
  const period = history.data?.data.find((subscription) => subscription.id === payment.subscription_id)
  const plan = payment.package.name
  const startDate = period ? <time dateTime={period.start_date}>{formatDate(period.start_date, locale)}</time> : null
  const endDate = period ? <time dateTime={period.end_date}>{formatDate(period.end_date, locale)}</time> : null
  // Bought while a paid plan runs: the server queues the new period after it.
  const startsLater = period?.status === 'scheduled'
  return (
    <>
      <Message tone="good" live="status">
        <p className={css({ fontWeight: 'semibold' })}>
          <Trans>Thank you. Your payment went through.</Trans>
        </p>
        <p>
          {!period ? (
            <Trans>Your billing page shows when your {plan} plan runs.</Trans>
          ) : startsLater ? (
            <Trans>
              Your {plan} plan starts on {startDate}, when your current plan ends, and runs until {endDate}.
            </Trans>
          ) : (
            <Trans>
              Your {plan} plan is active until {endDate}.
            </Trans>
          )}
        </p>
      </Message>
      <dl className={details}>
        <dt>
          <Trans>Plan</Trans>
        </dt>
        <dd className={css({ fontWeight: 'semibold' })}>{plan}</dd>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <bdi>{formatMoney(payment.amount, locale)}</bdi>
        </dd>
        {period ? (
          <>
            <dt>
              <Trans>Access until</Trans>
            </dt>
            <dd>{endDate}</dd>
          </>
        ) : null}
        {payment.reference ? (
          <>
            <dt>
              <Trans>Reference</Trans>
            </dt>
            <dd>
              <bdi dir="ltr">{payment.reference}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={actions}>
        <HomeButton primary />
        <BillingButton />
      </div>
    </>
  )
}

/**
 * What a checkout came back with (`/payment/success` and `/payment/failed`): the payment as the
 * server has it, never the return address's word. Paid shows the plan and its new end date and
 * makes the banners check again; pending waits (the payment is read again until it settles);
 * failed or expired gives the reason and Try again; an unknown payment says so.
 */
export function PaymentOutcome({ title, returnedTo }: PaymentOutcomeProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const paymentId = new URLSearchParams(useSearch()).get('payment_id') ?? ''
  const payment = useQuery({ ...paymentQuery(paymentId, locale), enabled: paymentId !== '' })
  const status = payment.data?.status
  const settled = status !== undefined && status !== 'pending'

  // A settled payment changed the subscription (paid), billing and the notifications.
  useEffect(() => {
    if (settled) invalidateAfterPayment(queryClient)
  }, [settled, paymentId, queryClient])

  if (paymentId === '' || (payment.isError && isApiError(payment.error) && payment.error.status < 500))
    return (
      <div className={page}>
        <PageHeader title={t`Payment not found`} />
        <Message tone="bad" live="alert">
          <p>
            {paymentId === '' ? (
              <Trans>This address does not say which payment it is about.</Trans>
            ) : (
              <Trans>
                We could not find this payment. It may belong to another account, or its link is incomplete.
              </Trans>
            )}
          </p>
          <p>
            <Trans>Your billing page lists every payment you made.</Trans>
          </p>
        </Message>
        <div className={actions}>
          {returnedTo === 'failed' ? <TryAgainButton /> : null}
          <BillingButton />
          <HomeButton />
        </div>
      </div>
    )

  if (payment.isError)
    return (
      <div className={page}>
        <PageHeader title={title} />
        <Message tone="bad" live="alert">
          <p>
            <Trans>The payment could not be loaded, so we cannot tell you how it went yet.</Trans>
          </p>
        </Message>
        <div className={actions}>
          <Button type="button" onClick={() => void payment.refetch()}>
            <Trans>Try again</Trans>
          </Button>
          <HomeButton />
        </div>
      </div>
    )

  if (!payment.data)
    return (
      <div className={page} aria-busy="true">
        <PageHeader title={t`Checking your payment`} />
        <p className={css({ color: 'fg.muted' })}>
          <Trans>Asking the server how the payment went…</Trans>
        </p>
      </div>
    )

  const data = payment.data
  const plan = data.package.name
  const amount = <bdi>{formatMoney(data.amount, locale)}</bdi>

  if (data.status === 'paid')
    return (
      <div className={page}>
        <PageHeader title={t`Payment successful`} />
        <Paid payment={data} locale={locale} />
      </div>
    )

  if (data.status === 'pending')
    return (
      <div className={page}>
        <PageHeader title={t`Payment pending`} />
        <Message tone="wait" live="status">
          <p className={css({ fontWeight: 'semibold' })}>
            <Trans>
              Your payment of {amount} for the {plan} plan is not confirmed yet.
            </Trans>
          </p>
          <p>
            <Trans>This page updates by itself as soon as the payment provider confirms it.</Trans>
          </p>
        </Message>
        <div className={actions}>
          <HomeButton />
          <BillingButton />
        </div>
      </div>
    )

  return (
    <div className={page}>
      <PageHeader title={t`Payment failed`} />
      <Message tone="bad" live="alert">
        <p className={css({ fontWeight: 'semibold' })}>
          {data.status === 'expired' ? (
            <Trans>The checkout closed before the payment was made.</Trans>
          ) : (
            <Trans>The payment for the {plan} plan was declined.</Trans>
          )}
        </p>
        <p>
          <Trans>Nothing was charged, and your subscription has not changed.</Trans>
        </p>
      </Message>
      <div className={actions}>
        <TryAgainButton payment={data} />
        <HomeButton />
      </div>
    </div>
  )
}
