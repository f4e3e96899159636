import { describe, expect, it } from 'vitest'
import { taxonomy } from '../content/taxonomy'
import type { Difficulty } from '../content/types'
import { mistakes } from './constants'
import { testStructures } from './full-test'
import { initialParameters, probabilityCorrect } from './irt'
import type { MasteryResult } from './mastery'
import {
  evenMixAccuracy,
  rankWeakSpots,
  skillTestWeights,
  skillWeakness,
  targetDifficulty,
  type WeakSpotCandidate,
} from './weak-spots'

const weights = skillTestWeights()
const weightOf = (skill: string) => weights.find((w) => w.skill === skill)!.testWeight

const notStarted: MasteryResult = { level: 'not_started', weightedAccuracy: null, answers: 0 }
const familiar = (accuracy: number, answers = 10): MasteryResult => ({
  level: 'familiar',
  weightedAccuracy: accuracy,
  answers,
})
const proficient: MasteryResult = { level: 'proficient', weightedAccuracy: 0.8, answers: 20 }
const mastered: MasteryResult = { level: 'mastered', weightedAccuracy: 0.95, answers: 20 }

/** Every skill of the bank at its real weight, proficient unless `overrides` says otherwise. */
function learner(overrides: Record<string, MasteryResult>): WeakSpotCandidate[] {
  return weights.map((weight) => ({ ...weight, mastery: overrides[weight.skill] ?? proficient }))
}

describe('skill test weights', () => {
  it('covers every skill of the taxonomy once', () => {
    const skills = taxonomy.subjects.flatMap((s) => s.domains.flatMap((d) => d.skills.map((k) => k.id)))
    expect(weights.map((w) => w.skill).sort()).toEqual([...skills].sort())
  })

  it('splits each domain’s share evenly among its skills, each section summing to 1', () => {
    // Standard English Conventions: 26% over 2 skills; Algebra: 35% over 5.
    expect(weightOf('boundaries')).toBeCloseTo(0.13, 12)
    expect(weightOf('linear_functions')).toBeCloseTo(0.07, 12)
    for (const section of testStructures.SAT.sections) {
      const sum = weights.filter((w) => w.subject === section.subject).reduce((total, w) => total + w.testWeight, 0)
      expect(sum).toBeCloseTo(1, 12)
    }
    for (const w of weights) expect(w.domain).toBe(taxonomy.skill(w.skill)!.domain)
  })

  it('refuses a taxonomy domain the test structure gives no share', () => {
    const extra = {
      subjects: [
        {
          ...taxonomy.subjects[0]!,
          domains: [...taxonomy.subjects[0]!.domains, { ...taxonomy.subjects[0]!.domains[0]!, id: 'new_domain' }],
        },
      ],
    }
    expect(() => skillTestWeights(extra)).toThrow(/new_domain/)
  })
})

describe('weakness', () => {
  it('is the prior with no answers, moves towards the learner’s own figure with more', () => {
    expect(skillWeakness(notStarted)).toBe(0.5)
    expect(skillWeakness({ level: 'not_started', weightedAccuracy: 1, answers: 2 })).toBeCloseTo(0.25, 12)
    expect(skillWeakness({ level: 'proficient', weightedAccuracy: 1, answers: 3 })).toBeCloseTo(0.2, 12)
    expect(skillWeakness(mastered)).toBeCloseTo((2 * 0.5 + 20 * 0.05) / 22, 12)
    expect(skillWeakness(familiar(0.2, 20))).toBeCloseTo((2 * 0.5 + 20 * 0.8) / 22, 12)
  })
})

