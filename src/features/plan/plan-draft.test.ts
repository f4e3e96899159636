import { describe, expect, it } from 'vitest'
import { calendarDay, planDraftProblems } from './plan-draft'

describe('plan draft', () => {
  it("takes today, on the learner's calendar, as the earliest test day", () => {
    // 22:30 UTC on 26 November is already 27 November in Riyadh (UTC+3) and still the 26th in New York.
    const at = new Date('2026-11-26T22:30:00Z')
    expect(calendarDay(at, 'Asia/Riyadh')).toBe('2026-11-27')
    expect(calendarDay(at, 'America/New_York')).toBe('2026-11-26')
    expect(planDraftProblems({ targetDate: '2026-11-26', targetScore: '1200' }, '2026-11-27')).toEqual({
      target_date: { code: 'past' },
    })
    expect(planDraftProblems({ targetDate: '2026-11-27', targetScore: '1200' }, '2026-11-27')).toEqual({})
  })

  it('holds the score to 400–1600 in steps of 10', () => {
    const problems = (score: string) =>
      planDraftProblems({ targetDate: '2027-01-01', targetScore: score }, '2026-11-26')
    expect(problems('400')).toEqual({})
    expect(problems('1600')).toEqual({})
    expect(problems('')).toEqual({ target_score: { code: 'missing' } })
    for (const score of ['390', '1610', '1355', '12.5', 'abc'])
      expect(problems(score)).toEqual({ target_score: { code: 'range' } })
  })
})
