import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { setup } from 'xstate'
import { MachineDiagram } from './machine-diagram'
import { highlightedStatePaths as highlighted, statechartDrawn } from './machine-diagram.testing'

// A two-region machine shows how parallel states are drawn: both regions are
// active at once and each event only moves its own region.
const textStyleMachine = setup({
  types: { events: {} as { type: 'style.toggleBold' } | { type: 'style.toggleItalic' } },
}).createMachine({
  id: 'textStyle',
  type: 'parallel',
  states: {
    bold: {
      initial: 'off',
      states: { off: { on: { 'style.toggleBold': 'on' } }, on: { on: { 'style.toggleBold': 'off' } } },
    },
    italic: {
      initial: 'off',
      states: { off: { on: { 'style.toggleItalic': 'on' } }, on: { on: { 'style.toggleItalic': 'off' } } },
    },
  },
})

function ParallelDiagram() {
  return <MachineDiagram machine={textStyleMachine} />
}

const meta = {
  title: 'QA/MachineDiagram',
  component: ParallelDiagram,
} satisfies Meta<typeof ParallelDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const ParallelRegions: Story = {
  play: async ({ canvasElement }) => {
    const drawing = await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    // The parallel state says so in its header; its regions are drawn as dashed containers.
    await expect(drawing).toHaveTextContent('textStyle ‖ parallel')
    const region = drawing.querySelector('[data-path="bold"] > rect') as SVGRectElement
    await expect(getComputedStyle(region).strokeDasharray).not.toBe('none')
    await expect(highlighted(canvasElement)).toEqual(expect.arrayContaining(['bold.off', 'italic.off']))
    const events = canvas.getByRole('group', { name: 'Events accepted now' })
    await userEvent.click(within(events).getByRole('button', { name: 'style.toggleBold' }))
    await expect(highlighted(canvasElement)).toEqual(expect.arrayContaining(['bold.on', 'italic.off']))
    await expect(canvas.getByRole('log', { name: 'Event log' })).toHaveTextContent('style.toggleBold')
  },
}

export const ParallelRegionsInArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvasElement.querySelector('[data-story-locale]')).toHaveAttribute('dir', 'rtl')
    const events = canvas.getByRole('group', { name: 'الأحداث المقبولة الآن' })
    await userEvent.click(within(events).getByRole('button', { name: 'style.toggleItalic' }))
    await expect(highlighted(canvasElement)).toEqual(expect.arrayContaining(['bold.off', 'italic.on']))
  },
}
