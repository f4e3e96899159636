import { parseDocument } from 'yaml'
import { isAcceptedResponse, parseResponse } from './answers'
import type { Taxonomy } from './taxonomy'
import {
  difficulties,
  type ChoiceLabel,
  type ContentChoice,
  type ContentItem,
  type Difficulty,
  type StudentProducedAnswer,
  type SubjectId,
} from './types'

/**
 * Validation of one bank file (server/content/<subject>/<skill>.yaml, format in
 * server/content/README.md). Every problem is reported, each with its file,
 * its item and a sentence naming the field, so an author can fix a file in one
 * pass. Ids used twice across files are found by the importer, which sees all
 * files.
 */
export interface ContentError {
  /** The file, relative to server/content (`math/circles.yaml`). */
  file: string
  /** The item's id, `#<position>` (from 1) when it has none, null for the file as a whole. */
  item: string | null
  reason: string
}

export const BANK_ID_PATTERN = /^[a-z0-9-]{3,40}$/
export const PASSAGE_WORDS = { min: 25, max: 150 } as const
export const CHOICE_LABELS: readonly ChoiceLabel[] = ['A', 'B', 'C', 'D']

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

const TOP_FIELDS = new Set(['version', 'subject', 'domain', 'skill', 'items'])
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
  'author',
  'source',
  'review_status',
])
const CHOICE_FIELDS = new Set(['label', 'text', 'value'])
/** Folder of server/content -> the subject its files must declare. */
const SUBJECT_DIRS: Record<string, SubjectId> = { math: 'math', 'reading-writing': 'reading_writing' }

type Raw = Record<string, unknown>
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const quote = (value: unknown) =>
  value === undefined ? 'nothing' : typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value))

/** Numbers in messages: exact for integers, ten significant digits otherwise. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(10)))
}

/** Equal within 1e-9, relative to the larger magnitude (absolute below 1). */
export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

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

/** A choice text that is a bare number (`12`, `\(-3.5\)`, `\(\dfrac{7}{2}\)`), as a number. */
function plainNumber(text: string): number | undefined {
  const bare = text
    .replace(/^\s*\\\(\s*/, '')
    .replace(/\s*\\\)\s*$/, '')
    .trim()
  if (/^-?\d+(\.\d+)?$/.test(bare)) return Number(bare)
  const fraction = /^(-?)\\d?frac\{(\d+)\}\{(\d+)\}$/.exec(bare)
  if (fraction && Number(fraction[3]) !== 0) return (fraction[1] ? -1 : 1) * (Number(fraction[2]) / Number(fraction[3]))
  return undefined
}

interface Header {
  subject: SubjectId
  domain: string
  skill: string
}

/**
 * Validates one bank file. `fileName` is relative to server/content
 * (`math/circles.yaml`) and names the file in errors; files in `math/` or
 * `reading-writing/` must declare that subject. Returns the items that passed
 * (as the engine stores them) and every error; an importer imports nothing
 * from a file with errors.
 */
export function validateBankFile(
  fileName: string,
  text: string,
  taxonomy: Taxonomy,
): { items: ContentItem[]; errors: ContentError[] } {
  const errors: ContentError[] = []
  const fileError = (reason: string) => errors.push({ file: fileName, item: null, reason })

  const doc = parseDocument(text)
  if (doc.errors.length) {
    for (const error of doc.errors) fileError(`YAML: ${error.message.split('\n')[0]!.replace(/:$/, '')}`)
    return { items: [], errors }
  }
  const root: unknown = doc.toJS()
  if (!isRecord(root)) {
    fileError('expected a mapping with version, subject, domain, skill and items')
    return { items: [], errors }
  }
  for (const key of Object.keys(root)) if (!TOP_FIELDS.has(key)) fileError(`unknown field ${quote(key)}`)
  if (root.version !== 1) fileError(`version: expected 1, got ${quote(root.version)}`)
  const header = validateHeader(root, fileName, taxonomy, fileError)

  if (!Array.isArray(root.items) || root.items.length === 0) {
    fileError('items: expected a non-empty list of items')
    return { items: [], errors }
  }
  const items: ContentItem[] = []
  const seen = new Set<string>()
  root.items.forEach((raw: unknown, index) => {
    const name = isRecord(raw) && isNonEmptyString(raw.id) ? raw.id : `#${index + 1}`
    const problems: string[] = []
    const item = validateItem(raw, header, problems)
    if (isRecord(raw) && typeof raw.id === 'string') {
      if (seen.has(raw.id)) problems.unshift(`id: ${quote(raw.id)} is used twice in this file`)
      seen.add(raw.id)
    }
    for (const reason of problems) errors.push({ file: fileName, item: name, reason })
    if (item && problems.length === 0) items.push(item)
  })
  return { items: header ? items : [], errors }
}

function validateHeader(
  root: Raw,
  fileName: string,
  taxonomy: Taxonomy,
  fileError: (reason: string) => void,
): Header | undefined {
  const subject = typeof root.subject === 'string' ? taxonomy.subject(root.subject) : undefined
  const domain = typeof root.domain === 'string' ? taxonomy.domain(root.domain) : undefined
  const skill = typeof root.skill === 'string' ? taxonomy.skill(root.skill) : undefined
  let ok = true
  if (!subject) {
    ok = false
    fileError(`subject: ${quote(root.subject)} is not a subject of the taxonomy (math, reading_writing)`)
  }
  if (!domain) {
    ok = false
    fileError(`domain: ${quote(root.domain)} is not a domain of the taxonomy`)
  } else if (subject && domain.subject !== subject.id) {
    ok = false
    fileError(`domain: "${domain.id}" belongs to ${domain.subject}, not to ${subject.id}`)
  }
  if (!skill) {
    ok = false
    fileError(`skill: ${quote(root.skill)} is not a skill of the taxonomy`)
  } else if (domain && skill.domain !== domain.id) {
    ok = false
    fileError(`skill: "${skill.id}" belongs to the domain ${skill.domain}, not to ${domain.id}`)
  }
  const folder = fileName.split('/').at(-2)
  const folderSubject = folder === undefined ? undefined : SUBJECT_DIRS[folder]
  if (subject && folderSubject && folderSubject !== subject.id) {
    ok = false
    fileError(`subject: files in ${folder}/ must be ${folderSubject}, got ${subject.id}`)
  }
  return ok && subject && domain && skill ? { subject: subject.id, domain: domain.id, skill: skill.id } : undefined
}

/** Checks one item, pushing a reason per problem; returns the mapped item (meaningful only without problems). */
function validateItem(raw: unknown, header: Header | undefined, problems: string[]): ContentItem | undefined {
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
    author: (raw.author as string).trim(),
    source: 'original',
    reviewStatus: raw.review_status as ContentItem['reviewStatus'],
    ...(check === undefined ? {} : { check }),
  }
}

function validateChoices(raw: unknown, problem: (reason: string) => void): ContentChoice[] {
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

function validateStudentAnswer(raw: unknown, problem: (reason: string) => void): StudentProducedAnswer | undefined {
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
