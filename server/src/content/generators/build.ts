import { isAcceptedResponse, parseResponse } from '../../../../common/answers/student-response'
import type {
  Bilingual,
  ChoiceLabel,
  ContentChoice,
  ContentItem,
  Difficulty,
  Generator,
  StudentProducedAnswer,
} from '../types'
import { add, exactDecimal, frac, type Frac, isInt, mul, same, sub, toNumber } from './fraction'
import { hashSeed, Random } from './random'
import { type ChoiceKind, m, show, valueOf } from './tex'

export * from './tex'

/**
 * What the generators share (number and expression formatting is in tex.ts): the
 * accepted forms of a student-produced answer, the four choices of a multiple
 * choice item, and the assembly of a complete ContentItem.
 */

export const GENERATOR_AUTHOR = 'Exam Prep Academy generator'
export const LABELS: readonly ChoiceLabel[] = ['A', 'B', 'C', 'D']
/** Seeds are non-negative integers below 10^9, so ids stay within 40 characters. */
export const MAX_SEED = 999_999_999
/**
 * The generators' version, part of every generated id. A stored variant is never rewritten (old
 * quizzes keep the text and choices their learners answered), so when the generators change what a
 * seed produces (version 2: ascending choices, rationales, Arabic), the id changes and new draws
 * store the new variant beside the old one.
 */
export const GENERATOR_VERSION = 2
/** `gen2-<key>-<difficulty>-<seed>` (version 1 wrote `gen-…`). */
export const generatedId = (key: string, difficulty: Difficulty, seed: number) =>
  `gen${GENERATOR_VERSION}-${key}-${difficulty}-${seed}`

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

/** A wrong answer and the mistake that produces it, in both languages (the choice's rationale). */
export interface Mistake {
  value: Frac
  why: Bilingual
}
/** A mistake: mistake(value, 'This is ... (English)', 'هذه ... (Arabic)'). */
export const mistake = (value: Frac, en: string, ar: string): Mistake => ({ value, why: { en, ar } })

export interface MultipleChoiceAnswer {
  format: 'multiple_choice'
  key: Frac
  /**
   * Wrong answers from typical mistakes, best first; repeats, the key and spares are dropped. A plain Frac
   * gets the generic rationale of a filler.
   */
  wrong: (Mistake | Frac)[]
  kind: ChoiceKind
  /** Whether filler distractors (when the mistakes give too few) may be zero or negative. */
  allowNonPositive?: boolean
  /** Why the key is right (short); a generic sentence naming the key when absent. */
  why?: Bilingual
}
export interface StudentProducedBody {
  format: 'student_produced'
  value: Frac
}
/** A text choice (a conclusion, a statement) and why it is right or wrong. */
export interface TextChoice {
  text: string
  why: Bilingual
}
/** Multiple choice with text choices: they keep the drawn order; the key's position is drawn. */
export interface TextChoiceAnswer {
  format: 'multiple_choice'
  kind: 'text'
  key: TextChoice
  /** Exactly three wrong choices. */
  wrong: TextChoice[]
}

export interface ItemBody {
  stem: string
  passage?: string
  figureSvg?: string
  /** A worked solution with the computed numbers; its last `\(...\)` ends with the key. */
  explanation: string
  /** The worked solution in Arabic, with the same TeX and numbers. */
  explanationAr: string
  /** JavaScript arithmetic (numbers, + - * / ** ( ), Math.PI, Math.sqrt) that recomputes the key from the stem. */
  check: string
  answer: MultipleChoiceAnswer | StudentProducedBody | TextChoiceAnswer
}

/** Helper for builds that choose the format per variant. */
export function answerAs(
  format: ContentItem['format'],
  key: Frac,
  wrong: (Mistake | Frac)[],
  kind: ChoiceKind = 'number',
  allowNonPositive = false,
  why?: Bilingual,
): MultipleChoiceAnswer | StudentProducedBody {
  return format === 'student_produced' ? { format, value: key } : { format, key, wrong, kind, allowNonPositive, why }
}

/** The key's rationale: right('...', '...') reads "Correct: ..." and "صحيح: ...". */
export const right = (en: string, ar: string): Bilingual => ({ en: `Correct: ${en}`, ar: `صحيح: ${ar}` })

/** The rationale of a filler: a value near the key that no typical mistake gives. */
export function fillerWhy(kind: ChoiceKind, key: Frac): Bilingual {
  const shown = m(show(kind, key))
  return {
    en: `This value does not follow from the given numbers; the worked solution gives ${shown}.`,
    ar: `هذه القيمة لا تنتج عن الأعداد المعطاة؛ الحل الصحيح يعطي ${shown}.`,
  }
}

/** The rationale of the key when the generator gives none. */
export function keyWhy(kind: ChoiceKind, key: Frac): Bilingual {
  const shown = m(show(kind, key))
  return {
    en: `Correct: following the steps of the worked solution gives ${shown}.`,
    ar: `صحيح: اتباع خطوات الحل يعطي ${shown}.`,
  }
}

/**
 * The step of the fillers near the key: for a fraction, one unit of its denominator (\(\dfrac{8}{9}\) gives
 * \(\dfrac{7}{9}\) and \(\dfrac{10}{9}\)); for a whole number, 1, or a power of ten for large keys.
 */
function fillerUnit(key: Frac): Frac {
  if (!isInt(key)) return frac(1, key.d)
  const size = Math.abs(key.n)
  return size >= 100 ? frac(10 ** (Math.floor(Math.log10(size)) - 1)) : frac(1)
}

