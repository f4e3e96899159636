// uPlot for the calculator's graph: imported by the calculator's own files only, so it reaches the
// page with the calculator's lazy chunk. uPlot sets its elements' styles through the CSSOM, which the
// CSP's `style-src 'self'` does not govern.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatNumber, formatPoint, type PlotData, type Viewport } from './calculator-model'

export interface GraphSeries {
  token: string
  dash: readonly number[]
}

export interface GraphFrame {
  data: PlotData
  viewport: Viewport
  series: readonly GraphSeries[]
  /** A point ringed and labelled on the graph (chosen in the points list). */
  highlight: { x: number; y: number } | null
}

export interface GraphCallbacks {
  /** Move the view by a fraction of its width and height (positive: right and up). */
  onPan: (dx: number, dy: number) => void
  /** Scale the view by `factor` (< 1 zooms in) about a point of the plane. */
  onZoom: (factor: number, at: { x: number; y: number }) => void
}

export interface GraphHandle {
  update: (frame: GraphFrame) => void
  destroy: () => void
}

const signature = (series: readonly GraphSeries[]) => series.map(({ token, dash }) => `${token}:${dash}`).join('|')

/**
 * Draws the functions of `frame` into `element`: the axes through the origin over a grid, numbers
 * along the bottom and left edges (ASCII digits, left to right in both languages), one curve per
 * series with its gaps, and the highlighted point. Dragging (one finger or the mouse) pans, two
 * fingers pinch-zoom and the wheel zooms about the pointer; each asks `callbacks`, and the new view
 * comes back through `update`.
 */
