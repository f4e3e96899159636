import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'

// A card's frame: its border, corners and background, and its content in a column (home's plan,
// reviews due, weak spots, skill map and progress).
const frame = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  minWidth: '0',
  p: { base: '3', md: '4' },
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
})

/** A framed section of a page; name it with `aria-labelledby` (its heading's id). */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cx(frame, className)} {...props} />
}
