import { toAsciiDigits } from '~/ui/phone-input/numerals'

// The entry rules themselves (pattern, length, scoring) are shared with the server:
// common/answers/student-response.ts. Only the keyboard's side lives here.

/**
 * What a learner typed, as the contract's `response` wants it: Arabic-Indic and full-width digits
 * to ASCII, the Arabic decimal separator to `.`, the fraction and division slashes to `/`, the
 * minus sign and dashes to `-`, spaces out. Anything else is kept, so the field can say what is wrong.
 */
export function normalizeResponse(raw: string): string {
  return toAsciiDigits(raw)
    .replace(/\u066b/g, '.')
    .replace(/[\u2044\u2215\u00f7]/g, '/')
    .replace(/[\u2212\u2012\u2013\u2014\ufe63\uff0d]/g, '-')
    .replace(/\s+/g, '')
}
