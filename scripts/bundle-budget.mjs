// Bundle budget: what the browser downloads, gzip, read from Vite's manifest (`<dist>/.vite/manifest.json`;
// run after `vite build`; the dist folder is the first argument, `dist` by default).
// - `/`: the entry, the page's code it loads after the first paint, the login route's chunk, everything they import statically (what the browser
//   preloads) and the catalog of the page's language (the larger of en and ar) at or under 100 KiB.
//   History: 120 KiB of code (issue 2), 155 KiB once the session machine, the toasts, the query
//   client and the runtime config joined the first screen (issue 5), with each catalog measured on
//   its own (16 KiB); 100 KiB catalog included since issue 15 ("fast on a phone").
// - Each other route's own chunks (what it adds on top of `/`) at or under 40 KiB: 40 since issue 2,
//   60 for the practice form's Ark Select and NumberInput (issue 5), 40 again since issue 15, whose
//   parts used later in a page (the practice form's advanced controls, KaTeX) load on demand: they
//   are listed as "later" and not counted.
// - Code every page after `/` runs on, loaded on demand since issue 15 and counted once, each a row of
//   its own at 40 KiB: the session machine (with a token, or at a visitor's first interaction: the
//   login sends its event to it) and the query client (before any page that reads data: every page
//   but `/`). A route's own chunks are what it adds to those.
// - The stylesheet the first screen needs (the ones index.html links and the login route's CSS) at
//   or under 25 KiB since issue 15. Each route's own CSS is reported beside its code.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const ENTRY_BUDGET = 100 * 1024
const ROUTE_BUDGET = 40 * 1024
const FIRST_SCREEN_CSS_BUDGET = 25 * 1024
const LOCALES = ['en', 'ar']

const dist = path.resolve(process.argv[2] ?? 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0)
const without = (files, loaded) => new Set([...files].filter((file) => !loaded.has(file)))

/** The chunk's file and every chunk it imports statically (what the browser preloads). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`Not in the Vite manifest: ${key}`)
  if (seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}

const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
/** The stylesheets the chunks bring (Vite inserts them with the chunk). */
const stylesheets = (files) => new Set([...files].flatMap((file) => chunkByFile.get(file)?.css ?? []))

/** Chunks the given ones import dynamically, with their own static imports, minus what is loaded. */
function later(files, loaded) {
  const found = new Set()
  for (const file of files) for (const key of chunkByFile.get(file)?.dynamicImports ?? []) closure(key, found)
  return without(found, loaded)
}

// Route table: src/app/routes.ts, route('name', 'layout', msg`…`, () => import('~/…')), on one line or several.
const routesSource = readFileSync('src/app/routes.ts', 'utf8')
const routes = [...routesSource.matchAll(/route\(\s*'(\w+)',\s*'([\w-]+)',[\s\S]*?import\('~\/([^']+)'\)/g)].map(
  ([, name, layout, module]) => ({ name, layout, key: `src/${module}.tsx` }),
)
if (routes.length < 20) throw new Error(`Expected the spec's routes in src/app/routes.ts, found ${routes.length}`)
const login = routes.find((route) => route.name === 'login')

// Layouts loaded on demand (src/app/layouts/index.ts imports `./default-layout` dynamically and maps
// `default: DefaultLayout`): a route under one starts from the layout's chunks.
const layoutsSource = readFileSync('src/app/layouts/index.ts', 'utf8')
const lazyLayoutModules = new Set([...layoutsSource.matchAll(/import\('\.\/([\w-]+)'\)/g)].map(([, module]) => module))
const kebab = (name) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase()
const layoutKeys = Object.fromEntries(
  [...layoutsSource.matchAll(/^\s*'?([\w-]+)'?: (\w+),$/gm)]
    .filter(([, , component]) => lazyLayoutModules.has(kebab(component)))
    .map(([, kind, component]) => [kind, `src/app/layouts/${kebab(component)}.tsx`]),
)

// The login page is in the entry's own chunk (vite.config.ts groups them): Rolldown then gives its
// dynamic import no chunk of its own, and the manifest no entry.
// The entry loads the page's code (start-app.tsx, an entry of its own) after the first paint: counted with it,
// and so is the Intl warm-up the HTML loads beside it (prepare-intl.ts).
const entryCode = closure('src/prepare-intl.ts', closure('src/app/start-app.tsx', closure('index.html')))
const firstScreenCode = manifest[login.key] ? closure(login.key, entryCode) : entryCode
// Each language's catalog: the first screen's part when it is split (scripts/split-catalog.mjs), the
// rest loaded before any other screen; else the whole catalog.
const catalogKey = (locale, part) => `locales/${locale}/messages.po${part ? `?part=${part}` : ''}`
const isSplit = Boolean(manifest[catalogKey('en', 'first-screen')])
const catalogs = LOCALES.map((locale) => ({
  locale,
  files: without(closure(catalogKey(locale, isSplit ? 'first-screen' : undefined)), firstScreenCode),
}))
for (const catalog of catalogs) catalog.size = total(catalog.files)
const largestCatalog = catalogs.reduce((largest, catalog) => (catalog.size > largest.size ? catalog : largest))
const codeSize = total(firstScreenCode)

const linked = [...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<link\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => /\brel="?stylesheet\b/.test(tag))
  .map((tag) => tag.match(/\bhref="?\/?([^"\s>]+)/)[1])