describe('ranking weak spots', () => {
  it('puts the weakest high-weight skill first', () => {
    const ranked = rankWeakSpots(
      learner({ boundaries: familiar(0.4), percentages: familiar(0.4), inferences: familiar(0.6) }),
    )
    // Then the heaviest proficient skill: percentages, as weak as boundaries, weighs a sixth as much.
    expect(ranked.map((r) => r.skill)).toEqual(['boundaries', 'inferences', 'form_structure_and_sense'])
    expect(ranked[0]).toMatchObject({ reason: 'weak', testWeight: weightOf('boundaries') })
    expect(ranked[0]!.score).toBeCloseTo(weightOf('boundaries') * ((2 * 0.5 + 10 * 0.6) / 12), 12)
    for (let k = 1; k < ranked.length; k++) expect(ranked[k]!.score).toBeLessThanOrEqual(ranked[k - 1]!.score)
  })

  it('ranks a mastered skill of the largest weight below a weak skill of about half its weight', () => {
    expect(weightOf('linear_functions')).toBeLessThan(weightOf('boundaries') / 1.5)
    const ranked = rankWeakSpots(learner({ boundaries: mastered, linear_functions: familiar(0.5) }), weights.length)
    const place = (skill: string) => ranked.findIndex((r) => r.skill === skill)
    expect(place('linear_functions')).toBe(0)
    expect(place('boundaries')).toBeGreaterThan(place('linear_functions'))
    expect(ranked[place('boundaries')]!.reason).toBe('high_weight')
  })

  it('tries an untouched heavy skill before proficient ones, after clearly weak ones of its weight', () => {
    const ranked = rankWeakSpots(learner({ boundaries: notStarted, form_structure_and_sense: familiar(0.2, 20) }))
    expect(ranked.map((r) => [r.skill, r.reason])).toEqual([
      ['form_structure_and_sense', 'weak'],
      ['boundaries', 'not_started'],
      // Then the heaviest proficient skills, there for their weight (three tie: the first by id).
      ['equivalent_expressions', 'high_weight'],
    ])
    expect(ranked[1]!.weakness).toBe(0.5)
  })

  it('counts a skill with too few answers as not started, weakness between prior and its answers', () => {
    const twoRight: MasteryResult = { level: 'not_started', weightedAccuracy: 1, answers: 2 }
    const [spot] = rankWeakSpots(learner({ boundaries: twoRight, form_structure_and_sense: twoRight }), 1)
    expect(spot).toMatchObject({ skill: 'boundaries', reason: 'not_started' })
    expect(spot!.weakness).toBeCloseTo(0.25, 12)
  })

  it('breaks ties by weight, then by skill id, whatever the input order', () => {
    const candidate = (skill: string, testWeight: number, accuracy: number): WeakSpotCandidate => ({
      skill,
      domain: 'algebra',
      subject: 'math',
      testWeight,
      mastery: familiar(accuracy, 20),
    })
    // Without the prior, weakness is 1 − accuracy exactly: 0.25 × 1 = 0.5 × 0.5, an exact tie of scores.
    const noPrior = { ...mistakes.weakSpots, priorAnswers: 0 }
    const skills = [
      candidate('c_light', 0.25, 0),
      candidate('b_light', 0.25, 0),
      candidate('z_heavy', 0.5, 0.5),
      candidate('a_lower', 0.2, 0),
    ]
    const expected = ['z_heavy', 'b_light', 'c_light', 'a_lower']
    const ranked = rankWeakSpots(skills, 4, noPrior)
    expect(ranked.map((r) => r.score)).toEqual([0.25, 0.25, 0.25, 0.2])
    expect(ranked.map((r) => r.skill)).toEqual(expected)
    expect(rankWeakSpots([...skills].reverse(), 4, noPrior).map((r) => r.skill)).toEqual(expected)
    expect(rankWeakSpots([skills[2]!, skills[0]!, skills[3]!, skills[1]!], 4, noPrior).map((r) => r.skill)).toEqual(
      expected,
    )
  })

  it('returns the configured number of skills, or fewer when asked', () => {
    expect(mistakes.weakSpots.topSkills).toBe(3)
    expect(rankWeakSpots(learner({}))).toHaveLength(3)
    expect(rankWeakSpots(learner({}), 1)).toHaveLength(1)
    expect(rankWeakSpots(learner({}), 0)).toEqual([])
    expect(rankWeakSpots([], 3)).toEqual([])
  })
})

/** The θ at which a learner scores `accuracy` on an even mix (a bisection of the test's own). */
function thetaAt(accuracy: number): number {
  const even = (theta: number) =>
    (['easy', 'medium', 'hard'] as const).reduce(
      (sum, level) => sum + probabilityCorrect(theta, initialParameters(level, 'multiple_choice')) / 3,
      0,
    )
  let low = -4
  let high = 4
  for (let k = 0; k < 60; k++)
    [low, high] = even((low + high) / 2) < accuracy ? [(low + high) / 2, high] : [low, (low + high) / 2]
  return low
}

/** The share of answers a learner at `accuracy` (even mix) is expected to get right on `mix`. */
function expectedAccuracy(mix: Record<Difficulty, number>, accuracy: number): number {
  const theta = thetaAt(accuracy)
  return (['easy', 'medium', 'hard'] as const).reduce(
    (sum, level) => sum + mix[level] * probabilityCorrect(theta, initialParameters(level, 'multiple_choice')),
    0,
  )
}

