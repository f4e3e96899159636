import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { TextField } from './text-field'

const form = css({ display: 'flex', flexDir: 'column', gap: '5', maxW: 'sm' })

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'First name', name: 'firstName', onChange: fn() },
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { helperText: 'As it appears on your certificate.' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' })
    await expect(input).toHaveAccessibleDescription('As it appears on your certificate.')
    await expect(input).not.toHaveAttribute('dir')
    await userEvent.type(input, 'Layla')
    await expect(input).toHaveValue('Layla')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'layla@',
    invalid: true,
    errorText: 'Enter a valid email address.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.')
    await expect(input).toHaveAccessibleErrorMessage('Enter a valid email address.')
  },
}

export const ErrorTextOnlyWhenInvalid: Story = {
  args: { errorText: 'Required.', invalid: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText('Required.')).not.toBeInTheDocument()
    await expect(canvas.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid')
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /First name/ })
    await expect(input).toBeRequired()
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const EmailAndPhoneReadLeftToRight: Story = {
  render: () => (
    <div className={form}>
      <TextField label="Email" type="email" defaultValue="layla@example.com" />
      <TextField label="Mobile number" type="tel" defaultValue="+966 50 123 4567" />
      <TextField label="Last name" defaultValue="Haddad" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('dir', 'ltr')
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('dir', 'ltr')
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute('dir')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div className={form}>
      <TextField label="الاسم الأول" helperText="كما يظهر في شهادتك." required />
      <TextField
        label="البريد الإلكتروني"
        type="email"
        defaultValue="layla@"
        invalid
        errorText="أدخل بريدًا إلكترونيًا صحيحًا."
      />
      <TextField label="رقم الجوال" type="tel" defaultValue="+966 50 123 4567" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(document.documentElement.dir).toBe('rtl')
    const name = canvas.getByRole('textbox', { name: /الاسم الأول/ })
    await expect(getComputedStyle(name).direction).toBe('rtl')
    const email = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' })
    await expect(email).toHaveAttribute('dir', 'ltr')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('أدخل بريدًا إلكترونيًا صحيحًا.')
    // The address reads left to right but lines up with the Arabic label on the right.
    await expect(getComputedStyle(email).textAlign).toBe('right')
  },
}

/** A date: the browser's own picker, its day, month and year left to right on an Arabic page too. */
export const DateInArabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'من', name: 'from', type: 'date', defaultValue: '2026-11-02', max: '2026-11-30' },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=date]')!
    await expect(input).toHaveAccessibleName('من')
    await expect(input).toHaveAttribute('dir', 'ltr')
    await expect(getComputedStyle(input).textAlign).toBe('right')
    await expect(input).toHaveValue('2026-11-02')
    await expect(input).toHaveAttribute('max', '2026-11-30')
  },
}

/** A form's own check (required, an e-mail's shape) said inline in the page's words, not in the browser's bubble. */
function CheckedForm() {
  return (
    <form className={form} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Email" name="email" type="email" required />
      <TextField label="Password" name="password" type="password" required minLength={8} />
      <button type="submit">Log in</button>
    </form>
  )
}

export const BrowserCheckInline: Story = {
  render: () => <CheckedForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    // Both fields say what is missing under themselves; the first one has the focus.
    await expect(email).toHaveAccessibleDescription('Fill in this field.')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveFocus()
    await expect(canvas.getAllByText('Fill in this field.')).toHaveLength(2)
    await userEvent.type(email, 'layla@')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(email).toHaveAccessibleDescription('Enter an e-mail address, such as name@example.com.')
    // Fixed, the message goes as the learner types.
    await userEvent.type(email, 'example.com')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getAllByText('Fill in this field.')).toHaveLength(1)
  },
}

export const BrowserCheckInlineInArabic: Story = {
  render: () => <CheckedForm />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('املأ هذا الحقل.')
  },
}
