import type { KeyboardEvent } from 'react'
import { css } from 'styled-system/css'

// What a highlight's mark and its popover share (highlightable-passage.tsx, highlight-popover.tsx).

export const mark = css({
  bg: 'amber.4',
  color: 'fg.default',
  borderRadius: 'l1',
  '&[data-note]': { boxShadow: 'inset 0 -2px 0 {colors.amber.11}' },
})
export const markButton = css({
  cursor: 'pointer',
  borderRadius: 'l1',
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '1px' },
})

/** Enter and Space act on a `role="button"` as on a button (and the quiz's Enter does not save). */
export function pressOnKeys(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return
  event.preventDefault()
  event.currentTarget.click()
}

export const hasTextSelected = () => {
  const selection = document.getSelection()
  return selection !== null && !selection.isCollapsed
}
