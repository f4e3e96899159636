import { useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { css } from 'styled-system/css'
import { toAsciiDigits } from '~/ui/phone-input/numerals'
import { TextField } from '~/ui/text-field'

/** Digits only, whatever the keyboard's script (Arabic-Indic, Persian, full-width), at most 6. */
export const toCodeDigits = (text: string) =>
  toAsciiDigits(text)
    .replace(/[^0-9]/g, '')
    .slice(0, 6)

const codeInput = css({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.2em', textAlign: 'center' })

export interface CodeFieldProps {
  value: string
  onValueChange: (code: string) => void
  invalid?: boolean
  errorText?: string
  inputRef?: Ref<HTMLInputElement>
}

/** The 6-digit code sent by e-mail or the messaging app: one-time-code autofill, numeric keypad. */
export function CodeField({ value, onValueChange, invalid, errorText, inputRef }: CodeFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      ref={inputRef}
      label={t`Verification code`}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      // Room for a pasted code with spaces; the digits are kept, six at most.
      maxLength={12}
      dir="ltr"
      required
      className={codeInput}
      value={value}
      onChange={(event) => onValueChange(toCodeDigits(event.target.value))}
      invalid={invalid}
      errorText={errorText}
    />
  )
}
