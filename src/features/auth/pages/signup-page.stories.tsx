import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { demoConfig, demoToken, demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { expectToast } from '~/ui/toast/testing'
import SignupPage from './signup-page'

const RIGHT_CODE = '482913'
const wrongCode = 'The verification code is invalid or has expired.'
const tooCommon = 'This password is too common. Please choose one that is harder to guess.'

const api: MockHandlers = {
  // The phone field asks for the country lookup's address (spec §7).
  'GET /config': () => ({ status: 200, body: demoConfig }),
  'POST /register': ({ body }) => {
    const registration = body as { email: string; password: string }
    if (registration.password === 'password123')
      return { status: 422, body: problem(422, tooCommon, { password: [tooCommon] }) }
    return {
      status: 201,
      body: {
        status: 'activation_required',
        message: 'Registered successfully, please check your email for verification',
        email: registration.email,
        channel: 'email',
        verification_code: null,
      },
    }
  },
  'POST /activate': ({ body }) =>
    (body as { code: string }).code === RIGHT_CODE
      ? {
          status: 200,
          body: {
            status: 'authenticated',
            message: 'Account activated successfully, you can now log in',
            user: { ...demoUser, token: demoToken },
          },
        }
      : { status: 422, body: problem(422, wrongCode, { code: [wrongCode] }) },
  'POST /resend-code': () => ({
    status: 429,
    body: problem(429, 'Too many attempts, please try again in 60 seconds.'),
  }),
}

const meta = {
  title: 'Screens/Auth/Sign-up',
  component: SignupPage,
  args: { title: 'Sign up', params: {} },
  decorators: [withScreen],
  parameters: { layout: 'centered', screen: { api, route: '/signup' } satisfies ScreenParameters },
} satisfies Meta<typeof SignupPage>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

async function fill(canvas: Canvas, password = 'Blue-Harbor-71') {
  await userEvent.type(canvas.getByLabelText(/^First name/), 'Mona')
  await userEvent.type(canvas.getByLabelText(/^Last name/), 'Adel')
  await userEvent.type(canvas.getByLabelText(/^Email/), 'mona@example.com')
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Mobile number/ }), '+201001234567')
  await userEvent.type(canvas.getByLabelText(/^Password/), password)
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), password)
}

/**
 * Ticks the terms box from the keyboard: its label holds the links to the terms and the policy, and
 * a click in the middle of it could land on one of them.
 */
async function tickTerms(canvas: ReturnType<typeof within>) {
  canvas.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' }).focus()
  await userEvent.keyboard(' ')
}

export const Registration: Story = {}

/** Spec §5: without the terms nothing is sent; the message shows under the box and as a toast. */
export const TermsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expectToast('Please accept our Terms of Use and Privacy Policy')
    const terms = canvas.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' })
    await expect(terms).toHaveAttribute('aria-invalid', 'true')
    // The label links to both documents, opened in a new tab (what was typed stays).
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms')
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank')
    await tickTerms(canvas)
    await waitFor(() => expect(terms).not.toHaveAttribute('aria-invalid', 'true'))
  },
}

/** A 422: the server's message as a toast and under the password; the form keeps what was typed. */
export const CommonPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, 'password123')
    await tickTerms(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expectToast(tooCommon)
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(tooCommon))
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('mona@example.com')
  },
}

/** Registered: the code step, a wrong code, then back to the form as it was left. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await tickTerms(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expectToast('Registered successfully, please check your email for verification')
    const code = await canvas.findByLabelText(/^Verification code/)
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('mona@example.com')
    await expect(canvas.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled()
    await userEvent.type(code, '000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }))
    await expectToast(wrongCode)
    await waitFor(() => expect(canvas.getByLabelText(/^Verification code/)).toHaveAccessibleDescription(wrongCode))
    await userEvent.click(canvas.getByRole('button', { name: 'Use another e-mail' }))
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Mona')
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' }),
    ).toBeChecked()
  },
}

/** After a 202 login (`?email=`): the code at once; a resend refused by the rate limit says so. */
export const ActivationAfterLogin: Story = {
  parameters: {
    screen: { api, route: `/signup?email=${encodeURIComponent('pending@example.com')}` } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('pending@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }))
    await expectToast('Too many attempts, please try again in 60 seconds.')
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled())
  },
}
