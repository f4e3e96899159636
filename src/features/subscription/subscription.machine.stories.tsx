import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  replayPath,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import { subscriptionMachine, type SubscriptionCheck } from './subscription.machine'

const DAY = 86_400_000

type Scenario = 'trial' | 'trialEndingNow' | 'expired' | 'paid' | 'offline'

function answer(scenario: Scenario): SubscriptionCheck {
  const period = (isTrial: boolean, endInMs: number) => ({
    id: 'sub_T1rW6yUi',
    package: isTrial ? null : { id: 'pkg_monthly', name: 'Monthly' },
    is_trial: isTrial,
    status: endInMs > 0 ? ('active' as const) : ('expired' as const),
    start_date: new Date(Date.now() - DAY).toISOString(),
    end_date: new Date(Date.now() + endInMs).toISOString(),
    created_at: new Date(Date.now() - DAY).toISOString(),
  })
  if (scenario === 'expired') return { has_active_subscription: false, subscription: period(true, -DAY) }
  if (scenario === 'paid') return { has_active_subscription: true, subscription: period(false, 30 * DAY) }
  if (scenario === 'trialEndingNow') return { has_active_subscription: true, subscription: period(true, 3_000) }
  return { has_active_subscription: true, subscription: period(true, 3 * DAY) }
}

// QA drives the real machine; only the server's answer is a stand-in, picked by the story.
function SubscriptionDiagram({ scenario }: { scenario: Scenario }) {
  const machine = subscriptionMachine.provide({
    actors: {
      check: fromPromise(async () => {
        if (scenario === 'offline') throw new Error('offline')
        return answer(scenario)
      }),
    },
  })
  return <MachineDiagram machine={machine} key={scenario} />
}

const meta = {
  title: 'Machines/Subscription banner',
  component: SubscriptionDiagram,
  args: { scenario: 'trial' },
  argTypes: { scenario: { control: 'select', options: ['trial', 'trialEndingNow', 'expired', 'paid', 'offline'] } },
} satisfies Meta<typeof SubscriptionDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Trial: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['trial', 'trial.counting']))
  },
}

export const TrialEndingNow: Story = {
  args: { scenario: 'trialEndingNow' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['trial', 'trial.ended']), { timeout: 6000 })
  },
}

export const Expired: Story = {
  args: { scenario: 'expired' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['expired']))
    const events = within(within(canvasElement).getByRole('group', { name: 'Events accepted now' }))
    await userEvent.click(events.getByRole('button', { name: 'subscription.refresh' }))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['expired']))
  },
}

export const Paid: Story = {
  args: { scenario: 'paid' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['active']))
  },
}

export const Offline: Story = {
  args: { scenario: 'offline' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['unknown']))
  },
}

/** The shortest path to `unknown`, replayed from the table: the path answers for the check with an error. */
export const ReplayAPath: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await replayPath(canvasElement, 'unknown')
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['unknown']))
  },
}
