import { exactDecimal, frac, type Frac, isInt, mul, same, toNumber } from './fraction'

/** TeX for the generators: numbers, fractions, expressions and the text of a choice. */

/** A number for TeX: integers with `{,}` thousands separators, decimals without float noise, never -0. */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`num(${value})`)
  const clean = Number(value.toPrecision(12))
  if (clean === 0) return '0'
  const [whole = '0', decimals] = String(Math.abs(clean)).split('.')
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '{,}') : whole
  return `${clean < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`
}

/** A rational for TeX: `7`, `-3`, `\dfrac{7}{2}`, `-\dfrac{7}{2}`. */
export function fracTex(value: Frac): string {
  if (isInt(value)) return num(value.n)
  return `${value.n < 0 ? '-' : ''}\\dfrac{${Math.abs(value.n)}}{${value.d}}`
}

/** A number in parentheses when negative, for substitutions: `(-3)`, `4`. */
export const paren = (value: number): string => (value < 0 ? `(${num(value)})` : num(value))
export const parenFrac = (value: Frac): string => (value.n < 0 ? `(${fracTex(value)})` : fracTex(value))

/** `+ 3` or `- 3`, for a term after the first. */
export const signed = (value: number): string => `${value < 0 ? '-' : '+'} ${num(Math.abs(value))}`

/**
 * A sum of terms in TeX, skipping zero coefficients: poly([3, 'x^2'], [-1, 'x'], [5, '']) is `3x^2 - x + 5`.
 * A coefficient of 1 or -1 is written as a sign only before a variable.
 */
export function poly(...terms: [number, string][]): string {
  let text = ''
  for (const [coef, variable] of terms) {
    if (coef === 0) continue
    const size = Math.abs(coef)
    const body = variable && size === 1 ? variable : `${num(size)}${variable}`
    if (!text) text = `${coef < 0 ? '-' : ''}${body}`
    else text += ` ${coef < 0 ? '-' : '+'} ${body}`
  }
  return text || '0'
}

/** How a choice shows its number. `pi`: the number is the coefficient of π (the value is multiplied by π). */
export type ChoiceKind = 'number' | 'decimal' | 'money' | 'percent' | 'degrees' | 'pi'

/** The TeX of a choice (without the delimiters), the same text the explanation ends with. */
export function show(kind: ChoiceKind, value: Frac): string {
  switch (kind) {
    case 'number':
      return fracTex(value)
    case 'decimal':
      return (
        exactDecimal(value)?.replace(/^(-?)(\d+)/, (_, sign: string, whole: string) => sign + num(Number(whole))) ??
        fracTex(value)
      )
    case 'money': {
      const cents = mul(value, frac(100))
      if (!isInt(cents)) throw new RangeError(`money(${toNumber(value)})`)
      const size = Math.abs(cents.n)
      const whole = num(Math.floor(size / 100))
      const text = isInt(value) ? whole : `${whole}.${String(size % 100).padStart(2, '0')}`
      return `${cents.n < 0 ? '-' : ''}\\$${text}`
    }
    case 'percent':
      return `${show('decimal', value)}\\%`
    case 'degrees':
      return `${show('decimal', value)}^\\circ`
    case 'pi':
      return same(value, frac(1)) ? '\\pi' : `${fracTex(value)}\\pi`
  }
}

/** The value a choice of this kind stands for. */
export const valueOf = (kind: ChoiceKind, value: Frac): number => toNumber(value) * (kind === 'pi' ? Math.PI : 1)

/** Inline TeX: m('x = 7') is `\(x = 7\)`. */
export const m = (tex: string): string => `\\(${tex}\\)`

/** Display TeX on its own line: display('x + y = 7') is `\[x + y = 7\]`. */
export const display = (tex: string): string => `\\[${tex}\\]`

/** A number for a `check` expression: plain digits, negative ones in parentheses. */
export const plain = (value: number): string => {
  const text = String(Number(value.toPrecision(12)))
  return value < 0 ? `(${text})` : text
}

/** `\dfrac{n}{d}`, followed by `= <lowest terms>` when it reduces: `\dfrac{6}{8} = \dfrac{3}{4}`. */
export function ratioTex(n: number, d: number): string {
  const reduced = frac(n, d)
  const written = `\\dfrac{${num(n)}}{${num(d)}}`
  return reduced.n === n && reduced.d === d ? written : `${written} = ${fracTex(reduced)}`
}
