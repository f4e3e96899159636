import { describe, expect, it } from 'vitest'
import { negotiateLocale, translate } from './messages'

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['ar', 'ar'],
    ['ar-SA', 'ar'],
    ['fr-FR,ar;q=0.8,en;q=0.5', 'ar'],
    ['en;q=0.4,ar;q=0.9', 'ar'],
    ['de', 'en'],
    ['ar;q=0, en', 'en'],
  ])('picks a supported language from %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected)
  })
})

describe('translate', () => {
  it('fills parameters in both languages', () => {
    expect(translate('en', 'routeNotFound', { path: '/x' })).toBe('No API route matches /x')
    expect(translate('ar', 'routeNotFound', { path: '/x' })).toContain('/x')
  })
})
