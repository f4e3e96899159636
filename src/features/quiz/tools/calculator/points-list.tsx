import { Trans } from '@lingui/react/macro'
import { useDeferredValue, useId, useMemo } from 'react'
import { css } from 'styled-system/css'
import { formatPoint, pointsOfInterest, type PointOfInterest, type Viewport } from './calculator-model'
import { Swatch } from './calculator-icons'
import type { ListedPoint } from './function-analysis'
import type { CalculatorFunction } from './use-calculator'

const heading = css({ textStyle: 'md', fontWeight: 'semibold' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '1' })
// The swatches beside the words, which wrap on a narrow screen; the coordinates never break.
const item = css({
  display: 'flex',
  alignItems: 'baseline',
  gap: '2',
  width: 'full',
  px: '2',
  py: '1.5',
  borderRadius: 'l2',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '1px' },
  '&[aria-pressed=true]': { bg: 'green.3', boxShadow: 'inset 0 0 0 1px {colors.green.11}' },
})
const swatches = css({ display: 'flex', gap: '1', flexShrink: 0, alignSelf: 'center' })
const coordinates = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/** Within this distance (relative to the view) two points are the same one. */
const samePoint = (a: PointOfInterest, b: PointOfInterest, viewport: Viewport) =>
  Math.abs(a.x - b.x) <= (viewport.xMax - viewport.xMin) * 1e-9 &&
  Math.abs(a.y - b.y) <= (viewport.yMax - viewport.yMin) * 1e-9

function Description({ point }: { point: ListedPoint }) {
  const [line, other] = point.lines
  switch (point.kind) {
    case 'intersection':
      return (
        <Trans>
          Intersection of expressions <bdi>{line}</bdi> and <bdi>{other}</bdi>
        </Trans>
      )
    case 'zero':
      return (
        <Trans>
          x-intercept of expression <bdi>{line}</bdi>
        </Trans>
      )
    case 'y-intercept':
      return (
        <Trans>
          y-intercept of expression <bdi>{line}</bdi>
        </Trans>
      )
    case 'minimum':
      return (
        <Trans>
          Minimum of expression <bdi>{line}</bdi>
        </Trans>
      )
    case 'maximum':
      return (
        <Trans>
          Maximum of expression <bdi>{line}</bdi>
        </Trans>
      )
  }
}

export interface PointsListProps {
  functions: readonly CalculatorFunction[]
  viewport: Viewport
  highlight: PointOfInterest | null
  /** A point chosen to be shown on the graph, or `null` to stop showing it. */
  onHighlight: (point: PointOfInterest | null) => void
}

/**
 * The points worth knowing across the view's x range: where the functions meet, their
 * intercepts and turning points, each a toggle button that rings the point on the graph. The
 * search follows the view a moment behind a drag (a deferred value), so panning stays smooth.
 */
export function PointsList({ functions, viewport, highlight, onHighlight }: PointsListProps) {
  const headingId = useId()
  const deferred = useDeferredValue(viewport)
  const { points, more } = useMemo(
    () =>
      pointsOfInterest(
        functions.map(({ position, fn }) => ({ line: position, evaluate: fn.evaluate })),
        deferred,
      ),
    [functions, deferred],
  )
  const styleOf = new Map(functions.map(({ position, style }) => [position, style]))
  const limit = points.length

  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id={headingId} className={heading}>
        <Trans>Key points</Trans>
      </h3>
      {functions.length === 0 ? (
        <p className={muted}>
          <Trans>
            Type a function, such as <bdi dir="ltr">y = 2x + 1</bdi>, to graph it.
          </Trans>
        </p>
      ) : points.length === 0 ? (
        <p className={muted}>
          <Trans>No intersections, intercepts or turning points in view.</Trans>
        </p>
      ) : (
        <ul className={list}>
          {points.map((point) => {
            const pressed = highlight !== null && samePoint(point, highlight, viewport)
            return (
              <li key={`${point.kind}-${point.lines.join('-')}-${point.x}`}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onHighlight(pressed ? null : { x: point.x, y: point.y })}
                  className={item}
                >
                  <span className={swatches} aria-hidden="true">
                    {point.lines.map((line) => {
                      const style = styleOf.get(line)
                      return style ? <Swatch key={line} style={style} /> : null
                    })}
                  </span>
                  <span>
                    <Description point={point} />{' '}
                    <bdi dir="ltr" className={coordinates}>
                      {formatPoint(point.x, point.y)}
                    </bdi>
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {more && (
        <p className={muted}>
          <Trans>
            Only the first <bdi>{limit}</bdi> points are listed: zoom in to see the others.
          </Trans>
        </p>
      )}
    </section>
  )
}
