import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  replayPath,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import { signUpMachine, type AuthenticatedUser, type SignUpEvent } from './sign-up.machine'

const demoUser: AuthenticatedUser = {
  id: 'usr_12345678',
  first_name: 'Mona',
  last_name: 'Adel',
  name: 'Mona Adel',
  email: 'mona@example.com',
  mobile: '+201001234567',
  photo: null,
  token: 'demo-token',
}

// QA drives the real machine; only the server calls are stand-ins that succeed.
const diagramMachine = signUpMachine.provide({
  actors: {
    register: fromPromise(async ({ input }) => ({
      message: 'Registered successfully, please check your email for verification',
      email: input.email,
    })),
    activate: fromPromise(async () => ({
      message: 'Account activated successfully, you can now log in',
      user: demoUser,
    })),
    resendCode: fromPromise(async () => ({
      message: 'If an account is waiting for activation, a new code has been sent.',
    })),
  },
})

// Events that carry more than their type are sent with these values (terms accepted).
const eventPayloads: Record<string, SignUpEvent> = {
  'register.submit': {
    type: 'register.submit',
    registration: {
      first_name: 'Mona',
      last_name: 'Adel',
      email: 'mona@example.com',
      mobile: '+201001234567',
      password: 'Blue-Harbor-71',
      password_confirmation: 'Blue-Harbor-71',
      accept_terms: true,
      channel: 'email',
    },
  },
  'code.submit': { type: 'code.submit', code: '482913' },
  // The register call's answer, for the shortest paths (its invocation has XState's generated id).
  'xstate.done.actor.0.signUp.registration.registering': {
    type: 'xstate.done.actor.0.signUp.registration.registering',
    output: { message: 'Registered successfully, please check your email for verification', email: demoUser.email },
  } as never,
}

function SignUpDiagram({ email }: { email: string | null }) {
  return <MachineDiagram machine={diagramMachine} input={{ email, cooldownSeconds: 3 }} eventPayloads={eventPayloads} />
}

const meta = {
  title: 'Machines/Sign-up',
  component: SignUpDiagram,
  args: { email: null },
} satisfies Meta<typeof SignUpDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Diagram: Story = {
  play: async ({ canvasElement, step }) => {
    await statechartDrawn(canvasElement)
    const events = within(canvasElement).getByRole('group', { name: 'Events accepted now' })
    const send = (type: string) => userEvent.click(within(events).getByRole('button', { name: type }))
    await step('starts on the registration form', async () => {
      await expect(highlighted(canvasElement)).toEqual(['registration', 'registration.editing'])
    })
    await step('registering goes to the code', async () => {
      await send('register.submit')
      await waitFor(() => expect(highlighted(canvasElement)).toContain('activation.form.editing'))
      await expect(highlighted(canvasElement)).toContain('activation.resend.coolingDown')
    })
    await step('the code activates the account', async () => {
      await send('code.submit')
      await waitFor(() => expect(highlighted(canvasElement)).toEqual(['activated']))
    })
  },
}

/** After a 202 login (`/signup?email=…`): straight to the code, resend ready. */
export const WaitingForTheCode: Story = {
  args: { email: 'pending@example.com' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await expect(highlighted(canvasElement)).toEqual([
      'activation',
      'activation.form',
      'activation.form.editing',
      'activation.resend',
      'activation.resend.ready',
    ])
  },
}

/** The shortest path to the code form, replayed from the table: the path answers for the register call. */
export const ReplayAPath: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await replayPath(canvasElement, 'activation.form.editing, activation.resend.coolingDown')
    await waitFor(() => expect(highlighted(canvasElement)).toContain('activation.form.editing'))
    await expect(canvasElement.querySelector('[data-field="email"]')).toHaveTextContent('mona@example.com')
  },
}
