import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isAcceptedResponse } from '../../../common/answers/student-response'
import { loadBankFile } from './bank-files'
import { labelDifficulty } from '../domain/irt'
import { contentDir, taxonomy } from './taxonomy'
import { difficulties, type ContentItem, type Difficulty } from './types'

/**
 * The second reader (issue 18): every new or rewritten item is solved blind, without its key, by
 * someone who did not write it, before it is marked `review_status: reviewed`.
 *
 *   export: the items (all, or only drafts) of some files as a sheet with no key, explanation or
 *           rationale, for the solver;
 *   compare: the solver's answers against the keys: agreement, every disagreement, and where the
 *           solver judged the difficulty off the label. With `--mark`, the agreed drafts become
 *           `reviewed`, and an item whose difficulty the solver judged off gets `irt_b` halfway
 *           between its label's and the solver's (the adaptive test's starting difficulty).
 */

export interface SolverAnswer {
  /** A label A-D, or the typed response of a student-produced item. */
  answer: string
  /** How hard the solver found it. */
  difficulty?: Difficulty
  note?: string
}

const loadItems = (files: string[]): { file: string; items: ContentItem[] }[] =>
  files.map((file) => {
    const loaded = loadBankFile(contentDir, file, taxonomy)
    if (loaded.errors.length) throw new Error(`${file} has errors; run content:check first`)
    return { file, items: loaded.items }
  })

/** The solver's sheet: each item without its key, explanation or rationales. */
export function blindSheet(items: ContentItem[]): string {
  const lines: string[] = []
  for (const item of items) {
    lines.push(`## ${item.id} (${item.subject === 'math' ? 'Math' : 'Reading and Writing'}, ${item.skill})`, '')
    if (item.passage) lines.push(item.passage.replace(/\[\[([^[\]]+)\]\]/g, '<u>$1</u>'), '')
    if (item.table) {
      if (item.table.title) lines.push(`Table: ${item.table.title}`)
      lines.push(`| ${item.table.columns.join(' | ')} |`, `|${item.table.columns.map(() => '---').join('|')}|`)
      for (const row of item.table.rows) lines.push(`| ${row.join(' | ')} |`)
      lines.push('')
    }
    if (item.figureSvg) lines.push('Figure (SVG):', item.figureSvg, '')
    lines.push(item.stem, '')
    if (item.format === 'multiple_choice')
      for (const choice of item.choices) lines.push(`${choice.label}) ${choice.text}`)
    else lines.push('(Type the answer: a number, as a fraction or decimal.)')
    lines.push('')
  }
  return lines.join('\n')
}

export interface Comparison {
  solved: number
  agreed: string[]
  disagreed: { id: string; key: string; solver: string; note?: string }[]
  /** Items the solver did not answer. */
  missing: string[]
  /** Agreed items whose difficulty the solver judged off the label. */
  offLabel: { id: string; label: Difficulty; solver: Difficulty }[]
}

const keyText = (item: ContentItem) => (typeof item.answer === 'string' ? item.answer : String(item.answer.value))

export function compareAnswers(items: ContentItem[], answers: Record<string, SolverAnswer>): Comparison {
  const result: Comparison = { solved: 0, agreed: [], disagreed: [], missing: [], offLabel: [] }
  for (const item of items) {
    const given = answers[item.id]
    if (!given) {
      result.missing.push(item.id)
      continue
    }
    result.solved++
    const response = String(given.answer).trim()
    const right =
      typeof item.answer === 'string'
        ? response.toUpperCase() === item.answer
        : isAcceptedResponse(response, item.answer) || Number(response) === item.answer.value
    if (!right) {
      result.disagreed.push({ id: item.id, key: keyText(item), solver: response, note: given.note })
      continue
    }
    result.agreed.push(item.id)
    if (given.difficulty && difficulties.includes(given.difficulty) && given.difficulty !== item.difficulty)
      result.offLabel.push({ id: item.id, label: item.difficulty, solver: given.difficulty })
  }
  return result
}

/** The difficulty an item starts with on the IRT scale when the solver judged its label off. */
export const refinedB = (label: Difficulty, solver: Difficulty) =>
  Math.round(((labelDifficulty[label] + labelDifficulty[solver]) / 2) * 100) / 100

