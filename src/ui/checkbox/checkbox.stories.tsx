import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Checkbox } from './checkbox'

function Controlled({ invalid = false }: { invalid?: boolean }) {
  const [checked, setChecked] = useState(false)
  return (
    <Checkbox
      checked={checked}
      onCheckedChange={setChecked}
      invalid={invalid && !checked}
      errorText="Please accept our Terms of Use and Privacy Policy"
    >
      I accept the Terms of Use and the Privacy Policy
    </Checkbox>
  )
}

const meta = {
  title: 'UI/Checkbox',
  component: Controlled,
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I accept the Terms of Use and the Privacy Policy',
    })
    await expect(box).not.toBeChecked()
    await userEvent.click(box)
    await expect(box).toBeChecked()
  },
}

export const WithError: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please accept our Terms of Use and Privacy Policy')
    await userEvent.click(canvas.getByRole('checkbox'))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}
