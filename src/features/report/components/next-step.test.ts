import { describe, expect, it } from 'vitest'
import type { SkillResult } from '../api/report'
import { weakestSkill } from './next-step'

const skill = (id: string, correct: number, total: number, band: SkillResult['band']): SkillResult => ({
  id,
  name: id,
  domain_id: 'algebra',
  correct,
  wrong: total - correct,
  unanswered: 0,
  total,
  percentage: Math.floor((correct * 100) / total),
  band,
})

describe('the next step of a report (issue 16)', () => {
  it('is the rated skill with the lowest score, before any skill too thin to rate', () => {
    expect(
      weakestSkill([
        skill('strong', 4, 4, 'strong'),
        skill('moderate', 2, 4, 'moderate'),
        skill('weak', 1, 4, 'weak'),
        skill('thin', 0, 1, 'not_enough_answers'),
      ])?.id,
    ).toBe('weak')
  })

  it('breaks a tie by the most missed questions', () => {
    expect(weakestSkill([skill('two', 1, 2, 'not_enough_answers'), skill('four', 2, 4, 'moderate')])?.id).toBe('four')
    expect(weakestSkill([skill('small', 1, 3, 'weak'), skill('big', 2, 6, 'weak')])?.id).toBe('big')
  })

  it('falls back to the most missed skill when none can be rated', () => {
    expect(weakestSkill([skill('a', 1, 2, 'not_enough_answers'), skill('b', 0, 1, 'not_enough_answers')])?.id).toBe('b')
  })

  it('is none when every answer was right', () => {
    expect(weakestSkill([skill('a', 3, 3, 'strong'), skill('b', 1, 1, 'not_enough_answers')])).toBeNull()
  })
})
