import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { LanguageSwitch } from '~/i18n/language-switch'
import { Icon } from '~/ui/icon'
import { Brand } from './brand'
import { SidebarNav } from './sidebar-nav'

// The user menu (dialogs, the current-user query) is not needed to paint `/`: it loads with the shell.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

/** The signed-in shell: sidebar, top navbar, the subscription banner area and the page. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [menuOpen, setMenuOpen] = useState(false)

  return (
    <div
      className={css({ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { base: '1fr', lg: '260px 1fr' } })}
    >
      <aside
        id="sidebar"
        aria-label={t`Main navigation`}
        data-open={menuOpen || undefined}
        className={css({
          position: { base: 'fixed', lg: 'sticky' },
          insetBlock: '0',
          insetInlineStart: '0',
          zIndex: 'overlay',
          width: '260px',
          height: '100dvh',
          display: { base: 'none', lg: 'flex' },
          '&[data-open]': { display: 'flex' },
          flexDirection: 'column',
          gap: '6',
          p: '5',
          bg: 'bg.default',
          borderInlineEndWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <Brand href="/home" />
        <SidebarNav onNavigate={() => setMenuOpen(false)} />
      </aside>
      <div className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
        <header
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            px: { base: '3', md: '6' },
            py: '3',
            bg: 'bg.default',
            borderBlockEndWidth: '1px',
            borderColor: 'border.subtle',
          })}
        >
          <button
            type="button"
            className={css({ display: { lg: 'none' } }) + ' ' + button({ variant: 'ghost', size: 'sm' })}
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={menuOpen}
            aria-controls="sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
          <span className={css({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: '1' })}>
            <LanguageSwitch />
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          </span>
        </header>
        <div role="region" aria-label={t`Subscription status`} id="banner-area" />
        <main id="main" className={css({ flex: '1', p: { base: '4', md: '8' }, maxWidth: '6xl', width: 'full' })}>
          {children}
        </main>
        <footer className={css({ px: { base: '4', md: '8' }, py: '4', color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Exam Prep Academy is in beta.</Trans>
        </footer>
      </div>
    </div>
  )
}
