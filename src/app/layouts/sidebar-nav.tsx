import { Trans, useLingui } from '@lingui/react/macro'
import { memo, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Icon, type IconName } from '~/ui/icon'
import { paths } from '~/lib/paths'

const linkClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  color: 'fg.muted',
  fontWeight: 'medium',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'green.3', color: 'green.12' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.9', outlineOffset: '2px' },
})

function NavLink({
  href,
  icon,
  children,
  onNavigate,
}: {
  href: string
  icon: IconName
  children: ReactNode
  onNavigate: () => void
}) {
  const [location] = useLocation()
  const current = location === href || location.startsWith(`${href}/`)
  return (
    <Link href={href} className={linkClass} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      <Icon name={icon} />
      {children}
    </Link>
  )
}

/**
 * Spec §2: Home, Evaluate, Practice (then the full-length test, issue 17), Tests History, a separator, Settings, and the beta card; with
 * Divisions after Tests History and Help after Settings (issue 16: neither could be found), and the
 * mistake log (issue 19) beside Tests History.
 * Memoized: the signed-in shell renders again when the session's reads answer, and the list does
 * not change then (issue 15, blocking time).
 */
export const SidebarNav = memo(function SidebarNav({
  onNavigate,
  onFeedback,
}: {
  onNavigate: () => void
  onFeedback: () => void
}) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Sections`} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}>
      <NavLink href={paths.home.getHref()} icon="home" onNavigate={onNavigate}>
        <Trans>Home</Trans>
      </NavLink>
      <NavLink href={paths.evaluate.getHref()} icon="target" onNavigate={onNavigate}>
        <Trans>Evaluate</Trans>
      </NavLink>
      <NavLink href={paths.practice.getHref()} icon="pencil" onNavigate={onNavigate}>
        <Trans>Practice</Trans>
      </NavLink>
      <NavLink href={paths.fullTest.getHref()} icon="clock" onNavigate={onNavigate}>
        <Trans>Full-length test</Trans>
      </NavLink>
      <NavLink href={paths.history.getHref()} icon="history" onNavigate={onNavigate}>
        <Trans>Tests History</Trans>
      </NavLink>
      <NavLink href={paths.mistakes.getHref()} icon="alert" onNavigate={onNavigate}>
        <Trans>Mistake log</Trans>
      </NavLink>
      <NavLink href={paths.divisions.getHref()} icon="trophy" onNavigate={onNavigate}>
        <Trans>Divisions</Trans>
      </NavLink>
      <hr className={css({ my: '2', borderColor: 'border.subtle' })} />
      <NavLink href={paths.settings.getHref()} icon="settings" onNavigate={onNavigate}>
        <Trans>Settings</Trans>
      </NavLink>
      <NavLink href={paths.help.getHref()} icon="help" onNavigate={onNavigate}>
        <Trans>Help center</Trans>
      </NavLink>
      <section
        aria-labelledby="beta-card-title"
        className={css({
          mt: 'auto',
          p: '4',
          borderRadius: 'l3',
          bg: 'green.2',
          borderWidth: '1px',
          borderColor: 'green.6',
        })}
      >
        <h2 id="beta-card-title" className={css({ fontWeight: 'bold', color: 'green.12' })}>
          <Trans>Beta</Trans>
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
          <Trans>We are still building. Tell us what works and what does not.</Trans>
        </p>
        <Button size="sm" variant="outline" className={css({ mt: '3', width: 'full' })} onClick={onFeedback}>
          <Icon name="message" />
          <Trans>Send feedback</Trans>
        </Button>
      </section>
    </nav>
  )
})
