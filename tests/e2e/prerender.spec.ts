import type { Page } from '@playwright/test'
import { expect, newLearner, signIn, test } from './fixtures'

/**
 * Issue 15: the first screen is in the HTML, in the visitor's language and direction, painted by
 * the stylesheet before any JavaScript runs; React then hydrates that HTML (adopts it: the same
 * elements, in the same places) instead of painting the page again. A hydration mismatch would show
 * up as a console error, which fails every test here (fixtures.ts).
 */
const cases = (
  [
    {
      locale: 'en',
      dir: 'ltr',
      heading: 'Log in',
      frame: 'Main navigation',
      holdOn: 'Hold on a moment…',
      home: 'Home',
      homeLine:
        'Your plan to test day, your reviews, your weak spots, your totals and your progress, all in one place.',
      greeting: 'Hello, Mona.',
    },
    {
      locale: 'ar',
      dir: 'rtl',
      heading: 'تسجيل الدخول',
      frame: 'التنقل الرئيسي',
      holdOn: 'لحظة من فضلك…',
      home: 'الرئيسية',
      homeLine: 'خطتك حتى يوم الاختبار ومراجعاتك ونقاط ضعفك وإحصاءاتك وتقدّمك، كلها في مكان واحد.',
      greeting: 'مرحبًا يا Mona.',
    },
  ] as const
).map((language, index, both) => ({
  ...language,
  switchTo: language.locale === 'en' ? /Switch language to/ : /تغيير اللغة إلى/,
  otherHeading: both[1 - index]!.heading,
}))

/**
 * Holds scripts back until `release()`: by default every one of the app's, so the page can be seen as
 * the HTML and CSS alone paint it; or only those matching `scripts`.
 */
async function holdScripts(page: Page, scripts: RegExp = /\/assets\/.*\.js$/) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(scripts, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Boxes of the elements that make the layout, to compare before and after the scripts run. */
const boxesOf = (page: Page, selectors: string[]) =>
  Promise.all(
    selectors.map(async (selector) => {
      const box = await page.locator(selector).first().boundingBox()
      return box && { selector, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) }
    }),
  )

for (const { locale, dir, heading, frame, holdOn, home, homeLine, greeting, switchTo, otherHeading } of cases) {
  test(`/ in ${locale}: the login screen is in the HTML, and hydration keeps the same elements in place`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }])
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('button', { name: heading })).toBeVisible()
    const layout = ['h1', 'main input[type=email]', 'main input[type=password]', 'main button[type=submit]', 'header']
    const before = await boxesOf(page, layout)
    // A mark React knows nothing of: if React painted the page again, the new heading would not carry it.
    await page.locator('h1').evaluate((element) => element.setAttribute('data-painted-by', 'html'))

    release()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('h1')).toHaveAttribute('data-painted-by', 'html')
    expect(await boxesOf(page, layout)).toEqual(before)
    // Hydrated: the page answers (the language switch turns it into the other language).
    await page.getByRole('button', { name: switchTo }).click()
    await expect(page.getByRole('heading', { level: 1, name: otherHeading })).toBeVisible()
  })

  test(`/home in ${locale}: the signed-in frame shows the page's heading before the data, then the page fills it`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await newLearner(request, `prerender-${locale}`)
    await signIn(context, baseURL!, token, locale)
    const release = await holdScripts(page)
    await page.goto('/home', { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await expect(page.getByRole('complementary', { name: frame })).toBeAttached()
    await expect(page.getByRole('status').filter({ hasText: holdOn })).toBeVisible()
    // The page's heading and its line are in the HTML: the first screen's largest text paints at once.
    await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible()
    await expect(page.getByText(homeLine, { exact: true })).toBeVisible()
    await expect(page.getByText(greeting)).toHaveCount(0)
    const layout = ['#root header', '#main', 'header button[aria-controls=sidebar]', 'main h1', 'main h1 + p']
    const before = await boxesOf(page, layout)
    await page
      .locator('#root header')
      .first()
      .evaluate((element) => element.setAttribute('data-painted-by', 'html'))

    release()
    await expect(page.getByText(greeting, { exact: true })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: holdOn })).toHaveCount(0)
    await expect(page.locator('#root header').first()).toHaveAttribute('data-painted-by', 'html')
    // The frame stays where it was; only the banner area, above the page, may have grown.
    const after = await boxesOf(page, layout)
    expect(after[0]).toEqual(before[0])
    expect(after[2]).toEqual(before[2])
    // The page's heading and line are where the frame showed them in the page's area (the greeting's
    // room was kept), which the banner may have moved down as a whole.
    type Box = (typeof before)[number] | undefined
    const within = (box: Box, area: Box) => box && area && { ...box, y: box.y - area.y }
    expect(within(after[3], after[1])).toEqual(within(before[3], before[1]))
    expect(within(after[4], after[1])).toEqual(within(before[4], before[1]))
    expect(within(before[3], before[1])).toBeTruthy()
  })

  test(`/home in ${locale} again, on a trial: the frame keeps the banner's room, so nothing moves when it arrives`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await newLearner(request, `banner-room-${locale}`)
    await signIn(context, baseURL!, token, locale)
    // A first load shows the trial's banner and remembers it (src/lib/banner-hint.ts).
    await page.goto('/home')
    await expect(page.locator('#banner-area [role=status]')).toBeVisible()
    expect((await context.cookies()).find((cookie) => cookie.name === 'banner')?.value).toBe('1')

    const again = await context.newPage()
    const release = await holdScripts(again)
    await again.goto('/home', { waitUntil: 'commit' })
    await expect(again.getByRole('heading', { level: 1, name: home })).toBeVisible()
    await expect(again.locator('html')).toHaveAttribute('data-banner', '')
    const layout = ['#banner-area', '#main', 'main h1', 'main h1 + p']
    const before = await boxesOf(again, layout)
    release()
    await expect(again.getByText(greeting, { exact: true })).toBeVisible()
    await expect(again.locator('#banner-area [role=status]')).toBeVisible()
    // The banner fills the room the frame kept: the page's area, heading and line stay where they were.
    const after = await boxesOf(again, layout)
    expect(after.map((box) => box?.y)).toEqual(before.map((box) => box?.y))
    expect(before[1]!.y).toBeGreaterThan(before[0]!.y)
  })
}

