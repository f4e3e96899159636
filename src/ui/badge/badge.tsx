import type { ReactNode } from 'react'
import { cva, cx, type RecipeVariantProps } from 'styled-system/css'

/**
 * A word in a coloured pill (Wrong, Due now, Mastered…). The word carries the meaning; the colour
 * only repeats it. Step-12 text on step-3 fills keeps AA contrast in both themes of the scale.
 */
export const badgeRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'l2',
    borderWidth: '1px',
    textStyle: 'xs',
    fontWeight: 'semibold',
    // A long Arabic label may wrap on a phone rather than push the row sideways.
    maxWidth: 'full',
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

export type BadgeTone = NonNullable<NonNullable<RecipeVariantProps<typeof badgeRecipe>>['tone']>

export interface BadgeProps {
  children: ReactNode
  /** @default 'neutral' */
  tone?: BadgeTone
  className?: string
}

/** A short status word in a pill; screen readers read the word, never the colour. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={cx(badgeRecipe({ tone }), className)}>{children}</span>
}
