import { difficultyMix, moduleSlots, testStructures } from '../domain/full-test'
import { generators } from './generators'
import {
  difficulties,
  type ChoiceLabel,
  type ContentItem,
  type Difficulty,
  type Generator,
  type SubjectId,
} from './types'

// Test-wiseness cues in the bank (issue 18): how often the key is the longest choice, how the key letters
// spread, where the generators put their keys, whether numeric choices ascend; and how many items explain
// every choice in both languages. `content:stats` prints these; the tests hold the limits.

export const biasLimits = {
  /** The key is the longest choice in at most this share of Reading and Writing items... */
  longestKeyOverall: 0.3,
  /** ...and of any one skill's. */
  longestKeyPerSkill: 0.4,
  /** Each key letter's share per subject and difficulty. */
  letterShare: { min: 0.2, max: 0.3 },
  /** No rank holds a generator's key in more than this share of its variants (per difficulty). */
  generatorRankMax: 0.35,
  /** Variants drawn per generator and difficulty. */
  generatorSeeds: 2000,
} as const

const LABELS: ChoiceLabel[] = ['A', 'B', 'C', 'D']

/** A choice's visible length: TeX delimiters, markup and repeated spaces left out. */
export function visibleLength(text: string): number {
  return text
    .replace(/\\[()[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim().length
}

/** Whether the key is the longest choice (a tie for longest counts: a learner picking the longest could pick it). */
export function keyIsLongest(item: ContentItem): boolean {
  if (item.format !== 'multiple_choice' || typeof item.answer !== 'string') return false
  const key = item.choices.find((choice) => choice.label === item.answer)
  if (!key) return false
  const length = visibleLength(key.text)
  return item.choices.every((choice) => choice === key || visibleLength(choice.text) <= length)
}

export interface Share {
  count: number
  of: number
}
const share = (count: number, of: number): Share => ({ count, of })
export const ratio = ({ count, of }: Share) => (of ? count / of : 0)

export interface BiasFigures {
  longestKey: { overall: Share; bySkill: Record<string, Share> }
  /** subject -> difficulty -> letter -> share of the keys. */
  letters: Partial<Record<SubjectId, Partial<Record<Difficulty, Record<ChoiceLabel, Share>>>>>
  /** Hand-written multiple-choice items whose numeric choices do not ascend. */
  unorderedNumeric: string[]
  /** Multiple-choice items with a rationale for every choice, in both languages. */
  rationales: Share
  /** Items with an Arabic explanation. */
  arabic: Share
  /** Passages with `[[` or `]]` left (the underline markers must pair). */
  underlineMarkers: Share
}

export function biasFigures(items: ContentItem[]): BiasFigures {
  const rw = items.filter((item) => item.subject === 'reading_writing' && item.format === 'multiple_choice')
  const bySkill: Record<string, Share> = {}
  for (const item of rw) {
    const cell = (bySkill[item.skill] ??= share(0, 0))
    cell.of++
    if (keyIsLongest(item)) cell.count++
  }
  const letters: BiasFigures['letters'] = {}
  for (const item of items) {
    if (item.format !== 'multiple_choice' || typeof item.answer !== 'string') continue
    const byDifficulty = (letters[item.subject] ??= {})
    const cells = (byDifficulty[item.difficulty] ??= Object.fromEntries(
      LABELS.map((label) => [label, share(0, 0)]),
    ) as Record<ChoiceLabel, Share>)
    for (const label of LABELS) {
      cells[label].of++
      if (item.answer === label) cells[label].count++
    }
  }
  const multiple = items.filter((item) => item.format === 'multiple_choice')
  return {
    longestKey: {
      overall: share(rw.filter((item) => keyIsLongest(item)).length, rw.length),
      bySkill,
    },
    letters,
    unorderedNumeric: multiple
      .filter((item) => item.choices.every((c) => c.value !== undefined))
      .filter((item) => item.choices.some((c, k) => k > 0 && c.value! <= item.choices[k - 1]!.value!))
      .map((item) => item.id),
    rationales: share(
      multiple.filter((item) => item.choices.every((choice) => item.rationales[choice.label])).length,
      multiple.length,
    ),
    arabic: share(items.filter((item) => item.explanationAr).length, items.length),
    underlineMarkers: share(
      items.filter((item) => /\[\[|\]\]/.test((item.passage ?? '').replace(/\[\[([^[\]]+)\]\]/g, ''))).length,
      items.length,
    ),
  }
}

export interface GeneratorRanks {
  key: string
  difficulty: Difficulty
  /** Multiple-choice variants among the seeds. */
  multipleChoice: number
  /** Share of those variants whose key is at rank A, B, C, D. */
  ranks: Record<ChoiceLabel, number>
  /** Variants whose numeric choices do not ascend. */
  unordered: number
  /** Variants without an Arabic explanation, or (multiple choice) without a rationale per choice. */
  unexplained: number
}

/** Where each generator puts its key over `seeds` variants per difficulty. */
export function generatorRanks(
  seeds: number = biasLimits.generatorSeeds,
  list: Generator[] = generators,
): GeneratorRanks[] {
  const rows: GeneratorRanks[] = []
  for (const generator of list)
    for (const difficulty of difficulties) {
      const counts: Record<ChoiceLabel, number> = { A: 0, B: 0, C: 0, D: 0 }
      let multipleChoice = 0
      let unordered = 0
      let unexplained = 0
      for (let seed = 0; seed < seeds; seed++) {
        const item = generator.generate(seed, difficulty)
        const complete =
          item.explanationAr !== null && item.choices.every((choice) => item.rationales[choice.label] !== undefined)
        if (!complete) unexplained++
        if (item.format !== 'multiple_choice' || typeof item.answer !== 'string') continue
        multipleChoice++
        counts[item.answer]++
        const values = item.choices.map((c) => c.value)
        if (values.every((v) => v !== undefined) && values.some((v, k) => k > 0 && v! <= values[k - 1]!)) unordered++
      }
      const ranks = Object.fromEntries(
        LABELS.map((label) => [label, multipleChoice ? counts[label] / multipleChoice : 0]),
      ) as Record<ChoiceLabel, number>
      rows.push({ key: generator.key, difficulty, multipleChoice, ranks, unordered, unexplained })
    }
  return rows
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`
const shareText = (s: Share) => `${s.count} of ${s.of} (${percent(ratio(s))})`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET')

/** The figures as `content:stats` prints them, each against its limit. */
export function formatBias(figures: BiasFigures, ranks?: GeneratorRanks[]): string {
  const lines: string[] = ['Test-wiseness cues']
  const { overall, bySkill } = figures.longestKey
  lines.push(
    `  key is the longest choice, Reading and Writing: ${shareText(overall)}; limit ${percent(biasLimits.longestKeyOverall)}: ${verdict(ratio(overall) <= biasLimits.longestKeyOverall)}`,
  )
  for (const [skill, cell] of Object.entries(bySkill).sort(([a], [b]) => a.localeCompare(b)))
    lines.push(
      `    ${skill.padEnd(28)} ${shareText(cell).padEnd(20)} ${ratio(cell) <= biasLimits.longestKeyPerSkill ? '' : `over ${percent(biasLimits.longestKeyPerSkill)}`}`,
    )
  lines.push(
    `  key letters per subject and difficulty (each within ${percent(biasLimits.letterShare.min)}-${percent(biasLimits.letterShare.max)}):`,
  )
  for (const [subject, byDifficulty] of Object.entries(figures.letters))
    for (const difficulty of difficulties) {
      const cells = byDifficulty?.[difficulty]
      if (!cells) continue
      const ok = LABELS.every(
        (label) =>
          ratio(cells[label]) >= biasLimits.letterShare.min && ratio(cells[label]) <= biasLimits.letterShare.max,
      )
      lines.push(
        `    ${`${subject} ${difficulty}`.padEnd(28)} ${LABELS.map((label) => `${label} ${percent(ratio(cells[label]))}`).join('  ')}  ${verdict(ok)}`,
      )
    }
  lines.push(
    `  numeric choices out of ascending order: ${figures.unorderedNumeric.length}${figures.unorderedNumeric.length ? ` (${figures.unorderedNumeric.join(', ')})` : ''}`,
    `  passages with unpaired underline markers: ${figures.underlineMarkers.count}`,
  )
  if (ranks) {
    const worst = Math.max(...ranks.map((row) => Math.max(...Object.values(row.ranks))))
    lines.push(
      `  generators, key rank over ${biasLimits.generatorSeeds} seeds per difficulty (largest share of one rank; limit ${percent(biasLimits.generatorRankMax)}): ${percent(worst)}: ${verdict(worst <= biasLimits.generatorRankMax)}`,
    )
    for (const row of ranks) {
      const top = Math.max(...Object.values(row.ranks))
      if (row.multipleChoice && top > biasLimits.generatorRankMax)
        lines.push(
          `    ${row.key} ${row.difficulty}: ${LABELS.map((label) => `${label} ${percent(row.ranks[label])}`).join('  ')}`,
        )
    }
    const unordered = ranks.reduce((sum, row) => sum + row.unordered, 0)
    lines.push(`  generated variants with numeric choices out of order: ${unordered}`)
  }
  lines.push(
    '',
    'Explanations',
    `  multiple-choice items with a rationale per choice (English and Arabic): ${shareText(figures.rationales)}`,
    `  items with an Arabic explanation: ${shareText(figures.arabic)}`,
  )
  if (ranks) {
    const variants = ranks.length * biasLimits.generatorSeeds
    const unexplained = ranks.reduce((sum, row) => sum + row.unexplained, 0)
    lines.push(
      `  generated variants with an Arabic explanation and (multiple choice) a rationale per choice: ${variants - unexplained} of ${variants} (${percent((variants - unexplained) / variants)})`,
    )
  }
  return lines.join('\n')
}

export interface RouteSupply {
  subject: SubjectId
  domain: string
  route: 'harder' | 'easier'
  difficulty: Difficulty
  /** Reviewed items of the domain at that difficulty. */
  items: number
  /** How many one full-length test on that route draws (module 1 and module 2). */
  perTest: number
}

/**
 * Whether the bank feeds both module-2 routes of the full-length test: per domain, the hard items a
 * harder-route test draws and the easy items an easier-route test draws, against the reviewed items.
 */
export function routeSupply(items: ContentItem[]): RouteSupply[] {
  const rows: RouteSupply[] = []
  const structure = testStructures.SAT
  for (const section of structure.sections) {
    const moduleSize = (module: 1 | 2) =>
      structure.stages.find((s) => s.kind === 'module' && s.subject === section.subject && s.module === module)
    const first = moduleSize(1)
    const second = moduleSize(2)
    if (first?.kind !== 'module' || second?.kind !== 'module') continue
    for (const [route, difficulty] of [
      ['harder', 'hard'],
      ['easier', 'easy'],
    ] as const) {
      const slots = [
        ...moduleSlots(section, first.questions, difficultyMix.first),
        ...moduleSlots(section, second.questions, difficultyMix[route]),
      ]
      for (const { domain } of section.domains)
        rows.push({
          subject: section.subject,
          domain,
          route,
          difficulty,
          items: items.filter(
            (item) =>
              item.subject === section.subject &&
              item.domain === domain &&
              item.difficulty === difficulty &&
              item.reviewStatus === 'reviewed',
          ).length,
          perTest: slots.filter((slot) => slot.domain === domain && slot.difficulty === difficulty).length,
        })
    }
  }
  return rows
}

export function formatRouteSupply(rows: RouteSupply[]): string {
  const lines = [
    'Full-length test supply (reviewed written items per domain; tests a learner takes before a repeat;',
    'Math then draws generated variants)',
  ]
  for (const row of rows)
    lines.push(
      `  ${`${row.domain} ${row.route}`.padEnd(44)} ${String(row.items).padStart(4)} ${row.difficulty} items, ${row.perTest} per test: ${row.perTest ? Math.floor(row.items / row.perTest) : '-'} tests`,
    )
  return lines.join('\n')
}
