import { describe, expect, it } from 'vitest'
import { sampleCatalog } from '~/features/catalog/testing'
import { daysUntil, domainsFor, retrySubjects, reviewRequest, withFilter } from './mistake-filters'
import { makeMistake } from './mistakes.fixtures'

const catalog = sampleCatalog()

describe('mistake filters', () => {
  it('offers the chosen subject’s domains, or every subject’s once', () => {
    expect(domainsFor(catalog, 'math').map((domain) => domain.id)).toEqual(['algebra', 'advanced_math'])
    expect(domainsFor(catalog, undefined)).toHaveLength(4)
  })

  it('drops a domain and a skill the new subject does not hold', () => {
    const filters = { subject: 'math', domain: 'algebra', skill: 'linear_inequalities' } as const
    expect(withFilter(catalog, filters, { subject: 'reading_writing' })).toEqual({ subject: 'reading_writing' })
    expect(withFilter(catalog, filters, { difficulty: 'hard' })).toEqual({ ...filters, difficulty: 'hard' })
    expect(withFilter(catalog, filters, { not_mastered: false, domain: undefined })).toEqual({
      subject: 'math',
      skill: 'linear_inequalities',
    })
  })

  it('retries the chosen subject, or each subject the rows hold', () => {
    const rows = [makeMistake({ subject: 'math' }), makeMistake({ subject: 'reading_writing' })]
    expect(retrySubjects({ subject: 'math' }, rows)).toEqual(['math'])
    expect(retrySubjects({}, rows)).toEqual(['math', 'reading_writing'])
    expect(retrySubjects({}, [])).toEqual([])
    expect(retrySubjects({ subject: 'math' }, [])).toEqual([])
  })

  it('sends the filters as the review request', () => {
    expect(reviewRequest({ domain: 'algebra', not_mastered: true }, 'math')).toEqual({
      subject: 'math',
      domain: 'algebra',
      skill: null,
      difficulty: null,
      not_mastered: true,
      due_only: false,
    })
  })

  it('counts whole days to the next review', () => {
    const now = Date.parse('2026-11-20T12:00:00Z')
    expect(daysUntil('2026-11-20T13:00:00Z', now)).toBe(1)
    expect(daysUntil('2026-11-22T11:00:00Z', now)).toBe(2)
  })
})
