import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Card } from './card'

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h2 id="card-title">Your weak spots</h2>
        <p>A ten-question practice on the skills that cost you most points.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your weak spots' })
    await expect(getComputedStyle(card).borderTopWidth).toBe('1px')
  },
}

export const Arabic: Story = {
  args: {
    children: (
      <>
        <h2 id="card-title">نقاط ضعفك</h2>
        <p>تدريب من عشرة أسئلة على المهارات التي تُفقدك أكثر النقاط.</p>
      </>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'نقاط ضعفك' })
    await expect(getComputedStyle(card).direction).toBe('rtl')
  },
}

/** At 360 px the frame keeps inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your weak spots' })
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}
