import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineDiagram } from '../machine-diagram'
import { highlightedStatePaths as highlighted, statechartDrawn, transitionLabel } from '../machine-diagram.testing'
import { trafficLightMachine, type TrafficLightInput } from './traffic-light.machine'

// Args must serialise; a machine does not, so the story fixes it and only the input is an arg.
function TrafficLightDiagram({ input }: { input?: TrafficLightInput }) {
  return <MachineDiagram machine={trafficLightMachine} input={input} />
}

const meta = {
  title: 'Machines/Traffic light',
  component: TrafficLightDiagram,
} satisfies Meta<typeof TrafficLightDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Diagram: Story = {
  play: async ({ canvasElement, step }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    const events = canvas.getByRole('group', { name: 'Events accepted now' })
    const send = (type: string) => userEvent.click(within(events).getByRole('button', { name: type }))

    await step('starts on green, offering only what green accepts', async () => {
      await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.green'])
      await expect(canvas.getByRole('status')).toHaveTextContent('operating.green')
      const offered = within(events)
        .getAllByRole('button')
        .map((button) => button.textContent)
      await expect(offered).toEqual(['light.next', 'light.emergency'])
    })

    await step('light.next twice reaches red and its nested crossing', async () => {
      await send('light.next')
      await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.yellow'])
      await send('light.next')
      await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.red', 'operating.red.walk'])
      await expect(within(events).queryByRole('button', { name: 'light.next' })).not.toBeInTheDocument()
    })

    await step('the crossing finishes and the light returns to green', async () => {
      await send('pedestrian.countdown')
      await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.red', 'operating.red.blink'])
      await send('pedestrian.countdown')
      await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.green'])
      await expect(canvas.getByText(/"cycles": 1/)).toBeInTheDocument()
    })

    await step('an emergency flashes, and the log lists what happened', async () => {
      await send('light.emergency')
      await expect(highlighted(canvasElement)).toEqual(['flashing'])
      const log = canvas.getByRole('log', { name: 'Event log' })
      await expect(
        within(log)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('xstate.init'),
        expect.stringContaining('light.next'),
        expect.stringContaining('light.next'),
        expect.stringContaining('pedestrian.countdown'),
        expect.stringContaining('pedestrian.countdown'),
        expect.stringContaining('light.emergency'),
      ])
    })

    await step('reset starts a fresh actor', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }))
      await waitFor(() => expect(highlighted(canvasElement)).toEqual(['operating', 'operating.green']))
      await expect(canvas.getByText(/"cycles": 0/)).toBeInTheDocument()
    })
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus()
    // The drawing scrolls, so it takes focus; then come the labels of the transitions enabled now.
    await userEvent.tab()
    await expect(canvas.getByRole('region', { name: 'Statechart of trafficLight' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Send light.next' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.yellow'])
    const events = canvas.getByRole('group', { name: 'Events accepted now' })
    await userEvent.click(within(events).getByRole('button', { name: 'light.next' }))
    await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.red', 'operating.red.walk'])
    within(events).getByRole('button', { name: 'light.emergency' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(highlighted(canvasElement)).toEqual(['flashing'])
    // light.emergency is no longer accepted when flashing: focus stays in the events group, not on <body>.
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Events accepted now' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    )
  },
}

export const WithInput: Story = {
  args: { input: { cycles: 41 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'cycles' })).toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-field="cycles"]')).toHaveTextContent('41')
    await expect(within(canvasElement).getByText(/"cycles": 41/)).toBeInTheDocument()
  },
}

/** QA's way in: the shortest path to a state, replayed with one click; then a label of the drawing. */
export const ReplayAPath: Story = {
  play: async ({ canvasElement, step }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    await step('the table lists a path per state, the initial state first', async () => {
      const rows = within(canvas.getByRole('table', { name: /Shortest paths/ }))
        .getAllByRole('row')
        .slice(1)
      await expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
        'operating.green',
        'flashing',
        'operating.yellow',
        'operating.red.walk',
        'operating.red.blink',
      ])
    })
    await step('replaying the path to blink resets the machine and sends its three events', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Replay the path to operating.red.blink' }))
      await waitFor(() =>
        expect(highlighted(canvasElement)).toEqual(['operating', 'operating.red', 'operating.red.blink']),
      )
      const log = canvas.getByRole('log', { name: 'Event log' })
      await expect(within(log).getAllByRole('listitem')).toHaveLength(4)
    })
    await step('a disabled label does nothing; an enabled one sends its event', async () => {
      await expect(transitionLabel(canvasElement, 'light.resume')).not.toHaveAttribute('role')
      await userEvent.click(canvas.getByRole('button', { name: 'Send pedestrian.countdown' }))
      await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.green'])
      await expect(canvasElement.querySelector('[data-field="cycles"]')).toHaveTextContent('1')
    })
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    // The direction belongs to the story's canvas (a docs page keeps the reader's).
    await expect(canvasElement.querySelector('[data-story-locale]')).toHaveAttribute('dir', 'rtl')
    const diagram = canvas.getByRole('region', { name: 'الآلة trafficLight' })
    await expect(getComputedStyle(diagram).direction).toBe('rtl')
    // The drawing reads left to right, as the identifiers in it do.
    const drawing = await statechartDrawn(canvasElement)
    await expect(getComputedStyle(drawing).direction).toBe('ltr')
    // State and event names stay left to right inside the Arabic layout.
    const button = canvas.getByRole('button', { name: 'light.next' })
    await expect(getComputedStyle(button.querySelector('[dir="ltr"]') as HTMLElement).direction).toBe('ltr')
    await userEvent.click(button)
    await expect(highlighted(canvasElement)).toEqual(['operating', 'operating.yellow'])
  },
}

/** The table and the drawing in Arabic: the page mirrors, the identifiers and the drawing stay left to right. */
export const ReplayAPathInArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: /أقصر المسارات إلى كل حالة/ })
    await expect(getComputedStyle(table).direction).toBe('rtl')
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة تشغيل المسار إلى operating.red.walk' }))
    await waitFor(() =>
      expect(highlighted(canvasElement)).toEqual(['operating', 'operating.red', 'operating.red.walk']),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال light.emergency' }))
    await expect(highlighted(canvasElement)).toEqual(['flashing'])
    await expect(canvas.getByRole('status')).toHaveTextContent('الحالة الحالية: flashing')
  },
}
