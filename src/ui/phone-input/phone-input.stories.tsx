import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { PhoneInput, type PhoneInputProps } from './phone-input'

const form = css({ display: 'flex', flexDir: 'column', gap: '4', maxW: 'md' })

const meta = {
  title: 'UI/PhoneInput',
  component: PhoneInput,
  args: { label: 'Mobile number', defaultCountry: 'EG', onChange: fn() },
} satisfies Meta<typeof PhoneInput>
export default meta
type Story = StoryObj<typeof meta>

function numberInput(canvasElement: HTMLElement, name: string | RegExp = 'Mobile number') {
  return within(canvasElement).getByRole('textbox', { name })
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const country = canvas.getByRole('combobox', { name: 'Country' })
    await expect(country).toHaveValue('EG +20')
    const input = numberInput(canvasElement)
    await expect(input).toHaveAttribute('type', 'tel')
    await expect(input).toHaveAttribute('name', 'telephone')
    await expect(input).toHaveAttribute('maxlength', '25')
    await expect(input).toHaveAttribute('placeholder', 'Enter a phone number')
    await expect(input).toHaveAttribute('autocomplete', 'tel')
    await expect(input).toHaveAttribute('inputmode', 'tel')
    await expect(input).toHaveAttribute('dir', 'ltr')

    await userEvent.type(input, '01001234567')
    await expect(input).toHaveValue('010 01234567')
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ e164: '+201001234567', valid: true, country: 'EG', raw: '010 01234567' }),
    )
    await userEvent.tab()
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

export const ArabicDigitsTyped: Story = {
  globals: { locale: 'ar' },
  args: { label: 'رقم الجوال' },
  play: async ({ args, canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const input = numberInput(canvasElement, 'رقم الجوال')
    await userEvent.type(input, '٠١٠٠١٢٣٤٥٦٧')
    await expect(input).toHaveValue('010 01234567')
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ e164: '+201001234567' }))
    // Eastern Arabic-Indic (Persian) and full-width digits too.
    await userEvent.clear(input)
    await userEvent.type(input, '۰۱۰۰１２３４５６７')
    await expect(input).toHaveValue('010 01234567')
    // The number reads left to right, lined up with the Arabic label on the right.
    await expect(getComputedStyle(input).textAlign).toBe('right')
    // The country select sits at the inline start: the right in Arabic.
    const country = within(canvasElement).getByRole('combobox', { name: 'الدولة' })
    await expect(country.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left)
  },
}

export const ArabicCountryNames: Story = {
  globals: { locale: 'ar' },
  args: { label: 'رقم الجوال' },
  play: async ({ canvasElement }) => {
    const country = within(canvasElement).getByRole('combobox', { name: 'الدولة' })
    await userEvent.click(country)
    await userEvent.keyboard('السعود')
    const option = await screen.findByRole('option', { name: 'المملكة العربية السعودية (SA) +966' })
    await userEvent.click(option)
    await expect(country).toHaveValue('SA +966')
    const input = numberInput(canvasElement, 'رقم الجوال')
    await userEvent.type(input, '٠٥٠١٢٣٤٥٦٧')
    await expect(input).toHaveValue('050 123 4567')
  },
}

export const MessagesWaitForBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = numberInput(canvasElement)
    await userEvent.type(input, '010')
    await expect(canvas.queryByText('This number is too short for Egypt.')).not.toBeInTheDocument()
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.tab()
    await expect(canvas.getByText('This number is too short for Egypt.')).toBeVisible()
    // Once shown, the message follows the edits.
    await userEvent.type(input, '01234567')
    await expect(canvas.queryByText('This number is too short for Egypt.')).not.toBeInTheDocument()
  },
}

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '0100')
    await userEvent.tab()
    await expect(within(canvasElement).getByText('This number is too short for Egypt.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('This number is too short for Egypt.')
    // The message is about the number, not the country select.
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).not.toHaveAccessibleDescription()
  },
}

export const TooLong: Story = {
  play: async ({ args, canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '010012345678')
    await userEvent.tab()
    await expect(within(canvasElement).getByText('This number is too long for Egypt.')).toBeVisible()
    await expect(input).toHaveAccessibleDescription('This number is too long for Egypt.')
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ e164: undefined, valid: false, status: 'TOO_LONG' }),
    )
  },
}

export const InvalidLength: Story = {
  args: { defaultCountry: 'QA' },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '2345678901')
    await userEvent.tab()
    await expect(input).toHaveAccessibleDescription("This number's length is not valid for Qatar.")
  },
}

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '0701234567')
    await userEvent.tab()
    await expect(within(canvasElement).getByText('Enter a valid phone number.')).toBeVisible()
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: false }))
  },
}

export const UnknownCountryCode: Story = {
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '+999123')
    await userEvent.tab()
    await expect(input).toHaveAccessibleDescription('Check the country code after the +.')
  },
}

export const InternationalDisplay: Story = {
  args: { displayMode: 'international' },
  play: async ({ args, canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '01001234567')
    await expect(input).toHaveValue('+20 10 01234567')
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ e164: '+201001234567' }))
  },
}

