import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { ANY, FilterSelect, type FilterOption } from '.'

const english: FilterOption[] = [
  { value: ANY, label: 'All domains' },
  { value: 'algebra', label: 'Algebra' },
  { value: 'advanced_math', label: 'Advanced Math' },
]

// A list filter (history, the mistake log): the "any" entry stands for no filter, `undefined`.
function Filter({
  label = 'Domain',
  options = english,
  initial,
  onChange,
}: {
  label?: string
  options?: FilterOption[]
  initial?: string
  onChange?: (value: string | undefined) => void
}) {
  const [value, setValue] = useState<string | undefined>(initial)
  return (
    <div className={css({ maxWidth: 'sm' })}>
      <FilterSelect
        label={label}
        name="domain"
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'UI/Filter Select',
  component: Filter,
  args: { onChange: fn() },
} satisfies Meta<typeof Filter>
export default meta
type Story = StoryObj<typeof meta>

/** A choice filters; "All domains" takes the filter off again (`undefined`). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Domain' })
    await expect(trigger).toHaveTextContent('All domains')
    const body = within(document.body)
    await userEvent.click(trigger)
    await userEvent.click(await body.findByRole('option', { name: 'Algebra' }))
    await waitFor(() => expect(trigger).toHaveTextContent('Algebra'))
    await expect(args.onChange).toHaveBeenLastCalledWith('algebra')
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument())
    await userEvent.click(trigger)
    await userEvent.click(await body.findByRole('option', { name: 'All domains' }))
    await waitFor(() => expect(trigger).toHaveTextContent('All domains'))
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined)
  },
}

/** A value the options do not offer (the catalog not there yet) shows as "any". */
export const UnknownValue: Story = {
  args: { initial: 'geometry_and_trigonometry' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Domain' })).toHaveTextContent('All domains')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'المجال',
    options: [
      { value: ANY, label: 'كل المجالات' },
      { value: 'algebra', label: 'الجبر' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    await expect(within(canvasElement).getByRole('combobox', { name: 'المجال' })).toHaveTextContent('كل المجالات')
  },
}