/** Fillers below the key (nearest first), then above it. */
function fillers(key: Frac): { below: Frac[]; above: Frac[] } {
  const unit = fillerUnit(key)
  const below: Frac[] = []
  const above: Frac[] = []
  for (let step = 1; step <= 10; step++) {
    below.push(sub(key, mul(unit, frac(step))))
    above.push(add(key, mul(unit, frac(step))))
  }
  for (let step = 1; step <= 9; step++) {
    below.push(mul(key, frac(10 - step, 10)))
    above.push(mul(key, frac(step + 1)))
  }
  for (const d of [2, 3, 4, 5, 8]) {
    below.push(mul(key, frac(1, d)))
    above.push(mul(key, frac(d + 1, d)))
  }
  // For a negative key, scaling moves the other way.
  return toNumber(key) < 0
    ? { below: [...below.slice(0, 10), ...above.slice(10)], above: [...above.slice(0, 10), ...below.slice(10)] }
    : { below, above }
}

/**
 * Four numeric choices A-D in ascending order: the key and three wrong answers. The key's rank is drawn
 * from `random` (uniform over A-D), then the best mistakes below and above the key fill the places on each
 * side, completed with fillers near the key; each choice gets its rationale.
 */
export function buildChoices(
  answer: MultipleChoiceAnswer,
  random: Random,
): { choices: ContentChoice[]; label: ChoiceLabel; rationales: Record<ChoiceLabel, Bilingual> } {
  const { key, kind } = answer
  const keyValue = toNumber(key)
  const texts = new Set([show(kind, key)])
  const taken: Frac[] = [key]
  const usable = (candidate: Frac) => {
    if (taken.some((p) => same(p, candidate))) return false
    if (!answer.allowNonPositive && keyValue > 0 && toNumber(candidate) <= 0) return false
    if (kind === 'money' && !isInt(mul(candidate, frac(100)))) return false
    return !texts.has(show(kind, candidate))
  }
  const take = (candidate: Frac) => {
    taken.push(candidate)
    texts.add(show(kind, candidate))
  }
  const mistakes: Mistake[] = []
  for (const wrong of answer.wrong) {
    const item = 'value' in wrong ? wrong : { value: wrong, why: fillerWhy(kind, key) }
    if (!usable(item.value)) continue
    take(item.value)
    mistakes.push(item)
  }
  const below = mistakes.filter((w) => toNumber(w.value) < keyValue)
  const above = mistakes.filter((w) => toNumber(w.value) > keyValue)
  const near = fillers(key)
  const extend = (side: Mistake[], pool: Frac[], wanted: number) => {
    for (const candidate of pool) {
      if (side.length >= wanted) break
      if (!usable(candidate)) continue
      take(candidate)
      side.push({ value: candidate, why: fillerWhy(kind, key) })
    }
  }
  // The rank drawn, moved to the nearest rank that the mistakes and fillers can give.
  let rank = random.int(0, 3)
  extend(below, near.below, rank)
  if (below.length < rank) rank = below.length
  extend(above, near.above, 3 - rank)
  if (above.length < 3 - rank) throw new Error(`cannot find three distractors for ${show(kind, key)}`)
  const picked = [
    ...below.slice(0, rank),
    { value: key, why: answer.why ?? keyWhy(kind, key) },
    ...above.slice(0, 3 - rank),
  ]
  const order = picked.sort((a, b) => toNumber(a.value) - toNumber(b.value))
  const choices = order.map((q, index) => ({
    label: LABELS[index]!,
    text: `\\(${show(kind, q.value)}\\)`,
    value: valueOf(kind, q.value),
  }))
  const rationales = Object.fromEntries(order.map((q, index) => [LABELS[index]!, q.why])) as Record<
    ChoiceLabel,
    Bilingual
  >
  return { choices, label: LABELS[rank]!, rationales }
}

/** Four text choices A-D: the wrong ones in the order given, the key at a position drawn from `random`. */
export function buildTextChoices(
  answer: TextChoiceAnswer,
  random: Random,
): { choices: ContentChoice[]; label: ChoiceLabel; rationales: Record<ChoiceLabel, Bilingual> } {
  if (answer.wrong.length !== 3) throw new Error('a text item needs exactly three wrong choices')
  const position = random.int(0, 3)
  const order = [...answer.wrong.slice(0, position), answer.key, ...answer.wrong.slice(position)]
  if (new Set(order.map((choice) => choice.text)).size !== 4) throw new Error('text choices must differ')
  return {
    choices: order.map((choice, index) => ({ label: LABELS[index]!, text: choice.text })),
    label: LABELS[position]!,
    rationales: Object.fromEntries(order.map((choice, index) => [LABELS[index]!, choice.why])) as Record<
      ChoiceLabel,
      Bilingual
    >,
  }
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
      let rationales: ContentItem['rationales'] = {}
      if (body.answer.format === 'multiple_choice') {
        const random = new Random(hashSeed(spec.key, difficulty, seed, 'choices'))
        const built =
          body.answer.kind === 'text' ? buildTextChoices(body.answer, random) : buildChoices(body.answer, random)
        choices = built.choices
        answer = built.label
        rationales = built.rationales
      } else {
        const accepted = acceptedForms(body.answer.value)
        if (!accepted.length) throw new Error(`${toNumber(body.answer.value)} cannot be entered as a response`)
        answer = { value: toNumber(body.answer.value), accepted }
      }
      return {
        id: generatedId(spec.key, difficulty, seed),
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
        explanationAr: body.explanationAr,
        rationales,
        table: null,
        irtB: null,
        author: GENERATOR_AUTHOR,
        source: 'generated',
        reviewStatus: 'reviewed',
        check: body.check,
      }
    },
  }
}
