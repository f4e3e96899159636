// Prerender (issue 15): the first screen of the public pages and the signed-in frame, in both
// languages, into HTML files the server picks per request (server/src/http/spa.ts).
// Runs after `vite build` (the client, in dist/) and `vite build --ssr` (the renderer, in
// .prerender-build/): React's own static renderer (`react-dom/static`) renders the real <App> tree,
// which the browser then hydrates (src/main.tsx). Writes dist/prerendered/<locale>/<route>.html,
// dist/prerendered/<locale>/index.html (no first screen, but the right language and direction) and
// dist/prerendered/pages.json (path → route name and whether it is the signed-in form).
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const dist = path.resolve(process.env.SPA_DIR ?? 'dist')
const renderer = path.resolve('.prerender-build/render-page.js')
const locales = { en: 'ltr', ar: 'rtl' }

const template = await readFile(path.join(dist, 'index.html'), 'utf8')
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'))
const { renderPage, pagesToPrerender } = await import(pathToFileURL(renderer).href)
const { fontPreloadLinks } = existsSync('scripts/font-preloads.mjs')
  ? await import(pathToFileURL(path.resolve('scripts/font-preloads.mjs')).href)
  : { fontPreloadLinks: () => '' }

/** The chunk files a manifest entry needs (itself and its static imports), as URLs. */
function chunkClosure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(`/${chunk.file}`)) return seen
  seen.add(`/${chunk.file}`)
  for (const imported of chunk.imports ?? []) chunkClosure(imported, seen)
  return seen
}
const entryChunks = chunkClosure('index.html')
const routeModules = Object.fromEntries(
  [...(await readFile('src/app/routes.ts', 'utf8')).matchAll(/route\(\s*'(\w+)',[\s\S]*?import\('~\/([^']+)'\)/g)].map(
    ([, name, module]) => [name, `src/${module}.tsx`],
  ),
)

// The pages whose strings are all in the catalog's first part (FIRST_SCREEN_PAGES in src/app/routes.ts).
const FIRST_SCREEN_PAGES = new Set(['login', 'signup', 'forgotPassword'])

/** What hydration needs beside the page's code: the catalog, the layout and the page's chunks. */
function modulePreloads(page, locale) {
  const wanted = new Set()
  // The page's code (an entry of its own, which the HTML's entry adds after the first paint) and its chunks.
  chunkClosure('src/app/start-app.tsx', wanted)
  // The catalog's first part (every page), and the later one on the pages that wait for it
  // (src/app/routes.ts: every page but the public forms; scripts/split-catalog.mjs).
  chunkClosure(`locales/${locale}/messages.po?part=first-screen`, wanted)
  if (!page || !FIRST_SCREEN_PAGES.has(page.name)) chunkClosure(`locales/${locale}/messages.po?part=later`, wanted)
  // A signed-in page's reads start from the prefetching chunk (src/main.tsx): with the entry, not after it.
  // A signed-in page needs, beside the entry: the prefetching that starts its reads (src/main.tsx),
  // the query client, the session machine (it starts with a token), the layout and its user menu, the
  // page's reads and the page itself; all fetched at once from the HTML, none after another.
  if (page?.signedIn)
    for (const key of [
      'src/app/app-prefetching.ts',
      'src/app/query-client.ts',
      'src/features/session/app-session.ts',
      'src/app/layouts/default-layout.tsx',
      'src/app/layouts/layout-widgets.tsx',
      'src/app/page-reads.ts',
    ])
      chunkClosure(key, wanted)
  if (page) chunkClosure(routeModules[page.name], wanted)
  // None is fetched before the first paint: the entry loads the page's code after it (src/main.tsx), and
  // adds these module preloads then, from this list, so that they load beside that code, not after it.
  const startFile = `/${manifest['src/app/start-app.tsx'].file}`
  const files = [...wanted].filter((file) => !entryChunks.has(file) && file !== startFile)
  return files.length ? `<meta name="app-chunks" content="${files.join(' ')}">` : ''
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function documentFor(locale, page, rendered) {
  // React puts the resources it found (the logo's preload) before the tree: they go in <head>.
  const hoisted = rendered?.html.match(/^(<link [^>]*\/>)*/)[0] ?? ''
  const body = rendered?.html.slice(hoisted.length) ?? ''
  if (/\sstyle="|<script/i.test(body))
    throw new Error(`${page.path} (${locale}): inline style or script in the prerendered HTML, which the CSP refuses`)
  let html = template
    .replace(/<html lang="en" dir="ltr">/, `<html lang="${locale}" dir="${locales[locale]}">`)
    .replace('</head>', `${fontPreloadLinks(locale, dist)}${modulePreloads(page, locale)}${hoisted}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
  if (rendered) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
  if (!html.includes(`<html lang="${locale}"`)) throw new Error('index.html no longer has <html lang="en" dir="ltr">')
  return html
}

const pages = pagesToPrerender()
const index = {}
for (const locale of Object.keys(locales)) {
  const folder = path.join(dist, 'prerendered', locale)
  await mkdir(folder, { recursive: true })
  await writeFile(path.join(folder, 'index.html'), documentFor(locale, null, null))
  for (const page of pages) {
    const rendered = await renderPage({ path: page.path, locale, signedIn: page.signedIn })
    await writeFile(path.join(folder, `${page.name}.html`), documentFor(locale, page, rendered))
    index[page.path] = { name: page.name, signedIn: page.signedIn }
  }
}
await writeFile(path.join(dist, 'prerendered', 'pages.json'), `${JSON.stringify(index, null, 2)}\n`)
console.log(`Prerendered ${pages.length} pages in ${Object.keys(locales).length} languages into dist/prerendered/`)
