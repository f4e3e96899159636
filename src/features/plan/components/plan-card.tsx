import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Card } from '~/ui/card'
import { Link } from 'wouter'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Progress } from '~/ui/progress'
import { planQuery, type Plan } from '../api/learning'
import { PLAN_SETTINGS_HREF } from '../plan-links'
import { cardTitle, lead } from './card-styles'
import { PlanTrend } from './plan-trend'

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '2',
})
const facts = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(2, minmax(0, 1fr))',
  },
  gap: '3',
})
const fact = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' })
const factTerm = css({ textStyle: 'sm', color: 'fg.muted' })
const factValue = css({ textStyle: { base: 'lg', md: 'xl' }, fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })
const progressHead = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })
const met = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'green.11', fontWeight: 'medium' })
const placeholder = css({ h: '40', borderRadius: 'l2', bg: 'bg.muted' })
// On a wide screen the trend sits beside the figures; on a phone, under them.
const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: { base: '4', lg: '8' },
  alignItems: 'start',
})
const column = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' })
const notice = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })

function PlanDetails({ plan }: { plan: Plan }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const number = new Intl.NumberFormat(locale)
  // The plan's day is a calendar day: read it at noon UTC so no time zone moves it.
  const testDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${plan.target_date}T12:00:00Z`),
  )
  const target = number.format(plan.target_score)
  const current = plan.current_score === null ? null : number.format(plan.current_score)
  const today = number.format(plan.today_count)
  const goal = number.format(plan.daily_goal)
  const { days_left: days, daily_goal: questions, streak_days: streak } = plan
  return (
    <div className={columns}>
      <div className={column}>
        <p className={lead}>
          <Trans>
            Test day: <bdi>{testDay}</bdi>. Target score: <bdi>{target}</bdi>.
          </Trans>
        </p>
        <dl className={facts}>
          <div className={fact}>
            <dt className={factTerm}>
              <Trans>Days left</Trans>
            </dt>
            <dd className={factValue}>
              <Plural value={days} _0="Test day is today" one="# day left" other="# days left" />
            </dd>
          </div>
          <div className={fact}>
            <dt className={factTerm}>
              <Trans>Daily goal</Trans>
            </dt>
            <dd className={factValue}>
              <Plural value={questions} one="# question a day" other="# questions a day" />
            </dd>
          </div>
          <div className={fact}>
            <dt className={factTerm}>
              <Trans>Streak</Trans>
            </dt>
            <dd className={factValue}>
              <Plural value={streak} _0="No streak yet" one="#-day streak" other="#-day streak" />
            </dd>
          </div>
        </dl>
        <Progress.Root value={Math.min(plan.today_count, plan.daily_goal)} max={Math.max(plan.daily_goal, 1)} size="md">
          <div className={progressHead}>
            <Progress.Label>
              <Trans>Today</Trans>
            </Progress.Label>
            <Progress.ValueText>
              {plan.goal_met_today ? (
                <span className={met}>
                  <Icon name="check" size="sm" />
                  <Trans>
                    Goal met: <bdi>{today}</bdi> of <bdi>{goal}</bdi>
                  </Trans>
                </span>
              ) : (
                <Trans>
                  <bdi>{today}</bdi> of <bdi>{goal}</bdi> questions
                </Trans>
              )}
            </Progress.ValueText>
          </div>
          <Progress.Track aria-valuetext={t`${today} of ${goal} questions`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </div>
      {plan.trend.length > 0 && current !== null ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={css({ fontWeight: 'medium' })}>
            <Trans>
              Your latest score: <bdi>{current}</bdi>, target <bdi>{target}</bdi>.
            </Trans>
          </p>
          <PlanTrend trend={plan.trend} target={plan.target_score} />
        </div>
      ) : (
        <p className={lead}>
          <Trans>Take a full-length test or both evaluations to see your score against the target.</Trans>
        </p>
      )}
    </div>
  )
}

/**
 * Home's plan to test day (issue 19): days left, the daily goal and today's progress toward it,
 * the streak of days that met it and the score trend against the target. Without a plan, an
 * invitation to set one in settings.
 */
export function PlanCard() {
  const plan = useQuery(planQuery)
  let body
  if (plan.isError)
    body = (
      <div role="alert" className={notice}>
        <p>
          <Trans>Your plan could not be loaded.</Trans>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void plan.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  else if (!plan.data) body = <div className={placeholder} aria-hidden />
  else if (!plan.data.plan)
    body = (
      <div className={notice}>
        <p className={lead}>
          <Trans>Set a test day and a target score to get a daily goal.</Trans>
        </p>
        <Button asChild variant="outline">
          <Link href={PLAN_SETTINGS_HREF}>
            <Icon name="target" />
            <Trans>Set your plan</Trans>
          </Link>
        </Button>
      </div>
    )
  else body = <PlanDetails plan={plan.data.plan} />

  return (
    <Card aria-labelledby="home-plan" aria-busy={plan.isPending}>
      <div className={header}>
        <h2 id="home-plan" className={cardTitle}>
          <Trans>Plan to test day</Trans>
        </h2>
        {plan.data?.plan ? (
          <Link href={PLAN_SETTINGS_HREF} className={css({ color: 'green.11', textDecoration: 'underline' })}>
            <Trans>Change the plan</Trans>
          </Link>
        ) : null}
      </div>
      {body}
    </Card>
  )
}
