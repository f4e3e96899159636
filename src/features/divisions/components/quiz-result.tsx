import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { reportQuery } from '~/features/report'
import { useLocale } from '~/i18n/locale-context'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Progress } from '~/ui/progress'
import type { Division } from '../api/divisions'

const scoreList = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
  width: 'full',
})
const scoreItem = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  borderRadius: 'l2',
  bg: 'gray.2',
  borderWidth: '1px',
  borderColor: 'border.subtle',
})
const term = css({ color: 'fg.muted', textStyle: 'sm' })
const figure = css({ fontWeight: 'semibold', textStyle: 'xl', fontVariantNumeric: 'tabular-nums' })
const detail = css({ color: 'fg.muted', textStyle: 'sm' })
const muted = css({ color: 'fg.muted' })

/** Focuses a heading when it appears: the quiz screen it replaces took the focus with it. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}

/**
 * The score of a finished division quiz or Short Test, from its report: correct of total (with
 * the percentage) and the points it earned. Its own failure is quiet: the report link stays.
 */
export function QuizScore({
  quizId,
  titled = false,
}: {
  quizId: string
  /** Names the quiz above the score (after a round or Short Test). @default false */ titled?: boolean
}) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const report = useQuery(reportQuery(quizId, locale))
  const format = (value: number) => new Intl.NumberFormat(locale).format(value)
  if (report.isPending)
    return (
      <p className={muted}>
        <Trans>Loading your score…</Trans>
      </p>
    )
  if (report.isError)
    return (
      <p className={muted}>
        <Trans>Your score could not be loaded. The report has it.</Trans>
      </p>
    )
  const { summary, points } = report.data
  const correct = format(summary.correct)
  const total = format(summary.total)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    summary.percentage / 100,
  )
  const earned = format(points.earned)
  const list = (
    <dl className={scoreList}>
      <div className={scoreItem}>
        <dt className={term}>
          <Trans>Score</Trans>
        </dt>
        <dd className={figure}>
          <Trans>
            <bdi>{correct}</bdi> of <bdi>{total}</bdi> correct
          </Trans>
        </dd>
        <dd className={detail}>
          <bdi>{percent}</bdi>
        </dd>
      </div>
      <div className={scoreItem}>
        <dt className={term}>
          <Trans>Points earned</Trans>
        </dt>
        <dd className={figure}>
          <Trans>
            <bdi dir="ltr">+{earned}</bdi> points
          </Trans>
        </dd>
      </div>
    </dl>
  )
  if (!titled) return list
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', width: 'full' })}>
      <h3 className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>
        {report.data.kind === 'short_test' ? t`Your Short Test` : t`Your last quiz`}
      </h3>
      {list}
    </div>
  )
}

/** The round's points against its maximum, and what is left to the promotion threshold. */
/** The round's points against the level's maximum, as a labelled bar (the divisions card and the result). */
export function RoundPointsBar({ division }: { division: Division }) {
  const { locale } = useLocale()
  const format = (value: number) => new Intl.NumberFormat(locale).format(value)
  const points = format(division.points)
  const max = format(division.max_points)
  return (
    <Progress.Root value={division.points} min={0} max={division.max_points}>
      <Progress.Label className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
        <Trans>Points in this round</Trans>
      </Progress.Label>
      <Progress.ValueText>
        <Trans>
          <bdi>{points}</bdi> of <bdi>{max}</bdi>
        </Trans>
      </Progress.ValueText>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}

export function RoundProgress({ division }: { division: Division }) {
  const { locale } = useLocale()
  const format = (value: number) => new Intl.NumberFormat(locale).format(value)
  const toPromotion = format(division.points_to_promotion)
  const solved = format(division.solved_quizzes)
  const perLevel = format(division.quizzes_per_level)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', width: 'full' })}>
      <RoundPointsBar division={division} />
      <p className={detail}>
        {division.solved_quizzes >= division.quizzes_per_level ? (
          <Trans>
            Quizzes done: <bdi>{solved}</bdi> of <bdi>{perLevel}</bdi>. The round is complete.
          </Trans>
        ) : division.points_to_promotion > 0 ? (
          <Trans>
            Quizzes done: <bdi>{solved}</bdi> of <bdi>{perLevel}</bdi>. Points to level up: <bdi>{toPromotion}</bdi>.
          </Trans>
        ) : (
          <Trans>
            Quizzes done: <bdi>{solved}</bdi> of <bdi>{perLevel}</bdi>. You have the points to level up: finish the
            round to take the Short Test.
          </Trans>
        )}
      </p>
    </div>
  )
}

export interface QuizResultPanelProps {
  /** The division as the server has it after the quiz. */
  division: Division
  /** The quiz that just ended (its score and report). */
  quizId: string
  /** The next quiz is being started. @default false */
  starting?: boolean
  /** Starts the next quiz of the round. */
  onNext: () => void
  /** Extra actions after the report link (the way back to the divisions). */
  children?: ReactNode
}

/**
 * After a division quiz that does not end the round: the quiz's score and points, the round's
 * progress, "Next quiz" and the report.
 */
export function QuizResultPanel({ division, quizId, starting = false, onNext, children }: QuizResultPanelProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const format = (value: number) => new Intl.NumberFormat(locale).format(value)
  const done = format(division.solved_quizzes)
  const perLevel = format(division.quizzes_per_level)
  const subjectName = division.subject_name
  const levelNumber = division.level
  return (
    <section
      aria-labelledby="division-quiz-result"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        alignItems: 'flex-start',
        p: { base: '4', md: '6' },
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l3',
        bg: 'bg.default',
        maxW: '2xl',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <span
          className={css({
            display: 'inline-flex',
            p: '2',
            borderRadius: 'full',
            bg: 'green.3',
            color: 'green.11',
          })}
        >
          <Icon name="check" size="md" />
        </span>
        <div>
          <p className={detail}>
            <Trans>
              {subjectName}, level <bdi>{levelNumber}</bdi>
            </Trans>
          </p>
          <h2
            id="division-quiz-result"
            ref={heading}
            tabIndex={-1}
            className={css({ textStyle: 'xl', fontWeight: 'semibold', _focusVisible: { outline: 'none' } })}
          >
            <Trans>
              Quiz <bdi>{done}</bdi> of <bdi>{perLevel}</bdi> done
            </Trans>
          </h2>
        </div>
      </div>
      <QuizScore quizId={quizId} />
      <RoundProgress division={division} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button loading={starting} onClick={onNext}>
          {t`Next quiz`}
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.evaluateReport.getHref(quizId)}>
            <Trans>See the report</Trans>
          </Link>
        </Button>
        {children}
      </div>
    </section>
  )
}
