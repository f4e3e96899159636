import { afterEach, describe, expect, it } from 'vitest'
import { applyDocumentLocale, directionOf, readStoredLocale, storeLocale } from './locale'

afterEach(() => {
  document.cookie = 'i18n_redirected=; Path=/; Max-Age=0'
})

describe('locale', () => {
  it('defaults to English when no language is stored', () => {
    expect(readStoredLocale()).toBe('en')
  })

  it('stores the language in the i18n_redirected cookie and reads it back', () => {
    storeLocale('ar')
    expect(document.cookie).toContain('i18n_redirected=ar')
    expect(readStoredLocale()).toBe('ar')
  })

  it('ignores a cookie value that is not a supported language', () => {
    document.cookie = 'i18n_redirected=fr; Path=/'
    expect(readStoredLocale()).toBe('en')
  })

  it('sets lang and dir on <html>: Arabic is right to left', () => {
    applyDocumentLocale('ar')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    applyDocumentLocale('en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(directionOf('ar')).toBe('rtl')
  })
})
