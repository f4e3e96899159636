import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { RadioGroup } from '.'

interface Option {
  value: string
  label: string
  marker?: string
}

const timers: Option[] = [
  { value: 'strict', label: 'Strict: 45 seconds per question' },
  { value: 'loose', label: 'Loose: 1 minute per question' },
  { value: 'none', label: 'No timer' },
]

const planets: Option[] = [
  { value: 'mercury', marker: 'A', label: 'Mercury' },
  { value: 'venus', marker: 'B', label: 'Venus' },
  { value: 'earth', marker: 'C', label: 'Earth' },
  { value: 'mars', marker: 'D', label: 'Mars' },
]

function Controlled({
  label = 'Timer',
  options = timers,
  variant = 'plain',
  disabled = false,
  defaultValue = null,
  onChange,
}: {
  label?: string
  options?: Option[]
  variant?: 'plain' | 'card'
  disabled?: boolean
  defaultValue?: string | null
  onChange?: (value: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(defaultValue)
  return (
    <RadioGroup.Root
      variant={variant}
      value={value}
      disabled={disabled}
      onValueChange={(details) => {
        setValue(details.value)
        onChange?.(details.value)
      }}
    >
      <RadioGroup.Label>{label}</RadioGroup.Label>
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value}>
          <RadioGroup.ItemControl>{option.marker}</RadioGroup.ItemControl>
          <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}

const meta = {
  title: 'UI/RadioGroup',
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup', { name: 'Timer' })).toBeInTheDocument()
    const loose = canvas.getByRole('radio', { name: 'Loose: 1 minute per question' })
    await userEvent.click(canvas.getByText('Loose: 1 minute per question'))
    await expect(loose).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('loose')
  },
}

export const Keyboard: Story = {
  args: { defaultValue: 'strict' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    const strict = canvas.getByRole('radio', { name: 'Strict: 45 seconds per question' })
    await expect(strict).toHaveFocus()
    // One tab stop for the group; arrows move and select.
    await userEvent.keyboard('{ArrowDown}')
    const loose = canvas.getByRole('radio', { name: 'Loose: 1 minute per question' })
    await expect(loose).toHaveFocus()
    await expect(loose).toBeChecked()
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('loose'))
    await userEvent.keyboard('{ArrowUp}')
    await expect(strict).toBeChecked()
  },
}

export const Card: Story = {
  args: { label: 'Which planet is closest to the Sun?', options: planets, variant: 'card' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const venus = canvas.getByRole('radio', { name: 'Venus' })
    await userEvent.click(canvas.getByText('Venus'))
    await expect(venus).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('venus')
    // The letter sits in the control, which screen readers skip: the name is the text alone.
    await expect(venus.closest('label')?.querySelector('[data-part="item-control"]')).toHaveTextContent('B')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'none' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.click(canvas.getByText('Strict: 45 seconds per question'), { pointerEventsCheck: 0 })
    await expect(canvas.getByRole('radio', { name: 'No timer' })).toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'أي كوكب هو الأقرب إلى الشمس؟',
    variant: 'card',
    options: [
      { value: 'mercury', marker: 'A', label: 'عطارد' },
      { value: 'venus', marker: 'B', label: 'الزهرة' },
      { value: 'earth', marker: 'C', label: 'الأرض' },
      { value: 'mars', marker: 'D', label: 'المريخ' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    const mercury = canvas.getByRole('radio', { name: 'عطارد' })
    await userEvent.click(canvas.getByText('عطارد'))
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'الزهرة' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('venus')
    // The control (the letter) sits at the inline start: on the right in Arabic.
    const item = mercury.closest('label')!
    const control = item.querySelector('[data-part="item-control"]')!
    const text = item.querySelector('[data-part="item-text"]')!
    await expect(control.getBoundingClientRect().left).toBeGreaterThan(text.getBoundingClientRect().left)
  },
}