export function drawGraph(element: HTMLElement, first: GraphFrame, callbacks: GraphCallbacks): GraphHandle {
  const style = getComputedStyle(element)
  const color = (token: string) => style.getPropertyValue(`--colors-${token}`).trim()
  const text = color('fg-muted')
  const axis = color('fg-default')
  const grid = color('border-subtle')
  const background = color('bg-default')
  const font = `12px ${style.fontFamily}`
  let frame = first
  let plot: uPlot | null = null
  let drawnSeries = ''

  const edgeAxis = (scale: 'x' | 'y', size: number): uPlot.Axis => ({
    scale,
    stroke: text,
    font,
    size,
    gap: 4,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
    // The y axis leaves out its bottom number, which would sit on the x axis's first one in the corner.
    values: (self, splits) =>
      splits.map((split) =>
        scale === 'y' && split <= (self.scales.y?.min ?? -Infinity) ? '' : formatNumber(split, 6),
      ),
  })

  // The axes through the origin, drawn over the grid and under the curves.
  const drawOriginAxes = (self: uPlot) => {
    const { ctx, bbox } = self
    const x0 = self.valToPos(0, 'x', true)
    const y0 = self.valToPos(0, 'y', true)
    ctx.save()
    ctx.strokeStyle = axis
    ctx.lineWidth = 1.5 * uPlot.pxRatio
    ctx.beginPath()
    if (x0 >= bbox.left && x0 <= bbox.left + bbox.width) {
      ctx.moveTo(x0, bbox.top)
      ctx.lineTo(x0, bbox.top + bbox.height)
    }
    if (y0 >= bbox.top && y0 <= bbox.top + bbox.height) {
      ctx.moveTo(bbox.left, y0)
      ctx.lineTo(bbox.left + bbox.width, y0)
    }
    ctx.stroke()
    ctx.restore()
  }

  const drawHighlight = (self: uPlot) => {
    const point = frame.highlight
    if (!point) return
    const { ctx, bbox } = self
    const x = self.valToPos(point.x, 'x', true)
    const y = self.valToPos(point.y, 'y', true)
    if (x < bbox.left || x > bbox.left + bbox.width || y < bbox.top || y > bbox.top + bbox.height) return
    const ratio = uPlot.pxRatio
    ctx.save()
    ctx.beginPath()
    ctx.arc(x, y, 6 * ratio, 0, 2 * Math.PI)
    ctx.fillStyle = background
    ctx.fill()
    ctx.lineWidth = 3 * ratio
    ctx.strokeStyle = axis
    ctx.stroke()
    // The coordinates beside the point, inside the plot: to its right unless that runs off the edge.
    const label = formatPoint(point.x, point.y)
    ctx.font = `600 ${13 * ratio}px ${style.fontFamily}`
    ctx.direction = 'ltr'
    const width = ctx.measureText(label).width
    const right = x + 10 * ratio + width <= bbox.left + bbox.width
    const labelX = right ? x + 10 * ratio : x - 10 * ratio - width
    const labelY = y - 10 * ratio < bbox.top + 14 * ratio ? y + 20 * ratio : y - 10 * ratio
    ctx.lineWidth = 4 * ratio
    ctx.strokeStyle = background
    ctx.strokeText(label, labelX, labelY)
    ctx.fillStyle = axis
    ctx.fillText(label, labelX, labelY)
    ctx.restore()
  }

  const aligned = (data: PlotData): uPlot.AlignedData => [data.xs, ...data.ys]

  const build = () => {
    plot?.destroy()
    drawnSeries = signature(frame.series)
    const { xMin, xMax, yMin, yMax } = frame.viewport
    plot = new uPlot(
      {
        width: Math.max(1, element.clientWidth),
        height: Math.max(1, element.clientHeight),
        padding: [8, 8, 0, 0],
        legend: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        cursor: { show: false, drag: { x: false, y: false, setScale: false } },
        scales: {
          x: { time: false, auto: false, min: xMin, max: xMax, range: (_plot, min, max) => [min, max] },
          y: { auto: false, min: yMin, max: yMax, range: (_plot, min, max) => [min, max] },
        },
        axes: [edgeAxis('x', 24), edgeAxis('y', 40)],
        series: [
          {},
          ...frame.series.map(({ token, dash }): uPlot.Series => ({
            stroke: color(token),
            width: 2.5,
            dash: dash.length > 0 ? [...dash] : undefined,
            spanGaps: false,
            points: { show: false },
          })),
        ],
        hooks: { drawAxes: [drawOriginAxes], draw: [drawHighlight] },
      },
      aligned(frame.data),
      element,
    )
    listen(plot.over)
  }

  // Pointer gestures on uPlot's overlay: one pointer pans, two pinch.
  const pointers = new Map<number, { x: number; y: number }>()
  const valueAt = (over: HTMLElement, clientX: number, clientY: number) => {
    const box = over.getBoundingClientRect()
    const { xMin, xMax, yMin, yMax } = frame.viewport
    return {
      x: xMin + ((clientX - box.left) / box.width) * (xMax - xMin),
      y: yMax - ((clientY - box.top) / box.height) * (yMax - yMin),
    }
  }
  const listen = (over: HTMLElement) => {
    over.addEventListener('pointerdown', (event) => {
      try {
        over.setPointerCapture(event.pointerId)
      } catch {
        // A pointer the browser no longer tracks: the drag still works while it stays over the graph.
      }
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    })
    over.addEventListener('pointermove', (event) => {
      const last = pointers.get(event.pointerId)
      if (!last) return
      const box = over.getBoundingClientRect()
      if (pointers.size === 1) {
        callbacks.onPan(-(event.clientX - last.x) / box.width, (event.clientY - last.y) / box.height)
      } else if (pointers.size === 2) {
        const other = [...pointers].find(([id]) => id !== event.pointerId)![1]
        const before = Math.hypot(last.x - other.x, last.y - other.y)
        const after = Math.hypot(event.clientX - other.x, event.clientY - other.y)
        if (before > 0 && after > 0)
          callbacks.onZoom(before / after, valueAt(over, (event.clientX + other.x) / 2, (event.clientY + other.y) / 2))
      }
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    })
    const release = (event: PointerEvent) => pointers.delete(event.pointerId)
    over.addEventListener('pointerup', release)
    over.addEventListener('pointercancel', release)
    over.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault()
        const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1
        callbacks.onZoom(Math.exp(event.deltaY * lines * 0.002), valueAt(over, event.clientX, event.clientY))
      },
      { passive: false },
    )
  }

  build()

  const resize = new ResizeObserver(() => {
    const { clientWidth: width, clientHeight: height } = element
    if (plot && width > 0 && height > 0 && (width !== plot.width || height !== plot.height))
      plot.setSize({ width, height })
  })
  resize.observe(element)
  // Axis numbers measured before the web font arrived are measured again with it.
  let live = true
  void document.fonts.ready.then(() => {
    if (live) plot?.redraw(false, true)
  })

  return {
    update(next) {
      frame = next
      if (!plot || signature(next.series) !== drawnSeries) {
        build()
        return
      }
      const current = plot
      const { xMin, xMax, yMin, yMax } = next.viewport
      current.batch(() => {
        current.setData(aligned(next.data), false)
        current.setScale('x', { min: xMin, max: xMax })
        current.setScale('y', { min: yMin, max: yMax })
      })
    },
    destroy() {
      live = false
      resize.disconnect()
      plot?.destroy()
      plot = null
    },
  }
}
