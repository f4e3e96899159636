import { describe, expect, it } from 'vitest'
import { countryList, foldForSearch, mainCountryForDialCode, searchCountries } from './countries'

describe('countryList', () => {
  it('puts the default country first, then the Arab countries, then common ones, then A to Z', () => {
    const list = countryList('en', 'EG')
    expect(list.slice(0, 4).map((entry) => entry.iso2)).toEqual(['EG', 'SA', 'AE', 'KW'])
    const firstCommon = list.findIndex((entry) => entry.priority === 2)
    expect(list[firstCommon]?.iso2).toBe('US')
    const rest = list.filter((entry) => entry.priority === 3).map((entry) => entry.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')))
    expect(list.length).toBeGreaterThan(240)
  })

  it('moves another default country to the top', () => {
    expect(countryList('en', 'US')[0]).toMatchObject({ iso2: 'US', dialCode: '1', priority: 0 })
  })

  it('names countries in the interface language', () => {
    expect(countryList('ar', 'EG')[0]).toMatchObject({ name: 'مصر', iso2: 'EG', dialCode: '20' })
    expect(countryList('en', 'EG')[0]?.name).toBe('Egypt')
  })
})

describe('searchCountries', () => {
  const en = countryList('en', 'EG')
  const ar = countryList('ar', 'EG')
  const codes = (query: string, list = en) => searchCountries(list, query).map((entry) => entry.iso2)

  it('finds by name, iso2 code or dial code', () => {
    expect(codes('saudi')[0]).toBe('SA')
    expect(codes('eg')[0]).toBe('EG')
    expect(codes('+966')).toEqual(['SA'])
    expect(codes('20')[0]).toBe('EG')
    expect(codes('٢٠')[0]).toBe('EG')
    expect(codes('united')).toEqual(expect.arrayContaining(['AE', 'GB', 'US']))
  })

  it('finds Arabic names without hamza or short vowels, and English names in Arabic', () => {
    expect(codes('مصر', ar)[0]).toBe('EG')
    expect(codes('الامارات', ar)[0]).toBe('AE')
    expect(codes('egypt', ar)[0]).toBe('EG')
  })

  it('gives everything for an empty query and nothing for nonsense', () => {
    expect(searchCountries(en, '  ')).toBe(en)
    expect(codes('zzzz')).toEqual([])
  })

  it('folds case and diacritics', () => {
    expect(foldForSearch('Côte d’Ivoire')).toBe('cote d’ivoire')
    expect(codes('cote')).toContain('CI')
  })
})

describe('mainCountryForDialCode', () => {
  it('picks the main country of a shared dial code', () => {
    expect(mainCountryForDialCode('1')).toBe('US')
    expect(mainCountryForDialCode('44')).toBe('GB')
    expect(mainCountryForDialCode('7')).toBe('RU')
    expect(mainCountryForDialCode('20')).toBe('EG')
    expect(mainCountryForDialCode('999')).toBeUndefined()
  })
})
