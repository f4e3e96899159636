import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import type { Report } from '../api/report'
import { formatNumber } from '../report-format'
import { subjectName } from '../report-labels'
import { badge, ReportSection } from './report-section'

type Estimate = NonNullable<Report['estimated_score']>

/**
 * The estimated section score on the exam's 200–800 scale (evaluations only). Said to be an
 * estimate three times over: the heading, a badge, and a sentence on what it rests on.
 */
export function EstimatedScore({ estimate }: { estimate: Estimate }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const section = i18n._(subjectName[estimate.section])
  const score = formatNumber(estimate.score, locale)
  const min = formatNumber(estimate.min, locale)
  const max = formatNumber(estimate.max, locale)
  // Where the score sits on the scale, for the marker on the bar.
  const position = ((estimate.score - estimate.min) / (estimate.max - estimate.min)) * 100

  return (
    <ReportSection id="report-estimate" title={<Trans>Estimated {section} score</Trans>}>
      <div className={css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: '3' })}>
        <p className={css({ textStyle: '4xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>
          <bdi>{score}</bdi>
        </p>
        <p className={css({ color: 'fg.muted' })}>
          <Trans>
            on the <bdi>{min}</bdi>–<bdi>{max}</bdi> scale
          </Trans>
        </p>
        <span className={badge({ tone: 'neutral' })}>
          <Trans>Estimate</Trans>
        </span>
      </div>
      <div
        aria-hidden="true"
        className={css({
          position: 'relative',
          height: '2',
          bg: 'gray.4',
          borderRadius: 'l2',
          printColorAdjust: 'exact',
        })}
      >
        <span
          className={css({
            position: 'absolute',
            insetBlock: '-1',
            width: '1',
            bg: 'green.11',
            borderRadius: 'l1',
            printColorAdjust: 'exact',
          })}
          style={{ insetInlineStart: `calc(${position}% - 2px)` }}
        />
      </div>
      <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
        <Trans>
          An estimate from this evaluation alone, not an official score: the real exam has more questions and adapts to
          your answers.
        </Trans>
      </p>
    </ReportSection>
  )
}
