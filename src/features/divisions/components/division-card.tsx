import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { RoundPointsBar } from './quiz-result'
import type { Division } from '../api/divisions'
import { divisionTestHref } from '../division-links'

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
})
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})
const title = css({ textStyle: 'xl', fontWeight: 'semibold' })
const level = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '3',
  py: '1',
  borderRadius: 'full',
  bg: 'green.3',
  color: 'green.12',
  fontWeight: 'semibold',
  textStyle: 'sm',
})
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
})
const term = css({ color: 'fg.muted', textStyle: 'sm' })
const figure = css({ fontWeight: 'semibold', textStyle: 'lg', fontVariantNumeric: 'tabular-nums' })
const band = css({ display: 'flex', justifyContent: 'space-between', gap: '3', color: 'fg.muted', textStyle: 'sm' })
const outcome = css({ p: '3', borderRadius: 'l2', textStyle: 'sm', fontWeight: 'medium' })
const outcomeTone = {
  promoted: css({ bg: 'green.3', color: 'green.12' }),
  eligible_for_promotion: css({ bg: 'green.3', color: 'green.12' }),
  stayed: css({ bg: 'gray.3', color: 'gray.12' }),
  relegated: css({ bg: 'amber.3', color: 'amber.12' }),
  in_level: css({ bg: 'gray.3', color: 'gray.12' }),
}

/**
 * One subject's division (spec §2 "/divisions"): level, points in the round against the band,
 * quiz number, solved and remaining quizzes, points to promotion, the last outcome, and the way
 * into the next quiz or the Short Test.
 */
export function DivisionCard({ division }: { division: Division }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const format = (value: number) => new Intl.NumberFormat(locale).format(value)
  const headingId = `division-${division.subject}`
  const keep = format(division.min_points)
  const promotion = format(division.promotion_threshold)
  const toPromotion = format(division.points_to_promotion)
  const levelNumber = division.level
  const quizNumber = format(division.quiz_number)
  const perLevel = format(division.quizzes_per_level)
  const eligible = division.status === 'eligible_for_promotion'
  const message = division.last_result?.message

  return (
    <section aria-labelledby={headingId} className={card}>
      <div className={header}>
        <h2 id={headingId} className={title}>
          {division.subject_name}
        </h2>
        <span className={level}>
          <Icon name="trophy" size="sm" />
          <Trans>
            Level <bdi>{levelNumber}</bdi>
          </Trans>
        </span>
      </div>

      {message && (
        <p role="status" className={`${outcome} ${outcomeTone[division.status]}`}>
          {message}
        </p>
      )}

      <RoundPointsBar division={division} />
      <p className={band}>
        <span>
          <Trans>
            Keep the level: <bdi>{keep}</bdi>
          </Trans>
        </span>
        <span>
          <Trans>
            Promotion: <bdi>{promotion}</bdi>
          </Trans>
        </span>
      </p>

      <dl className={facts}>
        <div>
          <dt className={term}>
            <Trans>Current quiz</Trans>
          </dt>
          <dd className={figure}>
            {eligible ? (
              <Trans>Short Test</Trans>
            ) : (
              <Trans>
                <bdi>{quizNumber}</bdi> of <bdi>{perLevel}</bdi>
              </Trans>
            )}
          </dd>
        </div>
        <div>
          <dt className={term}>
            <Trans>Solved quizzes</Trans>
          </dt>
          <dd className={figure}>
            <bdi>{format(division.solved_quizzes)}</bdi>
          </dd>
        </div>
        <div>
          <dt className={term}>
            <Trans>Remaining quizzes</Trans>
          </dt>
          <dd className={figure}>
            <bdi>{format(division.remaining_quizzes)}</bdi>
          </dd>
        </div>
        <div>
          <dt className={term}>
            <Trans>Points to level up</Trans>
          </dt>
          <dd className={figure}>
            <bdi>{toPromotion}</bdi>
          </dd>
        </div>
      </dl>

      <Button asChild className={css({ alignSelf: 'flex-start' })}>
        <Link href={divisionTestHref(division.subject)} aria-describedby={headingId}>
          {eligible
            ? division.short_test_quiz_id
              ? t`Resume the Short Test`
              : t`Take the Short Test`
            : division.current_quiz_id
              ? t`Resume quiz ${quizNumber}`
              : t`Start quiz ${quizNumber}`}
        </Link>
      </Button>
    </section>
  )
}
