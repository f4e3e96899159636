import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import type { ScoreRange as Range } from '../api/full-tests'

const box = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const label = css({ textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium' })
const range = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight' })
const sizes = { lg: css({ textStyle: '4xl' }), md: css({ textStyle: '2xl' }) }
const note = css({ textStyle: 'xs', color: 'fg.muted' })

/**
 * An estimated score as a range with its confidence ("560–620, 80% likely"), never a bare number
 * (issue 17): the point estimate is named beside it. The numbers stay left to right in Arabic.
 */
export function ScoreRange({
  title,
  score,
  confidence,
  size = 'md',
}: {
  title: React.ReactNode
  score: Range
  confidence: number
  /** @default 'md' */
  size?: 'lg' | 'md'
}) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const likely = new Intl.NumberFormat(locale, { style: 'percent' }).format(confidence)
  const point = score.score
  return (
    <div className={box}>
      <span className={label}>{title}</span>
      <span className={cx(range, sizes[size])} aria-label={t`between ${score.low} and ${score.high}`}>
        <bdi dir="ltr">
          {score.low}–{score.high}
        </bdi>
      </span>
      <span className={note}>
        <Trans>
          <bdi>{likely}</bdi> likely; best estimate <bdi>{point}</bdi>
        </Trans>
      </span>
    </div>
  )
}
