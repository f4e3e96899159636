import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Badge } from './badge'

function Tones({ labels }: { labels: [string, string, string, string] }) {
  const [good, fair, bad, neutral] = labels
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <Badge tone="good">{good}</Badge>
      <Badge tone="fair">{fair}</Badge>
      <Badge tone="bad">{bad}</Badge>
      <Badge>{neutral}</Badge>
    </div>
  )
}

const meta = {
  title: 'UI/Badge',
  component: Tones,
  args: { labels: ['Due now', 'Skipped', 'Wrong', 'Unanswered'] },
} satisfies Meta<typeof Tones>
export default meta
type Story = StoryObj<typeof meta>

/** Every tone; the word says what the colour repeats. */
export const AllTones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Wrong')).toBeVisible()
    await expect(canvas.getByText('Due now')).toBeVisible()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { labels: ['مستحق الآن', 'متخطّى', 'خطأ', 'بلا إجابة'] },
}

/** A phone: the pills wrap, nothing scrolls sideways. */
export const Phone360: Story = {
  globals: { locale: 'ar' },
  args: { labels: ['المراجعة التالية بعد يومين', 'متخطّى', 'خطأ', 'بلا إجابة'] },
  decorators: [
    (Story) => (
      <div className={css({ width: '360px', maxWidth: '360px' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1)
  },
}
