import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import type { Report } from '../api/report'
import { formatClock, formatNumber, formatPercent } from '../report-format'
import { pointsTotalName } from '../report-labels'
import { ReportSection } from './report-section'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
  _print: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
})
const tile = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const term = css({ color: 'fg.muted', textStyle: 'sm' })
const value = css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })
const detail = css({ color: 'fg.muted', textStyle: 'sm' })

/** One figure of the summary: its value, what it is, and a line of detail. */
function Figure({ label, children, note }: { label: ReactNode; children: ReactNode; note?: ReactNode }) {
  return (
    <div className={tile}>
      <dt className={term}>{label}</dt>
      <dd className={value}>{children}</dd>
      {note ? <dd className={detail}>{note}</dd> : null}
    </div>
  )
}

/** Score, correct answers X of Y, time used and the points collected (spec §2, "report summary"). */
export function ReportSummary({ report }: { report: Report }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const { summary, points } = report
  const correct = formatNumber(summary.correct, locale)
  const total = formatNumber(summary.total, locale)
  const wrong = formatNumber(summary.wrong, locale)
  const unanswered = formatNumber(summary.unanswered, locale)
  const used = formatClock(summary.duration_seconds, locale)
  const limit = summary.time_limit_seconds === null ? null : formatClock(summary.time_limit_seconds, locale)
  const categoryTotal = formatNumber(points.category_total, locale)

  return (
    <ReportSection id="report-summary" title={<Trans>Summary</Trans>}>
      <dl className={grid}>
        <Figure label={<Trans>Score</Trans>}>
          <bdi>{formatPercent(summary.percentage, locale)}</bdi>
        </Figure>
        <Figure
          label={<Trans>Correct answers</Trans>}
          note={
            <Trans>
              <bdi>{wrong}</bdi> wrong, <bdi>{unanswered}</bdi> unanswered
            </Trans>
          }
        >
          <Trans>
            <bdi>{correct}</bdi> of <bdi>{total}</bdi>
          </Trans>
        </Figure>
        <Figure
          label={<Trans>Time used</Trans>}
          note={
            limit === null ? (
              <Trans>No time limit</Trans>
            ) : (
              <Trans>
                of <bdi dir="ltr">{limit}</bdi> allowed
              </Trans>
            )
          }
        >
          {/* A clock is never mirrored. */}
          <bdi dir="ltr">{used}</bdi>
        </Figure>
        <Figure
          label={<Trans>Points collected</Trans>}
          note={
            <>
              {i18n._(pointsTotalName[points.category])}: <bdi>{categoryTotal}</bdi>
            </>
          }
        >
          <bdi>{formatNumber(points.earned, locale)}</bdi>
        </Figure>
      </dl>
    </ReportSection>
  )
}
