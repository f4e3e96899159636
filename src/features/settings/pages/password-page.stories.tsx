import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import PasswordPage from './password-page'

let sent: unknown

const screen = (api: ScreenParameters['api']) => ({ screen: { route: '/settings/password', api } })

const meta = {
  title: 'Screens/Settings/Password',
  component: PasswordPage,
  args: { title: 'Change password', params: {} },
  decorators: [withScreen],
  beforeEach: () => {
    sent = undefined
  },
  parameters: screen({
    'GET /current-user': () => ({ status: 200, body: demoUser }),
    'POST /settings/change-password': ({ body }) => {
      sent = body
      const { current_password, password, password_confirmation } = body as Record<string, string>
      if (current_password !== 'Learn-SAT-2026')
        return {
          status: 422,
          body: problem(422, 'The current password is incorrect.', {
            current_password: ['The current password is incorrect.'],
          }),
        }
      if (password !== password_confirmation)
        return {
          status: 422,
          body: problem(422, 'The password confirmation does not match.', {
            password_confirmation: ['The password confirmation does not match.'],
          }),
        }
      return { status: 200, body: { message: 'Password updated' } }
    },
  }),
} satisfies Meta<typeof PasswordPage>
export default meta
type Story = StoryObj<typeof meta>

async function fill(canvasElement: HTMLElement, current: string | null, next: string, confirmation: string) {
  const canvas = within(canvasElement)
  if (current !== null) await userEvent.type(await canvas.findByLabelText(/^Current password/), current)
  await userEvent.type(await canvas.findByLabelText(/^New password/), next)
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation)
  await userEvent.click(canvas.getByRole('button', { name: 'Update password' }))
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText(/^Current password/)).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Updated: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Learn-SAT-2026', 'Blue-Harbor-71', 'Blue-Harbor-71')
    const toasts = await within(document.body).findAllByText('Password updated')
    await waitFor(() => expect(toasts.at(-1)).toBeVisible())
    await expect(sent).toEqual({
      current_password: 'Learn-SAT-2026',
      password: 'Blue-Harbor-71',
      password_confirmation: 'Blue-Harbor-71',
    })
    // The form is emptied: passwords do not linger on screen.
    await expect(within(canvasElement).getByLabelText(/^New password/)).toHaveValue('')
  },
}

export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'not-it', 'Blue-Harbor-71', 'Blue-Harbor-71')
    const current = within(canvasElement).getByLabelText(/^Current password/)
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect.'))
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await expect(within(canvasElement).getByLabelText(/^New password/)).toHaveValue('Blue-Harbor-71')
  },
}

export const ConfirmationMismatch: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Learn-SAT-2026', 'Blue-Harbor-71', 'Blue-Harbor-72')
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
        'The password confirmation does not match.',
      ),
    )
  },
}

export const WithoutAPasswordYet: Story = {
  parameters: screen({
    'GET /current-user': () => ({ status: 200, body: { ...demoUser, auth_provider: 'google', has_password: false } }),
    'POST /settings/change-password': ({ body }) => {
      sent = body
      return { status: 200, body: { message: 'Password updated' } }
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Set a password' })).toBeVisible()
    await expect(canvas.queryByLabelText(/^Current password/)).not.toBeInTheDocument()
    await fill(canvasElement, null, 'Blue-Harbor-71', 'Blue-Harbor-71')
    await waitFor(() => expect(sent).toEqual({ password: 'Blue-Harbor-71', password_confirmation: 'Blue-Harbor-71' }))
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^كلمة المرور الحالية/)).toBeVisible()
  },
}
