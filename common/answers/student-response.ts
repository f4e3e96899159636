/**
 * Student-produced responses, by the digital SAT's entry rules: digits, one `.` or one `/`, an
 * optional leading `-`; at most 5 characters, 6 with the minus sign; no mixed numbers, commas or
 * units. One module for both sides: the SPA's answer field and public preview check with it, the
 * server validates the bank and prepares the save statement's scoring with it (which scores in SQL
 * with what `responseMatch` computes, so the two cannot drift apart).
 */
export const RESPONSE_PATTERN = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+|[0-9]+\/[0-9]+)$/
export const RESPONSE_MAX_LENGTH = 5

/** How many characters a response may have: one more for the minus sign. */
export const responseLengthLimit = (text: string) => RESPONSE_MAX_LENGTH + (text.startsWith('-') ? 1 : 0)

export type ResponseProblem = 'characters' | 'length'

/**
 * Why a response cannot be sent from the answer field, or `null` when it follows the entry rules.
 * Stricter than what the server reads (`parseResponse`): the field also refuses a fraction whose
 * top is zero (`0/5`), and it takes the text as typed (already normalized, so without spaces).
 */
export function responseProblem(text: string): ResponseProblem | null {
  if (!RESPONSE_PATTERN.test(text) || /^-?0*\/|\/0+$/.test(text)) return 'characters'
  if (text.length > responseLengthLimit(text)) return 'length'
  return null
}

/** The value of a response (surrounding spaces ignored), or `undefined` when it breaks the entry rules. */
export function parseResponse(raw: string): number | undefined {
  const text = raw.trim()
  if (!text || text.length > responseLengthLimit(text) || !RESPONSE_PATTERN.test(text)) return undefined
  if (text.includes('/')) {
    const [top, bottom] = text.replace('-', '').split('/').map(Number)
    if (!bottom) return undefined
    return (text.startsWith('-') ? -1 : 1) * (top! / bottom)
  }
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}

/** A student-produced answer key: the exact value and every form a student may enter. */
export interface ResponseKey {
  value: number
  accepted: readonly string[]
}

const EPSILON = 1e-9

/**
 * What scoring a response needs, computed once: the trimmed text (matched
 * against the accepted forms), its value, and how close the value must be.
 * A decimal that fills every allowed character may be the value rounded or
 * truncated (2/3: .6666, .6667, 0.666, 0.667), so it gets the tolerance of
 * its last digit. The server's save statement scores in SQL with the same three.
 */
export function responseMatch(raw: string): { text: string; value: number | null; tolerance: number } {
  const text = raw.trim()
  const value = parseResponse(text) ?? null
  const rounded =
    value !== null && !text.includes('/') && text.includes('.') && text.length >= responseLengthLimit(text)
  return { text, value, tolerance: rounded ? 10 ** -(text.length - text.indexOf('.') - 1) : EPSILON }
}

/**
 * Whether an entered response earns the point: an accepted form, the exact
 * value in another form (0.25 = 1/4 = .25), or a full-length decimal rounded
 * or truncated (see `responseMatch`).
 */
export function isAcceptedResponse(raw: string, key: ResponseKey): boolean {
  const { text, value, tolerance } = responseMatch(raw)
  if (key.accepted.includes(text)) return true
  return value !== null && Math.abs(value - key.value) < tolerance
}

/**
 * The same check against a key that lists only the accepted forms (the public preview's): the
 * value is the first form's.
 */
export function isAcceptedForm(raw: string, accepted: readonly string[]): boolean {
  const value = accepted.map(parseResponse).find((form) => form !== undefined)
  return value === undefined ? accepted.includes(raw.trim()) : isAcceptedResponse(raw, { value, accepted })
}
