import { css } from 'styled-system/css'

/**
 * How each function line is drawn: a colour (Panda tokens, each above 3:1 on the canvas) and a line
 * pattern, so two curves differ without colour too. The same style marks the line in the list
 * (`swatch`, a class) and its curve on the canvas (`token`, read as a CSS variable there).
 */
export interface SeriesStyle {
  /** The token's CSS variable name without `--colors-`: `green-11`. */
  token: string
  /** Canvas dash pattern in CSS pixels; empty for a solid line. */
  dash: readonly number[]
  swatch: string
}

const HUES = [
  { token: 'green-11', swatch: css({ color: 'green.11' }) },
  { token: 'red-11', swatch: css({ color: 'red.11' }) },
  { token: 'amber-11', swatch: css({ color: 'amber.11' }) },
  { token: 'gray-12', swatch: css({ color: 'gray.12' }) },
] as const
const DASHES: readonly (readonly number[])[] = [[], [8, 4], [2, 4]]

/** The style of the line with this id number: it keeps its colour while other lines come and go. */
export function seriesStyle(index: number): SeriesStyle {
  const hue = HUES[index % HUES.length]!
  const dash = DASHES[Math.floor(index / HUES.length) % DASHES.length]!
  return { token: hue.token, swatch: hue.swatch, dash }
}
