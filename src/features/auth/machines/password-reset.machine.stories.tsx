import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  replayPath,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import { passwordResetMachine, type PasswordResetEvent, type ResetMethod } from './password-reset.machine'

// QA drives the real machine; only the server calls are stand-ins that succeed.
const diagramMachine = passwordResetMachine.provide({
  actors: {
    requestCode: fromPromise(async () => ({ message: 'If an account matches, we have sent you a reset code.' })),
    resendCode: fromPromise(async () => ({ message: 'If an account matches, we have sent you a new reset code.' })),
    verifyCode: fromPromise(async () => ({ message: 'Code verified, you can now choose a new password.' })),
    resetPassword: fromPromise(async () => ({ message: 'Password reset successfully, you can now log in' })),
  },
})

// Events that carry more than their type are sent with these values.
const eventPayloads: Record<string, PasswordResetEvent> = {
  'method.switch': { type: 'method.switch', method: 'email' },
  'request.submit': { type: 'request.submit', identifier: { mobile: '+201001234567' } },
  'code.submit': { type: 'code.submit', code: '519204' },
  'password.submit': {
    type: 'password.submit',
    password: 'N3w-S3cure-pass!',
    password_confirmation: 'N3w-S3cure-pass!',
  },
  // The request call's answer, for the shortest paths (its invocation has XState's generated id).
  'xstate.done.actor.0.passwordReset.request.sending': {
    type: 'xstate.done.actor.0.passwordReset.request.sending',
    output: { message: 'If an account matches, we have sent you a reset code.' },
  } as never,
}

function PasswordResetDiagram({ method }: { method: ResetMethod }) {
  // A short cooldown, so QA sees the resend come back.
  return (
    <MachineDiagram machine={diagramMachine} input={{ method, cooldownSeconds: 3 }} eventPayloads={eventPayloads} />
  )
}

const meta = {
  title: 'Machines/Password reset',
  component: PasswordResetDiagram,
  args: { method: 'phone' },
} satisfies Meta<typeof PasswordResetDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Diagram: Story = {
  play: async ({ canvasElement, step }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    const events = canvas.getByRole('group', { name: 'Events accepted now' })
    const send = (type: string) => userEvent.click(within(events).getByRole('button', { name: type }))

    await step('starts on the request', async () => {
      await expect(highlighted(canvasElement)).toEqual(['request', 'request.editing'])
    })
    await step('a request goes to the code, the resend waiting for its cooldown', async () => {
      await send('request.submit')
      await waitFor(() =>
        expect(highlighted(canvasElement)).toEqual([
          'verify',
          'verify.form',
          'verify.form.editing',
          'verify.resend',
          'verify.resend.coolingDown',
        ]),
      )
      await waitFor(() => expect(highlighted(canvasElement)).toContain('verify.resend.ready'))
    })
    await step('the code, then the new password, end the reset', async () => {
      await send('code.submit')
      await waitFor(() => expect(highlighted(canvasElement)).toEqual(['newPassword', 'newPassword.editing']))
      await send('password.submit')
      await waitFor(() => expect(highlighted(canvasElement)).toEqual(['done']))
    })
  },
}

export const ArabicStartsWithEmail: Story = {
  args: { method: 'email' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await expect(within(canvasElement).getByText(/"method": "email"/)).toBeInTheDocument()
  },
}

/** The shortest path to the code form, replayed from the table: the path answers for the request call. */
export const ReplayAPath: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await replayPath(canvasElement, 'verify.form.editing, verify.resend.coolingDown')
    await waitFor(() => expect(highlighted(canvasElement)).toContain('verify.form.editing'))
  },
}
