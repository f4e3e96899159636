import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import type { PlanResponse, SetPlanRequest } from '../api/learning'
import { planResponse, samplePlan } from '../plan.fixtures'
import { planSetupMachine, type PlanSetupEvent } from './plan-setup.machine'

// QA drives the real machine; only the server calls are stand-ins that succeed (the plan loads
// as set). The refusals and failures are in the machine's tests and the form's stories.
const diagramMachine = planSetupMachine.provide({
  actors: {
    loadPlan: fromPromise(async (): Promise<PlanResponse> => ({ plan: samplePlan })),
    savePlan: fromPromise(async ({ input }: { input: SetPlanRequest }) => planResponse(input)),
    removePlan: fromPromise(async () => {}),
  },
})

// Events that carry more than their type are sent with these values.
const eventPayloads: Record<string, PlanSetupEvent> = {
  'date.change': { type: 'date.change', value: '2027-05-01' },
  'score.change': { type: 'score.change', value: '1400' },
}

function PlanSetupDiagram() {
  return (
    <MachineDiagram
      machine={diagramMachine}
      input={{ timeZone: 'Asia/Riyadh', today: '2026-11-26' }}
      eventPayloads={eventPayloads}
    />
  )
}

const meta = {
  title: 'Machines/Plan setup',
  component: PlanSetupDiagram,
} satisfies Meta<typeof PlanSetupDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Diagram: Story = {
  play: async ({ canvasElement, step }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    const events = canvas.getByRole('group', { name: 'Events accepted now' })
    const send = (type: string) => userEvent.click(within(events).getByRole('button', { name: type }))

    await step('loads the plan, then edits it', async () => {
      await waitFor(() => expect(highlighted(canvasElement)).toEqual(['form', 'form.editing']))
    })
    await step('a change and a save reach saved', async () => {
      await send('score.change')
      await send('plan.save')
      await waitFor(() => expect(highlighted(canvasElement)).toEqual(['form', 'form.saved']))
    })
    await step('remove goes back to an empty form', async () => {
      await send('plan.remove')
      await waitFor(() => expect(highlighted(canvasElement)).toEqual(['form', 'form.editing']))
    })
    await step('saving the empty form is invalid, without a call', async () => {
      await send('plan.save')
      await waitFor(() => expect(highlighted(canvasElement)).toEqual(['form', 'form.invalid']))
    })
  },
}
