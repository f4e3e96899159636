import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

/**
 * Every end-to-end test fails on a console error or an uncaught exception in
 * the page (a Content-Security-Policy violation shows up as one).
 */
/**
 * Waits until the page's code has run and React holds the page (`<html data-app-ready>`, set when the
 * first page has committed: src/app/page-shown.tsx). The code loads after the first paint (issue 15),
 * so `load` comes before it; a page with no app root (the server's own pages) does not wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const { document } = globalThis as unknown as {
        document: { getElementById(id: string): unknown; documentElement: { dataset: Record<string, string> } }
      }
      return !document.getElementById('root') || 'appReady' in document.documentElement.dataset
    },
    undefined,
    { polling: 50 },
  )
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
  // Every test acts on the app once it is React's: a load (goto, reload) waits for the page's code.
  // A test about what comes before it loads with `waitUntil: 'commit'` or `'domcontentloaded'`.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (!options?.waitUntil || options.waitUntil === 'load') await waitForApp(page)
      return response
    }
    const reload = page.reload.bind(page)
    page.reload = async (options) => {
      const response = await reload(options)
      if (!options?.waitUntil || options.waitUntil === 'load') await waitForApp(page)
      return response
    }
    await use(page)
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        // A 4xx is an answer the app handles (a toast, a redirect); the browser still logs it. A test
        // that takes the browser offline sees the loads that fail meanwhile (a font, a poll).
        if (message.type() === 'error' && !/status of 4\d\d|net::ERR_INTERNET_DISCONNECTED/.test(message.text()))
          errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use()
      expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Opens the select `combobox` and clicks its option named `name`, once the list is placed. Until
 * then, Zag keeps it a screen above the page (`translate3d(0, -100vh, 0)`, @zag-js/popper). A click
 * aimed at it there makes Playwright scroll, the list is placed meanwhile, and the click lands on
 * whatever is under the old point: seen once in `create-quiz`, with all three of the machine's lanes busy.
 */
export async function chooseOption(page: Page, combobox: string, name: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click()
  const option = page.getByRole('option', { name })
  await expect(option).toBeInViewport()
  await option.click()
}

/** axe with the WCAG 2.1 AA rules: the page has no violation. */
export async function expectNoAxeViolations(page: Page) {
  // A dialog or toast mid-fade has partial opacity, which axe reads as low contrast: let animations end.
  await page.evaluate(() => {
    // This project's Node types have no DOM: the little of it used here, typed by hand.
    type Animation = { effect: { getComputedTiming(): { iterations?: number } } | null; finished: Promise<unknown> }
    const { document } = globalThis as unknown as { document: { getAnimations(): Animation[] } }
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
  })
  // The same rules and results either way: axe's legacy mode runs `axe.run` in the page itself, where
  // the default opens a blank page, injects axe a second time and merges the results there (about half
  // a second a call, and the suites call this some two hundred times). Its one difference, frames of
  // another origin left untested, cannot apply to a page without frames; a page with frames keeps the
  // default.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (page.frames().length === 1 ? builder.setLegacyMode() : builder).analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
}

export { expect }

const demoTokens = new Map<string, string>()

/**
 * A real token of the demo learner (the signed-in layout asks the server who is signed in), one
 * login per server while it stays valid: the server limits logins per account (10 per window),
 * and the suites open many signed-in pages. A token a test has logged out is replaced.
 */
export async function demoToken(request: APIRequestContext, baseURL = ''): Promise<string> {
  const known = demoTokens.get(baseURL)
  if (known) {
    const check = await request.get(`${baseURL}/api/v1/current-user`, {
      headers: { Authorization: `Bearer ${known}` },
    })
    if (check.ok()) return known
  }
  const response = await request.post(`${baseURL}/api/v1/login`, {
    data: { email: 'demo@example.com', password: 'Learn-SAT-2026' },
  })
  expect(response.status()).toBe(200)
  const token = ((await response.json()) as { user: { token: string } }).user.token
  demoTokens.set(baseURL, token)
  return token
}

/**
 * A test that runs in the second lane (playwright.config.ts), beside the others: its own learners only,
 * nothing shared with them. The tests that wait on real clocks, and the screens' walk.
 */
export const BESIDE = { tag: '@beside' }

