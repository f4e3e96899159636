import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import type { PlanTrendPoint } from '../api/learning'
import { SCORE_MAX, SCORE_MIN } from '../plan-draft'

const WIDTH = 320
const HEIGHT = 120
const PAD = { x: 12, top: 10, bottom: 10 }

const chart = css({ display: 'block', width: 'full', height: 'auto', color: 'green.11' })
// The width limit on the left-to-right box, so the page's direction places it (on the right in Arabic).
const chartBox = css({ maxWidth: 'lg' })
const rangeLine = css({ stroke: 'green.7' })
const targetLine = css({ stroke: 'amber.10' })
const hollow = css({ fill: 'bg.default' })
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
  textStyle: 'sm',
  color: 'fg.muted',
})
const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const srOnly = css({ srOnly: true })

/** The point's picture: a full test filled, an evaluation hollow (told apart without colour). */
function Dot({ x, y, source }: { x: number; y: number; source: PlanTrendPoint['source'] }) {
  return (
    <circle
      cx={x}
      cy={y}
      r="4.5"
      stroke="currentColor"
      strokeWidth="2"
      fill="currentColor"
      className={source === 'evaluation' ? hollow : undefined}
    />
  )
}

/**
 * The plan's score trend, oldest to newest from left to right in both languages (a time axis, as
 * home's progress chart), each score with its range, against the target's dashed line. A picture
 * of the list under it, which is what a screen reader reads.
 */
export function PlanTrend({ trend, target }: { trend: readonly PlanTrendPoint[]; target: number }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const number = new Intl.NumberFormat(locale)
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' })
  const low = Math.max(SCORE_MIN, Math.min(target, ...trend.map((point) => point.low)) - 40)
  const high = Math.min(SCORE_MAX, Math.max(target, ...trend.map((point) => point.high)) + 40)
  const y = (score: number) => PAD.top + ((high - score) / (high - low || 1)) * (HEIGHT - PAD.top - PAD.bottom)
  const step = trend.length > 1 ? (WIDTH - 2 * PAD.x) / (trend.length - 1) : 0
  const x = (index: number) => (trend.length > 1 ? PAD.x + index * step : WIDTH / 2)
  const line = trend.map((point, index) => `${x(index).toFixed(1)},${y(point.score).toFixed(1)}`).join(' ')

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div dir="ltr" aria-hidden className={chartBox}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={chart} focusable="false">
          <line
            x1="0"
            x2={WIDTH}
            y1={y(target)}
            y2={y(target)}
            strokeWidth="2"
            strokeDasharray="6 4"
            className={targetLine}
          />
          {trend.map((point, index) => (
            <line
              key={`range-${point.at}`}
              x1={x(index)}
              x2={x(index)}
              y1={y(point.low)}
              y2={y(point.high)}
              strokeWidth="6"
              strokeLinecap="round"
              className={rangeLine}
            />
          ))}
          {trend.length > 1 ? <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" /> : null}
          {trend.map((point, index) => (
            <Dot key={point.at} x={x(index)} y={y(point.score)} source={point.source} />
          ))}
        </svg>
      </div>
      <ul className={legend} aria-hidden>
        <li className={legendItem}>
          <svg width="14" height="14" viewBox="0 0 14 14" className={css({ color: 'green.11' })}>
            <Dot x={7} y={7} source="full_test" />
          </svg>
          <Trans>Full-length test</Trans>
        </li>
        <li className={legendItem}>
          <svg width="14" height="14" viewBox="0 0 14 14" className={css({ color: 'green.11' })}>
            <Dot x={7} y={7} source="evaluation" />
          </svg>
          <Trans>Evaluations</Trans>
        </li>
        <li className={legendItem}>
          <svg width="24" height="8" viewBox="0 0 24 8">
            <line x1="0" x2="24" y1="4" y2="4" strokeWidth="2" strokeDasharray="6 4" className={targetLine} />
          </svg>
          <Trans>Target</Trans>
        </li>
      </ul>
      <ol className={srOnly} aria-label={t`Your scores, oldest first`}>
        {trend.map((point) => {
          const date = day.format(new Date(point.at))
          const score = number.format(point.score)
          const range = `${number.format(point.low)}–${number.format(point.high)}`
          return (
            <li key={point.at}>
              {point.source === 'full_test' ? (
                <Trans>
                  <bdi>{date}</bdi>, full-length test: <bdi>{score}</bdi> (<bdi dir="ltr">{range}</bdi>)
                </Trans>
              ) : (
                <Trans>
                  <bdi>{date}</bdi>, evaluations: <bdi>{score}</bdi> (<bdi dir="ltr">{range}</bdi>)
                </Trans>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
