import type { CountryCode } from 'libphonenumber-js/min'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useDefaultCountry } from './lookup-country'
import {
  applyPhoneEdit,
  changeCountry,
  formatPhoneText,
  phoneValue,
  type DisplayMode,
  type PhoneValue,
} from './phone-number'
import { usePhoneProblem } from './use-phone-problem'

export interface PhoneFieldOptions {
  defaultCountry?: CountryCode
  countryLookupUrl?: string
  defaultValue: string
  autoFormat: boolean
  displayMode: DisplayMode
  onChange?: (value: PhoneValue) => void
  required: boolean
  disabled: boolean
}

/**
 * The phone field's state: the number's text and its country, formatted as the learner types;
 * the caret kept in place across formatting; the problem to show (after a blur or a submit, and
 * to the browser's own validation); a form's reset.
 */
export function usePhoneField({
  defaultCountry,
  countryLookupUrl,
  defaultValue,
  autoFormat,
  displayMode,
  onChange,
  required,
  disabled,
}: PhoneFieldOptions) {
  const options = { autoFormat, displayMode }
  const lookedUp = useDefaultCountry(countryLookupUrl)
  const preferredCountry = defaultCountry ?? lookedUp

  const [initial] = useState(() => formatPhoneText(defaultValue, preferredCountry, { ...options, settled: true }))
  const [text, setText] = useState(initial.text)
  const [country, setCountry] = useState(initial.country)
  const [countryChosen, setCountryChosen] = useState(false)
  const [blurred, setBlurred] = useState(false)
  const [submitted, setSubmitted] = useState(false)

  // A default that arrives later (the network lookup) replaces the first one until the learner acts.
  const [seenDefault, setSeenDefault] = useState(preferredCountry)
  if (seenDefault !== preferredCountry) {
    setSeenDefault(preferredCountry)
    if (!countryChosen && text === '') setCountry(preferredCountry)
  }

  const value = useMemo(() => phoneValue(text, country), [text, country])
  const problem = usePhoneProblem(value, { required, disabled })
  // Not while the first digits go in: after the learner leaves the field, or tries to submit.
  const showsProblem = problem !== undefined && (submitted || (blurred && value.status !== 'EMPTY'))

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

  /** Leaving the field settles the format (`national` mode shows a number typed with + nationally) and lets problems show. */
  function handleNumberBlur() {
    setBlurred(true)
    const settled = formatPhoneText(text, country, { ...options, settled: true })
    if (settled.text !== text) commit(settled.text, settled.country)
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

  return {
    text,
    country,
    preferredCountry,
    /** The problem to show now, if any. */
    shownProblem: showsProblem ? problem : undefined,
    inputRef,
    handleNumberChange,
    handleNumberBlur,
    handleCountryChange,
    handleInvalid,
  }
}
