import { css, cx } from 'styled-system/css'
import type { SeriesStyle } from './series-style'

// The icon set of src/ui has no plus or minus: the calculator draws its own, on the same 24 px
// grid and stroke, decorative (the buttons carry the names).
const icon = css({ flexShrink: 0 })

function Stroke({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={icon}
    >
      <path d={path} />
    </svg>
  )
}

export const PlusIcon = () => <Stroke path="M12 5v14M5 12h14" />
export const MinusIcon = () => <Stroke path="M5 12h14" />

const swatch = css({ display: 'block', flexShrink: 0 })

/** A short sample of a curve's colour and pattern, beside its line in the lists. */
export function Swatch({ style, className }: { style: SeriesStyle; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 8"
      width={24}
      height={8}
      aria-hidden="true"
      focusable="false"
      className={cx(swatch, style.swatch, className)}
    >
      <line
        x1="1"
        y1="4"
        x2="23"
        y2="4"
        stroke="currentColor"
        strokeWidth={3}
        strokeDasharray={style.dash.length > 0 ? style.dash.join(' ') : undefined}
      />
    </svg>
  )
}
