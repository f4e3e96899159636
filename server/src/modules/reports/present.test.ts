import { describe, expect, it } from 'vitest'
import { skillBands } from '../../domain/constants'
import { band } from './present'

/** A skill's counts in a quiz, as `counts()` makes them (the percentage over all its questions). */
const skill = (correct: number, wrong: number, unanswered = 0) => {
  const total = correct + wrong + unanswered
  return { correct, wrong, unanswered, total, percentage: Math.floor((correct * 100) / total) }
}

describe('skill bands (DESIGN §3, issue 16)', () => {
  it('needs 3 answered questions before rating a skill', () => {
    expect(skillBands.minAnswers).toBe(3)
    // Nothing answered used to be "weak", one right answer "strong".
    expect(band(skill(0, 0, 2))).toBe('not_enough_answers')
    expect(band(skill(1, 0))).toBe('not_enough_answers')
    expect(band(skill(1, 1, 3))).toBe('not_enough_answers')
  })

  it('rates from 3 answered questions: strong from 75 %, moderate from 50 %, weak below', () => {
    expect(band(skill(3, 0))).toBe('strong')
    expect(band(skill(3, 0, 1))).toBe('strong')
    expect(band(skill(2, 1))).toBe('moderate')
    expect(band(skill(2, 2))).toBe('moderate')
    expect(band(skill(1, 2))).toBe('weak')
    expect(band(skill(0, 3))).toBe('weak')
  })
})
