import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'

/** The passage's share of the width, in percent: the divider stops there. */
export const SPLIT_MIN = 30
export const SPLIT_MAX = 70
const STEP = 5

const clamp = (value: number) => Math.round(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, value)))

// Stacked on a phone; from `lg` on, the passage and the question side by side (half each at first),
// with the divider between them. The passage scrolls on its own under the quiz's top bar.
const grid = css({
  display: 'grid',
  gap: { base: '6', lg: '0' },
  alignItems: 'start',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, var(--passage-width)) 1.5rem minmax(0, 1fr)' },
})
const divider = css({
  display: { base: 'none', lg: 'flex' },
  alignSelf: 'stretch',
  justifyContent: 'center',
  cursor: 'col-resize',
  touchAction: 'none',
  borderRadius: 'l2',
  _before: { content: '""', width: '2px', height: 'full', bg: 'border.default', borderRadius: 'full' },
  _hover: { _before: { bg: 'gray.9' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '-2px', _before: { bg: 'gray.11' } },
})

export interface PassageSplitProps {
  /** The passage's region (labelled "Passage"; it scrolls on its own from `lg` on). */
  passage: ReactNode
  /** The question's column. */
  question: ReactNode
  /** The passage's share of the width at first, in percent. @default 50 */
  initialSplit?: number
}

/**
 * The passage beside the question, like test day: a divider between them that a pointer drags and
 * the keyboard moves (a focusable `separator`, the window splitter pattern: arrows by 5 %, Home and
 * End to the limits). In right-to-left pages the passage is on the right and the arrows follow it.
 */
export function PassageSplit({ passage, question, initialSplit = 50 }: PassageSplitProps) {
  const { t } = useLingui()
  const { dir } = useLocale()
  const [split, setSplit] = useState(() => clamp(initialSplit))
  const gridRef = useRef<HTMLDivElement>(null)
  const dragging = useRef(false)

  const fromPointer = (clientX: number) => {
    const box = gridRef.current?.getBoundingClientRect()
    if (!box || box.width === 0) return
    const share = dir === 'rtl' ? (box.right - clientX) / box.width : (clientX - box.left) / box.width
    setSplit(clamp(share * 100))
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true
    event.currentTarget.setPointerCapture(event.pointerId)
    event.preventDefault()
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) fromPointer(event.clientX)
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false
    event.currentTarget.releasePointerCapture(event.pointerId)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The passage grows toward the question: right in English, left in Arabic.
    const grow = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const shrink = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const next =
      event.key === grow
        ? split + STEP
        : event.key === shrink
          ? split - STEP
          : event.key === 'Home'
            ? SPLIT_MIN
            : event.key === 'End'
              ? SPLIT_MAX
              : null
    if (next === null) return
    // Handled here: the quiz's own arrow keys (previous and next question) do not see it.
    event.preventDefault()
    setSplit(clamp(next))
  }

  return (
    <div ref={gridRef} className={grid} style={{ '--passage-width': `${split}%` } as CSSProperties}>
      {passage}
      {/* The window splitter pattern: a focusable separator with a value (a widget role then). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t`Passage width`}
        aria-valuenow={split}
        aria-valuemin={SPLIT_MIN}
        aria-valuemax={SPLIT_MAX}
        aria-valuetext={t`Passage ${split}% of the width`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={divider}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />
      {question}
    </div>
  )
}
