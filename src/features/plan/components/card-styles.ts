import { css } from 'styled-system/css'

export const cardTitle = css({ textStyle: 'lg', fontWeight: 'semibold' })
// The line under a card's title, and what a card says before it has anything to show: small, so
// what arrives after the page's first paint stays smaller than the page's own line (home's LCP).
export const lead = css({ textStyle: 'sm', color: 'fg.muted' })
// Step-12 text on step 3: AA contrast (the practice page's refusal box).
export const refusal = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
  p: '3',
  textStyle: 'sm',
  borderWidth: '1px',
  borderRadius: 'l2',
  bg: 'amber.3',
  color: 'amber.12',
  borderColor: 'amber.7',
})
export const linkStyle = css({ color: 'green.11', textDecoration: 'underline', fontWeight: 'medium' })
// A link inside the amber box: its own step-12 text (green 11 on amber 3 is below AA).
export const refusalLink = css({ color: 'amber.12', textDecoration: 'underline', fontWeight: 'semibold' })
