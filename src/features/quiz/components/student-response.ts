import { toAsciiDigits } from '~/ui/phone-input/numerals'

/**
 * Student-produced responses, by the digital SAT's entry rules (the same as the server's,
 * server/src/content/answers.ts): digits, one `.` or one `/`, an optional leading `-`; at most 5
 * characters, 6 with the minus sign; no mixed numbers, commas or units.
 */
export const RESPONSE_PATTERN = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+|[0-9]+\/[0-9]+)$/
export const RESPONSE_MAX_LENGTH = 5

const lengthLimit = (text: string) => RESPONSE_MAX_LENGTH + (text.startsWith('-') ? 1 : 0)

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

export type ResponseProblem = 'characters' | 'length'

/** Why a (normalized) response cannot be sent, or `null` when it follows the entry rules. */
export function responseProblem(text: string): ResponseProblem | null {
  if (!RESPONSE_PATTERN.test(text) || /^-?0*\/|\/0+$/.test(text)) return 'characters'
  if (text.length > lengthLimit(text)) return 'length'
  return null
}

/** The value of a response that follows the rules; `undefined` otherwise. */
export function parseResponse(text: string): number | undefined {
  if (responseProblem(text) !== null) return undefined
  if (text.includes('/')) {
    const [top, bottom] = text.replace('-', '').split('/').map(Number)
    return (text.startsWith('-') ? -1 : 1) * (top! / bottom!)
  }
  return Number(text)
}

const EPSILON = 1e-9

/**
 * Whether a response earns the point against the key's accepted forms: one of them, the same value
 * in another form (0.25 = 1/4 = .25), or a decimal that fills every character allowed and is the
 * value rounded or cut (2/3: .6666, .6667, 0.666, 0.667).
 */
export function isAcceptedResponse(text: string, acceptedAnswers: readonly string[]): boolean {
  if (acceptedAnswers.includes(text)) return true
  const value = parseResponse(text)
  const key = acceptedAnswers.map(parseResponse).find((accepted) => accepted !== undefined)
  if (value === undefined || key === undefined) return false
  if (Math.abs(value - key) < EPSILON) return true
  if (text.includes('/') || !text.includes('.') || text.length < lengthLimit(text)) return false
  const decimals = text.length - text.indexOf('.') - 1
  return Math.abs(value - key) < 10 ** -decimals
}
