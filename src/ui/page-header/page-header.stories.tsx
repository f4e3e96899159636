import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PageHeader } from './page-header'

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Tests History', description: 'Every evaluation and practice you have taken.' },
} satisfies Meta<typeof PageHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Tests History')
  },
}

export const Arabic: Story = {
  args: { title: 'سجل الاختبارات', description: 'كل تقييم وتدريب أجريته.' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 })
    await expect(getComputedStyle(heading).direction).toBe('rtl')
  },
}
