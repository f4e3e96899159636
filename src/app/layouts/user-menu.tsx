import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useLocation } from 'wouter'
import { useCurrentUser } from '~/features/session'
import { useLocale } from '~/i18n/locale-context'
import type { Locale } from '~/i18n/locale'
import { Icon } from '~/ui/icon'
import { Menu } from '~/ui/menu'
import { paths } from '~/lib/paths'

// The name shows beside the photo from tablet width; below it stays in the button's accessible name.
const nameOnWideScreens = css({
  fontWeight: 'medium',
  srOnly: true,
  md: {
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: '0',
    overflow: 'visible',
    clip: 'auto',
    clipPath: 'none',
    whiteSpace: 'nowrap',
  },
})

/** The learner's photo, or a placeholder with the first letter of their name (spec §3). */
export function Avatar({ photo, name }: { photo: string | null; name: string }) {
  return photo ? (
    <img src={photo} alt="" width={32} height={32} className={css({ borderRadius: 'full', objectFit: 'cover' })} />
  ) : (
    <span
      aria-hidden="true"
      className={css({
        width: '8',
        height: '8',
        flexShrink: 0,
        borderRadius: 'full',
        bg: 'green.3',
        color: 'green.12',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 'semibold',
        // The initial is drawn by CSS: it is decoration, not part of any button's name.
        _before: { content: 'attr(data-initial)' },
      })}
      data-initial={name.slice(0, 1)}
    />
  )
}

export interface UserMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onLogout: () => void
  onFeedback: () => void
}

/**
 * The navbar's user menu (spec §2): photo or placeholder, name and e-mail, the language switch
 * and Logout (behind its confirmation), plus Settings, Send feedback and Help center. The key `o`
 * toggles it.
 */
export function UserMenu({ open, onOpenChange, onLogout, onFeedback }: UserMenuProps) {
  const { data: user } = useCurrentUser()
  const { locale, setLocale } = useLocale()
  const [, navigate] = useLocation()
  if (!user) return null
  const name = user.name

  return (
    <Menu.Root
      open={open}
      onOpenChange={({ open: next }) => onOpenChange(next)}
      onSelect={({ value }) => {
        if (value === 'settings') navigate(paths.settings.getHref())
        // The in-app help centre, or the one elsewhere when the server has a `/help` route rule
        // (`HELP_CENTER_URL`): the router applies the rule, so that one wins.
        if (value === 'help') navigate(paths.help.getHref())
        if (value === 'feedback') onFeedback()
        if (value === 'logout') onLogout()
      }}
    >
      <Menu.Trigger asChild>
        <button
          type="button"
          aria-keyshortcuts="o"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            px: '2',
            py: '1',
            borderRadius: 'l2',
            cursor: 'pointer',
            _hover: { bg: 'bg.subtle' },
            _focusVisible: { outline: '2px solid', outlineColor: 'green.9', outlineOffset: '2px' },
          })}
        >
          <Avatar photo={user.photo} name={user.first_name || user.name} />
          <span className={nameOnWideScreens}>{name}</span>
          <span className={css({ srOnly: true })}>
            <Trans>, account menu</Trans>
          </span>
          <Icon name="chevronDown" />
        </button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
              <span>{user.name}</span>
              <span
                dir="ltr"
                className={css({
                  fontWeight: 'normal',
                  color: 'fg.muted',
                  textAlign: 'start',
                  overflowWrap: 'anywhere',
                })}
              >
                {user.email}
              </span>
            </Menu.ItemGroupLabel>
            <Menu.Item value="settings">
              <Icon name="settings" />
              <Trans>Settings</Trans>
            </Menu.Item>
            <Menu.Item value="feedback">
              <Icon name="message" />
              <Trans>Send feedback</Trans>
            </Menu.Item>
            <Menu.Item value="help">
              <Icon name="help" />
              <Trans>Help center</Trans>
            </Menu.Item>
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.RadioItemGroup value={locale} onValueChange={({ value }) => void setLocale(value as Locale)}>
            <Menu.ItemGroupLabel>
              <Trans>Language</Trans>
            </Menu.ItemGroupLabel>
            <Menu.RadioItem value="en" closeOnSelect>
              <Menu.ItemText lang="en">English</Menu.ItemText>
              <Menu.ItemIndicator>✓</Menu.ItemIndicator>
            </Menu.RadioItem>
            <Menu.RadioItem value="ar" closeOnSelect>
              <Menu.ItemText lang="ar">العربية</Menu.ItemText>
              <Menu.ItemIndicator>✓</Menu.ItemIndicator>
            </Menu.RadioItem>
          </Menu.RadioItemGroup>
          <Menu.Separator />
          <Menu.Item value="logout">
            <Icon name="logout" />
            <Trans>Logout</Trans>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}
