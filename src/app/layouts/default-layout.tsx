import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { NotificationBell } from '~/features/notifications'
import { useCurrentUser } from '~/features/session'
import {
  NoAccess,
  SubscriptionBanner,
  SubscriptionProvider,
  useHasAccess,
  useSubscriptionChecking,
} from '~/features/subscription'
import { LanguageSwitch } from '~/i18n/language-switch'
import { createShortcutMatcher } from '~/lib/shortcuts'
import { Icon } from '~/ui/icon'
import { useHydrated } from '~/lib/use-hydrated'
import { LoadingOverlay } from '~/ui/loading-overlay'
import { EyebrowPlaceholder, PageHeader } from '~/ui/page-header'
import { PageShown } from '../page-shown'
import { Brand } from './brand'
import type { LayoutProps } from './layout-props'
import { SidebarNav } from './sidebar-nav'

// The widgets' code (layout-widgets.tsx) starts loading with the layout's, beside the session's reads.
const loadWidgets = () => import('./layout-widgets')
void loadWidgets().catch(() => {})
const UserMenu = lazy(() => loadWidgets().then((module) => ({ default: module.UserMenu })))
// The dialogs' code loads when the menu first opens or a dialog is asked for (layout-dialogs.tsx).
const loadDialogs = () => import('./layout-dialogs')
const LogoutDialog = lazy(() => loadDialogs().then((module) => ({ default: module.LogoutDialog })))
const FeedbackDialog = lazy(() => loadDialogs().then((module) => ({ default: module.FeedbackDialog })))

// The bell and the user menu's button take this room once the user has loaded.
const userMenuPlaceholder = css({ width: '20', height: '10', borderRadius: 'l2', bg: 'bg.subtle' })
// The bell's room while its code loads.
const bellPlaceholder = css({ width: '9', height: '9' })
// Before the subscription has answered, when the server marked `<html data-banner>` (the last page
// showed a banner, lib/banner-hint.ts): the banner's room (`Banner`'s height), so the page does not
// move down when it arrives.
const bannerAreaPending = css({
  'html[data-banner] &': {
    minHeight: '16',
    bg: 'bg.subtle',
    borderBlockEndWidth: '1px',
    borderColor: 'border.subtle',
  },
})

/**
 * The signed-in shell (spec §2): sidebar, top navbar, the subscription banner area and the page.
 * The current user and the subscription check are awaited before its content renders (spec §7):
 * meanwhile its frame (sidebar, navbar, the loading overlay in the page's place) shows at once,
 * prerendered in the HTML (issue 15). A page the subscription does not open shows the no-access
 * screen inside the layout.
 */
export default function DefaultLayout(props: LayoutProps) {
  return (
    <SubscriptionProvider>
      <Shell {...props} />
    </SubscriptionProvider>
  )
}

