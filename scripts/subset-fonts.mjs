// The first screen's web fonts, cut to what the product draws (issue 15, "fast on a phone"):
// fontsource's Inter (latin) and Noto Sans Arabic (arabic) subsets, with their weight axis limited
// to 400–700 (the interface's normal, medium, semibold and bold: panda.config.ts and the recipes),
// and Noto Sans Arabic to the Arabic block (U+0600–06FF) and the joiners and direction marks: no
// Arabic Supplement or Extended letters and no presentation-form code points (the shaper still
// reaches every contextual form through the font's own substitutions, which the subset keeps).
// Inter keeps the exact unicode-range its @font-face declares (src/fonts.css).
//
// 48.3 → 30.0 KiB (Inter) and 166.0 → 36.5 KiB (Noto Sans Arabic). Writes src/assets/fonts/*.woff2,
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

/** The unicode-range of each subset, as src/fonts.css declares it. */
export const UNICODE_RANGES = {
  inter:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  notoArabic: 'U+0600-06FF, U+200C-200F',
}

export const FONTS = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'src/assets/fonts/inter-latin-wght-400-700.woff2',
    text: unicodeRangeText(UNICODE_RANGES.inter),
  },
  {
    source: 'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    target: 'src/assets/fonts/noto-sans-arabic-wght-400-700.woff2',
    text: unicodeRangeText(UNICODE_RANGES.notoArabic),
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
