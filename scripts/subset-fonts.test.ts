import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FONTS, makeSubset, UNICODE_RANGES, unicodeRangeText } from './subset-fonts.mjs'

describe('the subset web fonts (scripts/subset-fonts.mjs)', () => {
  it('are committed as the script makes them from the installed fonts', async () => {
    for (const font of FONTS) expect((await makeSubset(font)).equals(readFileSync(font.target)), font.target).toBe(true)
  })

  it('are declared in src/fonts.css with the ranges they were cut to', () => {
    const css = readFileSync('src/fonts.css', 'utf8').replace(/\s+/g, ' ')
    for (const range of Object.values(UNICODE_RANGES)) expect(css).toContain(`unicode-range: ${range};`)
  })

  it('cut each face in two without losing or sharing a character', () => {
    const old = {
      inter:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
      notoArabic: 'U+0600-06FF, U+200C-200F',
    }
    for (const [core, rest, whole] of [
      [UNICODE_RANGES.inter, UNICODE_RANGES.interRest, old.inter],
      [UNICODE_RANGES.notoArabic, UNICODE_RANGES.notoArabicRest, old.notoArabic],
    ] as const) {
      const coreText = unicodeRangeText(core)
      const restText = new Set(unicodeRangeText(rest))
      expect([...coreText].filter((character) => restText.has(character))).toEqual([])
      expect([...new Set(coreText + [...restText].join(''))].sort()).toEqual(
        [...new Set(unicodeRangeText(whole))].sort(),
      )
    }
  })

  it('draw every character of the English interface with the first screen’s Inter', () => {
    const covered = new Set(unicodeRangeText(UNICODE_RANGES.inter))
    const catalog = readFileSync('locales/en/messages.po', 'utf8')
    const translations = [...catalog.matchAll(/^msgstr "(.*)"$/gm)].map(([, text]) => text).join('')
    const missing = [...new Set(translations)].filter((character) => !covered.has(character))
    expect(missing.map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([])
  })

  it('draw every character of the Arabic interface with the first screen’s faces (the Arabic one or Inter)', () => {
    const covered = new Set(unicodeRangeText(`${UNICODE_RANGES.notoArabic}, ${UNICODE_RANGES.inter}`))
    const catalog = readFileSync('locales/ar/messages.po', 'utf8')
    const translations = [...catalog.matchAll(/^msgstr "(.*)"$/gm)].map(([, text]) => text).join('')
    const missing = [...new Set(translations)].filter((character) => !covered.has(character))
    expect(missing.map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([])
  })
})
