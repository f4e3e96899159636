import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { demoToken, demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import LoginPage from './login-page'

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginPage,
  args: { title: 'Log in', params: {} },
  decorators: [withScreen],
  parameters: {
    layout: 'centered',
    screen: {
      api: {
        'POST /login': ({ body }) =>
          (body as { password: string }).password === 'Learn-SAT-2026'
            ? {
                status: 200,
                body: {
                  status: 'authenticated',
                  message: 'Logged in successfully',
                  user: { ...demoUser, token: demoToken },
                },
              }
            : { status: 401, body: problem(401, 'These credentials do not match our records') },
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta<typeof LoginPage>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@example.com')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    const toast = await within(document.body).findByText('These credentials do not match our records')
    await waitFor(() => expect(toast).toBeVisible())
    // Nothing the learner typed is lost.
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('demo@example.com')
  },
}
