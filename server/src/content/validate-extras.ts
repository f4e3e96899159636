import { isNonEmptyString, isRecord, quote } from './raw-values'
import type { Bilingual, ChoiceLabel, ContentChoice, ContentTable } from './types'

// The parts of an item added for learning (issue 18): the Arabic explanation, a rationale per choice in both
// languages, a data table, a reviewer's difficulty, and the underline markers of a passage.

/** `[[...]]` in a passage underlines its text (text-structure and words-in-context items point at it). */
export const UNDERLINE = /\[\[([^[\]]+)\]\]/g
/** Arabic letters: an Arabic text must be mostly Arabic (a copied English text is caught). */
const ARABIC_LETTER = /[\u0600-\u06FF]/g
const LATIN_LETTER = /[A-Za-z]/g
/** TeX and quoted English are left out when judging whether an Arabic text is Arabic. */
const NOT_PROSE = /\\\(.*?\\\)|\\\[.*?\\\]|"[^"]*"|“[^”]*”|«[^»]*»/gs

/** Why a text said to be Arabic is not (empty when it is). */
export function arabicProblems(text: string): string[] {
  const prose = text.replace(NOT_PROSE, ' ')
  const arabic = prose.match(ARABIC_LETTER)?.length ?? 0
  const latin = prose.match(LATIN_LETTER)?.length ?? 0
  if (arabic === 0) return ['has no Arabic letters']
  if (latin > arabic) return [`is mostly Latin letters (${latin} Latin, ${arabic} Arabic outside TeX and quotes)`]
  return []
}

/** Underline markers: balanced, not nested, not empty. */
export function underlineProblems(text: string): string[] {
  const stripped = text.replace(UNDERLINE, 'x')
  return stripped.includes('[[') || stripped.includes(']]')
    ? ['has unbalanced, nested or empty [[...]] underline markers']
    : []
}

function bilingual(raw: unknown, where: string, problem: (reason: string) => void): Bilingual | undefined {
  if (!isRecord(raw)) {
    problem(`${where}: expected { en: ..., ar: ... }, got ${quote(raw)}`)
    return undefined
  }
  for (const key of Object.keys(raw)) if (key !== 'en' && key !== 'ar') problem(`${where}: unknown field ${quote(key)}`)
  if (!isNonEmptyString(raw.en)) problem(`${where}.en: required, non-empty text`)
  if (!isNonEmptyString(raw.ar)) problem(`${where}.ar: required, non-empty text`)
  else for (const reason of arabicProblems(raw.ar)) problem(`${where}.ar: ${reason}`)
  return isNonEmptyString(raw.en) && isNonEmptyString(raw.ar) ? { en: raw.en.trim(), ar: raw.ar.trim() } : undefined
}

/** `rationales: { A: { en, ar }, ... }`: required, one per choice of a multiple-choice item; none for a student-produced one. */
export function validateRationales(
  raw: unknown,
  choices: ContentChoice[],
  format: unknown,
  problem: (reason: string) => void,
): Partial<Record<ChoiceLabel, Bilingual>> {
  if (raw === undefined || raw === null) {
    if (format === 'multiple_choice')
      problem('rationales: required, a rationale per choice (A: { en, ar }, B: ..., in English and Arabic)')
    return {}
  }
  if (format !== 'multiple_choice') {
    problem('rationales: only multiple-choice items have rationales (explain a typed answer in explanation)')
    return {}
  }
  if (!isRecord(raw)) {
    problem(`rationales: expected a mapping A: { en, ar }, B: ..., got ${quote(raw)}`)
    return {}
  }
  const labels = choices.map((choice) => choice.label as string)
  for (const key of Object.keys(raw))
    if (!labels.includes(key)) problem(`rationales: ${quote(key)} is not a choice of this item`)
  const rationales: Partial<Record<ChoiceLabel, Bilingual>> = {}
  for (const label of labels) {
    if (raw[label] === undefined) {
      problem(`rationales: choice ${label} has no rationale`)
      continue
    }
    const text = bilingual(raw[label], `rationales.${label}`, problem)
    if (text) rationales[label as ChoiceLabel] = text
  }
  return rationales
}

/** `explanation_ar`: the explanation in Arabic, required. */
export function validateExplanationAr(raw: unknown, problem: (reason: string) => void): string | null {
  if (!isNonEmptyString(raw)) {
    problem('explanation_ar: required, the explanation written in Arabic')
    return null
  }
  for (const reason of arabicProblems(raw)) problem(`explanation_ar: ${reason}`)
  return raw.trim()
}

const cell = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)

/** `table: { title?, columns: [...], rows: [[...], ...] }`: 2 to 6 columns, 1 to 12 rows, every row full. */
export function validateTable(raw: unknown, problem: (reason: string) => void): ContentTable | null {
  if (raw === undefined || raw === null) return null
  if (!isRecord(raw)) {
    problem(`table: expected { title, columns, rows }, got ${quote(raw)}`)
    return null
  }
  for (const key of Object.keys(raw))
    if (!['title', 'columns', 'rows'].includes(key)) problem(`table: unknown field ${quote(key)}`)
  const title = raw.title === undefined || raw.title === null ? null : raw.title
  if (title !== null && !isNonEmptyString(title)) problem('table.title: expected text')
  const columns = Array.isArray(raw.columns) ? raw.columns.map(cell) : []
  if (columns.length < 2 || columns.length > 6 || !columns.every(isNonEmptyString))
    problem('table.columns: expected 2 to 6 headings (text)')
  const rows = Array.isArray(raw.rows) ? raw.rows : []
  if (rows.length < 1 || rows.length > 12) problem('table.rows: expected 1 to 12 rows')
  const cells = rows.map((row) => (Array.isArray(row) ? row.map(cell) : []))
  cells.forEach((row, index) => {
    if (row.length !== columns.length || !row.every(isNonEmptyString))
      problem(`table.rows[${index + 1}]: expected ${columns.length} cells (text or numbers)`)
  })
  return {
    title: typeof title === 'string' ? title.trim() : null,
    columns: columns.filter(isNonEmptyString),
    rows: cells.map((row) => row.filter(isNonEmptyString)),
  }
}

/** `irt_b`: a reviewer's difficulty on the IRT scale, from -3 to 3. */
export function validateIrtB(raw: unknown, problem: (reason: string) => void): number | null {
  if (raw === undefined || raw === null) return null
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < -3 || raw > 3) {
    problem(`irt_b: expected a number from -3 to 3, got ${quote(raw)}`)
    return null
  }
  return raw
}
