import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useLocation } from 'wouter'
import { demoConfig, demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { UserMenu, type UserMenuProps } from './user-menu'

/** The menu with its open state held here, as the layout holds it (the `o` key toggles it there). */
function StatefulUserMenu({ open: initiallyOpen, onOpenChange, ...props }: UserMenuProps) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <UserMenu
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        onOpenChange(next)
      }}
    />
  )
}

/** Where the memory router is: the help centre item navigates there. */
function Address() {
  const [path] = useLocation()
  return <p>{`Now at ${path}`}</p>
}

const meta = {
  title: 'Screens/Shell/User menu',
  component: UserMenu,
  render: (args) => <StatefulUserMenu {...args} />,
  args: { open: false, onOpenChange: fn(), onLogout: fn(), onFeedback: fn() },
  decorators: [withScreen],
  parameters: {
    screen: {
      route: '/home',
      api: {
        'GET /current-user': () => ({ status: 200, body: demoUser }),
        'GET /config': () => ({ status: 200, body: demoConfig }),
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta<typeof UserMenu>
export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /account menu/ }))
  const menu = await body().findByRole('menu')
  await waitFor(() => expect(menu).toBeVisible())
  return within(menu)
}

/** Closed: the placeholder with the learner's initial; the name shows beside it from tablet width. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /account menu/ })
    await expect(trigger).toHaveAccessibleName(/^Layla Hassan\s*, account menu$/)
    await expect(trigger).toHaveAttribute('aria-keyshortcuts', 'o')
  },
}

/**
 * Open: who is signed in, Settings, Send feedback, Help center, the two languages (the current one
 * checked) and Logout.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(menu.getByText('Layla Hassan')).toBeVisible()
    await expect(menu.getByText('demo@example.com')).toHaveAttribute('dir', 'ltr')
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Send feedback' })).toBeVisible()
    // aria-checked carries the choice; the drawn ✓ is not part of the name.
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeChecked()
    await expect(menu.getByRole('menuitemradio', { name: /^العربية/ })).not.toBeChecked()
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    // The in-app help centre: always offered (a help centre elsewhere takes its place through the router).
    await expect(menu.getByRole('menuitem', { name: 'Help center' })).toBeVisible()
    // Escape closes it and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull())
    await expect(within(canvasElement).getByRole('button', { name: /account menu/ })).toHaveFocus()
  },
}

/**
 * Logout asks the layout for its confirmation; it does not sign out by itself. Chosen with the
 * keyboard (End, Enter): Ark's menu ignores user-event's synthetic clicks on an item once an
 * earlier story in the same page has used a menu (real clicks work every time).
 */
export const ChoosesLogout: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement)
    await userEvent.keyboard('{End}{Enter}')
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce())
    await expect(args.onFeedback).not.toHaveBeenCalled()
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull())
  },
}

/** Send feedback, chosen with the keyboard. */
export const ChoosesFeedback: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onFeedback).toHaveBeenCalledOnce()
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
}

/** Help center, chosen with the keyboard: the learner goes to `/help`, the in-app help centre. */
export const ChoosesHelpCenter: Story = {
  render: (args) => (
    <>
      <StatefulUserMenu {...args} />
      <Address />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Now at /home')).toBeVisible()
    await openMenu(canvasElement)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    await expect(await canvas.findByText('Now at /help')).toBeVisible()
    await expect(args.onFeedback).not.toHaveBeenCalled()
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
}

/**
 * The server has a `/help` route rule (`HELP_CENTER_URL`): the same item, which goes to `/help`,
 * where the router applies the rule and leaves for the help centre elsewhere (`routing.spec.ts`).
 */
export const WithHelpCentreElsewhere: Story = {
  parameters: {
    screen: {
      route: '/home',
      api: {
        'GET /current-user': () => ({ status: 200, body: demoUser }),
        'GET /config': () => ({
          status: 200,
          body: {
            ...demoConfig,
            route_rules: [...demoConfig.route_rules, { from: '/help', to: 'https://help.example.com/', status: 302 }],
          },
        }),
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(await menu.findByRole('menuitem', { name: 'Help center' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull())
  },
}

/** A learner with a picture: the photo replaces the initial. */
export const WithPhoto: Story = {
  parameters: {
    screen: {
      route: '/home',
      api: {
        'GET /current-user': () => ({
          status: 200,
          body: {
            ...demoUser,
            // An inline picture: the story loads nothing from the network.
            photo:
              'data:image/svg+xml,' +
              encodeURIComponent(
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2b9a66"/><circle cx="16" cy="13" r="6" fill="#fff"/><path d="M5 30a11 11 0 0 1 22 0z" fill="#fff"/></svg>',
              ),
          },
        }),
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /account menu/ })
    await expect(trigger.querySelector('img')).toHaveAttribute('alt', '')
  },
}
