// Preload links for the fonts a page's first screen draws (issue 15), for the prerender to put in each
// page's <head>: the browser then fetches them with the stylesheet instead of after the first layout.
// Only the faces the first screen uses in that language (src/fonts.css): English draws Latin in Inter;
// Arabic draws Arabic in Noto Sans Arabic's Arabic subset and its spaces, digits and Latin runs in Inter.
// Preloading any other subset (latin-ext, KaTeX's) would spend a slow network's first seconds on bytes
// the page may never use. The hashed file names come from the build's manifest.
import { readFileSync } from 'node:fs'
import path from 'node:path'

// The first screen's faces, cut to the product's characters and weights (scripts/subset-fonts.mjs).
const INTER_LATIN = 'src/assets/fonts/inter-latin-wght-400-700.woff2'
const NOTO_ARABIC = 'src/assets/fonts/noto-sans-arabic-wght-400-700.woff2'

/** The font sources (the manifest's keys) each language's first screen draws, most needed first. */
export const FIRST_SCREEN_FONTS = { en: [INTER_LATIN], ar: [NOTO_ARABIC, INTER_LATIN] }

/**
 * `<link rel="preload">` tags (one per line) for the first screen's fonts in `locale`, found in
 * `distDir/.vite/manifest.json`. Throws when the build has no such font in the entry's stylesheet:
 * a preload of a file the page does not use would waste the bandwidth it is meant to save.
 */
export function fontPreloadLinks(locale, distDir) {
  const sources = FIRST_SCREEN_FONTS[locale]
  if (!sources) throw new Error(`no first-screen fonts for locale ${locale}`)
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'))
  // The entry's assets and those of the chunks it imports statically (the first screen's code may sit in
  // a chunk of its own beside a small entry: vite.config.ts groups it).
  const entryAssets = new Set()
  const visit = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const asset of manifest[key].assets ?? []) entryAssets.add(asset)
    for (const imported of manifest[key].imports ?? []) visit(imported, seen)
  }
  visit('index.html')
  return sources
    .map((source) => {
      const file = manifest[source]?.file
      if (!file || !entryAssets.has(file))
        throw new Error(`the build's entry stylesheet does not use ${source} (src/fonts.css changed?)`)
      return `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`
    })
    .join('\n')
}
