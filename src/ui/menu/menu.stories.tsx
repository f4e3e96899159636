import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '~/ui/button'
import { Menu } from '.'

function AccountMenu() {
  const [picked, setPicked] = useState('')
  return (
    <div>
      <Menu.Root onSelect={({ value }) => setPicked(value)}>
        <Menu.Trigger asChild>
          <Button variant="outline">Account</Button>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Layla Hassan</Menu.ItemGroupLabel>
              <Menu.Item value="settings">Settings</Menu.Item>
              <Menu.Item value="feedback">Send feedback</Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout">Logout</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      <p>Picked: {picked || 'nothing'}</p>
    </div>
  )
}

const meta = { title: 'UI/Menu', component: AccountMenu } satisfies Meta<typeof AccountMenu>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }))
    const body = within(document.body)
    await waitFor(() => expect(body.getByRole('menu')).toBeVisible())
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(canvas.getByText('Picked: feedback')).toBeVisible()
  },
}
