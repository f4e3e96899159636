import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { HomeFullTestCard } from '~/features/full-test'
import { PlanCard, SkillMapSection, WeakSpotsCard } from '~/features/plan'
import { useCurrentUser } from '~/features/session'
import { Button } from '~/ui/button'
import { Icon, type IconName } from '~/ui/icon'
import { EyebrowPlaceholder, PageHeader } from '~/ui/page-header'
import { homeStatisticsQuery, type HomeStatistics } from '../api/statistics'
import { ProgressSection } from '../components/progress-section'

// Issue 19's cards load after the page's own code (the plan's are lazy in its index), each
// holding its place meanwhile.
const DueReviewCard = lazy(() => import('~/features/mistakes').then((module) => ({ default: module.DueReviewCard })))

const page = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const cardPlaceholder = css({ borderRadius: 'l3', bg: 'bg.muted' })
// The plan's and the weak spots' cards as a learner without a plan or an evaluation sees them: on a
// phone, taller than the screen below the heading, so what comes after them is out of view meanwhile.
const nextStepsPlaceholder = css({ h: { base: '38rem', lg: '32rem' } })
const sectionTitle = css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' })
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
})
const tile = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
})
const term = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', textStyle: 'sm' })
const figure = css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
// The way into divisions (issue 16: nothing on home or in the navigation led there).
const divisionsCard = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
})
// Inline-block: it takes the figure's room, so the tiles keep their height when the totals arrive (no shift).
const skeleton = css({
  display: 'inline-block',
  verticalAlign: 'middle',
  h: '8',
  w: '16',
  borderRadius: 'l2',
  bg: 'bg.muted',
})

type Total = { key: keyof HomeStatistics; icon: IconName; label: ReactNode }

/** One total: what it counts and its value (a placeholder while the totals load). */
function Figure({ icon, label, value }: { icon: IconName; label: ReactNode; value: string | null }) {
  return (
    <div className={tile}>
      <dt className={term}>
        <Icon name={icon} size="sm" />
        {label}
      </dt>
      <dd className={figure}>{value === null ? <span className={skeleton} aria-hidden /> : <bdi>{value}</bdi>}</dd>
    </div>
  )
}

/**
 * `/home` (spec §2): the learner's totals of questions, practices, evaluations and divisions, the
 * three kinds of points, and the way into an evaluation or a practice; then the progress chart of
 * the last finished tests (issue 7).
 */
export default function HomePage({ title, description }: PageProps) {
  const { locale } = useLocale()
  const firstName = useCurrentUser().data?.first_name
  const statistics = useQuery(homeStatisticsQuery)
  const format = (value: number) => new Intl.NumberFormat(locale).format(value)
  const activity: Total[] = [
    { key: 'questions', icon: 'pencil', label: <Trans>Questions answered</Trans> },
    { key: 'practices', icon: 'target', label: <Trans>Practices</Trans> },
    { key: 'evaluations', icon: 'clock', label: <Trans>Evaluations</Trans> },
    { key: 'divisions', icon: 'trophy', label: <Trans>Division quizzes</Trans> },
  ]
  const points: Total[] = [
    { key: 'practice_points', icon: 'target', label: <Trans>Practice points</Trans> },
    { key: 'evaluate_points', icon: 'clock', label: <Trans>Evaluate points</Trans> },
    { key: 'division_points', icon: 'trophy', label: <Trans>Division points</Trans> },
  ]
  const totals = (items: Total[]) =>
    items.map((item) => (
      <Figure
        key={item.key}
        icon={item.icon}
        label={item.label}
        value={statistics.data ? format(statistics.data[item.key]) : null}
      />
    ))

  return (
    <div className={page}>
      <PageHeader
        title={title}
        description={description}
        eyebrow={
          firstName ? (
            // The name in its own direction: a Latin name in an Arabic sentence keeps the full stop after it.
            <Trans>
              Hello, <bdi>{firstName}</bdi>.
            </Trans>
          ) : (
            <EyebrowPlaceholder />
          )
        }
        actions={
          <div className={actions}>
            <Button asChild>
              <Link href={paths.evaluate.getHref()}>
                <Trans>Start an evaluation</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.practice.getHref()}>
                <Trans>Start a practice</Trans>
              </Link>
            </Button>
          </div>
        }
      />
      {/*
        A learner's next steps first: the plan and the reviews due, then the weak spots, then the map.
        The three cards come from three chunks and show together, in one placeholder's place: one at a
        time, each would move the one below it as it replaced its own placeholder (CLS 0.058 on a phone).
      */}
      <Suspense fallback={<div className={cx(cardPlaceholder, nextStepsPlaceholder)} aria-hidden />}>
        <div className={page}>
          <PlanCard />
          <DueReviewCard />
          <WeakSpotsCard />
        </div>
      </Suspense>
      {statistics.isError ? (
        <div
          role="alert"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
        >
          <p>
            <Trans>Your totals could not be loaded.</Trans>
          </p>
          <Button type="button" variant="outline" onClick={() => void statistics.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="home-activity" aria-busy={statistics.isPending}>
            <h2 id="home-activity" className={sectionTitle}>
              <Trans>Your activity</Trans>
            </h2>
            <dl className={grid}>{totals(activity)}</dl>
          </section>
          <section aria-labelledby="home-points" aria-busy={statistics.isPending}>
            <h2 id="home-points" className={sectionTitle}>
              <Trans>Your points</Trans>
            </h2>
            <dl className={grid}>{totals(points)}</dl>
          </section>
        </>
      )}
      <section aria-labelledby="home-divisions" className={divisionsCard}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h2 id="home-divisions" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
            <Trans>Divisions</Trans>
          </h2>
          <p className={css({ color: 'fg.muted' })}>
            <Trans>Climb the levels: take a division's quizzes, earn points, and pass its short test to move up.</Trans>
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href={paths.divisions.getHref()}>
            <Icon name="trophy" />
            <Trans>Go to divisions</Trans>
          </Link>
        </Button>
      </section>
      <HomeFullTestCard />
      <Suspense fallback={<div className={cx(cardPlaceholder, css({ h: '96' }))} aria-hidden />}>
        <SkillMapSection />
      </Suspense>
      <ProgressSection />
    </div>
  )
}
