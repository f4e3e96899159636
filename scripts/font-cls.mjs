// How much the layout moves when the web fonts swap in, and which font files each language downloads.
// Not a test (it times a network delay): a measurement for a person, kept for re-checking after changes.
// Every font request is held back (--delay ms) so the page paints first with the fallback faces and the
// swap happens later, as on a slow phone network; the cumulative layout shift is summed from the
// 'layout-shift' entries, and the same page is measured again with the fonts blocked (no swap at all):
// the difference between the two is what the fonts cost (give or take the page's own late shifts, whose
// timing varies); the shifts from the first font's arrival on are summed apart.
// usage: node scripts/font-cls.mjs [--base http://localhost:3000] [--delay 1500] [--email x --password y] /path ...
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    delay: { type: 'string', default: '1500' },
    email: { type: 'string', default: 'demo@example.com' },
    password: { type: 'string', default: 'Learn-SAT-2026' },
  },
})
const base = values.base
const delay = Number(values.delay)
const paths = positionals.length ? positionals : ['/', '/home']
const signedInPaths = new Set(['/home'])

/** Sums the layout shifts of the page's life (the metric CLS counts shifts without recent input). */
const observeShifts = () => {
  globalThis.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      const sources = (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?').join(',')
      globalThis.__shifts.push({ value: entry.value, time: Math.round(entry.startTime), sources })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

async function login() {
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: values.email, password: values.password }),
  })
  if (!response.ok) throw new Error(`login answered ${response.status}`)
  return (await response.json()).user.token
}

/** One visit: 'delayed' holds every font back, 'blocked' refuses them (the fallback faces stay). */
async function visit(browser, path, locale, token, fonts) {
  // Lighthouse's mobile screen (Moto G Power).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
  const cookies = [{ name: 'i18n_redirected', value: locale, url: base }]
  if (token) cookies.push({ name: 'token', value: token, url: base })
  await context.addCookies(cookies)
  await context.addInitScript(observeShifts)
  const downloaded = []
  await context.route(/\.(woff2?|ttf)(\?|$)/, async (route) => {
    if (fonts === 'blocked') return route.abort()
    await new Promise((resolve) => setTimeout(resolve, delay))
    return route.continue()
  })
  const page = await context.newPage()
  page.on('response', async (response) => {
    const url = response.url()
    if (!/\.(woff2?|ttf)(\?|$)/.test(url)) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    downloaded.push({
      file: url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.woff2$/, '.woff2'),
      bytes: body.length,
    })
  })
  await page.goto(base + path, { waitUntil: 'load' })
  // Past the fonts' delay, then the page's fonts are all settled.
  await page.waitForTimeout(delay + 1500)
  await page.evaluate(() => globalThis.document.fonts.ready)
  await page.waitForTimeout(500)
  const shifts = await page.evaluate(() => globalThis.__shifts)
  // When the first font file arrived: the swaps come after it (other late shifts may too).
  const fontsArrived = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(woff2?|ttf)$/.test(entry.name))
        .map((entry) => entry.responseEnd),
    ),
  )
  await context.close()
  const sum = (list) => list.reduce((total, shift) => total + shift.value, 0)
  return { cls: sum(shifts), afterFonts: sum(shifts.filter((shift) => shift.time >= fontsArrived)), shifts, downloaded }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const token = paths.some((path) => signedInPaths.has(path)) ? await login() : undefined
const rows = []
for (const path of paths) {
  for (const locale of ['en', 'ar']) {
    const signedIn = signedInPaths.has(path) ? token : undefined
    const delayed = await visit(browser, path, locale, signedIn, 'delayed')
    const blocked = await visit(browser, path, locale, signedIn, 'blocked')
    const fontBytes = delayed.downloaded.reduce((sum, font) => sum + font.bytes, 0)
    rows.push({
      page: `${path} ${locale}`,
      'CLS fonts late': delayed.cls.toFixed(3),
      'CLS no fonts': blocked.cls.toFixed(3),
      'CLS once fonts came': delayed.afterFonts.toFixed(3),
      'font KiB': (fontBytes / 1024).toFixed(1),
      files: delayed.downloaded.map((font) => font.file).join(' '),
    })
    if (process.env.VERBOSE) console.log(path, locale, JSON.stringify(delayed.shifts), JSON.stringify(blocked.shifts))
  }
}
await browser.close()
console.table(rows)
