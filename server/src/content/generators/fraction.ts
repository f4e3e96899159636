/** Exact rational numbers for the generators' keys, so answers and accepted forms are never float noise. */
export interface Frac {
  readonly n: number
  readonly d: number
}

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)]
  while (y) [x, y] = [y, x % y]
  return x
}

/** n/d in lowest terms with a positive denominator (and never -0). */
export function frac(n: number, d = 1): Frac {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) throw new RangeError(`frac(${n}, ${d})`)
  const g = gcd(n, d) || 1
  const sign = d < 0 ? -1 : 1
  const top = (sign * n) / g
  return { n: top === 0 ? 0 : top, d: Math.abs(d) / g }
}

export const add = (a: Frac, b: Frac): Frac => frac(a.n * b.d + b.n * a.d, a.d * b.d)
export const sub = (a: Frac, b: Frac): Frac => frac(a.n * b.d - b.n * a.d, a.d * b.d)
export const mul = (a: Frac, b: Frac): Frac => frac(a.n * b.n, a.d * b.d)
export const div = (a: Frac, b: Frac): Frac => frac(a.n * b.d, a.d * b.n)
export const neg = (a: Frac): Frac => frac(-a.n, a.d)
export const isInt = (a: Frac): boolean => a.d === 1
export const toNumber = (a: Frac): number => a.n / a.d
export const same = (a: Frac, b: Frac): boolean => a.n === b.n && a.d === b.d

/** Whether the decimal expansion ends (the denominator has no prime factor but 2 and 5). */
export function terminates(a: Frac): boolean {
  let d = a.d
  while (d % 2 === 0) d /= 2
  while (d % 5 === 0) d /= 5
  return d === 1
}

/** The exact decimal (`3.5`, `-0.125`, `12`), or undefined when it does not terminate. */
export function exactDecimal(a: Frac): string | undefined {
  if (!terminates(a)) return undefined
  const sign = a.n < 0 ? '-' : ''
  const whole = Math.floor(Math.abs(a.n) / a.d)
  let rest = Math.abs(a.n) % a.d
  let digits = ''
  while (rest) {
    rest *= 10
    digits += String(Math.floor(rest / a.d))
    rest %= a.d
  }
  return `${sign}${whole}${digits ? `.${digits}` : ''}`
}