export const NationalDisplay: Story = {
  args: { displayMode: 'national', defaultCountry: 'SA' },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '+201001234567')
    // International while typing (a number cut short can look complete), national once left.
    await expect(input).toHaveValue('+20 10 01234567')
    await userEvent.tab()
    await expect(input).toHaveValue('010 01234567')
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveValue('EG +20')
  },
}

export const AutoDisplayFollowsThePlus: Story = {
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '+966501234567')
    await expect(input).toHaveValue('+966 50 123 4567')
    // The dial code chose the country.
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveValue('SA +966')
  },
}

export const WithoutAutoFormat: Story = {
  args: { autoFormat: false },
  play: async ({ args, canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '0100-123-4567')
    await expect(input).toHaveValue('0100-123-4567')
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ e164: '+201001234567' }))
  },
}

export const WithExtension: Story = {
  play: async ({ args, canvasElement }) => {
    const input = numberInput(canvasElement)
    await userEvent.type(input, '01001234567 ext 123')
    await expect(input).toHaveValue('010 01234567 ext 123')
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ e164: '+201001234567', extension: '123', valid: true }),
    )
    await userEvent.clear(input)
    await userEvent.type(input, '01001234567#45')
    await expect(input).toHaveValue('010 01234567 #45')
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ extension: '45' }))
  },
}

export const SearchCountries: Story = {
  play: async ({ args, canvasElement }) => {
    const country = within(canvasElement).getByRole('combobox', { name: 'Country' })
    await userEvent.click(country)
    // The default country first, then the Arab countries.
    const options = await screen.findAllByRole('option')
    await expect(options[0]).toHaveAccessibleName('Egypt (EG) +20')
    await expect(options[1]).toHaveAccessibleName('Saudi Arabia (SA) +966')
    await userEvent.keyboard('+971')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(country).toHaveValue('AE +971')
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'AE' }))
    // By iso2 code.
    await userEvent.click(country)
    await userEvent.keyboard('gb')
    await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom (GB) +44' }))
    await expect(country).toHaveValue('GB +44')
  },
}

export const NoCountryMatches: Story = {
  play: async ({ canvasElement }) => {
    const country = within(canvasElement).getByRole('combobox', { name: 'Country' })
    await userEvent.click(country)
    await userEvent.keyboard('zzz')
    await expect(await screen.findByText('No country matches.')).toBeVisible()
    await expect(screen.queryAllByRole('option')).toHaveLength(0)
    // Escape closes the list and gives the chosen country back.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(country).toHaveValue('EG +20'))
  },
}

export const NoCountryMatchesOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Country' }))
    await userEvent.keyboard('zzz')
    // axe checks the open, empty list after this.
    await expect(await screen.findByText('No country matches.')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '+201001234567' },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement)
    await expect(input).toBeDisabled()
    await expect(input).toHaveValue('+20 10 01234567')
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeDisabled()
  },
}

function LateDefaultCountry(args: PhoneInputProps) {
  // Stands for useDefaultCountry(): the fallback first, the looked-up country a moment later.
  const [country, setCountry] = useState<PhoneInputProps['defaultCountry']>('EG')
  useEffect(() => {
    const timer = setTimeout(() => setCountry('SA'), 50)
    return () => clearTimeout(timer)
  }, [])
  return <PhoneInput {...args} defaultCountry={country} />
}

export const DefaultCountryArrivesLater: Story = {
  render: (args) => <LateDefaultCountry {...args} />,
  play: async ({ canvasElement }) => {
    const country = within(canvasElement).getByRole('combobox', { name: 'Country' })
    await expect(country).toHaveValue('EG +20')
    await waitFor(() => expect(country).toHaveValue('SA +966'))
  },
}

const submitForm = fn()

export const RequiredOnSubmit: Story = {
  args: { required: true },
  render: (args) => (
    <form
      className={form}
      onSubmit={(event) => {
        event.preventDefault()
        submitForm()
      }}
    >
      <PhoneInput {...args} />
      <Button type="submit">Save</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    submitForm.mockClear()
    const canvas = within(canvasElement)
    const input = numberInput(canvasElement, /Mobile number/)
    await expect(input).toBeRequired()
    // Leaving the empty field says nothing; submitting does, and the form does not go.
    await userEvent.click(input)
    await userEvent.tab()
    await expect(canvas.queryByText('Enter a phone number.')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(canvas.getByText('Enter a phone number.')).toBeVisible()
    await expect(input).toHaveFocus()
    await expect(submitForm).not.toHaveBeenCalled()
    // A number that is too short also blocks the submit, with its own message.
    await userEvent.type(input, '0100')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(canvas.getByText('This number is too short for Egypt.')).toBeVisible()
    await expect(submitForm).not.toHaveBeenCalled()
    await userEvent.type(input, '1234567')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(submitForm).toHaveBeenCalledTimes(1)
  },
}

export const ServerError: Story = {
  args: { invalid: true, errorText: 'This number is already used by another account.', defaultValue: '01001234567' },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement)
    await expect(input).toHaveValue('010 01234567')
    await expect(input).toHaveAccessibleDescription('This number is already used by another account.')
  },
}
