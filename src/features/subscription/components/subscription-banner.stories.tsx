import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Router } from 'wouter'
import { SubscriptionBannerView } from './subscription-banner'

const meta = {
  title: 'Screens/Shell/Subscription banner',
  component: SubscriptionBannerView,
  decorators: [(Story) => <Router>{Story()}</Router>],
  parameters: { layout: 'fullscreen' },
  args: { state: { kind: 'trial', countdown: { expired: false, unit: 'days', value: 5 } } },
} satisfies Meta<typeof SubscriptionBannerView>
export default meta
type Story = StoryObj<typeof meta>

export const TrialDays: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status')
    await expect(banner).toHaveTextContent('Free trial: 5 days left')
    await expect(within(banner).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/pricing')
  },
}

export const TrialOneDay: Story = {
  args: { state: { kind: 'trial', countdown: { expired: false, unit: 'days', value: 1 } } },
}

export const TrialHours: Story = {
  args: { state: { kind: 'trial', countdown: { expired: false, unit: 'hours', value: 5 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Free trial: 5 hours left')
  },
}

export const TrialMinutes: Story = {
  args: { state: { kind: 'trial', countdown: { expired: false, unit: 'minutes', value: 12 } } },
}

export const TrialSeconds: Story = {
  args: { state: { kind: 'trial', countdown: { expired: false, unit: 'seconds', value: 42 } } },
}

export const TrialEnded: Story = {
  args: { state: { kind: 'trial', countdown: { expired: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Free trial: Expired')
  },
}

export const SubscriptionExpired: Story = {
  args: { state: { kind: 'expired' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your subscription has expired')
  },
}

export const Active: Story = {
  args: { state: { kind: 'none' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull()
  },
}
