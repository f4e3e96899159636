import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { css, cx } from 'styled-system/css'
import { tooltip } from 'styled-system/recipes'
import { kindName, subjectName } from '~/features/history'
import { useLocale } from '~/i18n/locale-context'
import type { ProgressPoint } from '../progress-points'
import type { ProgressHover, ProgressPlotHandle, ProgressPlotOptions } from './progress-plot-renderer'

/** What the uPlot chunk exports (`progress-plot-renderer.ts`). */
export interface ProgressPlotRenderer {
  drawProgressPlot: (element: HTMLElement, options: ProgressPlotOptions) => ProgressPlotHandle
}

export interface ProgressPlotProps {
  points: readonly ProgressPoint[]
  /** uPlot could not be loaded: the section shows its table instead. */
  onUnavailable: () => void
}

// 15rem (240 px at the default size), as the section's placeholders; uPlot takes the box's size.
const frame = css({ position: 'relative', height: '60' })
const plotBox = css({ height: 'full', minWidth: '0', overflow: 'hidden' })
// Park UI's tooltip look, placed by hand beside the hovered point.
const hoverLabel = cx(
  tooltip().content,
  css({ position: 'absolute', top: '0', left: '0', pointerEvents: 'none', width: 'max-content', maxWidth: '15rem' }),
)
const hoverScore = css({ fontVariantNumeric: 'tabular-nums' })

/**
 * The progress chart once uPlot is here: a box for uPlot's canvas, left to right in both
 * languages (test 1 on the left, as the numbers run), and a label beside the point nearest the
 * pointer (test number, score, type, subject, date) in the page's language and direction. The section hides it from
 * assistive technology: its summary and table say the same.
 */
function ProgressPlot({ points, draw }: ProgressPlotProps & { draw: ProgressPlotRenderer['drawProgressPlot'] }) {
  const { t, i18n } = useLingui()
  const { locale, dir } = useLocale()
  const ref = useRef<HTMLDivElement>(null)
  const [hover, setHover] = useState<ProgressHover | null>(null)
  const labelRef = useRef<HTMLDivElement>(null)
  const xLabel = t`Test`

  // A new language or new tests draw a new chart (colours and fonts read again).
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const plot = draw(element, { points, locale, dir, xLabel, onHover: setHover })
    return () => {
      plot.destroy()
      setHover(null)
    }
  }, [draw, points, locale, dir, xLabel])

  // The label sits above the point (below it near the top), centred on it but kept inside the
  // box. Placed before paint, once its size is known; a CSSOM style, which the CSP allows.
  useLayoutEffect(() => {
    const element = labelRef.current
    if (!element || !hover) return
    const { offsetWidth: width, offsetHeight: height } = element
    const x = Math.max(0, Math.min(hover.left - width / 2, hover.width - width))
    const y = hover.top - height - 12 >= 0 ? hover.top - height - 12 : hover.top + 12
    element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`
  }, [hover])

  const point = hover ? points[hover.index] : undefined
  let label = null
  if (hover && point) {
    const kind = i18n._(kindName[point.kind])
    const subject = i18n._(subjectName[point.subject])
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(point.takenAt)
    const score = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
      point.score / 100,
    )
    const number = new Intl.NumberFormat(locale).format(point.x)
    label = (
      <div ref={labelRef} dir={dir} className={hoverLabel} data-testid="progress-hover">
        <strong>
          <Trans>
            Test <bdi>{number}</bdi>:
          </Trans>
        </strong>{' '}
        <bdi className={hoverScore}>{score}</bdi> <bdi>{t`${kind}, ${subject}, ${date}`}</bdi>
      </div>
    )
  }

  return (
    <div dir="ltr" className={frame}>
      <div ref={ref} className={plotBox} data-testid="progress-plot" />
      {label}
    </div>
  )
}

/** Stands in for a chart whose library could not be loaded: tells the section, which shows its table. */
function PlotUnavailable({ onUnavailable }: ProgressPlotProps) {
  useEffect(() => onUnavailable(), [onUnavailable])
  return null
}

/**
 * The chart as a lazy component: it suspends until `load` brings uPlot (the only way uPlot is
 * imported, so neither the entry nor the home route carries it); a failed load (offline, a stale
 * deploy) renders `PlotUnavailable`. The component itself stays in the home chunk: a lazy chunk
 * of React code would change how the bundler groups the modules the first screen shares
 * (React, Panda's runtime, the recipes), which cost the entry 4.4 KiB when it was tried.
 */
export function lazyPlot(
  load: () => Promise<ProgressPlotRenderer>,
): LazyExoticComponent<ComponentType<ProgressPlotProps>> {
  return lazy<ComponentType<ProgressPlotProps>>(() =>
    load().then(
      ({ drawProgressPlot }) => ({
        default: (props) => <ProgressPlot {...props} draw={drawProgressPlot} />,
      }),
      () => ({ default: PlotUnavailable }),
    ),
  )
}
