import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '~/ui/button'
import { Popover } from '.'

function Example() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline">Notifications</Button>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content>
          <Popover.Title>Notifications</Popover.Title>
          <Popover.Description>Your free trial ends in 2 days.</Popover.Description>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  )
}

const meta = { title: 'UI/Popover', component: Example } satisfies Meta<typeof Example>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }))
    await waitFor(() => expect(within(document.body).getByText('Your free trial ends in 2 days.')).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(within(document.body).queryByText('Your free trial ends in 2 days.')).not.toBeInTheDocument(),
    )
  },
}
