import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { paths } from '~/lib/paths'

const list = css({
  display: 'flex',
  gap: '1',
  // Narrow screens scroll the row sideways rather than wrap it onto three lines.
  overflowX: 'auto',
  borderBlockEndWidth: '1px',
  borderColor: 'border.subtle',
  listStyle: 'none',
  p: '0',
  m: '0',
})
const link = css({
  display: 'block',
  whiteSpace: 'nowrap',
  px: { base: '2', sm: '3' },
  py: '2',
  color: 'fg.muted',
  fontWeight: 'medium',
  borderBlockEndWidth: '2px',
  borderColor: 'transparent',
  _hover: { color: 'fg.default', borderColor: 'border.default' },
  '&[aria-current=page]': { color: 'green.12', borderColor: 'green.11' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '-2px', borderRadius: 'l1' },
})

/** The five settings pages, in the order of the spec's route table (§2); the current one has `aria-current`. */
export function SettingsNav() {
  const { t } = useLingui()
  const [location] = useLocation()
  const current = useRef<HTMLAnchorElement>(null)
  // On a phone the row scrolls: bring the current page's tab into view (Billing is off-screen).
  // Braces: Chromium's scrollIntoView now returns a promise, which React would call as a cleanup.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [location])
  const items = [
    { href: paths.settings.getHref(), label: t`Profile` },
    { href: paths.settingsPassword.getHref(), label: t`Password` },
    { href: paths.settingsChangeEmail.getHref(), label: t`Email` },
    { href: paths.settingsNotifications.getHref(), label: t`Notifications` },
    { href: paths.settingsBilling.getHref(), label: t`Billing` },
  ]
  return (
    <nav aria-label={t`Settings`}>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              ref={location === item.href ? current : undefined}
              href={item.href}
              className={link}
              aria-current={location === item.href ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
