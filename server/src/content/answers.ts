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
 * Whether an entered response earns the point: an accepted form, the exact
 * value in another form (0.25 = 1/4 = .25), or a decimal that fills every
 * allowed character and is the value rounded or truncated (2/3: .6666, .6667,
 * 0.666, 0.667).
 */
export function isAcceptedResponse(raw: string, answer: StudentProducedAnswer): boolean {
  const text = raw.trim()
  if (answer.accepted.includes(text)) return true
  const value = parseResponse(text)
  if (value === undefined) return false
  if (Math.abs(value - answer.value) < EPSILON) return true
  if (text.includes('/') || !text.includes('.')) return false
  const limit = text.startsWith('-') ? 6 : 5
  if (text.length < limit) return false
  const decimals = text.length - text.indexOf('.') - 1
  return Math.abs(value - answer.value) < 10 ** -decimals
}
