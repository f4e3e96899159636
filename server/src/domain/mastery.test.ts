import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Difficulty } from '../content/types'
import { DAY, HOUR, mistakes } from './constants'
import { answerWeight, skillMastery, type SkillAnswer } from './mastery'

const now = new Date('2026-03-01T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY)

/** `right` right and `wrong` wrong answers of one difficulty, all given `days` ago. */
function answers(difficulty: Difficulty, right: number, wrong: number, days = 0): SkillAnswer[] {
  return [
    ...Array.from({ length: right }, () => ({ correct: true, difficulty, answeredAt: daysAgo(days) })),
    ...Array.from({ length: wrong }, () => ({ correct: false, difficulty, answeredAt: daysAgo(days) })),
  ]
}

const rules = mistakes.mastery

describe('the rule numbers', () => {
  it('are the documented ones', () => {
    expect(rules).toMatchObject({
      recentAnswers: 20,
      difficultyWeights: { easy: 1, medium: 1.5, hard: 2 },
      halfLifeDays: 21,
      minAnswers: 3,
      proficientAccuracy: 0.7,
      masteredAccuracy: 0.85,
      masteredMinAnswers: 8,
      masteredMinHardCorrect: 1,
    })
  })
})

describe('not started', () => {
  it('has no accuracy with no answers', () => {
    expect(skillMastery([], now)).toEqual({ level: 'not_started', weightedAccuracy: null, answers: 0 })
  })

  it('needs 3 answers to be judged: 2 right are not started, 3 right are', () => {
    expect(skillMastery(answers('hard', 2, 0), now)).toEqual({ level: 'not_started', weightedAccuracy: 1, answers: 2 })
    expect(skillMastery(answers('hard', 3, 0), now).level).toBe('proficient')
    expect(skillMastery(answers('easy', 0, 3), now)).toEqual({ level: 'familiar', weightedAccuracy: 0, answers: 3 })
  })
})

describe('proficient and familiar', () => {
  it('splits at 70% weighted accuracy', () => {
    expect(skillMastery(answers('medium', 7, 3), now)).toEqual({
      level: 'proficient',
      weightedAccuracy: 0.7,
      answers: 10,
    })
    expect(skillMastery(answers('medium', 6, 4), now)).toEqual({
      level: 'familiar',
      weightedAccuracy: 0.6,
      answers: 10,
    })
  })
})

describe('mastered', () => {
  it('splits from proficient at 85% weighted accuracy', () => {
    expect(skillMastery(answers('hard', 17, 3), now)).toEqual({
      level: 'mastered',
      weightedAccuracy: 0.85,
      answers: 20,
    })
    expect(skillMastery(answers('hard', 16, 4), now)).toEqual({
      level: 'proficient',
      weightedAccuracy: 0.8,
      answers: 20,
    })
  })

  it('needs 8 answers: 7 right are proficient, 8 right mastered', () => {
    expect(skillMastery(answers('hard', 7, 0), now).level).toBe('proficient')
    expect(skillMastery(answers('hard', 8, 0), now).level).toBe('mastered')
  })

  it('needs a hard question right', () => {
    expect(skillMastery(answers('medium', 20, 0), now).level).toBe('proficient')
    expect(skillMastery([...answers('medium', 19, 0), ...answers('hard', 0, 1)], now).level).toBe('proficient')
    expect(skillMastery([...answers('medium', 19, 0), ...answers('hard', 1, 0)], now).level).toBe('mastered')
  })
})

describe('the window of recent answers', () => {
  it('counts only the latest 20: older mistakes drop out', () => {
    const recent = answers('hard', 20, 0, 1)
    const old = answers('hard', 0, 10, 30)
    expect(skillMastery([...old, ...recent], now)).toEqual({ level: 'mastered', weightedAccuracy: 1, answers: 20 })
    // With one recent answer fewer, the newest old mistake is back in.
    const result = skillMastery([...old, ...recent.slice(1)], now)
    expect(result.answers).toBe(20)
    expect(result.weightedAccuracy).toBeLessThan(1)
  })
})

describe('recency', () => {
  it('halves an answer’s weight every 21 days, and counts a future date as now', () => {
    const answer = (days: number): SkillAnswer => ({ correct: true, difficulty: 'medium', answeredAt: daysAgo(days) })
    expect(answerWeight(answer(0), now)).toBe(1.5)
    expect(answerWeight(answer(21), now)).toBeCloseTo(0.75, 12)
    expect(answerWeight(answer(42), now)).toBeCloseTo(0.375, 12)
    expect(answerWeight(answer(-1), now)).toBe(1.5)
  })

  it('makes an old wrong answer matter less than a recent one', () => {
    const right = answers('medium', 9, 0, 1)
    const oldWrong = skillMastery([...right, ...answers('medium', 0, 1, 60)], now)
    const recentWrong = skillMastery([...right, ...answers('medium', 0, 1, 0)], now)
    expect(oldWrong.weightedAccuracy).toBeGreaterThan(recentWrong.weightedAccuracy!)
    // Unweighted, both are 90%; weighted, the 60-day-old miss counts about 1/7 of a recent one.
    expect(oldWrong.weightedAccuracy).toBeGreaterThan(0.98)
    expect(recentWrong.weightedAccuracy).toBeLessThan(0.9)
  })

  it('lets a learner who has since improved reach a higher level', () => {
    const earlyMistakes = answers('hard', 0, 2, 90)
    const since = [...answers('hard', 1, 0, 2), ...answers('medium', 8, 0, 1)]
    expect(skillMastery([...earlyMistakes, ...since], now).level).toBe('mastered')
    const lateMistakes = answers('hard', 0, 2, 0)
    expect(
      skillMastery([...lateMistakes, ...answers('hard', 1, 0, 90), ...answers('medium', 8, 0, 90)], now).level,
    ).toBe('familiar')
  })
})

describe('difficulty', () => {
  it('makes a hard question missed cost more than an easy one missed', () => {
    const right = answers('medium', 8, 0)
    const missedHard = skillMastery([...right, ...answers('hard', 0, 1)], now).weightedAccuracy!
    const missedEasy = skillMastery([...right, ...answers('easy', 0, 1)], now).weightedAccuracy!
    expect(missedHard).toBeCloseTo(12 / 14, 12)
    expect(missedEasy).toBeCloseTo(12 / 13, 12)
  })

  it('makes a hard question right count more than an easy one right', () => {
    const wrong = answers('medium', 0, 4)
    const hardRight = skillMastery([...wrong, ...answers('hard', 6, 0)], now)
    const easyRight = skillMastery([...wrong, ...answers('easy', 6, 0)], now)
    expect(hardRight.weightedAccuracy).toBeCloseTo(12 / 18, 12)
    expect(easyRight.weightedAccuracy).toBeCloseTo(6 / 12, 12)
    expect(hardRight.weightedAccuracy).toBeGreaterThan(easyRight.weightedAccuracy!)
  })
})

describe('order', () => {
  it('does not depend on the order the answers come in, ties at the window’s edge included', () => {
    // 26 answers over 12 days, several at each instant, so the 20-answer cut falls inside a tie.
    const all: SkillAnswer[] = Array.from({ length: 26 }, (_, k) => ({
      correct: k % 5 !== 0,
      difficulty: (['easy', 'medium', 'hard'] as const)[k % 3]!,
      // Groups of 4 at one instant (the first of 3): answers 19–22 share one, across the cut.
      answeredAt: new Date(now.getTime() - Math.floor((k + 1) / 4) * 2 * DAY - HOUR),
    }))
    const expected = skillMastery(all, now)
    expect(expected.answers).toBe(20)
    fc.assert(
      fc.property(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), (shuffled) => {
        expect(skillMastery(shuffled, now)).toEqual(expected)
      }),
      { seed: 17, numRuns: 200 },
    )
  })

  it('does not change the caller’s array', () => {
    const given = [...answers('easy', 2, 0, 5), ...answers('hard', 0, 2, 1)]
    const copy = [...given]
    skillMastery(given, now)
    expect(given).toEqual(copy)
  })
})
