import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import ChangeEmailPage from './change-email-page'

const requests: { path: string; body: unknown }[] = []

const screen = (api: ScreenParameters['api']) => ({ screen: { route: '/settings/change-email', api } })

const meta = {
  title: 'Screens/Settings/Change email',
  component: ChangeEmailPage,
  args: { title: 'Change email', params: {} },
  decorators: [withScreen],
  beforeEach: () => {
    requests.length = 0
  },
  parameters: screen({
    'GET /current-user': () => ({ status: 200, body: demoUser }),
    'POST /settings/change-email': ({ body }) => {
      requests.push({ path: 'change-email', body })
      const { email } = body as { email: string }
      // The server answers a taken address like a free one (no account enumeration); only the
      // learner's own address is refused.
      if (email === demoUser.email)
        return {
          status: 422,
          body: problem(422, 'This is already your email address.', {
            email: ['This is already your email address.'],
          }),
        }
      return {
        status: 200,
        body: { message: 'We have sent a verification code to your new email.', verification_code: null },
      }
    },
    'POST /settings/verify-email': ({ body }) => {
      requests.push({ path: 'verify-email', body })
      const { email, code } = body as { email: string; code: string }
      if (code !== '482913')
        return {
          status: 422,
          body: problem(422, 'The code is invalid or has expired.', { code: ['The code is invalid or has expired.'] }),
        }
      return { status: 200, body: { message: 'Email updated', user: { ...demoUser, email } } }
    },
  }),
} satisfies Meta<typeof ChangeEmailPage>
export default meta
type Story = StoryObj<typeof meta>

/** The toaster is shared by the stories of a file: earlier stories may have left the same text. */
const toast = async (text: string) => {
  const elements = await within(document.body).findAllByText(text)
  await waitFor(() => expect(elements.at(-1)).toBeVisible())
}

async function askForCode(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: /^New email/ }), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Current email')).toHaveValue('demo@example.com')
    await expect(canvas.getByRole('link', { name: 'Email' })).toHaveAttribute('aria-current', 'page')
  },
}

export const ChangesTheEmailWithTheCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await askForCode(canvasElement, 'layla.new@example.com')
    await toast('We have sent a verification code to your new email.')
    await expect(await canvas.findByText('layla.new@example.com')).toBeVisible()
    const code = canvas.getByLabelText(/^Verification code/)
    // Arabic-Indic digits typed on an Arabic keyboard become ASCII.
    await userEvent.type(code, '٤٨٢٩١٣')
    await expect(code).toHaveValue('482913')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm new email' }))
    await toast('Email updated')
    await expect(requests.at(-1)).toEqual({
      path: 'verify-email',
      body: { email: 'layla.new@example.com', code: '482913' },
    })
    // Back to the first step, which shows the new address.
    await expect(await canvas.findByLabelText('Current email')).toHaveValue('layla.new@example.com')
  },
}

export const SendsANewCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await askForCode(canvasElement, 'layla.new@example.com')
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a new code' }))
    await waitFor(() => expect(requests.filter((request) => request.path === 'change-email')).toHaveLength(2))
    await expect(requests[1]).toEqual({ path: 'change-email', body: { email: 'layla.new@example.com' } })
  },
}

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await askForCode(canvasElement, 'layla.new@example.com')
    await userEvent.type(await canvas.findByLabelText(/^Verification code/), '000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm new email' }))
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Verification code/)).toHaveAccessibleDescription(
        'The code is invalid or has expired.',
      ),
    )
  },
}

export const SameAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await askForCode(canvasElement, demoUser.email)
    const field = canvas.getByRole('textbox', { name: /^New email/ })
    await waitFor(() => expect(field).toHaveAccessibleDescription('This is already your email address.'))
    await expect(field).toHaveValue(demoUser.email)
    await toast('This is already your email address.')
  },
}

export const TooManyCodes: Story = {
  parameters: screen({
    'GET /current-user': () => ({ status: 200, body: demoUser }),
    'POST /settings/change-email': () => ({
      status: 429,
      body: problem(429, 'Too many attempts. Please try again in a minute.'),
      headers: { 'Retry-After': '60' },
    }),
  }),
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement, 'layla.new@example.com')
    // Spec §7: the change-email error keeps its status code and message.
    const alert = await within(canvasElement).findByText('Too many attempts. Please try again in a minute.', {
      selector: '[role=alert]',
    })
    await expect(alert).toHaveAttribute('data-status', '429')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('البريد الإلكتروني الحالي')).toHaveValue(
      'demo@example.com',
    )
  },
}
