import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Switch } from './switch'

function Controlled({
  label = 'Email notifications',
  description,
  disabled = false,
  defaultChecked = false,
  onChange,
}: {
  label?: string
  description?: string
  disabled?: boolean
  defaultChecked?: boolean
  onChange?: (checked: boolean) => void
}) {
  const [checked, setChecked] = useState(defaultChecked)
  return (
    <Switch
      checked={checked}
      disabled={disabled}
      description={description}
      onCheckedChange={(next) => {
        setChecked(next)
        onChange?.(next)
      }}
    >
      {label}
    </Switch>
  )
}

const meta = {
  title: 'UI/Switch',
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { description: 'Reminders and news about your progress.' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' })
    await expect(toggle).toHaveAccessibleDescription('Reminders and news about your progress.')
    await expect(toggle).not.toBeChecked()
    await userEvent.click(within(canvasElement).getByText('Email notifications'))
    await expect(toggle).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' })
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="control"]')).toHaveAttribute('data-focus-visible'),
    )
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(toggle).not.toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' })
    await expect(toggle).toBeDisabled()
    await userEvent.click(within(canvasElement).getByText('Email notifications'), { pointerEventsCheck: 0 })
    await expect(toggle).toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Controlled label="إشعارات البريد الإلكتروني" defaultChecked description="تذكيرات وأخبار عن تقدمك." />
      <Controlled label="العروض الجديدة" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const on = within(canvasElement).getByRole('switch', { name: 'إشعارات البريد الإلكتروني' })
    await expect(on).toBeChecked()
    // Checked, the thumb moves toward the inline end: to the left in Arabic.
    const [control, offControl] = canvasElement.querySelectorAll<HTMLElement>('[data-part="control"]')
    const thumb = control!.querySelector<HTMLElement>('[data-part="thumb"]')!
    const offThumb = offControl!.querySelector<HTMLElement>('[data-part="thumb"]')!
    await waitFor(() =>
      expect(thumb.getBoundingClientRect().left - control!.getBoundingClientRect().left).toBeLessThan(
        offThumb.getBoundingClientRect().left - offControl!.getBoundingClientRect().left,
      ),
    )
  },
}
