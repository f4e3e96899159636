import { isAcceptedResponse, parseResponse } from '../../../common/answers/student-response'
import type { ChoiceLabel, ContentChoice, StudentProducedAnswer } from './types'
import { formatNumber, isRecord, isNonEmptyString, quote, sameNumber } from './raw-values'

// The key of an item: four choices labelled A-D, or the value and accepted forms of a student-produced answer.

export const CHOICE_LABELS: readonly ChoiceLabel[] = ['A', 'B', 'C', 'D']
const CHOICE_FIELDS = new Set(['label', 'text', 'value'])

/** A choice text that is a bare number (`12`, `\(-3.5\)`, `\(\dfrac{7}{2}\)`), as a number. */
export function plainNumber(text: string): number | undefined {
  const bare = text
    .replace(/^\s*\\\(\s*/, '')
    .replace(/\s*\\\)\s*$/, '')
    .trim()
  if (/^-?\d+(\.\d+)?$/.test(bare)) return Number(bare)
  const fraction = /^(-?)\\d?frac\{(\d+)\}\{(\d+)\}$/.exec(bare)
  if (fraction && Number(fraction[3]) !== 0) return (fraction[1] ? -1 : 1) * (Number(fraction[2]) / Number(fraction[3]))
  return undefined
}

/** Checks the four choices of a multiple-choice item, pushing a reason per problem. */
export function validateChoices(raw: unknown, problem: (reason: string) => void): ContentChoice[] {
  const expected = 'choices: expected 4 choices labelled A, B, C, D in order'
  if (!Array.isArray(raw)) {
    problem(`${expected}, got ${raw === undefined ? 'none' : quote(raw)}`)
    return []
  }
  if (raw.length !== 4) {
    problem(`${expected}, got ${raw.length}`)
    return []
  }
  if (!raw.every(isRecord)) {
    problem(`${expected}, each with a label and a text`)
    return []
  }
  const labels = raw.map((choice) => choice.label)
  if (labels.some((label, index) => label !== CHOICE_LABELS[index])) {
    problem(`${expected}, got ${labels.map((label) => (typeof label === 'string' ? label : quote(label))).join(', ')}`)
    return []
  }
  const choices: ContentChoice[] = []
  for (const choice of raw) {
    const label = choice.label as ChoiceLabel
    for (const key of Object.keys(choice))
      if (!CHOICE_FIELDS.has(key)) problem(`choices: unknown field ${quote(key)} in choice ${label}`)
    if (!isNonEmptyString(choice.text)) problem(`choices: choice ${label} has no text`)
    const text = typeof choice.text === 'string' ? choice.text.trim() : ''
    if (choice.value === undefined || choice.value === null) choices.push({ label, text })
    else if (typeof choice.value !== 'number' || !Number.isFinite(choice.value)) {
      problem(`choices: the value of choice ${label} must be a number, got ${quote(choice.value)}`)
      choices.push({ label, text })
    } else {
      choices.push({ label, text, value: choice.value })
      const written = plainNumber(text)
      if (written !== undefined && !sameNumber(written, choice.value))
        problem(
          `choices: choice ${label} reads ${formatNumber(written)} but its value is ${formatNumber(choice.value)}`,
        )
    }
  }
  for (let i = 0; i < choices.length; i++)
    for (let j = i + 1; j < choices.length; j++) {
      const [a, b] = [choices[i]!, choices[j]!]
      if (a.text && a.text === b.text) problem(`choices: ${a.label} and ${b.label} have the same text ${quote(a.text)}`)
      if (a.value !== undefined && b.value !== undefined && sameNumber(a.value, b.value))
        problem(`choices: ${a.label} and ${b.label} have the same value ${formatNumber(a.value)}`)
    }
  const valued = choices.filter((choice) => choice.value !== undefined).length
  if (valued > 0 && valued < 4)
    problem(`choices: either every choice has a value or none does (${valued} of 4 have one)`)
  return choices
}

/** Checks the `{ value, accepted }` key of a student-produced item, pushing a reason per problem. */
export function validateStudentAnswer(
  raw: unknown,
  problem: (reason: string) => void,
): StudentProducedAnswer | undefined {
  if (!isRecord(raw)) {
    problem(`answer: a student_produced item needs { value: <number>, accepted: [<forms>] }, got ${quote(raw)}`)
    return undefined
  }
  let ok = true
  for (const key of Object.keys(raw))
    if (key !== 'value' && key !== 'accepted') {
      ok = false
      problem(`answer: unknown field ${quote(key)}`)
    }
  if (typeof raw.value !== 'number' || !Number.isFinite(raw.value)) {
    ok = false
    problem(`answer: value must be a finite number, got ${quote(raw.value)}`)
  }
  const accepted = raw.accepted
  if (!Array.isArray(accepted) || accepted.length === 0) {
    problem('answer: accepted must be a non-empty list of the forms a student may enter')
    return undefined
  }
  const forms: string[] = []
  for (const form of accepted) {
    if (typeof form !== 'string') {
      ok = false
      problem(`answer: accepted form ${quote(form)} must be text (quote it: '${String(form)}')`)
      continue
    }
    if (forms.includes(form)) problem(`answer: accepted form "${form}" is listed twice`)
    forms.push(form)
    if (form !== form.trim() || parseResponse(form) === undefined)
      problem(
        `answer: accepted form "${form}" cannot be entered (at most 5 characters, 6 with a minus; digits with one . or /; no mixed numbers, commas or units)`,
      )
    else if (typeof raw.value === 'number' && !isAcceptedResponse(form, { value: raw.value, accepted: [] }))
      // Checked against the value alone: listing a form must not be what makes it right.
      problem(`answer: accepted form "${form}" is not the value ${formatNumber(raw.value)}`)
  }
  return ok ? { value: raw.value as number, accepted: forms } : undefined
}
