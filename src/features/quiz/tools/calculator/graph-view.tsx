import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useMemo, useRef, type Dispatch, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { IconButton } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { formatNumber, samplePlot, type Viewport } from './calculator-model'
import type { CalculatorEvent } from './calculator-state'
import { MinusIcon, PlusIcon } from './calculator-icons'
import { drawGraph, type GraphFrame, type GraphHandle } from './graph-renderer'
import type { CalculatorFunction } from './use-calculator'

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })
// Full width at any size, a third wider than tall, never taller than 24rem.
const frameStyles = css({
  position: 'relative',
  width: 'full',
  aspectRatio: '4 / 3',
  maxHeight: '24rem',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  overflow: 'hidden',
  // Dragging moves the graph, not the page.
  touchAction: 'none',
  cursor: 'grab',
  _active: { cursor: 'grabbing' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
})
const plotBox = css({ position: 'absolute', inset: '0' })
const hint = css({ textStyle: 'xs', color: 'fg.muted' })
const srOnly = css({ srOnly: true })

/** How far an arrow key moves the view (a fraction of it), and how much a zoom step scales it. */
const PAN_STEP = 0.1
const ZOOM_STEP = 0.8

export interface GraphViewProps {
  functions: readonly CalculatorFunction[]
  viewport: Viewport
  highlight: { x: number; y: number } | null
  dispatch: Dispatch<CalculatorEvent>
}

/**
 * The graph: every function line's curve in its colour and pattern, axes through the origin. The
 * mouse or a finger drags it, the wheel or two fingers zoom it; with the keyboard it takes the
 * focus, and the arrow keys move it (right shows more of the right, in both languages: the plane
 * is never mirrored), + and − zoom, 0 resets. Buttons zoom and reset too. The canvas itself is
 * hidden from screen readers; the lines, the points list and the table say what it shows.
 */
export function GraphView({ functions, viewport, highlight, dispatch }: GraphViewProps) {
  const { t } = useLingui()
  const hintId = useId()
  const element = useRef<HTMLDivElement>(null)
  const graph = useRef<GraphHandle | null>(null)

  const data = useMemo(
    () =>
      samplePlot(
        functions.map(({ fn }) => fn.evaluate),
        viewport,
      ),
    [functions, viewport],
  )
  const series = useMemo(() => functions.map(({ style }) => ({ token: style.token, dash: style.dash })), [functions])
  const frame: GraphFrame = useMemo(() => ({ data, viewport, series, highlight }), [data, viewport, series, highlight])
  const latest = useRef(frame)

  useEffect(() => {
    latest.current = frame
    graph.current?.update(frame)
  }, [frame])

  useEffect(() => {
    if (!element.current) return
    const handle = drawGraph(element.current, latest.current, {
      onPan: (dx, dy) => dispatch({ type: 'viewport.panned', dx, dy }),
      onZoom: (factor, at) => dispatch({ type: 'viewport.zoomed', factor, at }),
    })
    graph.current = handle
    return () => {
      handle.destroy()
      graph.current = null
    }
  }, [dispatch])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    }
    const pan = pans[event.key]
    if (pan) dispatch({ type: 'viewport.panned', dx: pan[0], dy: pan[1] })
    else if (event.key === '+' || event.key === '=') dispatch({ type: 'viewport.zoomed', factor: ZOOM_STEP })
    else if (event.key === '-' || event.key === '_') dispatch({ type: 'viewport.zoomed', factor: 1 / ZOOM_STEP })
    else if (event.key === '0') dispatch({ type: 'viewport.reset' })
    else return
    event.preventDefault()
  }

  const { xMin, xMax, yMin, yMax } = viewport
  const range = (from: number, to: number) => `${formatNumber(from, 4)} … ${formatNumber(to, 4)}`
  const xRange = range(xMin, xMax)
  const yRange = range(yMin, yMax)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={toolbar}>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t`Zoom in`}
          onClick={() => dispatch({ type: 'viewport.zoomed', factor: ZOOM_STEP })}
        >
          <PlusIcon />
        </IconButton>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t`Zoom out`}
          onClick={() => dispatch({ type: 'viewport.zoomed', factor: 1 / ZOOM_STEP })}
        >
          <MinusIcon />
        </IconButton>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t`Reset the view`}
          onClick={() => dispatch({ type: 'viewport.reset' })}
        >
          <Icon name="home" />
        </IconButton>
      </div>
      {/* An application: screen readers hand it the arrow keys, which move the graph. jsx-a11y counts
          the role as non-interactive, but keyboard handling and the focus are what it is for. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        role="application"
        aria-label={t`Graph`}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the graph takes the focus for its keys
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={frameStyles}
        dir="ltr"
        data-testid="calculator-graph"
      >
        <div ref={element} className={plotBox} />
      </div>
      <p id={hintId} className={hint}>
        <Trans>
          Drag to move the graph, or use the arrow keys once it has the focus; <kbd dir="ltr">+</kbd> and{' '}
          <kbd dir="ltr">−</kbd> zoom, <kbd dir="ltr">0</kbd> resets.
        </Trans>{' '}
        <span className={srOnly}>
          <Trans>
            In view: x from <bdi dir="ltr">{xRange}</bdi>, y from <bdi dir="ltr">{yRange}</bdi>.
          </Trans>
        </span>
      </p>
    </div>
  )
}
