import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { and, count, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import { parse } from 'yaml'
import type { Db } from '../db/client'
import { questions } from '../db/schema'
import { contentDir, loadTaxonomy, taxonomy as bankTaxonomy, type Taxonomy } from './taxonomy'
import { difficulties, type ContentItem, type Difficulty, type SubjectId } from './types'
import { validateBankFile, type ContentError } from './validate'

/**
 * The content import: server/content YAML -> the `questions` table.
 * Every file is validated first; a file with any error imports nothing, the
 * others are upserted by bank id in one transaction per file. Ids derive from
 * the bank id, so a re-import keeps them and old quizzes still point at them.
 */

/** The folders of server/content that hold bank files. */
export const BANK_FOLDERS = ['math', 'reading-writing'] as const

/** The .yaml files of math/ and reading-writing/, sorted, relative to `dir` (`math/circles.yaml`). */
export function listBankFiles(dir = contentDir): string[] {
  return BANK_FOLDERS.flatMap((folder) => {
    const full = path.join(dir, folder)
    if (!existsSync(full)) return []
    return readdirSync(full)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `${folder}/${name}`)
  }).sort()
}

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** `qn_` + 16 characters of base64url(sha256(bank id)): the same on every import. */
export const questionIdFor = (bankId: string) => `qn_${sha256(bankId).toString('base64url').slice(0, 16)}`
/** `ch_` + 16 characters of base64url(sha256(bank id + ':' + label)). */
export const choiceIdFor = (bankId: string, label: string) =>
  `ch_${sha256(`${bankId}:${label}`).toString('base64url').slice(0, 16)}`
/** sha256 (hex) of the item's JSON: a re-import rewrites a row only when this changes. */
export const contentHashOf = (item: ContentItem) => createHash('sha256').update(JSON.stringify(item)).digest('hex')

export type QuestionRow = typeof questions.$inferInsert

/** The `questions` row of a validated item; `origin` is its file (`math/circles.yaml`). */
export function questionRow(item: ContentItem, origin: string): QuestionRow {
  return {
    id: questionIdFor(item.id),
    bankId: item.id,
    subject: item.subject,
    domain: item.domain,
    skill: item.skill,
    difficulty: item.difficulty,
    format: item.format,
    passage: item.passage,
    stem: item.stem,
    figureSvg: item.figureSvg,
    choices: item.choices.map((choice) => ({
      id: choiceIdFor(item.id, choice.label),
      label: choice.label,
      text: choice.text,
    })),
    correctChoiceId: typeof item.answer === 'string' ? choiceIdFor(item.id, item.answer) : null,
    acceptedAnswers: typeof item.answer === 'string' ? [] : [...item.answer.accepted],
    answerValue: typeof item.answer === 'string' ? null : item.answer.value,
    explanation: item.explanation,
    publicSample: item.publicSample,
    source: item.source,
    author: item.author,
    reviewStatus: item.reviewStatus,
    origin,
    contentHash: contentHashOf(item),
    active: true,
  }
}

export interface FileImportReport {
  file: string
  /** Items in the file (valid or not). */
  items: number
  imported: number
  updated: number
  unchanged: number
  errors: ContentError[]
}

export interface ImportReport {
  files: FileImportReport[]
  /** Every error of every file. */
  errors: ContentError[]
  imported: number
  updated: number
  unchanged: number
  /** Bank items no longer in any file, now inactive (whole-bank imports only). */
  deactivated: number
}

/** A file name relative to `dir` when the file is inside it (`math/circles.yaml`), else the absolute path. */
function bankFileName(dir: string, file: string): string {
  const absolute = path.resolve(dir, file)
  const relative = path.relative(dir, absolute)
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative.split(path.sep).join('/')
}

interface LoadedFile {
  file: string
  /** Valid items (meaningful only when there are no errors). */
  items: ContentItem[]
  /** The `id` of every item in the file, valid or not (for duplicates across files and deactivation). */
  ids: string[]
  errors: ContentError[]
  /** False when the file could not be read or parsed: its items are unknown. */
  readable: boolean
}

