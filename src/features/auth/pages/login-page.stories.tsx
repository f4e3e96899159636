import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import type { GoogleIdentity } from '~/features/auth/google/google-identity'
import { demoConfig, demoToken, demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import LoginPage from './login-page'

/** `GET /config` as the demo server answers it (no Google client id). */
const config = demoConfig

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginPage,
  args: { title: 'Log in', params: {} },
  decorators: [withScreen],
  parameters: {
    layout: 'centered',
    screen: {
      api: {
        'GET /config': () => ({ status: 200, body: config }),
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

/** Nothing about Google without a client id. */
export const WithoutGoogle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible()
    await expect(canvas.queryByText(/Google/)).not.toBeInTheDocument()
  },
}

/**
 * A stand-in for Google Identity Services (the story never loads Google's script): its button
 * answers a click with an ID token, as Google's popup does.
 */
function fakeGoogleIdentity(): GoogleIdentity {
  let signedIn: ((response: { credential: string }) => void) | undefined
  return {
    initialize: ({ callback }) => {
      signedIn = callback
    },
    renderButton: (parent) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'Sign in with Google'
      button.addEventListener('click', () => signedIn?.({ credential: 'google-id-token' }))
      parent.append(button)
    },
  }
}

const googleApi: MockHandlers = {
  'GET /config': () => ({
    status: 200,
    body: { ...config, google_client_id: 'demo.apps.googleusercontent.com', third_party_sign_in_enabled: true },
  }),
  'POST /auth/google': ({ body }) =>
    (body as { id_token: string }).id_token === 'google-id-token'
      ? {
          status: 200,
          body: { status: 'authenticated', message: 'Logged in successfully', user: { ...demoUser, token: demoToken } },
        }
      : { status: 401, body: problem(401, 'The Google sign-in could not be verified.') },
}

/** With a client id: Google's button under the form; its ID token signs the learner in. */
export const WithGoogle: Story = {
  parameters: { screen: { api: googleApi } satisfies ScreenParameters },
  beforeEach: () => {
    const previous = window.google
    window.google = { accounts: { id: fakeGoogleIdentity() } }
    return () => {
      window.google = previous
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const before = location.href
    await expect(await canvas.findByText('or')).toBeVisible()
    // Google's button replaces the placeholder once the (stand-in) script is ready.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }))
    const greeting = await within(document.body).findByText('Logged in successfully')
    await waitFor(() => expect(greeting).toBeVisible())
    // The session machine took the token and navigated the browser to /home; give the story its address back.
    await waitFor(() => expect(location.pathname).toBe('/home'))
    history.replaceState(history.state, '', before)
    document.cookie = 'token=; Max-Age=0; path=/'
  },
}
