// Loaded only by `progress-plot.tsx` through a dynamic import, itself a lazy component of the
// progress section: uPlot and its CSS never reach the entry or the home route's own chunk.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { Direction, Locale } from '~/i18n/locale'
import { alignedScores, type ProgressPoint } from '../progress-points'

const DAY = 86_400

/** Where the pointer is: the test nearest to it and its point, in CSS pixels from the chart's box. */
export interface ProgressHover {
  index: number
  left: number
  top: number
  /** The chart's width, so the label stays inside it. */
  width: number
}

export interface ProgressPlotOptions {
  points: readonly ProgressPoint[]
  locale: Locale
  /** The page's direction: the canvas's text runs in it, while time still runs left to right. */
  dir: Direction
  onHover: (hover: ProgressHover | null) => void
}

export interface ProgressPlotHandle {
  destroy(): void
}

/** Axis dates: the day and time within two days, the day within a year's worth, else month and year. */
function dateFormatter(locale: Locale) {
  const dayTime = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' })
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' })
  return (seconds: number, increment: number) =>
    (increment < DAY ? dayTime : increment < 28 * DAY ? day : month).format(new Date(seconds * 1000))
}

/**
 * Draws the scores of `points` (oldest → newest) into `element` with uPlot: time on x, the score
 * (0–100 %) on y, one line per subject. Colours are the Panda tokens' CSS variables read now
 * (Math green 11, Reading and Writing amber 11, both above 3:1 on white), and Reading and
 * Writing is also dashed with hollow points, so the lines differ without colour. uPlot sets its
 * elements' styles through the CSSOM, which the CSP's `style-src 'self'` does not govern. The
 * chart takes the element's size and follows it (ResizeObserver); a new language draws a new chart.
 */
export function drawProgressPlot(element: HTMLElement, options: ProgressPlotOptions): ProgressPlotHandle {
  const { points, locale, dir, onHover } = options
  const style = getComputedStyle(element)
  const token = (name: string) => style.getPropertyValue(`--colors-${name}`).trim()
  const math = token('green-11')
  const readingWriting = token('amber-11')
  const background = token('bg-default')
  const text = token('fg-muted')
  const grid = token('border-subtle')
  const font = `12px ${style.fontFamily}`
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const formatDate = dateFormatter(locale)

  const axis: uPlot.Axis = {
    stroke: text,
    font,
    gap: 6,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
  }
  const line = (stroke: string, dashed: boolean): uPlot.Series => ({
    stroke,
    width: 2,
    dash: dashed ? [6, 4] : undefined,
    spanGaps: true,
    points: { show: true, size: 8, width: 2, stroke, fill: dashed ? background : stroke },
  })

  const plot = new uPlot(
    {
      width: element.clientWidth,
      height: element.clientHeight,
      padding: [12, 20, 0, 4],
      legend: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      cursor: {
        y: false,
        drag: { x: false, y: false, setScale: false },
        points: { size: 12, width: 2 },
      },
      scales: {
        x: {
          time: true,
          // At least a day wide, so one test (or a few on the same day) sits inside the frame.
          range: (_plot, min, max) => {
            const pad = Math.max((max - min) * 0.05, (DAY - (max - min)) / 2)
            return [min - pad, max + pad]
          },
        },
        // A little room past 0 and 100, so a point there is not cut in half by the frame.
        y: { range: [-4, 104] },
      },
      axes: [
        {
          ...axis,
          size: 32,
          space: (_plot, _axis, min, max) => (max - min < 2 * DAY ? 110 : 72),
          values: (_plot, splits, _axis, _space, increment) => splits.map((split) => formatDate(split, increment)),
        },
        {
          ...axis,
          splits: () => [0, 25, 50, 75, 100],
          values: (_plot, splits) => splits.map((split) => percent.format(split / 100)),
        },
      ],
      series: [{}, line(math, false), line(readingWriting, true)],
      hooks: {
        // The canvas's text (Arabic month names) runs in the page's direction: "22 نوفمبر" reads
        // day first, as in the page. Alignment stays physical (uPlot aligns left, right or centre).
        drawClear: [
          (self) => {
            self.ctx.direction = dir
          },
        ],
        setCursor: [
          (self) => {
            const index = self.cursor.idx
            const point = index == null ? undefined : points[index]
            if (index == null || !point || (self.cursor.left ?? -1) < 0) {
              onHover(null)
              return
            }
            onHover({
              index,
              left: self.valToPos(point.x, 'x') + self.over.offsetLeft,
              top: self.valToPos(point.score, 'y') + self.over.offsetTop,
              width: self.width,
            })
          },
        ],
      },
    },
    alignedScores(points),
    element,
  )

  const resize = new ResizeObserver(() => {
    const { clientWidth: width, clientHeight: height } = element
    if (width > 0 && height > 0 && (width !== plot.width || height !== plot.height)) plot.setSize({ width, height })
  })
  resize.observe(element)
  // Axis text measured before a web font arrived is measured again with it.
  let live = true
  void document.fonts.ready.then(() => {
    if (live) plot.redraw(false, true)
  })

  return {
    destroy() {
      live = false
      resize.disconnect()
      plot.destroy()
    },
  }
}