function Shell({ children, requiresSubscription = false, header }: LayoutProps) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const checking = useSubscriptionChecking()
  const hasAccess = useHasAccess()
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const [logoutOpen, setLogoutOpen] = useState(false)
  const [feedbackOpen, setFeedbackOpen] = useState(false)
  // Once the menu or a dialog has opened, the dialogs stay rendered (their code is here by then).
  const [dialogsWanted, setDialogsWanted] = useState(false)
  if (!dialogsWanted && (menuOpen || logoutOpen || feedbackOpen)) setDialogsWanted(true)

  // Spec §2: the key `o` toggles the user menu; `o` then `l` opens the logout dialog and `o`
  // then `f` the feedback dialog (spec §9: within 800 ms). While a dialog is open, `o` closes it.
  useEffect(() => {
    const openOnly = (dialog: 'logout' | 'feedback') => {
      setMenuOpen(false)
      setLogoutOpen(dialog === 'logout')
      setFeedbackOpen(dialog === 'feedback')
    }
    const match = createShortcutMatcher({
      o: () => {
        if (logoutOpen) return setLogoutOpen(false)
        if (feedbackOpen) return setFeedbackOpen(false)
        setMenuOpen((open) => !open)
      },
      'o-l': () => openOnly('logout'),
      'o-f': () => openOnly('feedback'),
    })
    const onKeyDown = (event: KeyboardEvent) => {
      if (match(event)) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [logoutOpen, feedbackOpen])

  // Until both have answered (and until the prerendered frame is hydrated), the frame shows with
  // a placeholder for the page and the user menu: the same HTML the build prerendered.
  // Deferred: the page's first render (the largest of all) happens in a background render that
  // yields to the browser every few milliseconds, not in one long task (issue 15, TBT). The
  // session's stores (useSyncExternalStore) would otherwise render it synchronously.
  const ready = useDeferredValue(useHydrated() && !user.isPending && !checking)

  // Stable, so that the memoized sidebar's list does not render again with the shell.
  const openFeedback = useCallback(() => {
    setSidebarOpen(false)
    setFeedbackOpen(true)
  }, [])
  const closeSidebar = useCallback(() => setSidebarOpen(false), [])

  return (
    <div
      className={css({ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { base: '1fr', lg: '260px 1fr' } })}
    >
      <aside
        id="sidebar"
        aria-label={t`Main navigation`}
        data-open={sidebarOpen || undefined}
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
        <SidebarNav onNavigate={closeSidebar} onFeedback={openFeedback} />
      </aside>
      <div className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
        <header
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            px: { base: '3', md: '6' },
            py: '2',
            bg: 'bg.default',
            borderBlockEndWidth: '1px',
            borderColor: 'border.subtle',
          })}
        >
          <button
            type="button"
            className={cx(css({ display: { lg: 'none' } }), button({ variant: 'ghost', size: 'sm' }))}
            aria-label={sidebarOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={sidebarOpen}
            aria-controls="sidebar"
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <Icon name={sidebarOpen ? 'close' : 'menu'} />
          </button>
          <span className={css({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: '1' })}>
            <LanguageSwitch />
            {ready ? (
              <Suspense fallback={<span aria-hidden="true" className={userMenuPlaceholder} />}>
                {/* The bell's code loads once the page shows: it is not what the learner came for. */}
                <Suspense fallback={<span aria-hidden="true" className={bellPlaceholder} />}>
                  <NotificationBell />
                </Suspense>
                <UserMenu
                  open={menuOpen}
                  onOpenChange={setMenuOpen}
                  onLogout={() => setLogoutOpen(true)}
                  onFeedback={openFeedback}
                />
              </Suspense>
            ) : (
              <span aria-hidden="true" className={userMenuPlaceholder} />
            )}
          </span>
        </header>
        {/* Keyed: when the page arrives, it and the banner are new elements, not the placeholder moved
            down by a banner (no layout shift for the browser to count). */}
        <Fragment key={ready ? 'page' : 'placeholder'}>
          <div
            role="region"
            aria-label={t`Subscription status`}
            id="banner-area"
            className={ready ? undefined : bannerAreaPending}
          >
            {ready && <SubscriptionBanner />}
          </div>
          <main
            id="main"
            className={css({
              flex: '1',
              p: { base: '4', md: '8' },
              maxWidth: '6xl',
              width: 'full',
              // The footer starts below the first screen: content arriving above it cannot shift it in view.
              minHeight: 'calc(100dvh - 3.5rem)',
            })}
          >
            {!ready ? (
              <>
                {/* The page's heading and its line, as the page will show them: the first screen's
                    largest text is in the HTML, and the page arriving does not move it (issue 15). */}
                {header && (
                  <PageHeader
                    title={header.title}
                    description={header.description}
                    eyebrow={header.greets ? <EyebrowPlaceholder /> : undefined}
                  />
                )}
                <LoadingOverlay placement="page" />
              </>
            ) : requiresSubscription && !hasAccess ? (
              <>
                <NoAccess />
                {/* The page's place is taken: the screen that takes it marks the page shown. */}
                <PageShown />
              </>
            ) : (
              children
            )}
          </main>
          <footer className={css({ px: { base: '4', md: '8' }, py: '4', color: 'fg.muted', fontSize: 'sm' })}>
            <Trans>Exam Prep Academy is in beta.</Trans>
          </footer>
        </Fragment>
      </div>
      {ready && dialogsWanted && (
        <Suspense fallback={null}>
          <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
          <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        </Suspense>
      )}
    </div>
  )
}
