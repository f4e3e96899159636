// Screenshots of pages for a person to look at: every given path in English
// and Arabic, narrow (390 px) and wide (1280 px). Not a test; see tests/e2e.
// usage: node scripts/screenshots.mjs [--base http://localhost:3000] [--out .tmp/shots] [--token x] /path ...
import { mkdir } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: '.tmp/shots' },
    token: { type: 'string' },
  },
})
const paths = positionals.length ? positionals : ['/']
await mkdir(values.out, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const locale of ['en', 'ar']) {
  for (const [label, width, height] of [
    ['narrow', 390, 844],
    ['wide', 1280, 800],
  ]) {
    const context = await browser.newContext({ viewport: { width, height } })
    const cookies = [{ name: 'i18n_redirected', value: locale, url: values.base }]
    if (values.token) cookies.push({ name: 'token', value: values.token, url: values.base })
    await context.addCookies(cookies)
    const page = await context.newPage()
    page.on(
      'console',
      (message) => message.type() === 'error' && console.error(`[${locale} ${label}] console: ${message.text()}`),
    )
    for (const path of paths) {
      await page.goto(values.base + path, { waitUntil: 'networkidle' })
      const file = `${values.out}/${path.replace(/\W+/g, '_') || 'root'}-${locale}-${label}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await context.close()
  }
}
await browser.close()
