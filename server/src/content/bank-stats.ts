import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { questions } from '../db/schema'
import { listBankFiles, loadBankFile, taxonomyOf } from './bank-files'
import { contentDir, taxonomy as bankTaxonomy, type Taxonomy } from './taxonomy'
import { difficulties, type ContentItem, type Difficulty, type SubjectId } from './types'

// Statistics and coverage: items per subject, skill and difficulty, read from the database or from
// the files (`content:stats`), against the targets per skill and difficulty.

/** Items each skill needs at each difficulty. */
export const coverageTargets: Record<SubjectId, number> = { reading_writing: 24, math: 8 }

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
  /** The valid items counted (file statistics only). */
  items?: ContentItem[]
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
  const items = files.filter((file) => !file.errors.length).flatMap((file) => file.items)
  const stats = statsOfItems(items)
  stats.items = items
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
