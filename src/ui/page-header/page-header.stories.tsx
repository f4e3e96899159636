import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EyebrowPlaceholder, PageHeader } from './page-header'

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

/** A greeting above the heading (home), small and muted: the description stays the largest line. */
export const WithGreeting: Story = {
  args: {
    title: 'Home',
    description:
      'Your plan to test day, your reviews, your weak spots, your totals and your progress, all in one place.',
    eyebrow: 'Hello, Layla.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const greeting = canvas.getByText('Hello, Layla.')
    const heading = canvas.getByRole('heading', { level: 1, name: 'Home' })
    // The greeting comes before the heading, in reading order and on screen.
    await expect(greeting.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await expect(greeting.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top)
  },
}

/**
 * The signed-in frame's header while the learner's name loads: the placeholder keeps the greeting's
 * line, so the heading does not move when the name arrives.
 */
export const GreetingLoading: Story = {
  args: { ...WithGreeting.args, eyebrow: <EyebrowPlaceholder /> },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Home' })
    const top = heading.getBoundingClientRect().top
    const greeting = canvasElement.querySelector('p')!
    await expect(greeting).toHaveTextContent('')
    greeting.textContent = 'Hello, Layla.'
    await expect(heading.getBoundingClientRect().top).toBe(top)
  },
}

export const GreetingArabic: Story = {
  args: {
    title: 'الرئيسية',
    description: 'إحصاءاتك ونقاطك وتقدّمك، كلها في مكان واحد.',
    eyebrow: 'مرحبًا يا ليلى.',
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const greeting = within(canvasElement).getByText('مرحبًا يا ليلى.')
    await expect(getComputedStyle(greeting).direction).toBe('rtl')
  },
}
