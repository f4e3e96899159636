import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { css, cx } from 'styled-system/css'
import { LanguageSwitch } from '~/i18n/language-switch'
import { Icon } from '~/ui/icon'
import { paths } from '~/lib/paths'
import { BrandLine } from './brand'

const widths = {
  '3xl': css({ maxWidth: '3xl' }),
  '4xl': css({ maxWidth: '4xl' }),
  '6xl': css({ maxWidth: '6xl' }),
  '8xl': css({ maxWidth: '8xl' }),
}

export interface BarLayoutProps {
  children: ReactNode
  /** Show a link back to the dashboard in the bar. @default false */
  backToHome?: boolean
  /** The widest the content gets. @default '6xl' */
  maxWidth?: '3xl' | '4xl' | '6xl' | '8xl'
}

/**
 * One top bar and the content: the pricing, quiz and no-navigation layouts.
 * No sidebar, so a learner in a quiz or reading a report is not pulled away.
 */
export function BarLayout({ children, backToHome = false, maxWidth = '6xl' }: BarLayoutProps) {
  return (
    <div className={css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          px: { base: '3', md: '6' },
          py: '3',
          bg: 'bg.default',
          borderBlockEndWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <BrandLine href={paths.home.getHref()} />
        <span className={css({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
          {backToHome ? (
            <Link
              href={paths.home.getHref()}
              className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'accent.text' })}
            >
              <Icon name="arrowBack" />
              <Trans>Back to home</Trans>
            </Link>
          ) : null}
          <LanguageSwitch />
        </span>
      </header>
      <main
        id="main"
        className={cx(css({ flex: '1', width: 'full', mx: 'auto', p: { base: '4', md: '8' } }), widths[maxWidth])}
      >
        {children}
      </main>
    </div>
  )
}

export const PricingLayout = ({ children }: { children: ReactNode }) => <BarLayout backToHome>{children}</BarLayout>
// Test day's width: a passage and its question side by side, each about 70 characters wide.
export const QuizLayout = ({ children }: { children: ReactNode }) => <BarLayout maxWidth="8xl">{children}</BarLayout>
export const NoNavigationLayout = ({ children }: { children: ReactNode }) => <BarLayout>{children}</BarLayout>
