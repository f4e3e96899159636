import { describe, expect, it } from 'vitest'
import { helpArticles } from './articles'
import { normalizeForSearch, searchHelpArticles } from './search'

const slugs = (query: string, locale: 'en' | 'ar') => searchHelpArticles(helpArticles, query, locale).map((a) => a.slug)

describe('normalizeForSearch', () => {
  it('ignores case, accents and spacing', () => {
    expect(normalizeForSearch('  Café  ÉVALUATION ')).toBe('cafe evaluation')
  })

  it('ignores Arabic diacritics, hamza seats, alif forms and the tatweel', () => {
    expect(normalizeForSearch('التَّقْيِيم')).toBe('التقييم')
    expect(normalizeForSearch('أ إ آ ٱ')).toBe('ا ا ا ا')
    expect(normalizeForSearch('مؤقت سئل')).toBe(normalizeForSearch('موقت سيل'))
    expect(normalizeForSearch('المؤقـــت')).toBe(normalizeForSearch('المؤقت'))
    expect(normalizeForSearch('مستوى الترقية')).toBe(normalizeForSearch('مستوي الترقيه'))
  })

  it('reads Arabic-Indic digits, the Arabic percent sign, curly apostrophes and dashes', () => {
    expect(normalizeForSearch('٤٥ ثانية ٧٠٪')).toBe(normalizeForSearch('45 ثانيه 70%'))
    expect(normalizeForSearch('We’re Sorry 200–800')).toBe("we're sorry 200-800")
  })
})

describe('searchHelpArticles', () => {
  it('returns every article for an empty query', () => {
    expect(searchHelpArticles(helpArticles, '   ', 'en')).toBe(helpArticles)
  })

  it('matches titles, summaries, body text and steps in the current language', () => {
    expect(slugs('Short Test', 'en')).toEqual(['points', 'divisions', 'timers'])
    expect(slugs('sandbox', 'en')).toEqual(['payments'])
    expect(slugs('SANDBOX', 'en')).toEqual(['payments'])
    expect(slugs('Delete my account', 'en')).toEqual(['your-account'])
    // English words are not found in the Arabic text, and the other way round.
    expect(slugs('sandbox', 'ar')).toEqual([])
    expect(slugs('التجريبية', 'en')).toEqual([])
  })

  it('needs every word, in any order', () => {
    expect(slugs('timer strict division', 'en')).toEqual(['divisions', 'timers'])
    expect(slugs('division strict timer', 'en')).toEqual(['divisions', 'timers'])
    expect(slugs('sandbox keyboard', 'en')).toEqual([])
  })

  it('finds Arabic text typed without diacritics or with other hamza forms', () => {
    expect(slugs('دفع تجريبيه', 'ar')).toEqual(['payments'])
    expect(slugs('اختبار قصير', 'ar')).toContain('divisions')
    expect(slugs('إختبار القصير', 'ar')).toContain('divisions')
    expect(slugs('٤٥ ثانية', 'ar')).toEqual(slugs('45 ثانية', 'ar'))
    expect(slugs('٤٥ ثانية', 'ar')).toContain('evaluations')
  })
})
