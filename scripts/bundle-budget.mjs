// Bundle budget (issue 2): the code the browser downloads for `/` (entry, the
// login route's chunk and everything they import statically, i.e. preload)
// stays at or under 155 KiB gzip (120 KiB until the session machine (XState),
// the toasts, the query client and the runtime config joined the first screen
// in issue 5; see docs/decisions.md); each language's catalog, loaded with it,
// at or under 16 KiB; each other route's own chunks (what it adds on top) at or
// under 60 KiB (40 until the practice form's Ark Select and NumberInput).
// Reads Vite's manifest from `dist/.vite/manifest.json`; run after `vite build`.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const ENTRY_BUDGET = 155 * 1024
const ROUTE_BUDGET = 60 * 1024
// One catalog per language holds every screen's strings: it grows with the product, so it is
// measured on its own rather than eating the first screen's code budget.
const CATALOG_BUDGET = 16 * 1024
const dist = path.resolve('dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/** The chunk's file and every chunk it imports statically (what the browser preloads). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`Not in the Vite manifest: ${key}`)
  if (seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0)

// Route table: src/app/routes.ts, route('name', 'layout', msg`…`, () => import('~/…'))
const routesSource = readFileSync('src/app/routes.ts', 'utf8')
const routes = [...routesSource.matchAll(/route\('(\w+)',[^\n]*?import\('~\/([^']+)'\)/g)].map(([, name, module]) => ({
  name,
  key: `src/${module}.tsx`,
}))
if (routes.length < 20) throw new Error(`Expected the spec's routes in src/app/routes.ts, found ${routes.length}`)

const login = routes.find((route) => route.name === 'login')
const initial = closure('index.html')
closure(login.key, initial)
const catalogs = ['en', 'ar'].map((locale) => {
  const own = new Set([...closure(`locales/${locale}/messages.po`)].filter((file) => !initial.has(file)))
  return [`${locale} catalog (all screens' strings)`, total(own), CATALOG_BUDGET]
})
for (const locale of ['en', 'ar']) closure(`locales/${locale}/messages.po`, initial)
const initialSize = total(new Set([...closure('index.html'), ...closure(login.key)]))

let failed = false
const rows = [['/ (entry + login, code)', initialSize, ENTRY_BUDGET], ...catalogs]
for (const route of routes) {
  if (route === login) continue
  const own = new Set([...closure(route.key)].filter((file) => !initial.has(file)))
  rows.push([`${route.name} (${route.key.replace('src/features/', '')})`, total(own), ROUTE_BUDGET])
}

console.log('Bundle budget (gzip):')
for (const [label, size, budget] of rows) {
  const ok = size <= budget
  if (!ok) failed = true
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${kib(size).padStart(10)} / ${kib(budget).padEnd(10)} ${label}`)
}
if (failed) {
  console.error('Bundle budget exceeded: load heavy libraries where they are used (dynamic import).')
  process.exit(1)
}