describe('target difficulty', () => {
  const biggest = (mix: Record<Difficulty, number>) =>
    (Object.entries(mix) as [Difficulty, number][]).sort((a, b) => b[1] - a[1])[0]![0]

  it('gives mostly hard at 90%, mostly medium at 70%, mostly easy at 40%', () => {
    const strong = targetDifficulty(0.9)
    expect(biggest(strong)).toBe('hard')
    expect(strong.hard).toBeGreaterThanOrEqual(0.5)
    expect(biggest(targetDifficulty(0.7))).toBe('medium')
    const weak = targetDifficulty(0.4)
    expect(biggest(weak)).toBe('easy')
    expect(weak.easy).toBeGreaterThanOrEqual(0.5)
  })

  it('aims at 70% right wherever the levels allow it', () => {
    for (const accuracy of [0.5, 0.6, 0.7, 0.8]) {
      expect(expectedAccuracy(targetDifficulty(accuracy), accuracy)).toBeCloseTo(0.7, 3)
    }
    // Beyond reach, the nearest: all but the floor hard for the strongest, easy for the weakest.
    expect(targetDifficulty(0.97)).toEqual({ easy: 0.1, medium: 0.1, hard: expect.closeTo(0.8, 12) })
    expect(targetDifficulty(0.2)).toEqual({ easy: expect.closeTo(0.8, 12), medium: 0.1, hard: 0.1 })
    expect(expectedAccuracy(targetDifficulty(0.97), 0.97)).toBeGreaterThan(0.7)
  })

  it('is a mix: shares of at least the floor that sum to 1, harder as accuracy rises', () => {
    let previous = targetDifficulty(0)
    for (let accuracy = 0; accuracy <= 1; accuracy += 0.05) {
      const mix = targetDifficulty(accuracy)
      expect(mix.easy + mix.medium + mix.hard).toBeCloseTo(1, 12)
      for (const share of Object.values(mix))
        expect(share).toBeGreaterThanOrEqual(mistakes.targetDifficulty.minShare - 1e-12)
      expect(mix.hard).toBeGreaterThanOrEqual(previous.hard - 1e-9)
      expect(mix.easy).toBeLessThanOrEqual(previous.easy + 1e-9)
      previous = mix
    }
  })

  it('follows its rules: with no floor, the strongest learner gets only hard questions', () => {
    expect(targetDifficulty(0.97, { targetAccuracy: 0.7, minShare: 0 })).toEqual({ easy: 0, medium: 0, hard: 1 })
  })

  it('refuses an accuracy outside 0–1, and a floor that leaves nothing to mix', () => {
    expect(() => targetDifficulty(1.2)).toThrow(RangeError)
    expect(() => targetDifficulty(Number.NaN)).toThrow(RangeError)
    expect(() => targetDifficulty(0.5, { targetAccuracy: 0.7, minShare: 0.4 })).toThrow(RangeError)
  })
})

describe('even-mix accuracy', () => {
  const answers = (difficulty: Difficulty, right: number, wrong: number) => [
    ...Array.from({ length: right }, () => ({ correct: true, difficulty })),
    ...Array.from({ length: wrong }, () => ({ correct: false, difficulty })),
  ]

  it('tells half right on hard questions from half right on easy ones', () => {
    const onHard = evenMixAccuracy(answers('hard', 5, 5))
    const onEasy = evenMixAccuracy(answers('easy', 5, 5))
    // Half right on hard questions is above the average learner (θ = 0), half right on easy ones below.
    const average = evenMixAccuracy([])
    expect(onHard).toBeGreaterThan(average + 0.05)
    expect(onEasy).toBeLessThan(average - 0.1)
    expect(onEasy).toBeLessThan(0.5)
    // So the practice after a run of hard questions stays harder than after a run of easy ones.
    expect(targetDifficulty(onHard).hard).toBeGreaterThan(targetDifficulty(onEasy).hard)
  })

  it('stays inside 0–1 for all right and all wrong, and is the average learner’s with no answers', () => {
    const allRight = evenMixAccuracy(answers('hard', 10, 0))
    const allWrong = evenMixAccuracy(answers('easy', 0, 10))
    expect(allRight).toBeLessThan(1)
    expect(allWrong).toBeGreaterThan(0)
    expect(allRight).toBeGreaterThan(0.9)
    expect(allWrong).toBeLessThan(0.4)
    expect(evenMixAccuracy([])).toBeCloseTo(
      (['easy', 'medium', 'hard'] as const).reduce(
        (sum, level) => sum + probabilityCorrect(0, initialParameters(level, 'multiple_choice')) / 3,
        0,
      ),
      12,
    )
  })
})
