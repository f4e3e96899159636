import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { answerAll, finishThroughApi } from './division-helpers'
import {
  bearer,
  BESIDE,
  expect,
  expectNoAxeViolations,
  type Locale,
  newLearner,
  noTrialBaseURL,
  signIn,
  startEvaluation,
  test,
} from './fixtures'

/**
 * Issue 16: every route, in both languages, at 360 px (a small phone) and 1280 px, on the real
 * server. Each screen is photographed (`test-results/screens/`, for the eye) and checked for what a
 * learner would see wrong: the page scrolling sideways, something drawn outside the window, a toast
 * over a form's submit button; and axe. The user menu and the bell are opened on a phone too.
 */

const WIDTHS = [360, 1280] as const
const HEIGHT = { 360: 740, 1280: 800 } as const

/** A learner with something in every list: a report of each kind, history, a division round begun. */
interface Fixture {
  token: string
  evaluationReport: string
  practiceReport: string
  runningEvaluation: string
  runningPractice: string
  runningFullTest: string
}

async function startPractice(request: APIRequestContext, token: string) {
  const created = await request.post('/api/v1/practices', {
    headers: bearer(token),
    data: { system: 'SAT', subject: 'math', timer: false, question_count: 5 },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: string }).id
}

async function startFullTest(request: APIRequestContext, token: string) {
  const created = await request.post('/api/v1/full-tests', { headers: bearer(token), data: { system: 'SAT' } })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: string }).id
}

async function endQuiz(request: APIRequestContext, token: string, id: string) {
  const ended = await request.post(`/api/v1/quizzes/${id}/end`, { headers: bearer(token), data: {} })
  expect(ended.status()).toBe(200)
}

async function learnerWithHistory(request: APIRequestContext): Promise<Fixture> {
  const { token } = await newLearner(request, 'screens')
  const evaluation = (await startEvaluation(request, token)).id
  await answerAll(request, token, evaluation, true)
  await endQuiz(request, token, evaluation)
  const practice = await startPractice(request, token)
  await answerAll(request, token, practice, false)
  await endQuiz(request, token, practice)
  await finishThroughApi(request, token, { right: true })
  return {
    token,
    evaluationReport: evaluation,
    practiceReport: practice,
    runningEvaluation: (await startEvaluation(request, token, { subject: 'reading_writing' })).id,
    runningPractice: await startPractice(request, token),
    runningFullTest: await startFullTest(request, token),
  }
}

interface Screen {
  path: (fixture: Fixture) => string
  /** Signed out (a public page). @default false */
  visitor?: boolean
  /** The server it is on: the help centre is a page of its own on the server without a help URL. */
  server?: 'main' | 'noTrial'
}

const screens: Record<string, Screen> = {
  login: { path: () => '/', visitor: true },
  signup: { path: () => '/signup', visitor: true },
  otp: { path: () => '/otp?email=mona%40example.com', visitor: true },
  forgotPassword: { path: () => '/forgot-password', visitor: true },
  previewQuestion: { path: () => '/preview-question', visitor: true },
  terms: { path: () => '/terms', visitor: true },
  privacy: { path: () => '/privacy', visitor: true },
  notFound: { path: () => '/no-such-page', visitor: true },
  home: { path: () => '/home' },
  history: { path: () => '/history' },
  mistakes: { path: () => '/mistakes' },
  pricing: { path: () => '/pricing' },
  paymentSuccess: { path: () => '/payment/success' },
  paymentFailed: { path: () => '/payment/failed' },
  settings: { path: () => '/settings' },
  settingsBilling: { path: () => '/settings/billing' },
  settingsPassword: { path: () => '/settings/password' },
  settingsChangeEmail: { path: () => '/settings/change-email' },
  settingsNotifications: { path: () => '/settings/notifications' },
  divisions: { path: () => '/divisions' },
  divisionTest: { path: () => '/divisions/test?subject=math' },
  divisionProgress: { path: () => '/divisions/progress' },
  evaluate: { path: () => '/evaluate' },
  evaluateQuiz: { path: (fixture) => `/evaluate/quiz/${fixture.runningEvaluation}` },
  evaluateReport: { path: (fixture) => `/evaluate/report/${fixture.evaluationReport}` },
  practice: { path: () => '/practice' },
  practiceQuiz: { path: (fixture) => `/practice/quiz/${fixture.runningPractice}` },
  practiceReport: { path: (fixture) => `/practice/report/${fixture.practiceReport}` },
  fullTest: { path: () => '/full-test' },
  fullTestRun: { path: (fixture) => `/full-test/${fixture.runningFullTest}` },
  help: { path: () => '/help', server: 'noTrial' },
}

