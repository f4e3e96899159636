// Pulls in libphonenumber-js/min (~35 KiB gzip): import this folder only from lazy pages, never from
// the app entry (TOOLCHAIN trap 7).
export { PhoneInput, type PhoneInputProps } from './phone-input'
export {
  COUNTRY_LOOKUP_ERROR,
  COUNTRY_LOOKUP_TIMEOUT_MS,
  fallbackCountry,
  lookupCountry,
  parseCountryReply,
  useDefaultCountry,
} from './lookup-country'
export { countryList, searchCountries, type CountryEntry } from './countries'
export { toAsciiDigits } from './numerals'
export {
  MAX_EXTENSION_DIGITS,
  MIN_NATIONAL_DIGITS,
  PHONE_MAX_LENGTH,
  checkPhoneNumber,
  formatPhoneText,
  phoneValue,
  splitPhoneText,
  type DisplayMode,
  type PhoneStatus,
  type PhoneValue,
} from './phone-number'
export type { CountryCode } from 'libphonenumber-js/min'
