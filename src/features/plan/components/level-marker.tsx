import { css, cva } from 'styled-system/css'
import type { MasteryLevel } from '../api/learning'

// The marker says the level twice: by how much of the circle is filled (none, a third, two
// thirds, all), which needs no colour, and by its colour.
const marker = cva({
  base: { flexShrink: 0, printColorAdjust: 'exact' },
  variants: {
    level: {
      not_started: { color: 'gray.9' },
      familiar: { color: 'amber.10' },
      proficient: { color: 'green.9' },
      mastered: { color: 'green.11' },
    },
  },
})
const ring = css({ fill: 'bg.default' })

const filled: Record<MasteryLevel, number> = { not_started: 0, familiar: 1 / 3, proficient: 2 / 3, mastered: 1 }

/** The pie slice of `share` of a circle of radius 6 at (8, 8), clockwise from the top. */
function slice(share: number) {
  const angle = share * 2 * Math.PI
  const x = 8 + 6 * Math.sin(angle)
  const y = 8 - 6 * Math.cos(angle)
  return `M8 8V2A6 6 0 ${share > 0.5 ? 1 : 0} 1 ${x.toFixed(2)} ${y.toFixed(2)}Z`
}

/** A level's picture: a circle filled as far as the level goes. Decorative: the level's name is read with it. */
export function LevelMarker({ level, size = 16 }: { level: MasteryLevel; size?: number }) {
  const share = filled[level]
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" className={marker({ level })} aria-hidden focusable="false">
      <circle cx="8" cy="8" r="6.75" stroke="currentColor" strokeWidth="1.5" className={ring} />
      {share === 1 ? (
        <circle cx="8" cy="8" r="6" fill="currentColor" />
      ) : share > 0 ? (
        <path d={slice(share)} fill="currentColor" />
      ) : null}
    </svg>
  )
}