/**
 * What is wrong on screen, in words: the page wider than the window, and every element drawn
 * (partly) outside it. An element inside a box that scrolls or clips sideways is that box's
 * business (a table's scroller), and a visually hidden label (1 px) is not drawn.
 */
function problemsOnScreen(page: Page) {
  return page.evaluate(() => {
    type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number }
    type El = {
      tagName: string
      id: string
      className: unknown
      textContent: string | null
      parentElement: El | null
      getBoundingClientRect(): Box
      closest(selector: string): El | null
      matches(selector: string): boolean
    }
    type Style = { overflowX: string; visibility: string; display: string; opacity: string; position: string }
    const win = globalThis as unknown as {
      innerWidth: number
      document: { documentElement: { scrollWidth: number; clientWidth: number }; querySelectorAll(s: string): El[] }
      getComputedStyle(element: El): Style
    }
    const width = win.document.documentElement.clientWidth
    const problems: string[] = []
    if (win.document.documentElement.scrollWidth > width)
      problems.push(`the page scrolls sideways: ${win.document.documentElement.scrollWidth} px wide in ${width} px`)
    const clipped = (element: El) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = win.getComputedStyle(parent)
        if (style.overflowX !== 'visible') return true
      }
      return false
    }
    const name = (element: El) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    for (const element of win.document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      if (box.right <= width + 0.5 && box.left >= -0.5) continue
      if (element.closest('[inert], [hidden], [aria-hidden="true"]')) continue
      const style = win.getComputedStyle(element)
      if (style.visibility === 'hidden' || style.opacity === '0') continue
      if (clipped(element)) continue
      problems.push(
        `outside the window (${Math.round(box.left)}–${Math.round(box.right)} of ${width}): ${name(element)}`,
      )
      if (problems.length > 8) break
    }
    return problems
  })
}

/** Every visible toast that covers a submit button, in words. */
function toastsOverSubmit(page: Page) {
  return page.evaluate(() => {
    type Box = { left: number; right: number; top: number; bottom: number; width: number }
    type El = { textContent: string | null; getBoundingClientRect(): Box }
    const { document } = globalThis as unknown as { document: { querySelectorAll(s: string): El[] } }
    const toasts = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')]
    const submits = [...document.querySelectorAll('form button[type="submit"], form button:not([type])')]
    const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    return toasts.flatMap((toast) =>
      submits
        .filter((submit) => submit.getBoundingClientRect().width > 0)
        .filter((submit) => overlap(toast.getBoundingClientRect(), submit.getBoundingClientRect()))
        .map(
          (submit) => `a toast ("${toast.textContent?.trim().slice(0, 40)}") covers "${submit.textContent?.trim()}"`,
        ),
    )
  })
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(
    () => (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready,
  )
}

async function photograph(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true })
}

/** All of the element inside the window's width (polled: a popup is placed a frame after it opens). */
async function expectInWindow(page: Page, locator: Locator, what: string) {
  const width = page.viewportSize()!.width
  const where = async () => {
    const box = (await locator.boundingBox())!
    return box.x >= 0 && box.x + box.width <= width
      ? 'inside'
      : `${Math.round(box.x)}–${Math.round(box.x + box.width)} of ${width}`
  }
  await expect.poll(where, { message: `${what} inside the window`, timeout: 2_000 }).toBe('inside')
}

let fixture: Fixture
let helpToken: string
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  fixture = await learnerWithHistory(request)
  helpToken = (await newLearner(request, 'screens-help', noTrialBaseURL)).token
})

