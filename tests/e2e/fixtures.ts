import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
}

export { expect }
