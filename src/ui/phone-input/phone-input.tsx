import { useLingui } from '@lingui/react/macro'
import type { CountryCode } from 'libphonenumber-js/min'
import { useId, type FocusEvent, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Field } from '~/ui/text-field'
import { CountryPicker } from './country-picker'
import { PHONE_MAX_LENGTH, type DisplayMode, type PhoneValue } from './phone-number'
import { usePhoneField } from './use-phone-field'

export interface PhoneInputProps {
  /** Visible label; also the number input's accessible name. */
  label: ReactNode
  /** Hint under the field, read with the number through `aria-describedby`. @default undefined */
  helperText?: ReactNode
  /**
   * The country selected at first: `useDefaultCountry()` gives one from the visitor's network.
   * Adopted later too while the learner has neither typed nor chosen a country.
   * @default fallbackCountry(locale), Egypt
   */
  defaultCountry?: CountryCode
  /**
   * The country lookup (spec §7, `GET /config` `country_lookup_url`): without `defaultCountry`,
   * the field starts on the fallback country and moves to the visitor's country once the lookup
   * answers (a failure keeps the fallback). @default undefined (no lookup)
   */
  countryLookupUrl?: string
  /** A number to start with, E.164 (`+201001234567`) or national. @default '' */
  defaultValue?: string
  /** Format with libphonenumber's `AsYouType` as the learner types. @default true */
  autoFormat?: boolean
  /** `auto`: international when the text starts with +, national otherwise. @default 'auto' */
  displayMode?: DisplayMode
  /** Every edit and country change; send `e164` to the API. */
  onChange?: (value: PhoneValue) => void
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  /** Shows `errorText` (a server's message, say) while the number itself has no problem shown. @default false */
  invalid?: boolean
  /** @default undefined */
  errorText?: ReactNode
  /** An empty field then blocks the form and says so after a submit. @default false */
  required?: boolean
  /** @default false */
  disabled?: boolean
  /** @default false */
  readOnly?: boolean
  /** @default 'telephone' */
  name?: string
  /** @default 'Enter a phone number', translated */
  placeholder?: string
  className?: string
}

const row = css({ display: 'flex', gap: '2', alignItems: 'stretch', width: 'full' })
const numberInput = css({ flex: '1', minW: '0' })
// The number reads left to right but lines up with an Arabic label on the right (as TextField).
const alignWithRtlForm = css({ _rtl: { textAlign: 'right' } })

/**
 * A phone number field: a searchable country select and a number input that converts Arabic-Indic
 * and full-width digits, formats as the learner types, accepts an extension after `ext`, `x` or
 * `#`, and says what is wrong after a blur or a submit. Built on Ark's `Combobox` and `Field`.
 */
export function PhoneInput({
  label,
  helperText,
  defaultCountry,
  countryLookupUrl,
  defaultValue = '',
  autoFormat = true,
  displayMode = 'auto',
  onChange,
  onBlur,
  invalid = false,
  errorText,
  required = false,
  disabled = false,
  readOnly = false,
  name = 'telephone',
  placeholder,
  className,
}: PhoneInputProps) {
  const { t } = useLingui()
  const {
    text,
    country,
    preferredCountry,
    shownProblem,
    inputRef,
    handleNumberChange,
    handleNumberBlur,
    handleCountryChange,
    handleInvalid,
  } = usePhoneField({
    defaultCountry,
    countryLookupUrl,
    defaultValue,
    autoFormat,
    displayMode,
    onChange,
    required,
    disabled,
  })
  const shownError = shownProblem ?? (invalid ? errorText : undefined)

  const ids = { helperText: useId(), errorText: useId() }
  const describedBy = [shownError !== undefined && ids.errorText, helperText !== undefined && ids.helperText]
    .filter(Boolean)
    .join(' ')

  return (
    <Field.Root
      ids={ids}
      invalid={shownError !== undefined}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={className}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <div className={row}>
        <CountryPicker
          country={country}
          preferredCountry={preferredCountry}
          onCountryChange={handleCountryChange}
          disabled={disabled}
          readOnly={readOnly}
        />
        <Field.Input
          ref={inputRef}
          type="tel"
          name={name}
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={PHONE_MAX_LENGTH}
          placeholder={placeholder ?? t`Enter a phone number`}
          value={text}
          onChange={handleNumberChange}
          onBlur={(event) => {
            handleNumberBlur()
            onBlur?.(event)
          }}
          onInvalid={handleInvalid}
          aria-describedby={describedBy || undefined}
          className={cx(numberInput, alignWithRtlForm)}
        />
      </div>
      {helperText !== undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      {shownError !== undefined && <Field.ErrorText>{shownError}</Field.ErrorText>}
    </Field.Root>
  )
}
