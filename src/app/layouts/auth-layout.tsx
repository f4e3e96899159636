import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { LanguageSwitch } from '~/i18n/language-switch'
import { Brand, BrandLine } from './brand'

/** Sign-in, sign-up, code and password-reset pages: a brand panel beside the form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css({ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}>
      <aside
        className={css({
          display: { base: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: '10',
          bg: 'green.3',
          color: 'green.12',
        })}
      >
        <Brand />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxWidth: 'md' })}>
          <p className={css({ textStyle: '3xl', fontWeight: 'bold', lineHeight: 'tight' })}>
            <Trans>Prepare for the digital SAT and the EST, one skill at a time.</Trans>
          </p>
          <p>
            <Trans>Timed evaluations, practice by domain and skill, divisions to climb and clear reports.</Trans>
          </p>
        </div>
        <span className={css({ fontSize: 'sm' })}>
          <Trans>Beta</Trans>
        </span>
      </aside>
      <div className={css({ display: 'flex', flexDirection: 'column', p: { base: '4', md: '8' } })}>
        <header className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' })}>
          <span className={css({ display: { base: 'inline-flex', lg: 'none' } })}>
            <BrandLine />
          </span>
          <span className={css({ marginInlineStart: 'auto' })}>
            <LanguageSwitch />
          </span>
        </header>
        <main id="main" className={css({ flex: '1', display: 'grid', placeItems: 'center', py: '8' })}>
          <div className={css({ width: 'full', maxWidth: 'sm' })}>{children}</div>
        </main>
      </div>
    </div>
  )
}
