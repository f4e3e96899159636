import type { Page } from '@playwright/test'
import { demoToken, expect, signIn, test, type Locale } from './fixtures'

/** The font files a page asks for, by name without the build's hash ("inter-latin-wght-400-700.woff2"). */
function recordFontRequests(page: Page) {
  const files: string[] = []
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (/\.(woff2?|ttf|otf)$/.test(name)) files.push(name.replace(/-[\w-]{8}(\.\w+)$/, '$1'))
  })
  return files
}

/** Once the page's text is drawn and its fonts settled, the files it asked for (sorted, each once). */
async function settledFontFiles(page: Page, files: string[]) {
  // This project's Node types have no DOM: the little of it used here, typed by hand.
  await page.evaluate(async () => {
    const { document } = globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }
    await document.fonts.ready
  })
  return [...new Set(files)].sort()
}

const pages: { path: string; signedIn: boolean; text: Record<Locale, string> }[] = [
  { path: '/', signedIn: false, text: { en: 'Log in', ar: 'تسجيل الدخول' } },
  { path: '/home', signedIn: true, text: { en: 'Your activity', ar: 'نشاطك' } },
]

for (const { path, signedIn, text } of pages) {
  test(`${path} in English downloads Inter only: no Arabic font for the language switch's one Arabic word, no KaTeX`, async ({
    page,
    baseURL,
  }) => {
    if (signedIn) await signIn(page.context(), baseURL!, await demoToken(page.request, baseURL), 'en')
    const files = recordFontRequests(page)
    await page.goto(path)
    await expect(page.getByText(text.en, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Switch language to العربية' }).first()).toBeVisible()
    if (signedIn) {
      // The account menu names Arabic too: opening it still fetches no Arabic font.
      await page.getByRole('button', { name: /account menu$/ }).click()
      await expect(page.getByRole('menuitemradio', { name: /^العربية/ })).toBeVisible()
    }
    expect(await settledFontFiles(page, files)).toEqual(['inter-latin-wght-400-700.woff2'])
  })

  test(`${path} in Arabic downloads Noto Sans Arabic's Arabic subset, and Inter for its Latin runs`, async ({
    page,
    baseURL,
  }) => {
    if (signedIn) await signIn(page.context(), baseURL!, await demoToken(page.request, baseURL), 'ar')
    else await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
    const files = recordFontRequests(page)
    await page.goto(path)
    await expect(page.getByText(text.ar, { exact: true }).first()).toBeVisible()
    expect(await settledFontFiles(page, files)).toEqual([
      'inter-latin-wght-400-700.woff2',
      'noto-sans-arabic-wght-400-700.woff2',
    ])
  })
}
