import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NotFoundPage } from './not-found-page'

const meta = {
  title: 'Screens/Not found',
  component: NotFoundPage,
  args: { path: '/that-path' },
} satisfies Meta<typeof NotFoundPage>
export default meta
type Story = StoryObj<typeof meta>

/** An unknown address: the spec's heading with the path, in the bar layout, and the ways on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found: /that-path')
    await expect(canvas.getByRole('link', { name: 'Exam Prep Academy' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/help')
  },
}

/** In Arabic the path keeps its order (a `<bdi>`), at the end of the right-to-left heading. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { path: '/a/very-long-path/that-wraps-on-a-phone-screen-and-must-not-widen-the-page' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent('الصفحة غير موجودة')
    await expect(heading.querySelector('bdi')).toHaveTextContent(
      '/a/very-long-path/that-wraps-on-a-phone-screen-and-must-not-widen-the-page',
    )
    await expect(getComputedStyle(heading).direction).toBe('rtl')
    // The long path wraps: the page does not scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
}
