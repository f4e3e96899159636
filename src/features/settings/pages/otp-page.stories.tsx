import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import OtpPage from './otp-page'

const screen = (route: string, api: ScreenParameters['api'] = {}) => ({ screen: { route, api } })

const meta = {
  title: 'Screens/Auth/Verification code (/otp)',
  component: OtpPage,
  args: { title: 'Verification code', params: {} },
  decorators: [withScreen],
  parameters: screen('/otp?email=new-address%40example.com', {
    'POST /settings/verify-email': ({ body }) => {
      const { email, code } = body as { email: string; code: string }
      if (code !== '482913')
        return {
          status: 422,
          body: problem(422, 'The code is invalid or has expired.', { code: ['The code is invalid or has expired.'] }),
        }
      return { status: 200, body: { message: 'Email updated', user: { ...demoUser, email } } }
    },
    'POST /settings/change-email': () => ({
      status: 200,
      body: { message: 'We have sent a verification code to your new email.', verification_code: null },
    }),
  }),
} satisfies Meta<typeof OtpPage>
export default meta
type Story = StoryObj<typeof meta>

/** Opened from the link in the e-mail: the address is shown, the code is typed. */
export const FromTheEmailLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('new-address@example.com')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Verification code/ })).toBeVisible()
  },
}

/** A wrong code: the server's message under the field, the code kept. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const code = canvas.getByRole('textbox', { name: /^Verification code/ })
    await userEvent.type(code, '111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm new email' }))
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'))
    await expect(code).toHaveValue('111111')
    await expect(code).toHaveAccessibleDescription('The code is invalid or has expired.')
  },
}

/** Without `?email`: where the code comes from, and the way to ask for one. */
export const WithoutAnAddress: Story = {
  parameters: screen('/otp'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Change email' })).toHaveAttribute('href', '/settings/change-email')
  },
}
