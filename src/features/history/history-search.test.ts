import { describe, expect, it } from 'vitest'
import {
  filtersOf,
  hasFilters,
  historySearchString,
  isIsoDay,
  keepKnownDomain,
  parseHistorySearch,
  rowRange,
} from './history-search'

describe('parseHistorySearch', () => {
  it('reads every filter and the page', () => {
    expect(
      parseHistorySearch('kind=practice&system=SAT&subject=math&domain=algebra&from=2025-09-01&to=2025-09-30&page=3'),
    ).toEqual({
      kind: 'practice',
      system: 'SAT',
      subject: 'math',
      domain: 'algebra',
      from: '2025-09-01',
      to: '2025-09-30',
      page: 3,
    })
  })

  it('starts on page 1 with no filter', () => {
    expect(parseHistorySearch('')).toEqual({ page: 1 })
  })

  it('drops every value the API would refuse, keeping the others', () => {
    expect(
      parseHistorySearch(
        'kind=quiz&system=ACT&subject=Math&domain=Algebra!&from=2025-02-30&to=yesterday&page=0&utm_source=mail',
      ),
    ).toEqual({ page: 1 })
    expect(parseHistorySearch('kind=evaluation&system=sat&page=-2')).toEqual({ kind: 'evaluation', page: 1 })
  })

  it('refuses pages that are not whole numbers or are too large', () => {
    for (const page of ['1.5', '2e3', ' 2', '02', '99999999', 'two', ''])
      expect(parseHistorySearch(`page=${encodeURIComponent(page)}`).page).toBe(1)
    expect(parseHistorySearch('page=1000000').page).toBe(1_000_000)
    expect(parseHistorySearch('page=1000001').page).toBe(1)
  })

  it('takes the first of a repeated parameter', () => {
    expect(parseHistorySearch('kind=practice&kind=evaluation')).toEqual({ kind: 'practice', page: 1 })
  })
})

describe('isIsoDay', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true)
    expect(isIsoDay('2025-02-29')).toBe(false)
    expect(isIsoDay('2025-13-01')).toBe(false)
    expect(isIsoDay('2025-9-1')).toBe(false)
    expect(isIsoDay('0000-01-01')).toBe(false)
    expect(isIsoDay('2025-09-01T00:00')).toBe(false)
    expect(isIsoDay(null)).toBe(false)
  })
})

describe('historySearchString', () => {
  it('writes the filters in one order and leaves page 1 out', () => {
    expect(historySearchString({ page: 1, to: '2025-09-30', kind: 'practice' })).toBe('kind=practice&to=2025-09-30')
    expect(historySearchString({ page: 2, subject: 'reading_writing' })).toBe('subject=reading_writing&page=2')
    expect(historySearchString({ page: 1 })).toBe('')
  })

  it('round-trips through parseHistorySearch', () => {
    const search = { page: 4, kind: 'short_test', system: 'EST', from: '2025-01-01' } as const
    expect(parseHistorySearch(historySearchString(search))).toEqual(search)
  })
})

describe('filters', () => {
  it('tells whether any filter is set, whatever the page', () => {
    expect(hasFilters(filtersOf(parseHistorySearch('page=3')))).toBe(false)
    expect(hasFilters(filtersOf(parseHistorySearch('from=2025-01-01')))).toBe(true)
    expect(filtersOf({ page: 2, kind: 'division' })).toEqual({ kind: 'division' })
  })

  const catalog = {
    subjects: [
      { id: 'math', domains: [{ id: 'algebra' }, { id: 'advanced_math' }] },
      { id: 'reading_writing', domains: [{ id: 'craft_and_structure' }] },
    ],
  }

  it('keeps a domain the catalog has, under the chosen subject if one is', () => {
    expect(keepKnownDomain({ domain: 'algebra' }, catalog)).toEqual({ domain: 'algebra' })
    expect(keepKnownDomain({ subject: 'math', domain: 'algebra' }, catalog)).toEqual({
      subject: 'math',
      domain: 'algebra',
    })
  })

  it('drops a domain the catalog does not have, or one of another subject', () => {
    expect(keepKnownDomain({ domain: 'astrology', kind: 'practice' }, catalog)).toEqual({ kind: 'practice' })
    expect(keepKnownDomain({ subject: 'reading_writing', domain: 'algebra' }, catalog)).toEqual({
      subject: 'reading_writing',
    })
  })
})

describe('rowRange', () => {
  it('counts rows up to the end of the page', () => {
    expect(rowRange(1, 10, 10)).toEqual({ first: 1, last: 10 })
    expect(rowRange(3, 10, 4)).toEqual({ first: 21, last: 24 })
  })
})
