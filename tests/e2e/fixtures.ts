import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * Every end-to-end test fails on a console error or an uncaught exception in
 * the page (a Content-Security-Policy violation shows up as one).
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        // A 4xx is an answer the app handles (a toast, a redirect); the browser still logs it.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use()
      expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
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

/** The second server of `playwright.config.ts`, started with `TRIAL_DAYS=0`: its new learners have no access. */
export const noTrialBaseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 4310) + 1}`
