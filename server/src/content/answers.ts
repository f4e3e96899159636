import type { StudentProducedAnswer } from './types'

/**
 * Student-produced responses, by the digital SAT's entry rules: at most 5
 * characters for a positive answer and 6 for a negative one; digits, one `.`
 * or one `/`, an optional leading `-`; no mixed numbers, commas or units.
 */
export const RESPONSE_PATTERN = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+|[0-9]+\/[0-9]+)$/

export function parseResponse(raw: string): number | undefined {
  const text = raw.trim()
  const limit = text.startsWith('-') ? 6 : 5
  if (!text || text.length > limit || !RESPONSE_PATTERN.test(text)) return undefined
  if (text.includes('/')) {
    const [top, bottom] = text.replace('-', '').split('/').map(Number)
    if (!bottom) return undefined
    return (text.startsWith('-') ? -1 : 1) * (top! / bottom)
  }
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}

const EPSILON = 1e-9

/**
 * What scoring a response needs, computed once: the trimmed text (matched
 * against the accepted forms), its value, and how close the value must be.
 * A decimal that fills every allowed character may be the value rounded or
 * truncated (2/3: .6666, .6667, 0.666, 0.667), so it gets the tolerance of
 * its last digit. The save statement scores in SQL with the same three.
 */
export function responseMatch(raw: string): { text: string; value: number | null; tolerance: number } {
  const text = raw.trim()
  const value = parseResponse(text) ?? null
  const limit = text.startsWith('-') ? 6 : 5
  const rounded = value !== null && !text.includes('/') && text.includes('.') && text.length >= limit
  return { text, value, tolerance: rounded ? 10 ** -(text.length - text.indexOf('.') - 1) : EPSILON }
}

/**
 * Whether an entered response earns the point: an accepted form, the exact
 * value in another form (0.25 = 1/4 = .25), or a full-length decimal rounded
 * or truncated (see `responseMatch`).
 */
export function isAcceptedResponse(raw: string, answer: StudentProducedAnswer): boolean {
  const { text, value, tolerance } = responseMatch(raw)
  if (answer.accepted.includes(text)) return true
  return value !== null && Math.abs(value - answer.value) < tolerance
}
