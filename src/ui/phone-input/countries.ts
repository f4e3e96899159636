import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'
import { toAsciiDigits } from './numerals'

/**
 * One option of the country select (spec §3: name, iso2 code, dial code, priority). The spec's
 * optional area codes are left out: libphonenumber's metadata tells apart the countries that share
 * a dial code (+1, +7, +44…) from the number itself.
 */
export interface CountryEntry {
  /** The country's name in the interface language (`Intl.DisplayNames`). */
  name: string
  iso2: CountryCode
  /** Without the plus: `'20'`. */
  dialCode: string
  /** 0 the default country, 1 Arab League members, 2 other common countries, 3 the rest. */
  priority: 0 | 1 | 2 | 3
  /** Names the search matches (interface language and English), folded by `foldForSearch`. */
  searchNames: readonly string[]
}

// Arab League members, Egypt and the Gulf first: the product is Egypt-centred and many learners'
// families live in the Gulf.
const ARAB_COUNTRIES: readonly CountryCode[] = [
  'EG',
  'SA',
  'AE',
  'KW',
  'QA',
  'BH',
  'OM',
  'JO',
  'LB',
  'PS',
  'IQ',
  'SY',
  'YE',
  'LY',
  'SD',
  'TN',
  'DZ',
  'MA',
  'MR',
  'SO',
  'DJ',
  'KM',
]

// Countries learners often study in or move from; Russia also stands for +7 before Kazakhstan.
const COMMON_COUNTRIES: readonly CountryCode[] = ['US', 'GB', 'CA', 'DE', 'FR', 'IT', 'TR', 'RU']

function priorityOf(iso2: CountryCode, first: CountryCode | undefined): CountryEntry['priority'] {
  if (iso2 === first) return 0
  if (ARAB_COUNTRIES.includes(iso2)) return 1
  if (COMMON_COUNTRIES.includes(iso2)) return 2
  return 3
}

/** Lower case, without diacritics or Arabic short vowels, Arabic letter variants unified. */
export function foldForSearch(text: string): string {
  return toAsciiDigits(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '') // tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .trim()
}

const listCache = new Map<string, readonly CountryEntry[]>()

/**
 * Every country libphonenumber knows, named in `locale`: the default country first, then the Arab
 * countries, then a few common ones, then the rest in the locale's alphabetical order.
 */
export function countryList(locale: string, first?: CountryCode): readonly CountryEntry[] {
  const key = `${locale}:${first ?? ''}`
  const cached = listCache.get(key)
  if (cached) return cached

  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(locale)
  const fixedOrder = [...ARAB_COUNTRIES, ...COMMON_COUNTRIES]

  const entries = getCountries().map((iso2): CountryEntry => {
    const name = names.of(iso2) ?? iso2
    const english = englishNames.of(iso2) ?? iso2
    return {
      name,
      iso2,
      dialCode: getCountryCallingCode(iso2),
      priority: priorityOf(iso2, first),
      searchNames: [...new Set([foldForSearch(name), foldForSearch(english)])],
    }
  })
  entries.sort(
    (a, b) =>
      a.priority - b.priority ||
      (a.priority < 3 ? fixedOrder.indexOf(a.iso2) - fixedOrder.indexOf(b.iso2) : 0) ||
      collator.compare(a.name, b.name),
  )
  listCache.set(key, entries)
  return entries
}

/** The country's name in `locale`, or its code when the runtime does not know it. */
export function countryName(iso2: CountryCode, locale: string): string {
  return countryList(locale).find((entry) => entry.iso2 === iso2)?.name ?? iso2
}

/**
 * The country a dial code most likely means while the number is too short to tell (+1 is the US
 * until the area code says Canada): the Arab and common countries first, then by iso2 code.
 */
export function mainCountryForDialCode(dialCode: string): CountryCode | undefined {
  const sharing = getCountries().filter((iso2) => getCountryCallingCode(iso2) === dialCode)
  const fixedOrder = [...ARAB_COUNTRIES, ...COMMON_COUNTRIES]
  const preferred = fixedOrder.find((iso2) => sharing.includes(iso2))
  return preferred ?? sharing.sort()[0]
}

/**
 * The countries matching a search by name (in the interface language or English), iso2 code or
 * dial code (`20`, `+20`, `٢٠`), best matches first; the list's order otherwise.
 */
export function searchCountries(countries: readonly CountryEntry[], query: string): readonly CountryEntry[] {
  const folded = foldForSearch(query)
  if (folded === '') return countries
  const dial = /^\+?\s*(\d+)$/.exec(folded)?.[1]

  const rank = (entry: CountryEntry): number => {
    if (dial !== undefined) {
      if (entry.dialCode === dial) return 0
      return entry.dialCode.startsWith(dial) ? 1 : -1
    }
    if (folded.length === 2 && entry.iso2.toLowerCase() === folded) return 0
    if (entry.searchNames.some((name) => name.startsWith(folded))) return 1
    if (entry.searchNames.some((name) => name.split(/[\s\-–(),.]+/).some((word) => word.startsWith(folded)))) return 2
    if (entry.searchNames.some((name) => name.includes(folded))) return 3
    return -1
  }

  return countries
    .map((entry, index) => ({ entry, index, rank: rank(entry) }))
    .filter((match) => match.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((match) => match.entry)
}
