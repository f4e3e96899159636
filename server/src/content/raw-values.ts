// The untyped values a bank file's YAML parses to, and the numbers in validation messages.

export type Raw = Record<string, unknown>
export const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
export const quote = (value: unknown) =>
  value === undefined ? 'nothing' : typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value))

/** Numbers in messages: exact for integers, ten significant digits otherwise. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(10)))
}

/** Equal within 1e-9, relative to the larger magnitude (absolute below 1). */
export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
}
