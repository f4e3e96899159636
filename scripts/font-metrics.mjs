// Metric-matched fallback faces for the web fonts (src/fonts.css): reads the real font files' tables
// (head, hhea, OS/2, cmap, hmtx; WOFF2 unpacked with Node's own brotli) and prints the @font-face
// descriptors that make a local system face take the web font's room, so the swap does not move the layout.
//   size-adjust      = the web font's average advance / the local face's, over the product's own strings
//                      (the msgstr of locales/<locale>/messages.po, so the weighting is the text people read)
//   ascent-override  = web ascender / unitsPerEm / size-adjust (size-adjust scales the overrides too)
//   descent-override, line-gap-override: likewise from the web font's hhea (what Chrome on Linux and Android reads)
// Arabic is measured on the contextual forms (initial, medial, final) a shaper would pick, through the
// presentation-forms code points both fonts map, and lam-alef ligatures: the isolated letters alone are wider.
// usage: node scripts/font-metrics.mjs <en|ar> <web font .woff2> <local face .ttf> [<local face .ttf> ...]
import { readFileSync } from 'node:fs'
import { brotliDecompressSync } from 'node:zlib'

// WOFF2's table directory names the common tables by index (WOFF2 spec, 5.1).
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
    .split(' ')
    .map((tag) => tag.replace('_', ' '))

function readBase128(buffer, state) {
  let value = 0
  for (let i = 0; i < 5; i++) {
    const byte = buffer[state.at++]
    value = value * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) return value
  }
  throw new Error('bad UIntBase128')
}

/** The tables of a WOFF2 file, by tag (only untransformed ones are usable; hmtx keeps its advances either way). */
function woff2Tables(buffer) {
  const numTables = buffer.readUInt16BE(12)
  const state = { at: 48 }
  const entries = []
  for (let i = 0; i < numTables; i++) {
    const flags = buffer[state.at++]
    let tag = KNOWN_TAGS[flags & 0x3f]
    if ((flags & 0x3f) === 63) {
      tag = buffer.toString('latin1', state.at, state.at + 4)
      state.at += 4
    }
    const version = flags >> 6
    const origLength = readBase128(buffer, state)
    // glyf and loca are transformed at version 0; every other table at a non-zero version.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0
    const length = transformed ? readBase128(buffer, state) : origLength
    entries.push({ tag, length, transformed })
  }
  const stream = brotliDecompressSync(buffer.subarray(state.at, state.at + buffer.readUInt32BE(20)))
  const tables = new Map()
  let offset = 0
  for (const entry of entries) {
    tables.set(entry.tag, { data: stream.subarray(offset, offset + entry.length), transformed: entry.transformed })
    offset += entry.length
  }
  return tables
}

/** The tables of a TrueType/OpenType file, by tag. */
function sfntTables(buffer) {
  const tables = new Map()
  for (let i = 0; i < buffer.readUInt16BE(4); i++) {
    const record = 12 + i * 16
    const offset = buffer.readUInt32BE(record + 8)
    tables.set(buffer.toString('latin1', record, record + 4), {
      data: buffer.subarray(offset, offset + buffer.readUInt32BE(record + 12)),
      transformed: false,
    })
  }
  return tables
}

/** Code point → glyph id, from the cmap's Unicode subtables (formats 4 and 12). */
function readCmap(cmap) {
  const glyphs = new Map()
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const platform = cmap.readUInt16BE(4 + i * 8)
    const encoding = cmap.readUInt16BE(6 + i * 8)
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue
    const table = cmap.subarray(cmap.readUInt32BE(8 + i * 8))
    const format = table.readUInt16BE(0)
    if (format === 4) {
      const segments = table.readUInt16BE(6) / 2
      const ends = 14
      const starts = ends + segments * 2 + 2
      const deltas = starts + segments * 2
      const rangeOffsets = deltas + segments * 2
      for (let s = 0; s < segments; s++) {
        const end = table.readUInt16BE(ends + s * 2)
        const start = table.readUInt16BE(starts + s * 2)
        const delta = table.readInt16BE(deltas + s * 2)
        const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2)
        for (let code = start; code <= end && code !== 0xffff; code++) {
          let glyph
          if (rangeOffset === 0) glyph = (code + delta) & 0xffff
          else {
            const at = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2
            glyph = table.readUInt16BE(at)
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff
          }
          if (glyph !== 0 && !glyphs.has(code)) glyphs.set(code, glyph)
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < table.readUInt32BE(12); g++) {
        const start = table.readUInt32BE(16 + g * 12)
        const end = table.readUInt32BE(20 + g * 12)
        const first = table.readUInt32BE(24 + g * 12)
        for (let code = start; code <= end; code++) glyphs.set(code, first + code - start)
      }
    }
  }
  return glyphs
}

/** The metrics a fallback needs from one font file. */
export function readFont(file) {
  const buffer = readFileSync(file)
  const tables = buffer.toString('latin1', 0, 4) === 'wOF2' ? woff2Tables(buffer) : sfntTables(buffer)
  const table = (tag) => {
    const found = tables.get(tag)
    if (!found || (found.transformed && tag !== 'hmtx')) throw new Error(`${file}: no usable ${tag} table`)
    return found
  }
  const head = table('head').data
  const hhea = table('hhea').data
  const os2 = table('OS/2').data
  const numberOfHMetrics = hhea.readUInt16BE(34)
  const hmtx = table('hmtx')
  // A transformed hmtx starts with one flags byte, then the advances (WOFF2 spec, 5.4).
  const advancesAt = hmtx.transformed ? 1 : 0
  const advanceStep = hmtx.transformed ? 2 : 4
  const cmap = readCmap(table('cmap').data)
  const fvar = tables.get('fvar')?.data
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    typo: { ascender: os2.readInt16BE(68), descender: os2.readInt16BE(70), lineGap: os2.readInt16BE(72) },
    win: { ascent: os2.readUInt16BE(74), descent: os2.readUInt16BE(76) },
    xAvgCharWidth: os2.readInt16BE(2),
    // Variable fonts: the default instance is what hmtx holds (the first axis' default, e.g. wght 400).
    defaultAxis: fvar ? `${fvar.toString('latin1', 16, 20)} ${fvar.readInt32BE(24) / 65536}` : undefined,
    advance(codePoint) {
      const glyph = cmap.get(codePoint)
      if (glyph === undefined) return undefined
      const index = Math.min(glyph, numberOfHMetrics - 1)
      return hmtx.data.readUInt16BE(advancesAt + index * advanceStep) / head.readUInt16BE(18)
    },
  }
}

