import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { NumberInput } from '.'

function Controlled({
  label = 'Number of questions',
  defaultValue = '10',
  errorText,
  disabled = false,
  onChange,
}: {
  label?: string
  defaultValue?: string
  errorText?: string
  disabled?: boolean
  onChange?: (value: string) => void
}) {
  const [value, setValue] = useState(defaultValue)
  return (
    <NumberInput
      label={label}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
      min={5}
      max={20}
      disabled={disabled}
      decrementLabel="Fewer questions"
      incrementLabel="More questions"
      helperText="From 5 to 20."
      invalid={Boolean(errorText)}
      errorText={errorText}
    />
  )
}

const meta = {
  title: 'UI/NumberInput',
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('spinbutton', { name: 'Number of questions' })
    await expect(input).toHaveValue('10')
    await expect(input).toHaveAccessibleDescription('From 5 to 20.')
    await userEvent.click(canvas.getByRole('button', { name: 'More questions' }))
    await waitFor(() => expect(input).toHaveValue('11'))
    await userEvent.click(canvas.getByRole('button', { name: 'Fewer questions' }))
    await waitFor(() => expect(input).toHaveValue('10'))
    await userEvent.click(canvas.getByRole('button', { name: 'Fewer questions' }))
    await waitFor(() => expect(input).toHaveValue('9'))
    await expect(args.onChange).toHaveBeenLastCalledWith('9')
  },
}

/** Arrow keys step, Home and End reach the bounds, a typed value out of bounds is clamped on blur. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Number of questions' })
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(input).toHaveValue('11'))
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(input).toHaveValue('12'))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(input).toHaveValue('20'))
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(input).toHaveValue('5'))
    await userEvent.clear(input)
    await userEvent.type(input, '99')
    await userEvent.tab()
    await waitFor(() => expect(input).toHaveValue('20'))
  },
}

export const WithError: Story = {
  args: { errorText: 'Choose from 5 to 20 questions.', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Number of questions' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(/Choose from 5 to 20 questions\./)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Number of questions' })).toBeDisabled()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'عدد الأسئلة' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    const input = canvas.getByRole('spinbutton', { name: 'عدد الأسئلة' })
    // Minus at the inline start (right), plus at the end (left): the row mirrors.
    const minus = canvas.getByRole('button', { name: 'Fewer questions' })
    const plus = canvas.getByRole('button', { name: 'More questions' })
    await expect(minus.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left)
    await expect(plus.getBoundingClientRect().left).toBeLessThan(input.getBoundingClientRect().left)
    input.focus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveAttribute('aria-valuenow', '11')
  },
}
