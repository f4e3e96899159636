import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FONTS, makeSubset, UNICODE_RANGES, unicodeRangeText } from './subset-fonts.mjs'

describe('the subset web fonts (scripts/subset-fonts.mjs)', () => {
  it('are committed as the script makes them from the installed fonts', async () => {
    for (const font of FONTS) expect((await makeSubset(font)).equals(readFileSync(font.target)), font.target).toBe(true)
  })

  it('are declared in src/fonts.css with the ranges they were cut to', () => {
    const css = readFileSync('src/fonts.css', 'utf8').replace(/\s+/g, ' ')
    expect(css).toContain(`unicode-range: ${UNICODE_RANGES.notoArabic};`)
    expect(css).toContain(`unicode-range: ${UNICODE_RANGES.inter};`)
  })

  it('draw every character of the Arabic interface (the Arabic face or Inter), so no string falls to a system face', () => {
    const covered = new Set(unicodeRangeText(`${UNICODE_RANGES.notoArabic}, ${UNICODE_RANGES.inter}`))
    const catalog = readFileSync('locales/ar/messages.po', 'utf8')
    const translations = [...catalog.matchAll(/^msgstr "(.*)"$/gm)].map(([, text]) => text).join('')
    const missing = [...new Set(translations)].filter((character) => !covered.has(character))
    expect(missing.map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([])
  })
})
