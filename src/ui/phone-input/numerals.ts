// Digits a learner may type, by script: each block runs from its zero to its nine.
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic ٠–٩
  0x06f0, // Eastern Arabic-Indic (Persian, Urdu) ۰–۹
  0xff10, // full-width ０–９ (Japanese, Chinese keyboards)
] as const

const FOREIGN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g
const FULL_WIDTH_PLUS = /\uff0b/g

/**
 * Turns Arabic-Indic, Eastern Arabic-Indic and full-width digits (and the full-width plus) into
 * ASCII. Each character maps to one character, so a caret position stays where it was.
 */
export function toAsciiDigits(text: string): string {
  return text
    .replace(FOREIGN_DIGIT, (digit) => {
      const code = digit.charCodeAt(0)
      const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code
      return String(code - zero)
    })
    .replace(FULL_WIDTH_PLUS, '+')
}
