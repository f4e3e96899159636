import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { useLingui } from '@lingui/react/macro'
import type { CountryCode } from 'libphonenumber-js/min'
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import { css, cx } from 'styled-system/css'
import { combobox, input } from 'styled-system/recipes'
import { useLocale } from '~/i18n/locale-context'
import { Field } from '~/ui/text-field'
import { countryList, countryName, searchCountries, type CountryEntry } from './countries'
import { useDefaultCountry } from './lookup-country'
import {
  PHONE_MAX_LENGTH,
  applyPhoneEdit,
  changeCountry,
  formatPhoneText,
  phoneValue,
  type DisplayMode,
  type PhoneStatus,
  type PhoneValue,
} from './phone-number'

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

const classes = combobox({ size: 'md' })

const row = css({ display: 'flex', gap: '2', alignItems: 'stretch', width: 'full' })
const countryControl = css({ position: 'relative', flexShrink: 0, width: '8.5rem' })
const countryInput = css({ pe: '8' })
// The preset pins the trigger with a physical `right`; this one follows the page direction.
const countryTrigger = css({
  position: 'absolute',
  top: '0',
  bottom: '0',
  insetInlineEnd: '0',
  display: 'flex',
  alignItems: 'center',
  px: '2',
  color: 'fg.muted',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', opacity: 0.6 },
})
const countryContent = css({
  maxH: '18rem',
  overflowY: 'auto',
  width: '18rem',
  maxW: 'calc(100vw - 2rem)',
  '&[data-empty]': { display: 'none' },
})
const countryItem = css({ height: 'auto', minH: '10', py: '1.5', gap: '2' })
const countryEmpty = css({
  '&:not(:empty)': {
    width: '18rem',
    maxW: 'calc(100vw - 2rem)',
    px: '3',
    py: '2',
    bg: 'bg.default',
    borderRadius: 'l2',
    boxShadow: 'lg',
    color: 'fg.muted',
    textStyle: 'sm',
  },
})
const srOnly = css({ srOnly: true })
const numberInput = css({ flex: '1', minW: '0' })
// The number reads left to right but lines up with an Arabic label on the right (as TextField).
const alignWithRtlForm = css({ _rtl: { textAlign: 'right' } })

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

