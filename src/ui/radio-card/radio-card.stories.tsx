import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { RadioCard } from '.'

interface Option {
  value: string
  label: string
  description?: string
}

const timers: Option[] = [
  { value: 'strict', label: 'Strict', description: '45 seconds per question, 16 min 30 sec in all' },
  { value: 'loose', label: 'Loose', description: '1 minute per question, 22 min in all' },
]

function Controlled({
  label = 'Timer',
  options = timers,
  disabled = false,
  defaultValue = 'loose',
  errorText,
  onChange,
}: {
  label?: string
  options?: Option[]
  disabled?: boolean
  defaultValue?: string | null
  errorText?: string
  onChange?: (value: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(defaultValue)
  const errorId = useId()
  return (
    <RadioCard.Root
      value={value}
      disabled={disabled}
      invalid={Boolean(errorText)}
      aria-describedby={errorText ? errorId : undefined}
      onValueChange={(details) => {
        setValue(details.value)
        onChange?.(details.value)
      }}
    >
      <RadioCard.Label>{label}</RadioCard.Label>
      {options.map((option) => (
        <RadioCard.Item key={option.value} value={option.value}>
          <RadioCard.ItemControl />
          <RadioCard.ItemContent>
            <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
            {option.description && <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>}
          </RadioCard.ItemContent>
          <RadioCard.ItemHiddenInput />
        </RadioCard.Item>
      ))}
      {errorText && <RadioCard.ErrorText id={errorId}>{errorText}</RadioCard.ErrorText>}
    </RadioCard.Root>
  )
}

const meta = {
  title: 'UI/RadioCard',
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup', { name: 'Timer' })).toBeVisible()
    const strict = canvas.getByRole('radio', { name: 'Strict' })
    // The title names the radio; the line under it describes it.
    await expect(strict).toHaveAccessibleDescription('45 seconds per question, 16 min 30 sec in all')
    await expect(canvas.getByRole('radio', { name: 'Loose' })).toBeChecked()
    await userEvent.click(canvas.getByText('45 seconds per question, 16 min 30 sec in all'))
    await expect(strict).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('strict')
  },
}

export const Keyboard: Story = {
  args: {
    label: 'Difficulty',
    defaultValue: 'mixed',
    options: [
      { value: 'mixed', label: 'Mixed' },
      { value: 'easy', label: 'Easy' },
      { value: 'medium', label: 'Medium' },
      { value: 'hard', label: 'Hard' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Mixed' })).toHaveFocus()
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Mixed' }).closest('label')).toHaveAttribute('data-focus-visible'),
    )
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('medium')
    // One tab stop for the whole group.
    await userEvent.tab()
    await expect(canvasElement.contains(document.activeElement)).toBe(false)
  },
}

export const WithError: Story = {
  args: { errorText: 'Choose a timer.', defaultValue: null },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Timer' })
    await expect(group).toHaveAccessibleDescription('Choose a timer.')
    await expect(within(canvasElement).getByRole('radio', { name: 'Strict' })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.click(canvas.getByText('Strict'), { pointerEventsCheck: 0 })
    await expect(canvas.getByRole('radio', { name: 'Loose' })).toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'المؤقت',
    defaultValue: 'strict',
    options: [
      { value: 'strict', label: 'صارم', description: '45 ثانية لكل سؤال، 16 د و30 ث إجمالًا' },
      { value: 'loose', label: 'مرن', description: 'دقيقة لكل سؤال، 22 د إجمالًا' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    const strict = canvas.getByRole('radio', { name: 'صارم' })
    // In a right-to-left page the arrow pointing left moves forward.
    strict.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: 'مرن' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('loose')
    // The circle sits at the inline start: on the right in Arabic; the first card is on the right.
    const card = strict.closest('label')!
    const circle = card.querySelector('[data-part="item-control"]')!
    await expect(circle.getBoundingClientRect().left).toBeGreaterThan(
      card.querySelector('[data-part="item-text"]')!.getBoundingClientRect().left,
    )
    const second = canvas.getByRole('radio', { name: 'مرن' }).closest('label')!
    await expect(card.getBoundingClientRect().left).toBeGreaterThanOrEqual(second.getBoundingClientRect().left)
  },
}
