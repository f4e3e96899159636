import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fontPreloadLinks } from './font-preloads.mjs'

const inter = 'src/assets/fonts/inter-latin-wght-400-700.woff2'
const interExt = 'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'
const noto = 'src/assets/fonts/noto-sans-arabic-wght-400-700.woff2'

/** A build's manifest, as `vite build` writes it: the entry lists the files its stylesheet uses. */
async function buildWith(entryAssets: string[]) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'font-preloads-'))
  await mkdir(path.join(dist, '.vite'))
  const manifest = {
    'index.html': {
      file: 'assets/index-Ab12Cd34.js',
      src: 'index.html',
      isEntry: true,
      css: ['assets/index-Ef56Gh78.css'],
      assets: entryAssets,
    },
    [inter]: { file: 'assets/inter-latin-wght-400-700-Dx4kXJAl.woff2', src: inter },
    [interExt]: { file: 'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2', src: interExt },
    [noto]: { file: 'assets/noto-sans-arabic-wght-400-700-BhzieyvS.woff2', src: noto },
  }
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  return dist
}

describe('fontPreloadLinks', () => {
  let dist: string
  beforeAll(async () => {
    dist = await buildWith([
      'assets/inter-latin-wght-400-700-Dx4kXJAl.woff2',
      'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
      'assets/noto-sans-arabic-wght-400-700-BhzieyvS.woff2',
    ])
  })
  afterAll(() => rm(dist, { recursive: true, force: true }))

  it('preloads only Inter latin on English pages (never the Arabic font, nor latin-ext)', () => {
    expect(fontPreloadLinks('en', dist)).toBe(
      '<link rel="preload" href="/assets/inter-latin-wght-400-700-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin>',
    )
  })

  it("preloads Noto Sans Arabic's Arabic subset first on Arabic pages, then Inter latin for their Latin runs", () => {
    expect(fontPreloadLinks('ar', dist).split('\n')).toEqual([
      '<link rel="preload" href="/assets/noto-sans-arabic-wght-400-700-BhzieyvS.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/assets/inter-latin-wght-400-700-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin>',
    ])
  })

  it('refuses a build whose first-screen stylesheet does not use the font (a preload would be wasted)', async () => {
    const withoutArabic = await buildWith(['assets/inter-latin-wght-400-700-Dx4kXJAl.woff2'])
    try {
      expect(() => fontPreloadLinks('ar', withoutArabic)).toThrow(/does not use .*noto-sans-arabic-wght-400-700/)
    } finally {
      await rm(withoutArabic, { recursive: true, force: true })
    }
  })
})
