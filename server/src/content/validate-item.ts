import { evaluateCheck } from './check-expression'
import { formatNumber, isNonEmptyString, isRecord, quote, sameNumber } from './raw-values'
import {
  difficulties,
  type ChoiceLabel,
  type ContentChoice,
  type ContentItem,
  type Difficulty,
  type StudentProducedAnswer,
  type SubjectId,
} from './types'
import {
  underlineProblems,
  validateExplanationAr,
  validateIrtB,
  validateRationales,
  validateTable,
} from './validate-extras'
import { CHOICE_LABELS, plainNumber, validateChoices, validateStudentAnswer } from './validate-answer'

export const BANK_ID_PATTERN = /^[a-z0-9-]{3,40}$/
export const PASSAGE_WORDS = { min: 25, max: 150 } as const
const ITEM_FIELDS = new Set([
  'id',
  'difficulty',
  'format',
  'public_sample',
  'passage',
  'stem',
  'figure_svg',
  'choices',
  'answer',
  'check',
  'explanation',
  'explanation_ar',
  'rationales',
  'table',
  'irt_b',
  'author',
  'source',
  'review_status',
])

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** Why an inline SVG figure is unsafe or malformed (every problem), empty when it is fine. */
export function figureProblems(svg: string): string[] {
  const problems: string[] = []
  if (!svg.trimStart().startsWith('<svg')) problems.push('must start with <svg')
  if (!svg.includes('viewBox')) problems.push('must have a viewBox')
  const forbidden: [RegExp, string][] = [
    [/<script/i, '<script'],
    [/<foreignObject/i, '<foreignObject'],
    [/href/i, 'href (no links or external references)'],
    [/style\s*=/i, 'a style= attribute'],
    [/\son[a-z]+\s*=/i, 'an on...= event attribute'],
    [/<image/i, '<image'],
    [/url\(/i, 'url('],
  ]
  for (const [pattern, name] of forbidden) if (pattern.test(svg)) problems.push(`must not contain ${name}`)
  return problems
}

/** What a file's header declares, for each of its items. */
export interface Header {
  subject: SubjectId
  domain: string
  skill: string
}

/** Checks one item, pushing a reason per problem; returns the mapped item (meaningful only without problems). */
export function validateItem(raw: unknown, header: Header | undefined, problems: string[]): ContentItem | undefined {
  if (!isRecord(raw)) {
    problems.push('expected a mapping (id, difficulty, format, stem, ...)')
    return undefined
  }
  const problem = (reason: string) => problems.push(reason)
  for (const key of Object.keys(raw)) if (!ITEM_FIELDS.has(key)) problem(`unknown field ${quote(key)}`)
  const subject = header?.subject
  const isMath = subject === 'math'

  if (typeof raw.id !== 'string' || !BANK_ID_PATTERN.test(raw.id))
    problem(`id: ${quote(raw.id)} must match ^[a-z0-9-]{3,40}$ (lower-case letters, digits and -)`)
  if (!difficulties.includes(raw.difficulty as Difficulty))
    problem(`difficulty: expected easy, medium or hard, got ${quote(raw.difficulty)}`)

  const format = raw.format
  if (format !== 'multiple_choice' && format !== 'student_produced')
    problem(`format: expected multiple_choice or student_produced, got ${quote(format)}`)
  else if (format === 'student_produced' && subject === 'reading_writing')
    problem('format: student_produced is only allowed in math')

  // Passage: required for Reading and Writing (25-150 words), optional context for Math.
  let passage: string | null = null
  if (raw.passage === undefined || raw.passage === null) {
    if (subject === 'reading_writing') problem('passage: required for Reading and Writing')
  } else if (!isNonEmptyString(raw.passage)) {
    problem('passage: expected non-empty text')
  } else {
    passage = raw.passage.trim()
    for (const reason of underlineProblems(passage)) problem(`passage: ${reason}`)
    if (subject === 'reading_writing') {
      const words = countWords(passage)
      if (words < PASSAGE_WORDS.min) problem(`passage: ${words} words, at least ${PASSAGE_WORDS.min}`)
      if (words > PASSAGE_WORDS.max) problem(`passage: ${words} words, at most ${PASSAGE_WORDS.max}`)
    }
  }

  if (!isNonEmptyString(raw.stem)) problem('stem: required, non-empty text')

  let figureSvg: string | null = null
  if (raw.figure_svg !== undefined && raw.figure_svg !== null) {
    if (typeof raw.figure_svg !== 'string') problem('figure_svg: expected the SVG markup as text')
    else {
      figureSvg = raw.figure_svg.trim()
      for (const reason of figureProblems(figureSvg)) problem(`figure_svg: ${reason}`)
    }
  }

  // Choices and answer.
  let choices: ContentChoice[] = []
  let answer: ChoiceLabel | StudentProducedAnswer | undefined
  if (format === 'multiple_choice') {
    choices = validateChoices(raw.choices, problem)
    if (typeof raw.answer !== 'string' || !CHOICE_LABELS.includes(raw.answer as ChoiceLabel))
      problem(`answer: ${quote(raw.answer)} is not one of A-D`)
    else answer = raw.answer as ChoiceLabel
  } else if (format === 'student_produced') {
    if (raw.choices !== undefined && raw.choices !== null && !(Array.isArray(raw.choices) && !raw.choices.length))
      problem('choices: a student_produced item has no choices')
    answer = validateStudentAnswer(raw.answer, problem)
  }

  // The check recomputes a numeric key.
  let check: string | undefined
  if (raw.check !== undefined && raw.check !== null) {
    if (typeof raw.check !== 'string' && typeof raw.check !== 'number') problem('check: expected an expression')
    else check = String(raw.check).trim()
  }
  const key = typeof answer === 'string' ? choices.find((choice) => choice.label === answer) : undefined
  const numericKey =
    format === 'student_produced' || (format === 'multiple_choice' && choices.some((c) => c.value !== undefined))
  if (check !== undefined) {
    if (!isMath) {
      if (subject) problem('check: only Math items have a check')
    } else {
      const result = evaluateCheck(check)
      if ('error' in result) problem(`check: ${result.error}`)
      else if (typeof answer === 'object') {
        if (!sameNumber(result.value, answer.value))
          problem(`check: evaluates to ${formatNumber(result.value)} but answer.value is ${formatNumber(answer.value)}`)
      } else if (key) {
        if (key.value === undefined) problem(`check: the key ${key.label} has no value to compare with`)
        else if (!sameNumber(result.value, key.value))
          problem(`check: evaluates to ${formatNumber(result.value)} but the key's value is ${formatNumber(key.value)}`)
        for (const choice of choices)
          if (choice !== key && choice.value !== undefined && sameNumber(choice.value, result.value))
            problem(`choices: wrong choice ${choice.label} has the key's value ${formatNumber(result.value)} too`)
      }
    }
  } else if (isMath && numericKey) {
    problem(
      format === 'student_produced'
        ? 'check: required for a student_produced item (an expression that recomputes answer.value)'
        : "check: required when the choices have values (an expression that recomputes the key's value)",
    )
  }
  if (isMath && format === 'multiple_choice' && choices.length === 4 && choices.every((c) => c.value === undefined)) {
    if (choices.every((c) => plainNumber(c.text) !== undefined))
      problem('choices: every option is a number; give each a value and the item a check')
  }

  if (!isNonEmptyString(raw.explanation)) problem('explanation: required, non-empty text')
  const explanationAr = validateExplanationAr(raw.explanation_ar, problem)
  const rationales = validateRationales(raw.rationales, choices, format, problem)
  const table = validateTable(raw.table, problem)
  const irtB = validateIrtB(raw.irt_b, problem)
  if (format === 'multiple_choice' && isMath && choices.length === 4 && choices.every((c) => c.value !== undefined)) {
    const values = choices.map((c) => c.value!)
    if (values.some((value, index) => index > 0 && value <= values[index - 1]!))
      problem(`choices: numeric choices must ascend from A to D, got ${values.map(formatNumber).join(', ')}`)
  }
  if (!isNonEmptyString(raw.author)) problem('author: required, non-empty text')
  if (raw.source !== 'original') problem(`source: must be "original", got ${quote(raw.source)}`)
  if (raw.review_status !== 'draft' && raw.review_status !== 'reviewed')
    problem(`review_status: expected draft or reviewed, got ${quote(raw.review_status)}`)
  if (raw.public_sample !== undefined && typeof raw.public_sample !== 'boolean')
    problem(`public_sample: expected true or false, got ${quote(raw.public_sample)}`)

  if (problems.length || !header || answer === undefined) return undefined
  return {
    id: raw.id as string,
    subject: header.subject,
    domain: header.domain,
    skill: header.skill,
    difficulty: raw.difficulty as Difficulty,
    format: format as ContentItem['format'],
    publicSample: raw.public_sample === true,
    passage,
    stem: (raw.stem as string).trim(),
    figureSvg,
    choices,
    answer,
    explanation: (raw.explanation as string).trim(),
    explanationAr,
    rationales,
    table,
    irtB,
    author: (raw.author as string).trim(),
    source: 'original',
    reviewStatus: raw.review_status as ContentItem['reviewStatus'],
    ...(check === undefined ? {} : { check }),
  }
}