// Arabic letters → their presentation forms (isolated, final, initial, medial), U+FE80 onwards in
// Unicode's order: a letter with 2 forms joins only the letter before it, one with 4 joins both sides.
// prettier-ignore
const ARABIC_FORM_COUNTS = [
  [0x621, 1], [0x622, 2], [0x623, 2], [0x624, 2], [0x625, 2], [0x626, 4], [0x627, 2], [0x628, 4], [0x629, 2],
  [0x62a, 4], [0x62b, 4], [0x62c, 4], [0x62d, 4], [0x62e, 4], [0x62f, 2], [0x630, 2], [0x631, 2], [0x632, 2],
  [0x633, 4], [0x634, 4], [0x635, 4], [0x636, 4], [0x637, 4], [0x638, 4], [0x639, 4], [0x63a, 4], [0x641, 4],
  [0x642, 4], [0x643, 4], [0x644, 4], [0x645, 4], [0x646, 4], [0x647, 4], [0x648, 2], [0x649, 2], [0x64a, 4],
]
const arabicForms = new Map()
{
  let next = 0xfe80
  for (const [letter, count] of ARABIC_FORM_COUNTS) {
    arabicForms.set(letter, { count, first: next })
    next += count
  }
}
const LAM = 0x644
// Lam + alef (madda, hamza above, hamza below, plain) → ligature, isolated then final.
const LAM_ALEF = new Map([
  [0x622, 0xfef5],
  [0x623, 0xfef7],
  [0x625, 0xfef9],
  [0x627, 0xfefb],
])
const isMark = (code) => (code >= 0x64b && code <= 0x652) || code === 0x670

/** The code points a shaper would draw for a run of text: Arabic letters in their joining forms. */
export function shapeArabic(text) {
  const codes = [...text].map((char) => char.codePointAt(0)).filter((code) => !isMark(code))
  const joinsNext = (code) => arabicForms.get(code)?.count === 4 || code === 0x640
  const joinsPrevious = (code) => (arabicForms.get(code)?.count ?? 0) >= 2 || code === 0x640
  const shaped = []
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]
    const forms = arabicForms.get(code)
    if (!forms || forms.count === 1) {
      shaped.push(code)
      continue
    }
    const fromPrevious = i > 0 && joinsNext(codes[i - 1]) && joinsPrevious(code)
    if (code === LAM && LAM_ALEF.has(codes[i + 1])) {
      shaped.push(LAM_ALEF.get(codes[i + 1]) + (fromPrevious ? 1 : 0))
      i++
      continue
    }
    const toNext = i + 1 < codes.length && joinsNext(code) && joinsPrevious(codes[i + 1])
    const form = fromPrevious ? (toNext ? 3 : 1) : toNext ? 2 : 0
    shaped.push(forms.first + form)
  }
  return shaped
}

/** The product's own strings in one language: every msgstr of its catalog. */
export function catalogText(locale) {
  const po = readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8')
  return [...po.matchAll(/^msgstr "(.*)"$/gm)].map((match) => match[1].replace(/\{\w+\}|\\n/g, ' ')).join(' ')
}

/** Average advance (in em) over the code points both fonts draw, each as often as the text has it. */
function averageAdvances(codes, fonts) {
  const sums = fonts.map(() => 0)
  let counted = 0
  for (const code of codes) {
    const advances = fonts.map((font) => font.advance(code))
    if (advances.some((advance) => advance === undefined)) continue
    advances.forEach((advance, i) => (sums[i] += advance))
    counted++
  }
  return { averages: sums.map((sum) => sum / counted), counted }
}

const percent = (value) => `${(value * 100).toFixed(2)}%`

/** The descriptors of a fallback face over `local`, sized to take the web font's room. */
export function fallbackDescriptors(web, local, codes) {
  const { averages, counted } = averageAdvances(codes, [web, local])
  const sizeAdjust = averages[0] / averages[1]
  return {
    counted,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(web.ascender / web.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(web.descender) / web.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(web.lineGap / web.unitsPerEm / sizeAdjust),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [locale, webFile, ...localFiles] = process.argv.slice(2)
  if (!['en', 'ar'].includes(locale) || !webFile || !localFiles.length) {
    console.error('usage: node scripts/font-metrics.mjs <en|ar> <web font .woff2> <local face .ttf> ...')
    process.exit(2)
  }
  const text = catalogText(locale)
  const codes =
    locale === 'ar' ? shapeArabic(text).filter((code) => code >= 0x600) : [...text].map((c) => c.codePointAt(0))
  const web = readFont(webFile)
  const { advance: _a, ...webMetrics } = web
  console.log(webFile, JSON.stringify(webMetrics))
  for (const file of localFiles) {
    const local = readFont(file)
    const { advance: _b, ...localMetrics } = local
    console.log(file, JSON.stringify(localMetrics))
    console.log('  ', JSON.stringify(fallbackDescriptors(web, local, codes)))
  }
}
