import type { Difficulty, SubjectId } from '../content/types'
import { MINUTE } from './constants'

/**
 * The full-length adaptive test (issue 17): its structure per system, as data, and the rules that
 * pick each module's items and route module 2. One config module: the server enforces these, the
 * simulation test (full-test-simulation.test.ts) checks the scores they give, `GET /config` could
 * publish them. Structure of the digital SAT as the College Board publishes it; the EST's is not
 * settled (sources disagree on section lengths), so it is a data change here when it is.
 */

export type System = 'SAT' | 'EST'
export type ModuleRoute = 'harder' | 'easier'
export type ItemFormat = 'multiple_choice' | 'student_produced'

/** A module of a section: how many questions, how long. */
export interface ModuleStage {
  kind: 'module'
  subject: SubjectId
  /** 1 or 2 within the section. */
  module: 1 | 2
  questions: number
  /** The module's own clock, kept by the server. */
  seconds: number
}

/** The break between sections; the learner may resume early. */
export interface BreakStage {
  kind: 'break'
  seconds: number
}

export type Stage = ModuleStage | BreakStage

/** A domain's share of a section's questions (published shares, about). */
export interface DomainShare {
  domain: string
  share: number
}

export interface SectionStructure {
  subject: SubjectId
  /** The domains in the order the test presents them (Reading and Writing groups by question type). */
  domains: DomainShare[]
  /** Share of student-produced (typed) answers: about a quarter in Math, none in Reading and Writing. */
  studentProducedShare: number
  /**
   * How questions are ordered in a module: by domain then skill (Reading and Writing: grouped by question
   * type as on the test), or by difficulty, easiest first, domains mixed (Math).
   */
  order: 'by_type' | 'by_difficulty'
}

export interface TestStructure {
  system: System
  stages: Stage[]
  sections: SectionStructure[]
}

const readingWriting: SectionStructure = {
  subject: 'reading_writing',
  domains: [
    { domain: 'craft_and_structure', share: 0.28 },
    { domain: 'information_and_ideas', share: 0.26 },
    { domain: 'standard_english_conventions', share: 0.26 },
    { domain: 'expression_of_ideas', share: 0.2 },
  ],
  studentProducedShare: 0,
  order: 'by_type',
}

const math: SectionStructure = {
  subject: 'math',
  domains: [
    { domain: 'algebra', share: 0.35 },
    { domain: 'advanced_math', share: 0.35 },
    { domain: 'problem_solving_and_data_analysis', share: 0.15 },
    { domain: 'geometry_and_trigonometry', share: 0.15 },
  ],
  studentProducedShare: 0.25,
  order: 'by_difficulty',
}

const satStages: Stage[] = [
  { kind: 'module', subject: 'reading_writing', module: 1, questions: 27, seconds: 32 * 60 },
  { kind: 'module', subject: 'reading_writing', module: 2, questions: 27, seconds: 32 * 60 },
  { kind: 'break', seconds: 10 * 60 },
  { kind: 'module', subject: 'math', module: 1, questions: 22, seconds: 35 * 60 },
  { kind: 'module', subject: 'math', module: 2, questions: 22, seconds: 35 * 60 },
]

/**
 * The structure per system. The EST runs on the SAT's until its own is settled: a learner preparing
 * for the EST takes the same sections (both exams test Reading and Writing, and Math).
 */
export const testStructures: Record<System, TestStructure> = {
  SAT: { system: 'SAT', stages: satStages, sections: [readingWriting, math] },
  EST: { system: 'EST', stages: satStages, sections: [readingWriting, math] },
}

/** The difficulty mix of each module: module 1 mixes all three; module 2 leans by its route. */
export const difficultyMix: Record<'first' | ModuleRoute, Record<Difficulty, number>> = {
  first: { easy: 1 / 3, medium: 1 / 3, hard: 1 / 3 },
  harder: { easy: 0.1, medium: 0.4, hard: 0.5 },
  easier: { easy: 0.5, medium: 0.4, hard: 0.1 },
}

/**
 * The routing rule: a section's module 2 is the harder one when the learner answered at least this
 * share of module 1 correctly (17 of 27 in Reading and Writing, 14 of 22 in Math), else the easier
 * one. Unanswered questions count as wrong, as on the test. A learner of average ability (θ = 0)
 * answers about 60% of a mixed module right (with the labels' initial parameters, domain/irt.ts:
 * easy ≈ 91%, medium ≈ 60%, hard ≈ 29% in multiple choice), so the cut
 * sends above-average learners to the harder module.
 */
export const routing = { harderShare: 0.6 } as const

