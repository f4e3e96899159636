import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input'
import { useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import * as Field from '~/ui/text-field/field'
import { numberInputRecipe } from './number-input.recipe'

// The field recipe greys a disabled field's hint below AA contrast; the hint stays readable.
const helperColor = css({ color: 'fg.muted' })

const { withProvider, withContext } = createStyleContext(numberInputRecipe)

const Root = withProvider(ArkNumberInput.Root, 'root')
const Control = withContext(ArkNumberInput.Control, 'control')
const Input = withContext(ArkNumberInput.Input, 'input')
const DecrementTrigger = withContext(ArkNumberInput.DecrementTrigger, 'decrementTrigger')
const IncrementTrigger = withContext(ArkNumberInput.IncrementTrigger, 'incrementTrigger')

export interface NumberInputProps {
  /** Visible label; also the input's accessible name. */
  label: ReactNode
  /** The value as typed (a string, so a half-typed number is kept). */
  value: string
  /** Called with the text and its number (`NaN` while it is not one). */
  onValueChange: (value: string, valueAsNumber: number) => void
  min: number
  max: number
  /** @default 1 */
  step?: number
  /** Accessible names of the minus and plus buttons (Ark's defaults are English). */
  decrementLabel: string
  incrementLabel: string
  /** Hint under the input, read with it. @default undefined */
  helperText?: ReactNode
  /** Message shown under the input while `invalid` is true. @default undefined */
  errorText?: ReactNode
  /** @default false */
  invalid?: boolean
  /** @default false */
  required?: boolean
  /** @default false */
  disabled?: boolean
  /** Form field name. @default undefined */
  name?: string
}

/**
 * A labelled whole-number input (`role="spinbutton"`) between a minus and a plus button (Ark UI
 * `NumberInput` in Ark's `Field`). The arrow keys step, Home and End go to the bounds, and a
 * typed value is clamped to them on blur. The buttons are for the pointer, out of the tab order.
 */
export function NumberInput({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  decrementLabel,
  incrementLabel,
  helperText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  name,
}: NumberInputProps) {
  const ids = { helperText: useId(), errorText: useId() }
  // As in TextField: the error is read with the input (Ark only points `aria-errormessage` at it).
  const describedBy = [invalid && errorText !== undefined && ids.errorText, helperText !== undefined && ids.helperText]
    .filter(Boolean)
    .join(' ')
  return (
    <Field.Root ids={ids} invalid={invalid} required={required} disabled={disabled}>
      <Root
        value={value}
        onValueChange={(details) => onValueChange(details.value, details.valueAsNumber)}
        min={min}
        max={max}
        step={step}
        name={name}
        allowMouseWheel={false}
        clampValueOnBlur
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        translations={{ decrementLabel, incrementLabel }}
      >
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Control>
          <DecrementTrigger>
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <path d="M5 12h14" strokeLinecap="round" />
            </svg>
          </DecrementTrigger>
          <Input aria-describedby={describedBy || undefined} />
          <IncrementTrigger>
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <path d="M12 5v14M5 12h14" strokeLinecap="round" />
            </svg>
          </IncrementTrigger>
        </Control>
      </Root>
      {helperText !== undefined && <Field.HelperText className={helperColor}>{helperText}</Field.HelperText>}
      {errorText !== undefined && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  )
}
