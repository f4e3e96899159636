import type { ReactNode } from 'react'
import { css, cva } from 'styled-system/css'

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '4', md: '6' },
  bg: 'bg.default',
  borderWidth: '1px',
  borderRadius: 'l3',
  borderColor: 'border.subtle',
  // On paper a section is a titled block, not a card.
  _print: { p: '0', borderWidth: '0', bg: 'transparent' },
})

/** A titled part of the report (summary, results, review). */
export function ReportSection({
  id,
  title,
  description,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={section}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id={id} className={css({ textStyle: 'lg', fontWeight: 'semibold', _print: { breakAfter: 'avoid' } })}>
          {title}
        </h2>
        {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
      </div>
      {children}
    </section>
  )
}

export type Tone = 'good' | 'fair' | 'bad' | 'neutral'

/**
 * A word in a coloured pill (Correct, Weak…). The word carries the meaning; the colour only
 * repeats it. Step-12 text on step-3 fills keeps AA contrast; print keeps the fill.
 */
export const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    borderRadius: 'l2',
    borderWidth: '1px',
    textStyle: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    printColorAdjust: 'exact',
  },
  variants: {
    tone: {
      good: { bg: 'green.3', color: 'green.12', borderColor: 'green.7' },
      fair: { bg: 'amber.3', color: 'amber.12', borderColor: 'amber.7' },
      bad: { bg: 'red.3', color: 'red.12', borderColor: 'red.7' },
      neutral: { bg: 'gray.3', color: 'gray.12', borderColor: 'gray.7' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})

/** Hidden on paper: buttons and links that only work on screen. */
export const screenOnly = css({ _print: { display: 'none' } })
/** Shown only on paper (e.g. the heading an expanded explanation gets instead of its button). */
export const printOnly = css({ display: 'none', _print: { display: 'block' } })

/** A percentage bar drawn next to a number that states it; the bar is decoration for sighted readers. */
export function MiniBar({ percentage }: { percentage: number }) {
  return (
    <span
      aria-hidden="true"
      className={css({
        display: 'inline-block',
        width: '16',
        height: '2',
        bg: 'gray.4',
        borderRadius: 'l1',
        overflow: 'hidden',
        flexShrink: 0,
        printColorAdjust: 'exact',
      })}
    >
      <span
        className={css({ display: 'block', height: 'full', bg: 'green.9', printColorAdjust: 'exact' })}
        style={{ width: `${Math.min(100, Math.max(0, percentage))}%` }}
      />
    </span>
  )
}