/** The second server of `playwright.config.ts`, started with `TRIAL_DAYS=0`: its new learners have no access. */
export const noTrialBaseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 4310) + 1}`

/** The third server of `playwright.config.ts`, with `QUIZ_SECONDS_PER_QUESTION=1`: its clocks run out in seconds. */
export const shortClockBaseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 4310) + 2}`

export type Locale = 'en' | 'ar'

export const bearer = (token: string, locale: Locale = 'en') => ({
  Authorization: `Bearer ${token}`,
  'Accept-Language': locale,
})

/**
 * A fresh, activated learner registered through the API (of `baseURL`, the main server by
 * default), so the demo learner other tests use stays as it is.
 */
export async function newLearner(request: APIRequestContext, label = 'learner', baseURL = '') {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Amber-Meadow-64'
  const registered = await request.post(`${baseURL}/api/v1/register`, {
    data: {
      first_name: 'Mona',
      last_name: 'Adel',
      email,
      mobile: '+201001234567',
      password,
      password_confirmation: password,
      accept_terms: true,
      channel: 'email',
    },
  })
  expect(registered.status()).toBe(201)
  const { verification_code: code } = (await registered.json()) as { verification_code: string }
  const activated = await request.post(`${baseURL}/api/v1/activate`, { data: { email, code } })
  expect(activated.status()).toBe(200)
  const { user } = (await activated.json()) as { user: { token: string } }
  return { email, password, token: user.token }
}

/** Signs the browser context in with a token, in a language (the cookies the SPA reads). */
export async function signIn(context: BrowserContext, baseURL: string, token: string, locale: Locale) {
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'i18n_redirected', value: locale, url: baseURL },
  ])
}

export interface QuizQuestion {
  id: string
  position: number
  format: 'multiple_choice' | 'student_produced'
  choices: { id: string; label: string; text: string }[]
  answer: { status: string }
}

/** Reads a quiz as the server has it (questions without keys, answer statuses, remaining time). */
export async function readQuiz(request: APIRequestContext, token: string, id: string, baseURL = '') {
  const response = await request.get(`${baseURL}/api/v1/quizzes/${id}`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (await response.json()) as { status: string; remaining_seconds: number | null; questions: QuizQuestion[] }
}

/** Starts an evaluation (Math unless said) through the API and returns it with its questions. */
export async function startEvaluation(
  request: APIRequestContext,
  token: string,
  {
    timer = 'loose',
    baseURL = '',
    subject = 'math',
  }: { timer?: 'strict' | 'loose'; baseURL?: string; subject?: 'math' | 'reading_writing' } = {},
) {
  const created = await request.post(`${baseURL}/api/v1/evaluations`, {
    headers: bearer(token),
    data: { system: 'SAT', subject, timer_type: timer },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  return { id, questions: (await readQuiz(request, token, id, baseURL)).questions }
}

/**
 * Opens practice for a new learner (spec §4: an evaluation of the subject comes first, ended at once)
 * and starts an untimed practice of `questionCount` questions; returns it with its questions.
 */
export async function startPractice(
  request: APIRequestContext,
  token: string,
  { subject = 'math', questionCount = 5 }: { subject?: 'math' | 'reading_writing'; questionCount?: number } = {},
) {
  const evaluation = await startEvaluation(request, token, { subject })
  const ended = await request.post(`/api/v1/quizzes/${evaluation.id}/end`, {
    headers: bearer(token),
    data: { confirm_missing: true },
  })
  expect(ended.status()).toBe(200)
  const created = await request.post('/api/v1/practices', {
    headers: bearer(token),
    data: { system: 'SAT', subject, skills: [], timer: false, question_count: questionCount },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  return { id, questions: (await readQuiz(request, token, id)).questions }
}

/**
 * The quiz's question list (its `navigation`), opened from the bottom bar's toggle first when it is
 * closed: test day keeps it folded away, and choosing a question folds it again.
 */
export async function questionList(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Questions|الأسئلة)$/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return page.getByRole('navigation', { name: /^(Questions|الأسئلة)$/ })
}

/** Folds the question list away again, and puts the keyboard back on the question (as a click on it would). */
export async function foldQuestionList(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Questions|الأسئلة)$/ })
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click()
  await page.getByRole('heading', { level: 2 }).first().focus()
}
