import { isAcceptedResponse, parseResponse } from '../../../../common/answers/student-response'
import type { ChoiceLabel, ContentChoice, ContentItem, Difficulty, Generator, StudentProducedAnswer } from '../types'
import { add, exactDecimal, frac, type Frac, isInt, mul, same, sub, toNumber } from './fraction'
import { hashSeed, Random } from './random'

/**
 * What the generators share: number and expression formatting (TeX), the
 * accepted forms of a student-produced answer, the four choices of a multiple
 * choice item, and the assembly of a complete ContentItem.
 */

export const GENERATOR_AUTHOR = 'Exam Prep Academy generator'
export const LABELS: readonly ChoiceLabel[] = ['A', 'B', 'C', 'D']
/** Seeds are non-negative integers below 10^9, so ids stay within 40 characters. */
export const MAX_SEED = 999_999_999

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

/**
 * Every form a student may enter for an exact value, by the entry rules: the
 * integer; the fraction; the exact decimal (with and without the leading 0);
 * and, when the decimal does not end or does not fit, the rounded and
 * truncated decimals that fill every allowed character. Forms that cannot be
 * entered are left out.
 */
export function acceptedForms(value: Frac): string[] {
  const negative = value.n < 0
  const sign = negative ? '-' : ''
  const limit = negative ? 6 : 5
  const top = Math.abs(value.n)
  const forms: string[] = []
  if (isInt(value)) forms.push(`${sign}${top}`)
  else {
    forms.push(`${sign}${top}/${value.d}`)
    const exact = exactDecimal(value)
    if (exact) forms.push(exact, exact.replace(/^(-?)0\./, '$1.'))
    if (!exact || exact.length > limit) {
      const whole = Math.floor(top / value.d)
      for (const lead of whole === 0 ? ['0', ''] : [String(whole)]) {
        const places = limit - sign.length - lead.length - 1
        if (places < 1) continue
        const scaled = top * 10 ** places
        for (const units of [Math.floor(scaled / value.d), Math.floor((2 * scaled + value.d) / (2 * value.d))]) {
          const digits = String(units % 10 ** places).padStart(places, '0')
          const head = Math.floor(units / 10 ** places)
          forms.push(`${sign}${head === 0 ? lead : head}.${digits}`)
        }
      }
    }
  }
  const answer = { value: toNumber(value), accepted: [] }
  return [...new Set(forms)].filter((form) => parseResponse(form) !== undefined && isAcceptedResponse(form, answer))
}

export interface MultipleChoiceAnswer {
  format: 'multiple_choice'
  key: Frac
  /** Wrong answers from typical mistakes, best first; repeats, the key and spares beyond three are dropped. */
  wrong: Frac[]
  kind: ChoiceKind
  /** Whether filler distractors (when the mistakes give fewer than three) may be zero or negative. */
  allowNonPositive?: boolean
}
export interface StudentProducedBody {
  format: 'student_produced'
  value: Frac
}

export interface ItemBody {
  stem: string
  passage?: string
  figureSvg?: string
  /** A worked solution with the computed numbers; its last `\(...\)` ends with the key. */
  explanation: string
  /** JavaScript arithmetic (numbers, + - * / ** ( ), Math.PI, Math.sqrt) that recomputes the key from the stem. */
  check: string
  answer: MultipleChoiceAnswer | StudentProducedBody
}

/** Helper for builds that choose the format per variant. */
export function answerAs(
  format: ContentItem['format'],
  key: Frac,
  wrong: Frac[],
  kind: ChoiceKind = 'number',
  allowNonPositive = false,
): MultipleChoiceAnswer | StudentProducedBody {
  return format === 'student_produced' ? { format, value: key } : { format, key, wrong, kind, allowNonPositive }
}

/** Four choices A-D: the key and three distinct wrong answers, in an order drawn from `random`. */
export function buildChoices(
  answer: MultipleChoiceAnswer,
  random: Random,
): { choices: ContentChoice[]; label: ChoiceLabel } {
  const { key, kind } = answer
  const picked: Frac[] = [key]
  const texts = new Set([show(kind, key)])
  const consider = (candidate: Frac) => {
    if (picked.length >= 4 || picked.some((p) => same(p, candidate))) return
    if (!answer.allowNonPositive && toNumber(key) > 0 && toNumber(candidate) <= 0) return
    if (kind === 'money' && !isInt(mul(candidate, frac(100)))) return
    const text = show(kind, candidate)
    if (texts.has(text)) return
    texts.add(text)
    picked.push(candidate)
  }
  for (const candidate of answer.wrong) consider(candidate)
  // Fillers near the key when the typical mistakes ran out.
  for (const step of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    for (const candidate of [add(key, frac(step)), sub(key, frac(step)), mul(key, frac(step + 1))]) consider(candidate)
    if (picked.length >= 4) break
  }
  if (picked.length < 4) throw new Error(`cannot find three distractors for ${show(kind, key)}`)
  const order = random.shuffle(picked)
  const choices = order.map((q, index) => ({
    label: LABELS[index]!,
    text: `\\(${show(kind, q)}\\)`,
    value: valueOf(kind, q),
  }))
  return { choices, label: LABELS[order.indexOf(key)]! }
}

/** A Generator that also tells its drawn parameters (for tests and independent checks). */
export interface ParamGenerator<P> extends Generator {
  params(seed: number, difficulty: Difficulty): P
}

export interface GeneratorSpec<P> {
  key: string
  domain: string
  skill: string
  /** The numbers of one variant, from its own random stream. */
  draw(random: Random, difficulty: Difficulty): P
  /** The item's texts and answer, computed from the numbers. */
  build(params: P, difficulty: Difficulty): ItemBody
}

export function defineGenerator<P>(spec: GeneratorSpec<P>): ParamGenerator<P> {
  if (!/^[a-z0-9]+$/.test(spec.key)) throw new Error(`generator key ${spec.key} must match [a-z0-9]+`)
  const params = (seed: number, difficulty: Difficulty) => {
    if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
      throw new RangeError(`seed must be an integer from 0 to ${MAX_SEED}, got ${seed}`)
    return spec.draw(new Random(hashSeed(spec.key, difficulty, seed)), difficulty)
  }
  return {
    key: spec.key,
    domain: spec.domain,
    skill: spec.skill,
    params,
    generate(seed, difficulty) {
      const body = spec.build(params(seed, difficulty), difficulty)
      let choices: ContentChoice[] = []
      let answer: ChoiceLabel | StudentProducedAnswer
      if (body.answer.format === 'multiple_choice') {
        const built = buildChoices(body.answer, new Random(hashSeed(spec.key, difficulty, seed, 'choices')))
        choices = built.choices
        answer = built.label
      } else {
        const accepted = acceptedForms(body.answer.value)
        if (!accepted.length) throw new Error(`${toNumber(body.answer.value)} cannot be entered as a response`)
        answer = { value: toNumber(body.answer.value), accepted }
      }
      return {
        id: `gen-${spec.key}-${difficulty}-${seed}`,
        subject: 'math',
        domain: spec.domain,
        skill: spec.skill,
        difficulty,
        format: body.answer.format,
        publicSample: false,
        passage: body.passage ?? null,
        stem: body.stem,
        figureSvg: body.figureSvg ?? null,
        choices,
        answer,
        explanation: body.explanation,
        author: GENERATOR_AUTHOR,
        source: 'generated',
        reviewStatus: 'reviewed',
        check: body.check,
      }
    },
  }
}

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
