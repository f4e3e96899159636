import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Banner, bannerActionStyles } from './banner'

const meta = {
  title: 'UI/Banner',
  component: Banner,
  parameters: { layout: 'fullscreen' },
  args: {
    tone: 'warning',
    children: '3 days left in your free trial',
    action: (
      <a href="#pricing" className={bannerActionStyles}>
        Subscribe
      </a>
    ),
  },
} satisfies Meta<typeof Banner>
export default meta
type Story = StoryObj<typeof meta>

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('3 days left in your free trial')
    await expect(within(status).getByRole('link', { name: 'Subscribe' })).toBeVisible()
  },
}

export const Error: Story = { args: { tone: 'error', children: 'Your subscription has expired' } }

export const Info: Story = { args: { tone: 'info', children: 'Payment received: your plan is active.', action: null } }
