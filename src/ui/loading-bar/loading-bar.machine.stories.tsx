import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  replayPath,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import { LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_RESET_DELAY_MS, LOADING_BAR_THROTTLE_MS } from './loading-bar.constants'
import { loadingBarMachine } from './loading-bar.machine'

// The live machine with its real delays: QA can watch the throttle, hide and reset pass.
function LoadingBarDiagram() {
  return <MachineDiagram machine={loadingBarMachine} />
}

const meta = {
  title: 'Machines/Loading bar',
  component: LoadingBarDiagram,
} satisfies Meta<typeof LoadingBarDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Diagram: Story = {
  play: async ({ canvasElement, step }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    const events = canvas.getByRole('group', { name: 'Events accepted now' })
    const send = (type: string) => userEvent.click(within(events).getByRole('button', { name: type }))
    const reaches = (state: string, delay: number) =>
      waitFor(() => expect(highlighted(canvasElement)).toEqual([state]), { timeout: delay + 1500 })

    await step('idle accepts only START', async () => {
      await expect(highlighted(canvasElement)).toEqual(['idle'])
      const offered = within(events)
        .getAllByRole('button')
        .map((button) => button.textContent)
      await expect(offered).toEqual(['START'])
    })

    await step('START waits out the throttle, then shows the bar', async () => {
      await send('START')
      await expect(highlighted(canvasElement)).toEqual(['pending'])
      await reaches('visible', LOADING_BAR_THROTTLE_MS)
    })

    await step('FINISH completes it; it hides, then resets', async () => {
      await send('FINISH')
      await expect(highlighted(canvasElement)).toEqual(['finishing'])
      await reaches('hiding', LOADING_BAR_HIDE_DELAY_MS)
      await reaches('idle', LOADING_BAR_RESET_DELAY_MS)
      await expect(canvas.getByText(/"loads": 0/)).toBeInTheDocument()
    })
  },
}

/** The shortest path to `visible`, replayed from the table: the throttle's timer is answered by the path. */
export const ReplayAPath: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await replayPath(canvasElement, 'visible')
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['visible']))
    // The label of the drawing sends FINISH, which `visible` accepts.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send FINISH' }))
    await expect(highlighted(canvasElement)).toEqual(['finishing'])
  },
}
