import { quote } from './raw-values'

// A Math item's `check`: an arithmetic expression that recomputes its key, evaluated only after a whitelist.

/** The `Math` members a `check` may use: pure numeric functions and constants. */
export const CHECK_MATH_NAMES: ReadonlySet<string> = new Set([
  'sqrt',
  'cbrt',
  'PI',
  'E',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'abs',
  'pow',
  'round',
  'floor',
  'ceil',
  'trunc',
  'sign',
  'hypot',
  'log',
  'log2',
  'log10',
  'exp',
  'min',
  'max',
])

/**
 * Why a `check` is not a safe arithmetic expression, or undefined when it is:
 * only digits, whitespace, `.`, `+ - * / % ( ) ,` (so `**`) and `Math.<name>`
 * for the names of CHECK_MATH_NAMES. Nothing else can reach the evaluator.
 */
export function unsafeCheckReason(expression: string): string | undefined {
  const rest = expression.replace(/(?<![\w$.])Math\.([A-Za-z_$][\w$]*)/g, (whole, name: string) =>
    CHECK_MATH_NAMES.has(name) ? ' ' : whole,
  )
  if (!/[^0-9\s.+\-*/%(),]/.test(rest)) return undefined
  const bad = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*|[^0-9\s.+\-*/%(),]/.exec(rest)!
  return `${quote(bad[0])} is not allowed; a check may use only numbers, + - * / % ** ( ) , and Math functions (Math.sqrt, Math.PI, ...)`
}

/** Evaluates a whitelisted `check`; `{ error }` when it is unsafe, does not parse or is not a finite number. */
export function evaluateCheck(expression: string): { value: number } | { error: string } {
  if (!expression.trim()) return { error: 'is empty' }
  const unsafe = unsafeCheckReason(expression)
  if (unsafe) return { error: unsafe }
  let result: unknown
  try {
    // Safe only because of the whitelist above: no identifier but Math.<numeric function> gets here.
    result = new Function(`'use strict'\nreturn (\n${expression}\n)`)()
  } catch (error) {
    return { error: `cannot be evaluated (${error instanceof Error ? error.message : String(error)})` }
  }
  if (typeof result !== 'number' || !Number.isFinite(result))
    return { error: `evaluates to ${String(result)}, not a finite number` }
  return { value: result }
}
