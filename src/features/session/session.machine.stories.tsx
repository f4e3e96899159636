import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  replayPath,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import { sessionMachine, type AuthenticatedUser, type LoginOutcome, type SessionEvent } from './session.machine'

const demoUser: AuthenticatedUser = {
  id: 'usr_12345678',
  first_name: 'Layla',
  last_name: 'Hassan',
  name: 'Layla Hassan',
  email: 'layla@example.com',
  mobile: null,
  photo: null,
  token: 'demo-token',
}

// QA drives the real machine; only the server calls are stand-ins (a login that succeeds).
const diagramMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(async (): Promise<LoginOutcome> => ({
      kind: 'signedIn',
      message: 'Logged in successfully',
      user: demoUser,
    })),
    logout: fromPromise(async () => 'Logged out successfully'),
  },
})

// Events that carry more than their type are sent with these values.
const eventPayloads: Record<string, SessionEvent> = {
  'session.login': { type: 'session.login', email: demoUser.email, password: 'demo-password' },
  'session.activated': { type: 'session.activated', user: demoUser, message: 'Account activated' },
  'session.googleSignIn': { type: 'session.googleSignIn', idToken: 'demo-google-id-token' },
  'session.passwordReset': { type: 'session.passwordReset', message: 'Password reset successfully' },
  // The login call's answer, for the shortest paths (its invocation has XState's generated id).
  'xstate.done.actor.0.session.signingIn': {
    type: 'xstate.done.actor.0.session.signingIn',
    output: { kind: 'signedIn', message: 'Logged in successfully', user: demoUser } satisfies LoginOutcome,
  } as never,
}

function SessionDiagram({ hasToken }: { hasToken: boolean }) {
  return <MachineDiagram machine={diagramMachine} input={{ hasToken }} eventPayloads={eventPayloads} />
}

const meta = {
  title: 'Machines/Session',
  component: SessionDiagram,
  args: { hasToken: false },
} satisfies Meta<typeof SessionDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await expect(highlighted(canvasElement)).toEqual(['signedOut'])
    const events = within(within(canvasElement).getByRole('group', { name: 'Events accepted now' }))
    await expect(events.getByRole('button', { name: 'session.login' })).toBeInTheDocument()
  },
}

export const SignedInWithToken: Story = {
  args: { hasToken: true },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await expect(highlighted(canvasElement)).toEqual(['signedIn'])
    const events = within(within(canvasElement).getByRole('group', { name: 'Events accepted now' }))
    await userEvent.click(events.getByRole('button', { name: 'session.logout' }))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['signedOut']))
  },
}

/** The shortest path to `signedIn`, replayed from the table: the path answers for the login call. */
export const ReplayAPath: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await replayPath(canvasElement, 'signedIn')
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['signedIn']))
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send session.logout' }))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['signedOut']))
  },
}
