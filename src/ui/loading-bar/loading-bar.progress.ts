import { LOADING_BAR_DURATION_MS } from './loading-bar.constants'

// 1 - e^(-ln 10) = 0.9: the curve reaches 90 % after one duration.
const RATE = Math.LN10
// Left to go at one duration; the tail starts from here with the same slope, so the bar never jerks.
const LEFT_AT_DURATION = 0.1
// Floating point would round the tail to 100 after absurdly long loads; the bar never claims done.
const CEILING = 99.9

/**
 * The bar's progress in percent, `elapsedMs` after it became visible: an ease-out that reaches
 * about 90 % at `LOADING_BAR_DURATION_MS` and then creeps toward 100 without reaching it
 * (97 % at twice the duration, 99 % at five times). Pure and non-decreasing.
 */
export function progressAt(elapsedMs: number): number {
  const x = Math.max(0, elapsedMs) / LOADING_BAR_DURATION_MS
  const left = x <= 1 ? Math.exp(-RATE * x) : LEFT_AT_DURATION / (1 + RATE * (x - 1))
  return Math.min(100 * (1 - left), CEILING)
}
