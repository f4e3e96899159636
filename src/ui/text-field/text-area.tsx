import { Field as ArkField } from '@ark-ui/react/field'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { textarea } from 'styled-system/recipes'
import * as Field from './field'

export interface TextAreaProps extends Omit<ComponentProps<typeof ArkField.Textarea>, 'children'> {
  /** Visible label; also the text box's accessible name. */
  label: ReactNode
  /** Hint under the box. @default undefined */
  helperText?: ReactNode
  /** Message shown while `invalid`. @default undefined */
  errorText?: ReactNode
  /** @default false */
  invalid?: boolean
  /** @default false */
  required?: boolean
  /** Visible lines. @default 5 (spec §9: the feedback box) */
  rows?: number
}

/** A labelled multi-line text box with helper and error text, built on Ark's `Field`. */
export function TextArea({
  label,
  helperText,
  errorText,
  invalid = false,
  required = false,
  rows = 5,
  className,
  ...props
}: TextAreaProps) {
  const ids = { helperText: useId(), errorText: useId() }
  const describedBy = [invalid && errorText !== undefined && ids.errorText, helperText !== undefined && ids.helperText]
    .filter(Boolean)
    .join(' ')
  return (
    <Field.Root ids={ids} invalid={invalid} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <ArkField.Textarea
        rows={rows}
        className={cx(textarea(), className)}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {helperText !== undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText !== undefined && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  )
}