const countryLabel = (entry: CountryEntry) => `${entry.iso2} +${entry.dialCode}`

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
  const { locale } = useLocale()
  const options = { autoFormat, displayMode }
  const lookedUp = useDefaultCountry(countryLookupUrl)
  const preferredCountry = defaultCountry ?? lookedUp

  const [initial] = useState(() => formatPhoneText(defaultValue, preferredCountry, { ...options, settled: true }))
  const [text, setText] = useState(initial.text)
  const [country, setCountry] = useState(initial.country)
  const [countryChosen, setCountryChosen] = useState(false)
  const [blurred, setBlurred] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [query, setQuery] = useState<string | null>(null)

  // A default that arrives later (the network lookup) replaces the first one until the learner acts.
  const [seenDefault, setSeenDefault] = useState(preferredCountry)
  if (seenDefault !== preferredCountry) {
    setSeenDefault(preferredCountry)
    if (!countryChosen && text === '') setCountry(preferredCountry)
  }

  const countries = countryList(locale, preferredCountry)
  const collection = useMemo(
    () =>
      createListCollection<CountryEntry>({
        items: query === null ? countries : searchCountries(countries, query),
        itemToValue: (entry) => entry.iso2,
        itemToString: countryLabel,
      }),
    [countries, query],
  )
  const selectedEntry = countries.find((entry) => entry.iso2 === country)
  const shownCountry = selectedEntry ? countryLabel(selectedEntry) : country

  // Typing into the select searches: what was typed around the shown country (the caret may sit
  // after it), or a fresh start once part of it is erased.
  function searchText(inputValue: string): string {
    if (inputValue === shownCountry) return ''
    if (inputValue.startsWith(shownCountry)) return inputValue.slice(shownCountry.length)
    if (inputValue.endsWith(shownCountry)) return inputValue.slice(0, -shownCountry.length)
    if (query === null && shownCountry.startsWith(inputValue)) return ''
    return inputValue
  }

  const value = useMemo(() => phoneValue(text, country), [text, country])
  const numberCountryName = countryName(value.country, locale)

  function messageFor(status: PhoneStatus, countryName: string): string | undefined {
    switch (status) {
      case 'TOO_SHORT':
        return t`This number is too short for ${countryName}.`
      case 'TOO_LONG':
        return t`This number is too long for ${countryName}.`
      case 'INVALID_LENGTH':
        return t`This number's length is not valid for ${countryName}.`
      case 'INVALID_COUNTRY':
        return t`Check the country code after the +.`
      case 'IS_POSSIBLE':
      case 'NOT_A_NUMBER':
        return t`Enter a valid phone number.`
      case 'EMPTY':
        return required ? t`Enter a phone number.` : undefined
      case 'VALID':
        return undefined
    }
  }
  const problem = disabled ? undefined : messageFor(value.status, numberCountryName)
  // Not while the first digits go in: after the learner leaves the field, or tries to submit.
  const showsProblem = problem !== undefined && (submitted || (blurred && value.status !== 'EMPTY'))
  const shownError = showsProblem ? problem : invalid ? errorText : undefined

  const inputRef = useRef<HTMLInputElement>(null)
  const pendingCaret = useRef<number | null>(null)

  useLayoutEffect(() => {
    const element = inputRef.current
    const caret = pendingCaret.current
    pendingCaret.current = null
    if (element !== null && caret !== null && element === element.ownerDocument.activeElement) {
      element.setSelectionRange(caret, caret)
    }
  }, [text])

  // The browser's own validation blocks the form with the same message.
  useEffect(() => {
    inputRef.current?.setCustomValidity(problem ?? '')
  }, [problem])

  // Forms that skip the browser's validation (`noValidate`) still show the problem on submit.
  useEffect(() => {
    const form = inputRef.current?.form
    if (!form) return
    const onSubmit = () => setSubmitted(true)
    const onReset = () => {
      setText(initial.text)
      setCountry(initial.country)
      setBlurred(false)
      setSubmitted(false)
    }
    form.addEventListener('submit', onSubmit)
    form.addEventListener('reset', onReset)
    return () => {
      form.removeEventListener('submit', onSubmit)
      form.removeEventListener('reset', onReset)
    }
  }, [initial])

  function commit(nextText: string, nextCountry: CountryCode) {
    setText(nextText)
    setCountry(nextCountry)
    onChange?.(phoneValue(nextText, nextCountry))
  }

  function handleNumberChange(event: ChangeEvent<HTMLInputElement>) {
    const element = event.currentTarget
    const inputType = event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : undefined
    const edit = applyPhoneEdit({
      previous: text,
      value: element.value,
      caret: element.selectionStart ?? element.value.length,
      inputType,
      country,
      ...options,
    })
    pendingCaret.current = edit.caret
    if (edit.text !== '') setCountryChosen(true)
    commit(edit.text, edit.country)
  }

  function handleCountryChange(next: CountryCode) {
    if (next === country) return
    setCountryChosen(true)
    const changed = changeCountry(text, country, next, options)
    commit(changed.text, changed.country)
  }

  function handleInvalid(event: FormEvent<HTMLInputElement>) {
    // The message shows under the field instead of the browser's bubble.
    event.preventDefault()
    setSubmitted(true)
    const element = event.currentTarget
    const firstInvalid = element.form?.querySelector('input:invalid, select:invalid, textarea:invalid')
    if (firstInvalid === element || !element.form) element.focus()
  }

  const ids = { helperText: useId(), errorText: useId() }
  const countryIds = { label: useId(), input: useId() }
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
        {/* Inside Field.Root, Ark would give the select the number's ids and states: name them here. */}
        <Combobox.Root
          className={countryControl}
          collection={collection}
          ids={countryIds}
          value={[country]}
          inputValue={query ?? shownCountry}
          onInputValueChange={(details) => {
            if (details.reason !== 'input-change') return setQuery(null)
            // Ark hands the change over a microtask after the keystroke, and writes the input from a
            // passive effect: rendered at once, the next keystroke cannot land in between and be lost.
            flushSync(() => setQuery(searchText(details.inputValue)))
          }}
          onValueChange={(details) => {
            const next = details.items[0]
            if (next !== undefined) handleCountryChange(next.iso2)
          }}
          onOpenChange={(details) => {
            if (!details.open) setQuery(null)
          }}
          openOnClick
          inputBehavior="autohighlight"
          disabled={disabled}
          readOnly={readOnly}
          invalid={false}
          required={false}
          lazyMount
          unmountOnExit
          positioning={{ placement: 'bottom-start', gutter: 8 }}
          translations={{ triggerLabel: t`Show countries` }}
        >
          <Combobox.Label className={srOnly}>{t`Country`}</Combobox.Label>
          <Combobox.Control>
            <Combobox.Input
              className={cx(input({ size: 'md' }), countryInput)}
              dir="auto"
              aria-describedby={undefined}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Combobox.Trigger className={countryTrigger}>
              <ChevronIcon />
            </Combobox.Trigger>
          </Combobox.Control>
          <Portal>
            <Combobox.Positioner>
              <Combobox.Content className={cx(classes.content, countryContent)}>
                {collection.items.map((entry) => (
                  <Combobox.Item key={entry.iso2} item={entry} className={cx(classes.item, countryItem)}>
                    <Combobox.ItemText>
                      {entry.name}{' '}
                      <span dir="ltr">
                        ({entry.iso2}) +{entry.dialCode}
                      </span>
                    </Combobox.ItemText>
                    <Combobox.ItemIndicator className={classes.itemIndicator}>
                      <CheckIcon />
                    </Combobox.ItemIndicator>
                  </Combobox.Item>
                ))}
              </Combobox.Content>
              {/* Outside the listbox, which may hold only options; a live region so it is heard. */}
              <div role="status" className={countryEmpty}>
                {collection.size === 0 ? t`No country matches.` : null}
              </div>
            </Combobox.Positioner>
          </Portal>
        </Combobox.Root>
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
            setBlurred(true)
            const settled = formatPhoneText(text, country, { ...options, settled: true })
            if (settled.text !== text) commit(settled.text, settled.country)
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
