import type { Locale } from '~/i18n/locale'
import type { HelpArticle, HelpArticleText } from './articles'

const ARABIC_INDIC_ZERO = 0x0660
const PERSIAN_ZERO = 0x06f0

/**
 * Text as the search compares it: case folded, accents and Arabic diacritics (tashkeel, the
 * dagger alif) dropped, hamza seats and alif forms (أ إ آ ٱ ؤ ئ) reduced to their bare letter
 * (Unicode decomposition does most of it), ى read as ي and ة as ه, the tatweel and direction
 * marks removed, Arabic-Indic and Persian digits read as Western ones (and ٪ as %), curly
 * apostrophes as straight ones, dashes as hyphens, and runs of spaces made one.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u0640\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/\u066a/g, '%')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

function searchableText({ title, summary, body, steps = [] }: HelpArticleText): string {
  return normalizeForSearch([title, summary, ...body, ...steps].join(' '))
}

/**
 * The articles whose title, summary, body or steps in `locale` contain every word of `query`
 * (in any order), in their usual order; all of them for an empty query.
 */
export function searchHelpArticles(
  articles: readonly HelpArticle[],
  query: string,
  locale: Locale,
): readonly HelpArticle[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean)
  if (!words.length) return articles
  return articles.filter((article) => {
    const text = searchableText(article[locale])
    return words.every((word) => text.includes(word))
  })
}
