import type { ReactNode } from 'react'
import { css, cva } from 'styled-system/css'
import { Icon, type IconName } from '~/ui/icon'

const banner = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: '3',
    px: { base: '4', md: '6' },
    py: '3',
    // One height in both languages (the action's line is taller in Arabic), which the signed-in
    // frame keeps for the banner before the page's code runs (lib/banner-hint.ts).
    minHeight: '16',
    borderBlockEndWidth: '1px',
    fontWeight: 'medium',
  },
  variants: {
    tone: {
      // Step-11/12 text on step-3 backgrounds: AA contrast in both themes.
      warning: { bg: 'amber.3', color: 'amber.12', borderColor: 'amber.6' },
      error: { bg: 'red.3', color: 'red.12', borderColor: 'red.6' },
      info: { bg: 'green.3', color: 'green.12', borderColor: 'green.6' },
    },
  },
  defaultVariants: { tone: 'info' },
})

export type BannerTone = 'warning' | 'error' | 'info'

const toneIcon: Record<BannerTone, IconName> = { warning: 'clock', error: 'alert', info: 'alert' }

export interface BannerProps {
  /** Colour and icon: warning (amber), error (red), info (green). @default 'info' */
  tone?: BannerTone
  /** The message. */
  children: ReactNode
  /** A link or button after the message (e.g. a subscribe prompt). */
  action?: ReactNode
}

/**
 * A full-width strip above the page, for states of the whole account (the subscription
 * banners). It is a live status region, so a change (trial ending, expired) is announced.
 */
export function Banner({ tone = 'info', children, action }: BannerProps) {
  return (
    <div role="status" className={banner({ tone })} data-tone={tone}>
      <Icon name={toneIcon[tone]} />
      <span className={css({ flex: '1', minWidth: '0' })}>{children}</span>
      {action}
    </div>
  )
}

/** The banner's call to action, styled as a solid link button in the banner's colour. */
export const bannerActionStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  py: '1.5',
  borderRadius: 'l2',
  fontWeight: 'semibold',
  bg: 'fg.default',
  color: 'bg.default',
  textDecoration: 'none',
  _hover: { opacity: 0.9 },
  _focusVisible: { outline: '2px solid', outlineColor: 'fg.default', outlineOffset: '2px' },
})
