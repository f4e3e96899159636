import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Select } from '.'

interface Option {
  value: string
  label: string
}

const domains: Option[] = [
  { value: '*', label: 'All domains' },
  { value: 'algebra', label: 'Algebra' },
  { value: 'advanced_math', label: 'Advanced Math' },
  { value: 'geometry_and_trigonometry', label: 'Geometry and Trigonometry' },
]

function Controlled({
  label = 'Domain',
  options = domains,
  disabled = false,
  onChange,
}: {
  label?: string
  options?: Option[]
  disabled?: boolean
  onChange?: (value: string) => void
}) {
  const collection = useMemo(() => Select.createListCollection({ items: options }), [options])
  const [value, setValue] = useState([options[0]!.value])
  return (
    <div className={css({ maxWidth: 'sm' })}>
      <Select.Root
        collection={collection}
        value={value}
        disabled={disabled}
        onValueChange={(details) => {
          setValue(details.value)
          onChange?.(details.value[0]!)
        }}
      >
        <Select.Label>{label}</Select.Label>
        <Select.Control>
          <Select.Trigger>
            <Select.ValueText />
            <Select.Indicator />
          </Select.Trigger>
        </Select.Control>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
        <Select.HiddenSelect />
      </Select.Root>
    </div>
  )
}

const meta = {
  title: 'UI/Select',
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Domain' })
    await expect(trigger).toHaveTextContent('All domains')
    await userEvent.click(trigger)
    const body = within(document.body)
    await userEvent.click(await body.findByRole('option', { name: 'Advanced Math' }))
    await waitFor(() => expect(trigger).toHaveTextContent('Advanced Math'))
    await expect(args.onChange).toHaveBeenLastCalledWith('advanced_math')
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument())
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Domain' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const listbox = await within(document.body).findByRole('listbox')
    await waitFor(() => expect(listbox).toBeVisible())
    await userEvent.keyboard('{End}{Enter}')
    await waitFor(() => expect(trigger).toHaveTextContent('Geometry and Trigonometry'))
    await expect(args.onChange).toHaveBeenLastCalledWith('geometry_and_trigonometry')
    // Closed, the focus is back on the trigger (Zag restores it after the close, on a later frame);
    // Escape closes without a change.
    await waitFor(() => expect(trigger).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await within(document.body).findByRole('listbox')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveTextContent('Geometry and Trigonometry')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Domain' })).toBeDisabled()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'المجال',
    options: [
      { value: '*', label: 'كل المجالات' },
      { value: 'algebra', label: 'الجبر' },
      { value: 'advanced_math', label: 'الرياضيات المتقدمة' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const trigger = within(canvasElement).getByRole('combobox', { name: 'المجال' })
    // The value at the inline start (right), the chevron at the end (left).
    const text = trigger.querySelector('[data-part="value-text"]')!
    const chevron = trigger.querySelector('[data-part="indicator"]')!
    await expect(text.getBoundingClientRect().left).toBeGreaterThan(chevron.getBoundingClientRect().left)
    await userEvent.click(trigger)
    await userEvent.click(await within(document.body).findByRole('option', { name: 'الجبر' }))
    await waitFor(() => expect(trigger).toHaveTextContent('الجبر'))
    await expect(args.onChange).toHaveBeenLastCalledWith('algebra')
  },
}
