import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextArea } from '.'

const meta = {
  title: 'UI/Text area',
  component: TextArea,
  args: { label: 'Your message', helperText: 'Tell us what works and what does not.' },
} satisfies Meta<typeof TextArea>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Your message' })
    await expect(box).toHaveAttribute('rows', '5')
    await userEvent.type(box, 'The timer is great.')
    await expect(box).toHaveValue('The timer is great.')
  },
}

export const Invalid: Story = {
  args: { invalid: true, required: true, errorText: 'Write a message first.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Write a message first.')).toBeVisible()
  },
}
