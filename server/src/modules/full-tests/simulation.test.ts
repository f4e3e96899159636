import { describe, expect, it } from 'vitest'
import type { Difficulty, SubjectId } from '../../content/types'
import {
  difficultyMix,
  moduleSlots,
  routeAfterModule1,
  scoreScale,
  testStructures,
  type ModuleSlot,
  type ModuleStage,
} from '../../domain/full-test'
import { probabilityCorrect, type ItemParameters } from '../../domain/irt'
import { scoreResponses, type ScoredResponse } from './scoring'

/**
 * The score's honesty, checked on simulated learners of known ability (issue 17): each takes a whole
 * adaptive SAT built by the real rules (domain shares, difficulty mixes, the routing rule) from a
 * simulated calibrated bank, answering each item right with the model's probability. The score's
 * 80% range must hold the learner's true score in 75–85% of tests, and the point estimate must be
 * within 40 scale points on average.
 */

/** A small seeded generator (mulberry32): the same figures on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const normal = (next: () => number) => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())

interface BankItem extends ItemParameters {
  id: number
  subject: SubjectId
  domain: string
  difficulty: Difficulty
  format: 'multiple_choice' | 'student_produced'
}

/** Difficulty (b) of each label's items: spread over the label's third of the ability range. */
const bRange: Record<Difficulty, [number, number]> = { easy: [-2.2, -0.6], medium: [-0.6, 0.6], hard: [0.6, 2.2] }

/** A calibrated bank: 40 items per domain, difficulty and format, with their (known) parameters. */
function simulatedBank(next: () => number): BankItem[] {
  const bank: BankItem[] = []
  for (const section of testStructures.SAT.sections)
    for (const { domain } of section.domains)
      for (const difficulty of ['easy', 'medium', 'hard'] as const)
        for (const format of section.studentProducedShare
          ? (['multiple_choice', 'student_produced'] as const)
          : (['multiple_choice'] as const))
          for (let k = 0; k < 40; k++) {
            const [low, high] = bRange[difficulty]
            bank.push({
              id: bank.length,
              subject: section.subject,
              domain,
              difficulty,
              format,
              a: 0.7 + 0.8 * next(),
              b: low + (high - low) * next(),
              c: format === 'multiple_choice' ? 0.2 : 0,
            })
          }
  return bank
}

const fits = (item: BankItem, slot: ModuleSlot) =>
  item.domain === slot.domain && item.difficulty === slot.difficulty && (!slot.format || item.format === slot.format)

/** Draws a module's items by its slots, never one used earlier in the test. */
function drawModule(bank: BankItem[], slots: ModuleSlot[], used: Set<number>, next: () => number): BankItem[] {
  return slots.map((slot) => {
    const free = bank.filter((item) => fits(item, slot) && !used.has(item.id))
    const item = free[Math.floor(next() * free.length)]!
    used.add(item.id)
    return item
  })
}

/** One learner of ability `theta` (the same in both sections, for simplicity) takes a whole test. */
function takeTest(bank: BankItem[], theta: Record<SubjectId, number>, next: () => number) {
  const used = new Set<number>()
  const responses: ScoredResponse[] = []
  const routes: Partial<Record<SubjectId, 'harder' | 'easier'>> = {}
  const answer = (items: BankItem[]) =>
    items.map((item) => {
      const correct = next() < probabilityCorrect(theta[item.subject], item)
      responses.push({ subject: item.subject, item, correct })
      return correct
    })
  for (const section of testStructures.SAT.sections) {
    const stages = testStructures.SAT.stages.filter(
      (stage): stage is ModuleStage => stage.kind === 'module' && stage.subject === section.subject,
    )
    const first = stages[0]!
    const correct = answer(drawModule(bank, moduleSlots(section, first.questions, difficultyMix.first), used, next))
    const route = routeAfterModule1(correct.filter(Boolean).length, first.questions)
    routes[section.subject] = route
    answer(drawModule(bank, moduleSlots(section, stages[1]!.questions, difficultyMix[route]), used, next))
  }
  return { score: scoreResponses('SAT', responses, routes), routes }
}

const trueScore = (theta: number) =>
  Math.min(scoreScale.max, Math.max(scoreScale.min, scoreScale.mean + scoreScale.perTheta * theta))

