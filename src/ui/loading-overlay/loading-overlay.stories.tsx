import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingOverlay } from './loading-overlay'

const meta = {
  title: 'UI/Loading overlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' })
    await expect(status).toHaveTextContent('Hold on a moment…')
    await expect(status).toHaveTextContent('Loading your academy.')
  },
}
