import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { expectToast } from '~/ui/toast/testing'
import ForgotPasswordPage from './forgot-password-page'

const RIGHT_CODE = '519204'
const wrongCode = 'The verification code is invalid or has expired.'

/** The contract's four calls: any identifier gets a code, only RIGHT_CODE passes, passwords must match. */
const api: MockHandlers = {
  'POST /password-reset/request': () => ({
    status: 200,
    body: { message: 'If an account matches, we have sent you a reset code.', verification_code: null },
  }),
  'POST /password-reset/resend-code': () => ({
    status: 200,
    body: { message: 'If an account matches, we have sent you a new reset code.', verification_code: null },
  }),
  'POST /password-reset/verify': ({ body }) =>
    (body as { code: string }).code === RIGHT_CODE
      ? { status: 200, body: { message: 'Code verified, you can now choose a new password.' } }
      : { status: 422, body: problem(422, wrongCode, { code: [wrongCode] }) },
  'POST /password-reset/reset': ({ body }) => {
    const { password, password_confirmation } = body as { password: string; password_confirmation: string }
    return password === password_confirmation
      ? { status: 200, body: { message: 'Password reset successfully, you can now log in' } }
      : {
          status: 422,
          body: problem(422, 'The request body is not valid.', {
            password_confirmation: ['The password confirmation does not match.'],
          }),
        }
  },
}

const meta = {
  title: 'Screens/Auth/Forgot password',
  component: ForgotPasswordPage,
  args: { title: 'Forgot password', params: {} },
  decorators: [withScreen],
  parameters: { layout: 'centered', screen: { api, route: '/forgot-password' } satisfies ScreenParameters },
} satisfies Meta<typeof ForgotPasswordPage>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

async function requestByPhone(canvas: Canvas) {
  // The phone field's code loads on its own: until then a disabled field of the same name holds its
  // place, and typing into that one is lost (found once the field was found too early).
  const phone = await waitFor(() => {
    const field = canvas.getByRole('textbox', { name: /^Phone number/ })
    expect(field).toBeEnabled()
    return field
  })
  await userEvent.type(phone, '+201001234567')
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
  await canvas.findByLabelText(/^Verification code/)
}

async function verify(canvas: Canvas, code = RIGHT_CODE) {
  await userEvent.type(canvas.getByLabelText(/^Verification code/), code)
  await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }))
}

/** Step 1 in English: the phone number (spec §2), with a way to use the e-mail instead. */
export const RequestByPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: /^Phone number/ })).toBeVisible()
    await expect(canvas.queryByLabelText(/^Email/)).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Use your e-mail instead' })).toBeVisible()
  },
}

/** The other method, and back: the e-mail typed is kept. */
export const SwitchToEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Use your e-mail instead' }))
    await userEvent.type(canvas.getByLabelText(/^Email/), 'layla@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expect(await canvas.findByText('layla@example.com')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Change the e-mail' }))
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('layla@example.com')
  },
}

/** Step 2: the code; the resend waits for the server's minute. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await requestByPhone(canvas)
    await expectToast('If an account matches, we have sent you a reset code.')
    await expect(await canvas.findByText('Step 2 of 3')).toBeVisible()
    await expect(await canvas.findByText('+201001234567')).toBeVisible()
    const code = canvas.getByLabelText(/^Verification code/)
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await waitFor(() => expect(code).toHaveFocus())
    await expect(canvas.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled()
    // Arabic-Indic digits become ASCII digits.
    await userEvent.type(code, '٥١٩٢٠٤')
    await expect(code).toHaveValue(RIGHT_CODE)
  },
}

/** A wrong code: the server's message as a toast and under the field; the code stays. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await requestByPhone(canvas)
    await verify(canvas, '000000')
    await expectToast(wrongCode)
    const code = canvas.getByLabelText(/^Verification code/)
    await waitFor(() => expect(code).toHaveAccessibleDescription(wrongCode))
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(code).toHaveValue('000000')
  },
}

/** Step 3: confirmation that does not match; the server's word under the field, nothing lost. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await requestByPhone(canvas)
    await verify(canvas)
    const password = await canvas.findByLabelText(/^New password/)
    await expect(canvas.getByText('Step 3 of 3')).toBeVisible()
    await userEvent.type(password, 'N3w-S3cure-pass!')
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'N3w-S3cure-pass?')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await expectToast('The request body is not valid.')
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
        'The password confirmation does not match.',
      ),
    )
    await expect(password).toHaveValue('N3w-S3cure-pass!')
    // Back to the code: it is still there.
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the code' }))
    await expect(canvas.getByLabelText(/^Verification code/)).toHaveValue(RIGHT_CODE)
  },
}

/** The end: the server's message, and the session goes back to `/`. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const before = location.href
    await requestByPhone(canvas)
    await verify(canvas)
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'N3w-S3cure-pass!')
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'N3w-S3cure-pass!')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await expectToast('Password reset successfully, you can now log in')
    // The session machine navigates the browser to `/`; give the story its address back.
    await waitFor(() => expect(location.pathname).toBe('/'))
    history.replaceState(history.state, '', before)
  },
}

/** A failed request: the server's message as a red toast, the number kept. */
export const RequestFails: Story = {
  parameters: {
    screen: {
      api: {
        ...api,
        'POST /password-reset/request': () => ({ status: 500, body: problem(500, 'Internal Server Error') }),
      },
      route: '/forgot-password',
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Phone number/ }), '+201001234567')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expectToast('Internal Server Error')
    // A failed request stays on step 1 with the number as typed.
    const phone = canvas.getByRole<HTMLInputElement>('textbox', { name: /^Phone number/ })
    await expect(phone.value.replace(/\s/g, '')).toBe('+201001234567')
  },
}

/** Arabic: the e-mail first (spec §2), the phone one click away. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/^البريد الإلكتروني/)).toHaveAttribute('dir', 'ltr')
    await expect(canvas.queryByRole('textbox', { name: /رقم الهاتف/ })).not.toBeInTheDocument()
  },
}
