// The first screen's web fonts, cut to what the product draws (issue 15, "fast on a phone"):
// fontsource's Inter (latin) and Noto Sans Arabic (arabic) subsets, with their weight axis limited
// to 400–700 (the interface's normal, medium, semibold and bold: panda.config.ts and the recipes),
// and Noto Sans Arabic to the Arabic block (U+0600–06FF) and the joiners and direction marks: no
// Arabic Supplement or Extended letters and no presentation-form code points (the shaper still
// reaches every contextual form through the font's own substitutions, which the subset keeps).
// Each is then cut in two, the interface's characters and the rest (UNICODE_RANGES, below), each file
// with the exact unicode-range its @font-face declares (src/fonts.css).
//
// 48.3 → 30.0 KiB (Inter) and 166.0 → 36.5 KiB (Noto Sans Arabic); since the cores, a first screen
// downloads 20.9 KiB (English) or 20.9 + 15.8 KiB (Arabic) of fonts. Writes src/assets/fonts/*.woff2,
// which are committed; `npm test` checks they are what this script makes (scripts/subset-fonts.test.ts).
//
//   node scripts/subset-fonts.mjs           writes the files
//   node scripts/subset-fonts.mjs --check   exits 1 when a committed file differs
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WEIGHT_AXIS = { wght: { min: 400, max: 700 } }

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')
/** The characters of a CSS unicode-range list (`U+0000-00FF, U+0131, …`). */
export const unicodeRangeText = (list) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .map((part) => {
      const [from, to = from] = part.split('-').map((hex) => Number.parseInt(hex, 16))
      return range(from, to)
    })
    .join('')

/**
 * The unicode-range of each subset, as src/fonts.css declares it. Each face is cut in two (issue 15,
 * LCP on a slow phone): the characters the interface draws (the first screen preloads them: 19.9 KiB
 * for Inter, 15.8 KiB for Noto Sans Arabic, against 30.0 and 36.5 whole), and the rest of the old
 * range, from the same font, which a browser downloads only when a page draws one of them (an
 * accented name, a rare Arabic letter). The cores: Basic Latin and the punctuation of both catalogs
 * (dashes, quotes, guillemets, the ellipsis, ×, ÷, −, •, the bidi isolates); the Arabic letters and
 * their marks (U+0621–0652, tatweel among them), its comma, semicolon, question mark and percent
 * signs, and the joiners and direction marks.
 */
export const UNICODE_RANGES = {
  inter:
    'U+0000-007E, U+00A0, U+00AB, U+00BB, U+00D7, U+00F7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2066-2069, U+2212',
  interRest:
    'U+007F-009F, U+00A1-00AA, U+00AC-00BA, U+00BC-00D6, U+00D8-00F6, U+00F8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-2065, U+206A-206F, U+20AC, U+2122, U+2191, U+2193, U+2215, U+FEFF, U+FFFD',
  notoArabic: 'U+060C, U+061B, U+061F, U+0621-0652, U+066A-066C, U+200C-200F',
  notoArabicRest: 'U+0600-060B, U+060D-061A, U+061C-061E, U+0620, U+0653-0669, U+066D-06FF',
}

const INTER_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
const NOTO_ARABIC_SOURCE =
  'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'
export const FONTS = [
  {
    source: INTER_SOURCE,
    target: 'src/assets/fonts/inter-latin-wght-400-700.woff2',
    text: unicodeRangeText(UNICODE_RANGES.inter),
  },
  {
    source: INTER_SOURCE,
    target: 'src/assets/fonts/inter-latin-rest-wght-400-700.woff2',
    text: unicodeRangeText(UNICODE_RANGES.interRest),
  },
  {
    source: NOTO_ARABIC_SOURCE,
    target: 'src/assets/fonts/noto-sans-arabic-wght-400-700.woff2',
    text: unicodeRangeText(UNICODE_RANGES.notoArabic),
  },
  {
    source: NOTO_ARABIC_SOURCE,
    target: 'src/assets/fonts/noto-sans-arabic-rest-wght-400-700.woff2',
    text: unicodeRangeText(UNICODE_RANGES.notoArabicRest),
  },
]

/** The subset of one font, as bytes. */
export const makeSubset = (font) =>
  subsetFont(readFileSync(path.join(root, font.source)), font.text, {
    targetFormat: 'woff2',
    variationAxes: WEIGHT_AXIS,
  })

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  let stale = 0
  for (const font of FONTS) {
    const bytes = await makeSubset(font)
    const target = path.join(root, font.target)
    if (check) {
      const same = readFileSync(target, { flag: 'r' }).equals(bytes)
      if (!same) stale += 1
      console.log(`${same ? 'ok   ' : 'STALE'} ${font.target}`)
    } else {
      writeFileSync(target, bytes)
      console.log(`${font.target}: ${(bytes.length / 1024).toFixed(1)} KiB`)
    }
  }
  if (stale) {
    console.error('Run `node scripts/subset-fonts.mjs` and commit the fonts.')
    process.exit(1)
  }
}
