// libphonenumber-js/min (~35 KiB gzip) must stay out of the entry chunk (TOOLCHAIN trap 7): only
// pages with a phone field import this folder, and pages are lazy.
import {
  AsYouType,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min'
import { mainCountryForDialCode } from './countries'
import { toAsciiDigits } from './numerals'

/** Spec §5 and §9. */
export const PHONE_MAX_LENGTH = 25
export const MIN_NATIONAL_DIGITS = 2
export const MAX_EXTENSION_DIGITS = 20

/** `auto`: international when the text starts with +, national otherwise. */
export type DisplayMode = 'auto' | 'national' | 'international'

/**
 * libphonenumber's length results (spec §5), plus `EMPTY` (nothing typed), `VALID` (a real number)
 * and `IS_POSSIBLE` (the length fits the country but no number starts that way).
 */
export type PhoneStatus =
  'EMPTY' | 'VALID' | 'IS_POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID_COUNTRY' | 'NOT_A_NUMBER'

/** What a form sends: `e164` goes to the API (`+201001234567`). */
export interface PhoneValue {
  /** The number in E.164 once its length is possible for the country, without the extension. */
  e164: string | undefined
  /** A number that exists in the country's numbering plan. */
  valid: boolean
  /** The number's country: the one chosen, or the one its `+` dial code names. */
  country: CountryCode
  /** The text in the field, as the learner sees it. */
  raw: string
  /** Digits after `ext`, `x` or `#`, at most 20. */
  extension: string | undefined
  status: PhoneStatus
}

export interface PhoneFormatOptions {
  /** Format with libphonenumber's `AsYouType` (spaces, brackets). @default true */
  autoFormat?: boolean
  /** @default 'auto' */
  displayMode?: DisplayMode
  /**
   * The learner has left the field (or the text is a starting value): in `national` mode a valid
   * number typed with + now shows in its national form. While typing it stays international, as a
   * number cut short (+20 10 012345) can look complete for a while. @default false
   */
  settled?: boolean
}

const MARKER_PREFIXES = new Set(['e', 'ex', 'ext', 'ext.', 'x', '#'])
const MARKERS = new Set(['ext', 'ext.', 'x', '#'])

export interface PhoneTextParts {
  /** The number: digits, a leading +, spaces and `( ) - . /`. */
  main: string
  /** The extension as it will show: the marker (possibly half typed, `ex`), a space, its digits. */
  tail: string
  /** The extension's digits, once a whole marker precedes them. */
  extension: string | undefined
}

/**
 * Splits typed text into the number and an extension after `ext`, `x` or `#` (up to 20 digits),
 * after turning other numeral scripts into ASCII. Characters that fit neither are dropped, and so
 * is a `+` anywhere but at the start.
 */
export function splitPhoneText(text: string): PhoneTextParts {
  const ascii = toAsciiDigits(text)
  const markerAt = ascii.search(/[a-z#]/i)
  const head = markerAt < 0 ? ascii : ascii.slice(0, markerAt)
  const rest = markerAt < 0 ? '' : ascii.slice(markerAt)

  const body = head.replace(/[^\d\s().\-/]/g, '')
  const main = /^\s*\+/.test(head) ? `+${body.trimStart()}` : body

  let marker = ''
  let spaced = false
  let digits = ''
  for (const char of /\d/.test(main) ? rest : '') {
    if (/\d/.test(char)) {
      if (MARKERS.has(marker) && digits.length < MAX_EXTENSION_DIGITS) digits += char
    } else if (/\s/.test(char)) {
      if (marker !== '' && digits === '') spaced = true
    } else if (digits === '' && !spaced && MARKER_PREFIXES.has(marker + char.toLowerCase())) {
      marker += char.toLowerCase()
    }
  }
  const tail = marker === '' ? '' : `${marker}${spaced ? ' ' : ''}${digits}`
  return { main, tail, extension: MARKERS.has(marker) && digits !== '' ? digits : undefined }
}

function digitsAndPlus(main: string): string {
  return main.replace(/[^\d+]/g, '')
}

/**
 * The country a number belongs to: the one its `+` dial code names (the selected one when it
 * shares that code, or the code's main country while the number is too short to tell), else the
 * selected country.
 */
export function countryOfNumber(main: string, selected: CountryCode): CountryCode {
  const number = digitsAndPlus(main)
  if (!number.startsWith('+')) return selected
  const typing = new AsYouType()
  typing.input(number)
  const dialCode = typing.getCallingCode()
  if (dialCode === undefined) return selected
  if (getCountryCallingCode(selected) === dialCode && typing.getCountry() === undefined) return selected
  return typing.getCountry() ?? mainCountryForDialCode(dialCode) ?? selected
}

/** The national (significant) number typed so far, without a trunk prefix such as Egypt's 0. */
function nationalDigits(main: string, country: CountryCode): string {
  const typing = new AsYouType(country)
  typing.input(digitsAndPlus(main))
  return typing.getNumber()?.nationalNumber ?? ''
}

function formatNumber(main: string, country: CountryCode, displayMode: DisplayMode, settled: boolean): string {
  const number = digitsAndPlus(main)
  if (number === '') return ''
  const international = number.startsWith('+')
  if (displayMode === 'international' && !international) {
    const national = nationalDigits(number, country)
    return new AsYouType(country).input(`+${getCountryCallingCode(country)}${national}`)
  }
  if (displayMode === 'national' && international && settled) {
    const parsed = parsePhoneNumberFromString(number)
    if (parsed?.country !== undefined && parsed.isValid()) return parsed.formatNational()
  }
  return new AsYouType(country).input(number)
}

export interface FormattedPhoneText extends PhoneTextParts {
  /** The text to show. */
  text: string
  /** The number's country (may differ from the selected one after a `+` dial code). */
  country: CountryCode
}

/** Cleans and (with `autoFormat`) formats what the learner typed. */
export function formatPhoneText(
  typed: string,
  selected: CountryCode,
  { autoFormat = true, displayMode = 'auto', settled = false }: PhoneFormatOptions = {},
): FormattedPhoneText {
  const parts = splitPhoneText(typed)
  const country = countryOfNumber(parts.main, selected)
  if (!autoFormat) return { ...parts, country, text: parts.main + parts.tail }
  const formatted = formatNumber(parts.main, country, displayMode, settled)
  const text = parts.tail === '' ? formatted : `${formatted} ${parts.tail}`
  return { ...parts, country: countryOfNumber(formatted, country), text }
}

/** Checks the number (without its extension) against the country's lengths and patterns. */
export function checkPhoneNumber(main: string, country: CountryCode): PhoneStatus {
  const number = digitsAndPlus(main)
  if (number === '') return 'EMPTY'
  const length = validatePhoneNumberLength(number, country)
  if (length !== undefined) return length
  const national = parsePhoneNumberFromString(number, country)?.nationalNumber ?? ''
  if (national.length < MIN_NATIONAL_DIGITS) return 'TOO_SHORT'
  return isValidPhoneNumber(number, country) ? 'VALID' : 'IS_POSSIBLE'
}

/** The value a form gets for the text in the field and the selected country. */
export function phoneValue(text: string, selected: CountryCode): PhoneValue {
  const { main, extension } = splitPhoneText(text)
  const country = countryOfNumber(main, selected)
  const status = checkPhoneNumber(main, country)
  const possible = status === 'VALID' || status === 'IS_POSSIBLE'
  return {
    e164: possible ? parsePhoneNumberFromString(digitsAndPlus(main), country)?.number : undefined,
    valid: status === 'VALID',
    country,
    raw: text,
    extension,
    status,
  }
}

/**
 * A national number for `next` that keeps the digits typed for `previous`: changing the country of
 * `+20 10 01234567` to Saudi Arabia gives `+966 1001234567`; national text is only reformatted.
 */
export function changeCountry(
  text: string,
  previous: CountryCode,
  next: CountryCode,
  options: PhoneFormatOptions = {},
): FormattedPhoneText {
  const { main, tail } = splitPhoneText(text)
  if (!digitsAndPlus(main).startsWith('+')) return formatPhoneText(text, next, options)
  const national = nationalDigits(main, countryOfNumber(main, previous))
  const swapped = `+${getCountryCallingCode(next)}${national}`
  const formatted = formatPhoneText(tail === '' ? swapped : `${swapped} ${tail}`, next, options)
  return { ...formatted, country: next }
}

export interface PhoneInputEdit extends PhoneFormatOptions {
  /** The text before the edit. */
  previous: string
  /** The input's value after the edit. */
  value: string
  /** The caret after the edit. */
  caret: number
  /** `InputEvent.inputType`: `insertText`, `deleteContentBackward`… */
  inputType?: string
  country: CountryCode
}

const SIGNIFICANT = /[\d+]/

function lastDigitBefore(text: string, position: number): number {
  for (let index = position - 1; index >= 0; index--) if (/\d/.test(text.charAt(index))) return index
  return -1
}

function firstDigitFrom(text: string, position: number): number {
  for (let index = position; index < text.length; index++) if (/\d/.test(text.charAt(index))) return index
  return -1
}

function positionAfter(text: string, count: number): number {
  if (count === 0) return 0
  let seen = 0
  for (let index = 0; index < text.length; index++) {
    if (SIGNIFICANT.test(text.charAt(index)) && ++seen === count) return index + 1
  }
  return text.length
}

/**
 * Applies one edit: converts digits, formats, and keeps the caret after the same digit. Deleting
 * only a formatting space or bracket would be undone by the formatter, so the digit next to it
 * goes instead (as in most phone fields).
 */
export function applyPhoneEdit({ previous, value, caret, inputType = '', country, ...options }: PhoneInputEdit): {
  text: string
  caret: number
  country: CountryCode
} {
  let typed = toAsciiDigits(value)
  let at = Math.min(caret, typed.length)
  let result = formatPhoneText(typed, country, options)

  if (inputType.startsWith('delete') && result.text === previous && typed !== previous) {
    const backward = inputType === 'deleteContentBackward'
    const index = backward ? lastDigitBefore(typed, at) : firstDigitFrom(typed, at)
    if (index >= 0) {
      typed = typed.slice(0, index) + typed.slice(index + 1)
      if (backward) at = index
      result = formatPhoneText(typed, country, options)
    }
  }

  const atEnd = typed.slice(at).trim() === ''
  const count = [...typed.slice(0, at)].filter((char) => SIGNIFICANT.test(char)).length
  return {
    text: result.text,
    country: result.country,
    caret: atEnd ? result.text.length : positionAfter(result.text, count),
  }
}