for (const [route, screen] of Object.entries(screens))
  for (const locale of ['en', 'ar'] as const satisfies readonly Locale[])
    test(
      `${route} in ${locale === 'en' ? 'English' : 'Arabic'}: nothing sideways or outside the window at 360 and 1280 px, no toast over a submit, axe clean`,
      BESIDE,
      async ({ page, context, baseURL }) => {
        test.setTimeout(60_000)
        const origin = screen.server === 'noTrial' ? noTrialBaseURL : baseURL!
        if (screen.visitor) await context.addCookies([{ name: 'i18n_redirected', value: locale, url: origin }])
        else await signIn(context, origin, screen.server === 'noTrial' ? helpToken : fixture.token, locale)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT[width] })
          await page.goto(`${origin}${screen.path(fixture)}`)
          await settle(page)
          await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
          await photograph(page, `${route}-${locale}-${width}`)
          expect(await problemsOnScreen(page), `${route} at ${width} px`).toEqual([])
          expect(await toastsOverSubmit(page), `${route} at ${width} px`).toEqual([])
          // axe on the phone's layout (its drawer, its stacked tables); the wide one is the one the
          // other e2e files run axe on, and twice over every route would cost `npm test` two minutes.
          if (width === 360) await expectNoAxeViolations(page)
        }
      },
    )

/** The menus of the top bar, opened on a phone: they stay inside the window, and the page does not shift. */
for (const locale of ['en', 'ar'] as const)
  test(
    `the user menu and the notifications stay inside a 360 px window (${locale})`,
    BESIDE,
    async ({ page, context, baseURL }) => {
      await signIn(context, baseURL!, fixture.token, locale)
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto('/home')
      await settle(page)
      const say = locale === 'en' ? { account: /Mona/, bell: /Notifications/ } : { account: /Mona/, bell: /الإشعارات/ }
      await page.getByRole('button', { name: say.account }).click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      await expectInWindow(page, menu, 'the user menu')
      expect(await problemsOnScreen(page), 'with the user menu open').toEqual([])
      await photograph(page, `user-menu-${locale}-360`)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()

      await page.getByRole('button', { name: say.bell }).click()
      const panel = page.getByRole('dialog')
      await expect(panel).toBeVisible()
      await expectInWindow(page, panel, 'the notifications')
      expect(await problemsOnScreen(page), 'with the notifications open').toEqual([])
      await photograph(page, `notifications-${locale}-360`)
      await expectNoAxeViolations(page)
    },
  )

/** Issue 16: on a phone, the toast of a refused password covered "Update password" and swallowed the tap. */
for (const locale of ['en', 'ar'] as const)
  test(
    `a refused form's toast leaves its submit button free on a phone (${locale})`,
    BESIDE,
    async ({ page, context, request, baseURL }) => {
      const { token } = await newLearner(request, `toast-${locale}`)
      await signIn(context, baseURL!, token, locale)
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto('/settings/password')
      await settle(page)
      const fields = page.locator('form input[type="password"]')
      await fields.nth(0).fill('Not-My-Password-1')
      await fields.nth(1).fill('Brand-New-Meadow-77')
      await fields.nth(2).fill('Brand-New-Meadow-77')
      const submit = page.locator('form button[type="submit"]')
      await submit.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('[data-scope="toast"][data-part="root"]').first()).toBeVisible()
      await expect(page.locator('[data-scope="toast"][data-part="root"]').first()).toHaveAttribute('data-state', 'open')
      await photograph(page, `toast-over-form-${locale}-360`)
      expect(await toastsOverSubmit(page)).toEqual([])
      // The button still takes the tap: what is drawn at its middle is the button.
      const box = (await submit.boundingBox())!
      const hit = await page.evaluate(
        ([x, y]) =>
          (
            globalThis as unknown as {
              document: { elementFromPoint(x: number, y: number): { closest(s: string): unknown } }
            }
          ).document
            .elementFromPoint(x!, y!)
            ?.closest('button[type="submit"]') != null,
        [box.x + box.width / 2, box.y + box.height / 2],
      )
      expect(hit).toBe(true)
    },
  )