function readBankIds(text: string): string[] | undefined {
  try {
    const root: unknown = parse(text)
    const items = (root as { items?: unknown } | null)?.items
    if (!Array.isArray(items)) return undefined
    return items.flatMap((item: unknown) => {
      const id = (item as { id?: unknown } | null)?.id
      return typeof id === 'string' ? [id] : []
    })
  } catch {
    return undefined
  }
}

function loadBankFile(dir: string, file: string, taxonomy: Taxonomy): LoadedFile {
  let text: string
  try {
    text = readFileSync(path.resolve(dir, file), 'utf8')
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : `cannot read the file (${String(error)})`
    return { file, items: [], ids: [], errors: [{ file, item: null, reason }], readable: false }
  }
  const { items, errors } = validateBankFile(file, text, taxonomy)
  const ids = readBankIds(text)
  return { file, items, ids: ids ?? [], errors, readable: ids !== undefined }
}

/** The taxonomy of a bank folder: its own taxonomy.yaml when it has one, else server/content's. */
function taxonomyOf(dir: string): Taxonomy {
  const file = path.join(dir, 'taxonomy.yaml')
  return path.resolve(dir) !== path.resolve(contentDir) && existsSync(file) ? loadTaxonomy(file) : bankTaxonomy
}

/** On conflict, every column but the keys and creation time takes the new row's value. */
const upsertSet: Record<string, SQL> = {
  ...Object.fromEntries(
    Object.entries(getTableColumns(questions))
      .filter(([key]) => !['id', 'bankId', 'createdAt', 'updatedAt'].includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded.${JSON.stringify(column.name)}`)]),
  ),
  updatedAt: sql`now()`,
}

/**
 * Validates and imports bank files (`files` relative to `dir` or absolute; all
 * of math/ and reading-writing/ when omitted). A file with any error imports
 * nothing; an id already used by an earlier file (or, for a partial import, by
 * any other bank file) is an error of the later file. Rows are upserted by
 * `bank_id`; only new or changed items are written. A whole-bank import marks
 * the bank's items that are in no file any more inactive (never deleted: old
 * quizzes reference them); items of a file that cannot be parsed are left as
 * they are.
 */
export async function importBank(db: Db, options: { files?: string[]; dir?: string } = {}): Promise<ImportReport> {
  const dir = path.resolve(options.dir ?? contentDir)
  const taxonomy = taxonomyOf(dir)
  const whole = options.files === undefined
  const names = whole ? listBankFiles(dir) : [...new Set(options.files!.map((file) => bankFileName(dir, file)))]
  const loaded = names.map((file) => loadBankFile(dir, file, taxonomy))

  // Ids used twice across files: the later file is in error. A partial import
  // also checks the bank files it does not import.
  const owners = new Map<string, string>()
  if (!whole)
    for (const other of listBankFiles(dir).filter((file) => !names.includes(file)))
      for (const id of loadBankFile(dir, other, taxonomy).ids) if (!owners.has(id)) owners.set(id, other)
  for (const file of loaded)
    for (const id of new Set(file.ids)) {
      const owner = owners.get(id)
      if (owner === undefined) owners.set(id, file.file)
      else file.errors.push({ file: file.file, item: id, reason: `id: "${id}" is already used in ${owner}` })
    }

  const report: ImportReport = { files: [], errors: [], imported: 0, updated: 0, unchanged: 0, deactivated: 0 }
  for (const file of loaded) {
    const result: FileImportReport = {
      file: file.file,
      items: file.ids.length,
      imported: 0,
      updated: 0,
      unchanged: 0,
      errors: file.errors,
    }
    if (!file.errors.length) await importFile(db, file, result)
    report.files.push(result)
    report.errors.push(...result.errors)
    report.imported += result.imported
    report.updated += result.updated
    report.unchanged += result.unchanged
  }

  if (whole && names.length === 0)
    report.errors.push({ file: dir, item: null, reason: 'no bank files (math/*.yaml, reading-writing/*.yaml) found' })
  else if (whole) {
    const unreadable = loaded.filter((file) => !file.readable).map((file) => file.file)
    const gone = await db
      .update(questions)
      .set({ active: false, updatedAt: new Date() })
      .where(
        and(
          eq(questions.source, 'original'),
          eq(questions.active, true),
          owners.size ? notInArray(questions.bankId, [...owners.keys()]) : undefined,
          unreadable.length ? notInArray(questions.origin, unreadable) : undefined,
        ),
      )
      .returning({ id: questions.id })
    report.deactivated = gone.length
  }
  return report
}

/** Upserts one valid file's items in one transaction, counting new, updated and unchanged rows. */
async function importFile(db: Db, file: LoadedFile, result: FileImportReport): Promise<void> {
  const rows = file.items.map((item) => questionRow(item, file.file))
  const counts = { imported: 0, updated: 0, unchanged: 0 }
  const errors: ContentError[] = []
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({
        bankId: questions.bankId,
        contentHash: questions.contentHash,
        origin: questions.origin,
        active: questions.active,
        source: questions.source,
      })
      .from(questions)
      .where(
        inArray(
          questions.bankId,
          rows.map((row) => row.bankId),
        ),
      )
    const byBankId = new Map(existing.map((row) => [row.bankId, row]))
    const changed = rows.filter((row) => {
      const current = byBankId.get(row.bankId)
      if (!current) {
        counts.imported++
        return true
      }
      if (current.source !== 'original') {
        errors.push({
          file: file.file,
          item: row.bankId,
          reason: `id: "${row.bankId}" is used by a generated question`,
        })
        return false
      }
      if (current.contentHash !== row.contentHash || current.origin !== row.origin || !current.active) {
        counts.updated++
        return true
      }
      counts.unchanged++
      return false
    })
    if (errors.length || !changed.length) return
    await tx.insert(questions).values(changed).onConflictDoUpdate({ target: questions.bankId, set: upsertSet })
  })
  if (errors.length) result.errors.push(...errors)
  else Object.assign(result, counts)
}

// Statistics and coverage.

/** Items each skill needs at each difficulty. */
export const coverageTargets: Record<SubjectId, number> = { reading_writing: 8, math: 3 }

export interface BankStats {
  /** subject -> skill -> difficulty -> active original items. */
  counts: Partial<Record<SubjectId, Record<string, Partial<Record<Difficulty, number>>>>>
  total: number
  publicSamples: number
  withFigure: number
  /** Math items with a `check`: known only from the files (the database does not keep checks). */
  mathWithCheck?: number
  /** Math items whose key is a number (student-produced, or choices with values): each needs a check. */
  mathNumeric?: number
  /** Bank files left out of the counts because they have errors (file statistics only). */
  filesWithErrors?: string[]
}

function emptyStats(): BankStats {
  return { counts: {}, total: 0, publicSamples: 0, withFigure: 0 }
}

function add(stats: BankStats, subject: SubjectId, skill: string, difficulty: Difficulty, n: number) {
  const bySkill = (stats.counts[subject] ??= {})
  const byDifficulty = (bySkill[skill] ??= {})
  byDifficulty[difficulty] = (byDifficulty[difficulty] ?? 0) + n
  stats.total += n
}

/** Statistics of the active bank items (source `original`) in the database. */
export async function bankStats(db: Db): Promise<BankStats> {
  const rows = await db
    .select({
      subject: questions.subject,
      skill: questions.skill,
      difficulty: questions.difficulty,
      items: count(),
      publicSamples: sql<number>`count(*) filter (where ${questions.publicSample})`.mapWith(Number),
      withFigure: sql<number>`count(${questions.figureSvg})`.mapWith(Number),
    })
    .from(questions)
    .where(and(eq(questions.active, true), eq(questions.source, 'original')))
    .groupBy(questions.subject, questions.skill, questions.difficulty)
  const stats = emptyStats()
  for (const row of rows) {
    add(stats, row.subject, row.skill, row.difficulty, row.items)
    stats.publicSamples += row.publicSamples
    stats.withFigure += row.withFigure
  }
  return stats
}

/** Statistics of validated items (what an import of them would make active). */
export function statsOfItems(items: ContentItem[]): BankStats {
  const stats = emptyStats()
  stats.mathWithCheck = 0
  stats.mathNumeric = 0
  for (const item of items) {
    add(stats, item.subject, item.skill, item.difficulty, 1)
    if (item.publicSample) stats.publicSamples++
    if (item.figureSvg) stats.withFigure++
    if (item.subject === 'math' && item.check !== undefined) stats.mathWithCheck++
    if (
      item.subject === 'math' &&
      (item.format === 'student_produced' || item.choices.some((c) => c.value !== undefined))
    )
      stats.mathNumeric++
  }
  return stats
}

/**
 * Statistics read from the bank files, no database needed (what `content:stats`
 * prints). Files with errors are left out, as an import would leave them out.
 */
export function bankFileStats(dir = contentDir): BankStats {
  const taxonomy = taxonomyOf(dir)
  const files = listBankFiles(dir).map((file) => loadBankFile(dir, file, taxonomy))
  const stats = statsOfItems(files.filter((file) => !file.errors.length).flatMap((file) => file.items))
  stats.filesWithErrors = files.filter((file) => file.errors.length).map((file) => file.file)
  return stats
}

export interface CoverageGap {
  subject: SubjectId
  skill: string
  difficulty: Difficulty
  count: number
  target: number
}

/** Every skill × difficulty of the taxonomy with fewer items than its subject's target. */
export function coverageGaps(stats: BankStats, taxonomy: Taxonomy = bankTaxonomy): CoverageGap[] {
  return taxonomy.subjects.flatMap((subject) =>
    subject.domains.flatMap((domain) =>
      domain.skills.flatMap((skill) =>
        difficulties.flatMap((difficulty) => {
          const n = stats.counts[subject.id]?.[skill.id]?.[difficulty] ?? 0
          const target = coverageTargets[subject.id]
          return n < target ? [{ subject: subject.id, skill: skill.id, difficulty, count: n, target }] : []
        }),
      ),
    ),
  )
}

/** A readable table: per subject, items per skill and difficulty, the minimum and whether the target holds. */
export function formatStats(stats: BankStats, taxonomy: Taxonomy = bankTaxonomy): string {
  const lines: string[] = []
  const width = Math.max(
    5,
    ...taxonomy.subjects.flatMap((s) => s.domains.flatMap((d) => d.skills.map((k) => k.id.length))),
  )
  const row = (first: string, cells: (string | number)[]) =>
    `  ${first.padEnd(width)}${cells.map((cell) => String(cell).padStart(8)).join('')}`
  const subjectTotals: string[] = []
  for (const subject of taxonomy.subjects) {
    const counts = stats.counts[subject.id] ?? {}
    const target = coverageTargets[subject.id]
    const skills = subject.domains.flatMap((domain) => domain.skills)
    let total = 0
    let minimum = Infinity
    const body: string[] = []
    for (const skill of skills) {
      const cells = difficulties.map((difficulty) => counts[skill.id]?.[difficulty] ?? 0)
      const sum = cells.reduce((a, b) => a + b, 0)
      total += sum
      minimum = Math.min(minimum, ...cells)
      body.push(row(skill.id, [...cells, sum]))
    }
    const checks =
      subject.id === 'math' && stats.mathWithCheck !== undefined
        ? ` (${stats.mathWithCheck} with a check that recomputes the key, of ${stats.mathNumeric} with a numeric key; ` +
          `${total - (stats.mathNumeric ?? 0)} with a non-numeric key, checked by review)`
        : ''
    lines.push(`${subject.name.en}: ${total} items${checks}`, row('skill', [...difficulties, 'total']), ...body)
    const gaps = coverageGaps(stats, taxonomy).filter((gap) => gap.subject === subject.id)
    lines.push(
      `  fewest per skill and difficulty: ${minimum} (target: at least ${target}): ${gaps.length ? 'NOT MET' : 'met'}`,
    )
    for (const gap of gaps) lines.push(`    ${gap.skill} ${gap.difficulty}: ${gap.count} of ${gap.target}`)
    lines.push('')
    subjectTotals.push(`${total} ${subject.name.en}`)
  }
  lines.push(
    `Total: ${stats.total} items (${subjectTotals.join(', ')}); ${stats.publicSamples} public samples; ${stats.withFigure} with a figure`,
  )
  if (stats.filesWithErrors?.length)
    lines.push(`Left out, with errors (run content:import to see them): ${stats.filesWithErrors.join(', ')}`)
  return lines.join('\n')
}
