import { useLingui } from '@lingui/react/macro'
import { useId, useState, type ComponentProps, type FormEvent, type InputEvent, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import * as Field from './field'

// Addresses, numbers and dates read left to right in every language (STYLE habit 4); a date
// input's day, month and year come in the browser's order, which right to left would scramble.
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'date'])

// A left-to-right input inside a right-to-left form still lines up with its label on the right;
// `dir` on the input wins over logical properties, so this is the one physical rule.
const alignWithRtlForm = css({ _rtl: { textAlign: 'right' } })

export interface TextFieldProps extends Omit<ComponentProps<typeof Field.Input>, 'children'> {
  /** Visible label; also the input's accessible name. */
  label: ReactNode
  /** Hint under the input, read with it through `aria-describedby`. @default undefined */
  helperText?: ReactNode
  /** Message shown under the input while `invalid` is true. @default undefined */
  errorText?: ReactNode
  /** Marks the input `aria-invalid` and shows `errorText`. @default false */
  invalid?: boolean
  /** Marks the input required and shows an asterisk after the label. @default false */
  required?: boolean
  /** @default false */
  disabled?: boolean
  /** @default false */
  readOnly?: boolean
  /** Input type; `email`, `tel` and `date` get `dir="ltr"` unless a `dir` is passed. @default 'text' */
  type?: ComponentProps<'input'>['type']
}

/** A labelled text input with helper and error text, built on Ark's `Field`. */
export function TextField({
  label,
  helperText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  readOnly = false,
  type = 'text',
  dir,
  className,
  ...inputProps
}: TextFieldProps) {
  const { t } = useLingui()
  const leftToRight = dir === undefined && LEFT_TO_RIGHT_TYPES.has(type)
  const ids = { helperText: useId(), errorText: useId() }
  // The browser's own check (required, e-mail, length) says its problem here, in the page's
  // language and style, instead of in its bubble (issue 16: "Please fill out this field" in
  // English beside the app's inline errors). The first field in trouble gets the focus, as
  // the bubble would have given it.
  const [checked, setChecked] = useState<string | null>(null)
  const onInvalid = (event: FormEvent<HTMLInputElement>) => {
    inputProps.onInvalid?.(event)
    event.preventDefault()
    const input = event.currentTarget
    const { validity } = input
    setChecked(
      validity.valueMissing
        ? t`Fill in this field.`
        : validity.typeMismatch && type === 'email'
          ? t`Enter an e-mail address, such as name@example.com.`
          : validity.tooShort
            ? t`Use at least ${input.minLength} characters.`
            : validity.customError
              ? input.validationMessage
              : t`Check this field.`,
    )
    if (input.form?.querySelector(':invalid') === input) input.focus()
  }
  const onInput = (event: InputEvent<HTMLInputElement>) => {
    inputProps.onInput?.(event)
    if (checked !== null && event.currentTarget.validity.valid) setChecked(null)
  }
  if (checked !== null) {
    invalid = true
    errorText = checked
  }
  // Ark points only `aria-errormessage` at the error, which several screen readers skip;
  // describing the input by it as well makes sure the error is read with the field.
  const showsError = invalid && errorText !== undefined
  const describedBy = [showsError && ids.errorText, helperText !== undefined && ids.helperText]
    .filter(Boolean)
    .join(' ')

  return (
    <Field.Root ids={ids} invalid={invalid} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Field.Input
        type={type}
        dir={leftToRight ? 'ltr' : dir}
        className={cx(leftToRight && alignWithRtlForm, className)}
        aria-describedby={describedBy || undefined}
        {...inputProps}
        onInvalid={onInvalid}
        onInput={onInput}
      />
      {helperText !== undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText !== undefined && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  )
}
