// Loaded only by `progress-plot.tsx` through a dynamic import, itself a lazy component of the
// progress section: uPlot and its CSS never reach the entry or the home route's own chunk.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { Direction, Locale } from '~/i18n/locale'
import { alignedScores, type ProgressPoint } from '../progress-points'

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
  /** The x axis's title ("Test"), in the page's language. */
  xLabel: string
  onHover: (hover: ProgressHover | null) => void
}

export interface ProgressPlotHandle {
  destroy(): void
}

/**
 * Draws the scores of `points` (oldest → newest) into `element` with uPlot: the test's number on
 * x, the score (0–100 %) on y, one line per kind (evaluations, practices, divisions). Colours are
 * the Panda tokens' CSS variables read now (green 11, amber 11, gray 12, all above 3:1 on white),
 * and each line has its own pattern too (solid, dashed with hollow points, dotted), so the lines
 * differ without colour. uPlot sets its
 * elements' styles through the CSSOM, which the CSP's `style-src 'self'` does not govern. The
 * chart takes the element's size and follows it (ResizeObserver); a new language draws a new chart.
 */
export function drawProgressPlot(element: HTMLElement, options: ProgressPlotOptions): ProgressPlotHandle {
  const { points, locale, dir, xLabel, onHover } = options
  const style = getComputedStyle(element)
  const token = (name: string) => style.getPropertyValue(`--colors-${name}`).trim()
  const evaluation = token('green-11')
  const practice = token('amber-11')
  const division = token('gray-12')
  const background = token('bg-default')
  const text = token('fg-muted')
  const grid = token('border-subtle')
  const font = `12px ${style.fontFamily}`
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })

  const axis: uPlot.Axis = {
    stroke: text,
    font,
    gap: 6,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
  }
  const line = (stroke: string, dash: number[] | undefined, hollow: boolean): uPlot.Series => ({
    stroke,
    width: 2,
    dash,
    cap: dash && dash[0]! < 3 ? 'round' : undefined,
    spanGaps: true,
    points: { show: true, size: 8, width: 2, stroke, fill: hollow ? background : stroke },
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
        // Test 1 to n with half a step of room on each side, so the first and last points are whole.
        x: { time: false, range: (_plot, min, max) => [min - 0.5, max + 0.5] },
        // A little room past 0 and 100, so a point there is not cut in half by the frame.
        y: { range: [-4, 104] },
      },
      axes: [
        {
          ...axis,
          size: 28,
          label: xLabel,
          labelSize: 18,
          labelFont: font,
          // Whole test numbers only, as many as fit.
          space: 32,
          incrs: [1, 2, 5, 10, 20, 25, 50],
          values: (_plot, splits) => splits.map((split) => integer.format(split)),
        },
        {
          ...axis,
          splits: () => [0, 25, 50, 75, 100],
          values: (_plot, splits) => splits.map((split) => percent.format(split / 100)),
        },
      ],
      // The order of PROGRESS_SERIES: evaluations, practices, divisions.
      series: [{}, line(evaluation, undefined, false), line(practice, [6, 4], true), line(division, [1, 4], false)],
      hooks: {
        // The canvas's text (the Arabic axis title) runs in the page's direction. Alignment stays
        // physical (uPlot aligns left, right or centre).
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
