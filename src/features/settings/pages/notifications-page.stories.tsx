import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import NotificationsPage from './notifications-page'

let sent: unknown

const screen = (api: ScreenParameters['api']) => ({ screen: { route: '/settings/notifications', api } })

const meta = {
  title: 'Screens/Settings/Notifications',
  component: NotificationsPage,
  args: { title: 'Notifications', params: {} },
  decorators: [withScreen],
  beforeEach: () => {
    sent = undefined
  },
  parameters: screen({
    'GET /current-user': () => ({ status: 200, body: demoUser }),
    'POST /settings/change-notification': ({ body }) => {
      sent = body
      return { status: 200, body: { message: 'Notification updated', user: { ...demoUser, ...(body as object) } } }
    },
  }),
} satisfies Meta<typeof NotificationsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('switch', { name: 'Email notifications' })).toBeChecked()
    await expect(canvas.getByRole('switch', { name: 'New offers' })).not.toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page')
  },
}

export const TurnsOnNewOffers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const offers = await canvas.findByRole('switch', { name: 'New offers' })
    await userEvent.click(canvas.getByText('New offers'))
    const toasts = await within(document.body).findAllByText('Notification updated')
    await waitFor(() => expect(toasts.at(-1)).toBeVisible())
    // Only the flag that changed is sent (the call is partial).
    await expect(sent).toEqual({ new_offers: true })
    await expect(offers).toBeChecked()
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).toBeChecked()
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('switch', { name: 'Email notifications' })
    email.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(sent).toEqual({ email_notifications: false }))
    await waitFor(() => expect(email).not.toBeChecked())
  },
}

export const FailureRestoresTheSwitch: Story = {
  parameters: screen({
    'GET /current-user': () => ({ status: 200, body: demoUser }),
    'POST /settings/change-notification': () => ({ status: 500, body: problem(500, 'Internal Server Error') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('switch', { name: 'Email notifications' })
    await userEvent.click(canvas.getByText('Email notifications'))
    const toasts = await within(document.body).findAllByText('Internal Server Error')
    await waitFor(() => expect(toasts.at(-1)).toBeVisible())
    await waitFor(() => expect(email).toBeChecked())
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch', { name: 'العروض الجديدة' })).not.toBeChecked()
  },
}