export function routeAfterModule1(correct: number, questions: number): ModuleRoute {
  return correct >= Math.ceil(routing.harderShare * questions) ? 'harder' : 'easier'
}

/**
 * The score scale: an ability θ (mean 0, SD 1 across learners) maps to 500 + 100 θ on 200–800 in
 * steps of 10 per section, and the total is their sum (400–1600). The range shown is the 80%
 * credible interval of the ability estimate, mapped the same way.
 */
export const scoreScale = {
  mean: 500,
  perTheta: 100,
  min: 200,
  max: 800,
  step: 10,
  confidence: 0.8,
} as const

/** `n` split by shares, rounded so they sum to `n` (largest remainders first). */
export function apportion(n: number, shares: number[]): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0)
  const exact = shares.map((share) => (n * share) / total)
  const counts = exact.map(Math.floor)
  const order = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0])
  for (let k = 0; counts.reduce((s, c) => s + c, 0) < n; k++) counts[order[k % order.length]![1]]! += 1
  return counts
}

/** One place in a module to fill: a domain, a difficulty and a format. */
export interface ModuleSlot {
  domain: string
  difficulty: Difficulty
  format: ItemFormat | undefined
}

const levels: Difficulty[] = ['easy', 'medium', 'hard']

/**
 * The module's difficulties in a balanced sequence: at each place the level furthest behind its
 * share (so any run of places holds about the mix, and the totals match it exactly).
 */
function difficultySequence(questions: number, mix: Record<Difficulty, number>): Difficulty[] {
  const totals = apportion(
    questions,
    levels.map((level) => mix[level]),
  )
  const given = [0, 0, 0]
  return Array.from({ length: questions }, (_, place) => {
    let best = -1
    for (let level = 0; level < levels.length; level++) {
      if (given[level]! >= totals[level]!) continue
      const behind = (totals[level]! * (place + 1)) / questions - given[level]!
      if (best < 0 || behind > (totals[best]! * (place + 1)) / questions - given[best]!) best = level
    }
    given[best]! += 1
    return levels[best]!
  })
}

/**
 * The slots of a module: the section's domains in their shares, the module's difficulty mix spread
 * over them (the module's totals match the mix exactly); in Math, student-produced slots spread
 * across domains and difficulties. Formats are left open in Reading and Writing (all multiple choice).
 */
export function moduleSlots(section: SectionStructure, questions: number, mix: Record<Difficulty, number>) {
  const perDomain = apportion(
    questions,
    section.domains.map((d) => d.share),
  )
  const sequence = difficultySequence(questions, mix)
  const slots: ModuleSlot[] = section.domains.flatMap(({ domain }, index) =>
    Array.from({ length: perDomain[index]! }, () => ({
      domain,
      difficulty: 'medium' as Difficulty,
      format: undefined,
    })),
  )
  // Place k of the sequence goes to the k-th slot taken round the domains, so each domain gets a mix.
  const roundRobin = [...slots.keys()].sort((a, b) => rank(slots, a) - rank(slots, b) || a - b)
  roundRobin.forEach((slotIndex, place) => (slots[slotIndex]!.difficulty = sequence[place]!))
  if (section.studentProducedShare > 0) {
    const typed = Math.round(section.studentProducedShare * questions)
    // Every k-th slot, so the typed answers fall in every domain and difficulty.
    const every = slots.length / typed
    for (let k = 0; k < typed; k++) slots[Math.floor(k * every + every / 2)]!.format = 'student_produced'
    for (const slot of slots) slot.format ??= 'multiple_choice'
  }
  return slots
}

/** A slot's place within its domain (0 for each domain's first). */
function rank(slots: ModuleSlot[], index: number): number {
  let n = 0
  for (let i = 0; i < index; i++) if (slots[i]!.domain === slots[index]!.domain) n++
  return n
}

/** Where an item sits in the module's order (lower first). */
export function orderKey(
  section: SectionStructure,
  item: { domain: string; skill: string; difficulty: Difficulty },
  skillOrder: (skill: string) => number,
): number[] {
  const level = levels.indexOf(item.difficulty)
  const domain = section.domains.findIndex((d) => d.domain === item.domain)
  return section.order === 'by_type' ? [domain, skillOrder(item.skill), level] : [level, domain, skillOrder(item.skill)]
}

/** The structure's module stages, numbered 1… in the order taken (a quiz's `full_test_module`). */
export const moduleNumber = (structure: TestStructure, stage: number) =>
  structure.stages.slice(0, stage + 1).filter((s) => s.kind === 'module').length

/** Milliseconds in a module's last stretch, when the hidden clock shows again and is announced. */
export const clockRevealMs = 5 * MINUTE
