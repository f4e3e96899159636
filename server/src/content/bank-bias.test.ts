import { describe, expect, it } from 'vitest'
import { biasFigures, biasLimits, generatorRanks, keyIsLongest, ratio, routeSupply, visibleLength } from './bank-bias'
import { bankFileStats } from './bank-stats'
import { generators } from './generators'
import { taxonomy } from './taxonomy'
import type { ChoiceLabel, ContentItem } from './types'

// The bank's test-wiseness cues and explanations (issue 18), against the limits `content:stats` prints.

const item = (texts: [string, string, string, string], answer: ChoiceLabel, extra: Partial<ContentItem> = {}) =>
  ({
    id: 'rw-x',
    subject: 'reading_writing',
    domain: 'information_and_ideas',
    skill: 'inferences',
    difficulty: 'easy',
    format: 'multiple_choice',
    publicSample: false,
    passage: 'p',
    stem: 's',
    figureSvg: null,
    choices: texts.map((text, k) => ({ label: (['A', 'B', 'C', 'D'] as const)[k]!, text })),
    answer,
    explanation: 'e',
    explanationAr: null,
    rationales: {},
    table: null,
    irtB: null,
    author: 'a',
    source: 'original',
    reviewStatus: 'reviewed',
    ...extra,
  }) as ContentItem

describe('the cue figures', () => {
  it('counts a key as the longest choice when no choice is longer (a tie counts), TeX delimiters aside', () => {
    expect(keyIsLongest(item(['long answer', 'short', 'tiny', 'mid one'], 'A'))).toBe(true)
    expect(keyIsLongest(item(['same len', 'short', 'same len', 'x'], 'C'))).toBe(true)
    expect(keyIsLongest(item(['a longer distractor', 'short', 'key text', 'x'], 'C'))).toBe(false)
    expect(visibleLength('\\(12\\)')).toBe(2)
  })

  it('reports shares per skill, letters per difficulty, unordered numbers and missing explanations', () => {
    const figures = biasFigures([
      item(['long answer', 'short', 'tiny', 'mid one'], 'A'),
      item(['a longer distractor', 'short', 'key text', 'x'], 'C', {
        explanationAr: 'شرح',
        rationales: Object.fromEntries(['A', 'B', 'C', 'D'].map((l) => [l, { en: 'e', ar: 'ع' }])),
      }),
      {
        ...item(['1', '3', '2', '4'], 'B', { subject: 'math', skill: 'percentages', id: 'm-x' }),
        choices: [1, 3, 2, 4].map((value, k) => ({
          label: (['A', 'B', 'C', 'D'] as const)[k]!,
          text: String(value),
          value,
        })),
      },
    ])
    expect(figures.longestKey.overall).toEqual({ count: 1, of: 2 })
    expect(figures.longestKey.bySkill).toEqual({ inferences: { count: 1, of: 2 } })
    expect(figures.letters.reading_writing?.easy?.A).toEqual({ count: 1, of: 2 })
    expect(figures.letters.math?.easy?.B).toEqual({ count: 1, of: 1 })
    expect(figures.unorderedNumeric).toEqual(['m-x'])
    expect(figures.rationales).toEqual({ count: 1, of: 3 })
    expect(figures.arabic).toEqual({ count: 1, of: 3 })
  })
})

describe('the question bank has no test-wiseness cues', () => {
  const stats = bankFileStats()
  const figures = biasFigures(stats.items ?? [])

  it('reads every bank file', () => {
    expect(stats.filesWithErrors).toEqual([])
  })

  it(`makes the key the longest choice in at most ${biasLimits.longestKeyOverall * 100}% of Reading and Writing items, ${biasLimits.longestKeyPerSkill * 100}% per skill`, () => {
    expect(ratio(figures.longestKey.overall)).toBeLessThanOrEqual(biasLimits.longestKeyOverall)
    const skills = taxonomy.subject('reading_writing')!.domains.flatMap((d) => d.skills.map((s) => s.id))
    for (const skill of skills) {
      const cell = figures.longestKey.bySkill[skill]
      expect(cell?.of, skill).toBeGreaterThan(0)
      expect(ratio(cell!), `${skill}: ${cell!.count} of ${cell!.of}`).toBeLessThanOrEqual(biasLimits.longestKeyPerSkill)
    }
  })

  it('spreads the key letters within 20-30% per subject and difficulty', () => {
    for (const [subject, byDifficulty] of Object.entries(figures.letters))
      for (const [difficulty, cells] of Object.entries(byDifficulty ?? {}))
        for (const [label, cell] of Object.entries(cells)) {
          const where = `${subject} ${difficulty} ${label}: ${cell.count} of ${cell.of}`
          expect(ratio(cell), where).toBeGreaterThanOrEqual(biasLimits.letterShare.min)
          expect(ratio(cell), where).toBeLessThanOrEqual(biasLimits.letterShare.max)
        }
  })

  it('lists numeric choices in ascending order and pairs every underline marker', () => {
    expect(figures.unorderedNumeric).toEqual([])
    expect(figures.underlineMarkers.count).toBe(0)
  })

  // Reading and Writing has only its written items; Math also draws generated variants once a learner has
  // seen the written ones (every Math skill has a generator, tested below).
  it('feeds both module-2 routes of the full-length test: hard and easy items for 5 tests per domain (Math: 3 written)', () => {
    const rows = routeSupply(stats.items ?? [])
    expect(rows.length).toBe(16)
    for (const row of rows)
      expect(row.items, `${row.domain} ${row.route}: ${row.items} for ${row.perTest} per test`).toBeGreaterThanOrEqual(
        (row.subject === 'reading_writing' ? 5 : 3) * row.perTest,
      )
  })

  it('explains every choice of every multiple-choice item, and every item in Arabic', () => {
    expect(figures.rationales.count).toBe(figures.rationales.of)
    expect(figures.arabic.count).toBe(figures.arabic.of)
  })
})

describe('the generators', () => {
  it('have one or more generators for every Math skill', () => {
    const skills = taxonomy.subject('math')!.domains.flatMap((d) => d.skills.map((s) => s.id))
    expect(skills.filter((skill) => !generators.some((g) => g.skill === skill))).toEqual([])
  })

  it(`put the key at no rank in more than ${biasLimits.generatorRankMax * 100}% of ${biasLimits.generatorSeeds} variants per difficulty, ascending and explained`, () => {
    for (const row of generatorRanks()) {
      const where = `${row.key} ${row.difficulty}: ${JSON.stringify(row.ranks)}`
      if (row.multipleChoice > 0)
        expect(Math.max(...Object.values(row.ranks)), where).toBeLessThanOrEqual(biasLimits.generatorRankMax)
      expect(row.unordered, where).toBe(0)
      expect(row.unexplained, where).toBe(0)
    }
  }, 120_000)
})
