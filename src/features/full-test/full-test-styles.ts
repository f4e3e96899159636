import { css } from 'styled-system/css'

/** A framed block of the full-length test's pages (the plan, the break). */
export const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  alignItems: 'flex-start',
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  maxW: '2xl',
})