/**
 * Marks agreed drafts `reviewed` (and sets `irt_b` where the solver judged the label off) in the
 * bank files, editing the lines in place so the files keep their layout. Returns the ids marked.
 */
export function markReviewed(file: string, comparison: Comparison): string[] {
  const absolute = path.join(contentDir, file)
  const lines = readFileSync(absolute, 'utf8').split('\n')
  const agreed = new Set(comparison.agreed)
  const off = new Map(comparison.offLabel.map((entry) => [entry.id, entry]))
  const marked: string[] = []
  let current: string | null = null
  const out: string[] = []
  for (const line of lines) {
    const id = /^ {2}- id: (\S+)\s*$/.exec(line)?.[1]
    if (id) current = id
    if (current && agreed.has(current) && /^ {4}review_status: draft\s*$/.test(line)) {
      out.push(line.replace('draft', 'reviewed'))
      marked.push(current)
      const judged = off.get(current)
      if (judged) out.push(`    irt_b: ${refinedB(judged.label, judged.solver)}`)
      continue
    }
    out.push(line)
  }
  writeFileSync(absolute, out.join('\n'))
  return marked
}

export function runBlind(args: string[]): number {
  const [action, ...rest] = args
  const option = (name: string) => {
    const index = rest.indexOf(name)
    if (index < 0) return undefined
    const value = rest[index + 1]
    rest.splice(index, 2)
    return value
  }
  if (action === 'export') {
    const out = option('--out')
    const draftsOnly = rest.includes('--drafts') && rest.splice(rest.indexOf('--drafts'), 1).length > 0
    if (!out || !rest.length) return usage()
    const items = loadItems(rest)
      .flatMap((file) => file.items)
      .filter((item) => !draftsOnly || item.reviewStatus === 'draft')
    writeFileSync(out, blindSheet(items))
    console.log(`wrote ${items.length} items to ${out}`)
    return 0
  }
  if (action === 'compare') {
    const answersFile = option('--answers')
    const mark = rest.includes('--mark') && rest.splice(rest.indexOf('--mark'), 1).length > 0
    if (!answersFile || !rest.length) return usage()
    const answers = JSON.parse(readFileSync(answersFile, 'utf8')) as Record<string, SolverAnswer>
    const files = loadItems(rest)
    const solvedIds = new Set(Object.keys(answers))
    let total: Comparison = { solved: 0, agreed: [], disagreed: [], missing: [], offLabel: [] }
    for (const { file, items } of files) {
      const comparison = compareAnswers(
        items.filter((item) => solvedIds.has(item.id)),
        answers,
      )
      total = {
        solved: total.solved + comparison.solved,
        agreed: [...total.agreed, ...comparison.agreed],
        disagreed: [...total.disagreed, ...comparison.disagreed],
        missing: [...total.missing, ...comparison.missing],
        offLabel: [...total.offLabel, ...comparison.offLabel],
      }
      if (mark) {
        const marked = markReviewed(file, comparison)
        if (marked.length) console.log(`${file}: ${marked.length} drafts marked reviewed`)
      }
    }
    const unknown = [...solvedIds].filter((id) => !files.some((f) => f.items.some((item) => item.id === id)))
    console.log(
      `solved blind: ${total.solved}; agreed with the key: ${total.agreed.length}; disagreed: ${total.disagreed.length}; ` +
        `difficulty judged off the label: ${total.offLabel.length}`,
    )
    for (const entry of total.disagreed)
      console.log(
        `  DISAGREE ${entry.id}: key ${entry.key}, solver ${entry.solver}${entry.note ? ` (${entry.note})` : ''}`,
      )
    for (const entry of total.offLabel)
      console.log(`  difficulty ${entry.id}: label ${entry.label}, solver ${entry.solver}`)
    if (unknown.length) console.log(`  answers for ids not in these files: ${unknown.join(', ')}`)
    return 0
  }
  return usage()
}

function usage(): number {
  console.error(
    [
      'usage: tsx server/src/content/cli.ts blind export --out SHEET.md [--drafts] FILE...',
      '       tsx server/src/content/cli.ts blind compare --answers ANSWERS.json [--mark] FILE...',
      'ANSWERS.json: { "<item id>": { "answer": "B" | "3/4", "difficulty": "easy|medium|hard", "note": "..." } }',
    ].join('\n'),
  )
  return 2
}
