import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Progress } from './index'

function Bar({ label, value, size }: { label: string; value: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Progress.Root value={value} size={size} className={css({ maxWidth: 'md' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
        <Progress.Label>{label}</Progress.Label>
        <Progress.ValueText />
      </div>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}

const meta = {
  title: 'UI/Progress',
  component: Bar,
  args: { label: 'Score', value: 68 },
} satisfies Meta<typeof Bar>
export default meta
type Story = StoryObj<typeof meta>

/** The range's edges against its track's: where it starts and how much of it it fills. */
function geometry(canvasElement: HTMLElement) {
  const track = canvasElement.querySelector<HTMLElement>('[data-part="track"]')!.getBoundingClientRect()
  const range = canvasElement.querySelector<HTMLElement>('[data-part="range"]')!.getBoundingClientRect()
  return { track, range }
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Named by its label, not by its number.
    const bar = canvas.getByRole('progressbar', { name: 'Score' })
    await expect(bar).toHaveAttribute('aria-valuenow', '68')
    await expect(bar).toHaveAttribute('aria-valuemax', '100')
    await expect(canvas.getByText('68%')).toBeVisible()
    await waitFor(() => {
      const { track, range } = geometry(canvasElement)
      // Fills from the inline start: the left in English.
      expect(Math.abs(range.left - track.left)).toBeLessThan(1)
      expect(range.width / track.width).toBeCloseTo(0.68, 2)
    })
  },
}

export const Complete: Story = {
  args: { label: 'Questions answered', value: 100, size: 'lg' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Questions answered' })
    await expect(bar).toHaveAttribute('data-state', 'complete')
    await expect(within(canvasElement).getByText('100%')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { label: 'Score', value: 0, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Score' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    await expect(geometry(canvasElement).range.width).toBe(0)
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'النتيجة', value: 68 },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('progressbar', { name: 'النتيجة' })).toHaveAttribute('aria-valuenow', '68')
    // Formatted for the app's locale by Intl (\`ar\`: the digits kept in order by LRM marks).
    const value = canvasElement.querySelector('[data-part="value-text"]')
    await expect(value).toHaveTextContent(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.68))
    await expect(value).toHaveAttribute('dir', 'rtl')
    await waitFor(() => {
      const { track, range } = geometry(canvasElement)
      // Fills from the inline start: the right in Arabic.
      expect(Math.abs(range.right - track.right)).toBeLessThan(1)
      expect(range.width / track.width).toBeCloseTo(0.68, 2)
    })
  },
}