test('the HTML starts the Intl warm-up at once, beside its stylesheet, and the page’s code asks V8 to compile it whole', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  // Async: it runs as soon as it arrives, while the stylesheet downloads (src/prepare-intl.ts).
  const warmUp = html.match(/<script type="module" async crossorigin src="(\/assets\/intl-[\w-]+\.js)"><\/script>/)
  expect(warmUp, 'an async module script for the Intl warm-up').not.toBeNull()
  expect(html.indexOf(warmUp![0])).toBeLessThan(html.indexOf('rel="stylesheet"'))
  expect(await (await request.get(warmUp![1]!)).text()).toContain('Intl.NumberFormat')
  // The page's code (React DOM most of it) is compiled on a background thread while it downloads.
  const start = html.match(/<meta name="app-start" content="([^"]+)"/)?.[1]
  expect(start).toMatch(/^\/assets\/start-[\w-]+\.js$/)
  expect((await (await request.get(start!)).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
})

test('a login sent before the page’s code has run never puts the password in an address: the page comes again', async ({
  page,
  request,
}) => {
  // A learner of its own: the demo learner's logins from this address are limited (10 in 15 minutes).
  const learner = await newLearner(request, 'early')
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(request.url()))
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByLabel('Email').fill(learner.email)
  await page.getByLabel('Password').fill(learner.password)
  const resent = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Log in' }).click()
  // The form posts (method="post"); the server answers 303, back to the page by GET.
  expect((await resent).status()).toBe(303)
  await expect(page).toHaveURL(/\/$/)
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  expect(addresses.filter((address) => address.includes(learner.password) || address.includes('password='))).toEqual([])
})

/** Holds the page's code back (the entry's second step, loaded after the first paint) until `release()`. */
const holdPageCode = (page: Page) => holdScripts(page, /\/assets\/start-[^/]*\.js$/)

test('typing and a login made before the page’s code has run are done once it has: no post, no password in an address', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'early-code')
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(`${request.method()} ${request.url()}`))
  const release = await holdPageCode(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Email').fill(learner.email)
  await page.getByLabel('Password').fill(learner.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  // Kept, not posted: the page is still the server's, and what was typed is still in it.
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByLabel('Email')).toHaveValue(learner.email)
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready')
  release()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByText('Logged in successfully')).toBeVisible()
  expect(
    addresses.filter((address) => address.startsWith('POST') && new URL(address.slice(5)).pathname === '/'),
  ).toEqual([])
  expect(addresses.filter((address) => address.includes(learner.password) || address.includes('password='))).toEqual([])
})

test('a click made before the page’s code has run is done once it has: the language switch', async ({ page }) => {
  const release = await holdPageCode(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: /Switch language to/ }).click()
  await page.waitForTimeout(300)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})
