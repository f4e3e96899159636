import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Router } from 'wouter'
import { NoAccess } from './no-access'

const meta = {
  title: 'Screens/Shell/No access',
  component: NoAccess,
  decorators: [(Story) => <Router>{Story()}</Router>],
} satisfies Meta<typeof NoAccess>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: "Sorry, You Don't Have Access to this Page" })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing')
  },
}
