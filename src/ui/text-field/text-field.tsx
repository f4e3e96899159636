import { useId, type ComponentProps, type ReactNode } from 'react'
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
  const leftToRight = dir === undefined && LEFT_TO_RIGHT_TYPES.has(type)
  const ids = { helperText: useId(), errorText: useId() }
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
      />
      {helperText !== undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText !== undefined && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  )
}