const firstScreenCss = new Set([...linked, ...stylesheets(firstScreenCode)])

// Every route after `/` starts from there, in either language, with the rest of the catalog.
const loaded = new Set(firstScreenCode)
for (const catalog of catalogs) for (const file of catalog.files) loaded.add(file)
const laterCatalogs = isSplit
  ? LOCALES.map((locale) => ({
      locale,
      key: catalogKey(locale, 'later'),
      files: without(closure(catalogKey(locale, 'later')), loaded),
    }))
  : []

/** What a chunk adds on top of what is loaded already: its code, its CSS and what it loads later. */
function ownRow(label, key, loadedBefore) {
  const own = without(closure(key), loadedBefore)
  const css = without(stylesheets(own), firstScreenCss)
  const deferred = later(own, loadedBefore)
  const extras = [
    css.size ? `own CSS ${kib(total(css))}` : '',
    deferred.size ? `later ${kib(total(deferred) + total(without(stylesheets(deferred), firstScreenCss)))}` : '',
  ].filter(Boolean)
  return [extras.length ? `${label}; ${extras.join(', ')}` : label, total(own), ROUTE_BUDGET]
}

const rows = [
  [
    `/ (entry + login ${kib(codeSize)}, ${largestCatalog.locale} catalog ${kib(largestCatalog.size)}; ` +
      catalogs.map((catalog) => `${catalog.locale} ${kib(catalog.size)}`).join(', ') +
      ')',
    codeSize + largestCatalog.size,
    ENTRY_BUDGET,
  ],
  [
    `/ stylesheet (${[...firstScreenCss].map((file) => path.basename(file)).join(', ')})`,
    total(firstScreenCss),
    FIRST_SCREEN_CSS_BUDGET,
  ],
]
for (const catalog of laterCatalogs)
  rows.push([`${catalog.locale} catalog, every other screen's strings`, total(catalog.files), ROUTE_BUDGET])
for (const catalog of laterCatalogs) for (const file of catalog.files) loaded.add(file)
// Shared code loaded on demand before every page after `/` (src/features/session/session-context.tsx,
// src/app/lazy-query-client.ts): a row each, then part of what every route starts from.
const SHARED_ON_DEMAND = [
  ['session machine', 'src/features/session/app-session.ts'],
  ['query client', 'src/app/query-client.ts'],
]
for (const [label, key] of SHARED_ON_DEMAND) {
  rows.push(ownRow(`${label} (${path.basename(key)})`, key, loaded))
  for (const file of closure(key)) loaded.add(file)
}
// A layout's widgets load with it (default-layout.tsx starts their import as it loads), beside the
// session's reads: a row of their own, and part of what the layout's pages start from.
const LAYOUT_WIDGETS = { default: 'src/app/layouts/layout-widgets.tsx' }
const layoutChunks = Object.fromEntries(
  Object.entries(layoutKeys).map(([kind, key]) => [
    kind,
    new Set([...loaded, ...closure(key), ...(LAYOUT_WIDGETS[kind] ? closure(LAYOUT_WIDGETS[kind]) : [])]),
  ]),
)
for (const [kind, key] of Object.entries(layoutKeys)) {
  rows.push(ownRow(`${kind} layout (${path.basename(key)})`, key, loaded))
  if (LAYOUT_WIDGETS[kind])
    rows.push(
      ownRow(
        `${kind} layout's widgets (${path.basename(LAYOUT_WIDGETS[kind])})`,
        LAYOUT_WIDGETS[kind],
        new Set([...loaded, ...closure(key)]),
      ),
    )
}
for (const route of routes) {
  if (route === login) continue
  rows.push(
    ownRow(
      `${route.name} (${route.key.replace('src/features/', '')})`,
      route.key,
      layoutChunks[route.layout] ?? loaded,
    ),
  )
}

let failed = false
console.log('Bundle budget (gzip):')
for (const [label, size, budget] of rows) {
  const ok = size <= budget
  if (!ok) failed = true
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${kib(size).padStart(10)} / ${kib(budget).padEnd(10)} ${label}`)
}
if (failed) {
  console.error(
    'Bundle budget exceeded: load heavy libraries and later parts of a page where they are used (dynamic import).',
  )
  process.exit(1)
}