describe('the full test score on simulated learners', () => {
  it('holds the true score in its 80% range in 75–85% of 1,000 tests, within 40 points on average', () => {
    const next = random(20261126)
    const bank = simulatedBank(next)
    const tests = 1000
    const inside: Record<SubjectId | 'total', number> = { reading_writing: 0, math: 0, total: 0 }
    const error: Record<SubjectId | 'total', number> = { reading_writing: 0, math: 0, total: 0 }
    const routed = { harder: 0, easier: 0 }
    for (let n = 0; n < tests; n++) {
      const theta = { reading_writing: normal(next), math: normal(next) }
      const { score, routes } = takeTest(bank, theta, next)
      for (const route of Object.values(routes)) routed[route]++
      let total = 0
      for (const section of score.sections) {
        const truth = trueScore(theta[section.subject])
        total += truth
        if (section.low <= truth && truth <= section.high) inside[section.subject]++
        error[section.subject] += Math.abs(section.score - truth)
      }
      if (score.total.low <= total && total <= score.total.high) inside.total++
      error.total += Math.abs(score.total.score - total)
    }
    const figures = Object.fromEntries(
      (['reading_writing', 'math', 'total'] as const).map((key) => [
        key,
        { coverage: inside[key] / tests, meanAbsoluteError: Math.round((error[key] / tests) * 10) / 10 },
      ]),
    )
    console.log(
      `full test simulation, ${tests} learners: ` +
        Object.entries(figures)
          .map(
            ([key, f]) => `${key} ${(f.coverage * 100).toFixed(1)}% inside the 80% range, MAE ${f.meanAbsoluteError}`,
          )
          .join('; ') +
        `; routes ${routed.harder} harder, ${routed.easier} easier`,
    )
    for (const key of ['reading_writing', 'math'] as const) {
      expect(figures[key]!.coverage).toBeGreaterThanOrEqual(0.75)
      expect(figures[key]!.coverage).toBeLessThanOrEqual(0.85)
      expect(figures[key]!.meanAbsoluteError).toBeLessThanOrEqual(40)
    }
    expect(figures.total!.coverage).toBeGreaterThanOrEqual(0.75)
    expect(figures.total!.coverage).toBeLessThanOrEqual(0.85)
    // Both routes are taken: the rule splits learners, it does not send everyone one way.
    expect(routed.harder).toBeGreaterThan(tests * 0.3)
    expect(routed.easier).toBeGreaterThan(tests * 0.3)
  })

  it('routes a strong module 1 to the harder module 2 and a weak one to the easier', () => {
    expect(routeAfterModule1(27, 27)).toBe('harder')
    expect(routeAfterModule1(17, 27)).toBe('harder')
    expect(routeAfterModule1(16, 27)).toBe('easier')
    expect(routeAfterModule1(14, 22)).toBe('harder')
    expect(routeAfterModule1(13, 22)).toBe('easier')
  })

  it('builds modules in the published domain shares, with about a quarter typed answers in Math', () => {
    const [rw, math] = testStructures.SAT.sections
    const count = (slots: ModuleSlot[], key: (slot: ModuleSlot) => string) =>
      slots.reduce<Record<string, number>>((acc, slot) => ({ ...acc, [key(slot)]: (acc[key(slot)] ?? 0) + 1 }), {})
    const rwSlots = moduleSlots(rw!, 27, difficultyMix.first)
    expect(count(rwSlots, (s) => s.domain)).toEqual({
      craft_and_structure: 8,
      information_and_ideas: 7,
      standard_english_conventions: 7,
      expression_of_ideas: 5,
    })
    expect(count(rwSlots, (s) => s.difficulty)).toEqual({ easy: 9, medium: 9, hard: 9 })
    const mathSlots = moduleSlots(math!, 22, difficultyMix.harder)
    expect(count(mathSlots, (s) => s.domain)).toEqual({
      algebra: 8,
      advanced_math: 8,
      problem_solving_and_data_analysis: 3,
      geometry_and_trigonometry: 3,
    })
    expect(count(mathSlots, (s) => s.format ?? 'none').student_produced).toBe(6)
    const hard = count(mathSlots, (s) => s.difficulty)
    expect(hard.hard).toBeGreaterThan(hard.easy ?? 0)
  })
})
