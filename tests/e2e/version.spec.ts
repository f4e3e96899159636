import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

const NEXT_BUILD = { id: 'e2e-next-build', built_at: '2099-01-01T00:00:00.000Z' }

/** Answers every poll of the version file with `NEXT_BUILD`, as after a deploy; returns the polls seen. */
async function deployNextBuild(page: Page): Promise<Request[]> {
  const polls: Request[] = []
  await page.route('**/version.json*', (route) => {
    polls.push(route.request())
    return route.fulfill({ json: NEXT_BUILD, headers: { 'Cache-Control': 'no-store' } })
  })
  return polls
}

/** A mark on this document's window: a full page load drops it, a client-side navigation keeps it. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    ;(globalThis as unknown as { versionMark?: boolean }).versionMark = true
  })
const documentIsMarked = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { versionMark?: boolean }).versionMark === true)

/** Lets the page read the answer of the poll: a few real tasks (the page's timers are Playwright's fake clock). */
async function settle(page: Page) {
  for (let turn = 0; turn < 3; turn += 1) {
    await page.evaluate(() => {
      // This project's Node types have no DOM: the little of it used here, typed by hand.
      type Channel = { port1: { onmessage: (() => void) | null }; port2: { postMessage(message: null): void } }
      const { MessageChannel } = globalThis as unknown as { MessageChannel: new () => Channel }
      return new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    })
  }
}

test('after a deploy found by polling, the next link loads its target as a new page, not before', async ({ page }) => {
  await page.clock.install()
  const polls = await deployNextBuild(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await markDocument(page)

  // Before the first poll, links navigate inside the page as usual.
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  expect(await documentIsMarked(page)).toBe(true)
  expect(polls).toHaveLength(0)

  const polled = page.waitForResponse('**/version.json*')
  await page.clock.fastForward('05:00')
  await (await polled).finished()
  await settle(page)
  expect(polls).toHaveLength(1)
  expect(new URL(polls[0]!.url()).searchParams.get('t')).toMatch(/^\d+$/)

  // Knowing of a new build does not reload the page the learner is on.
  await page.clock.fastForward('10:00')
  await settle(page)
  await expect(page).toHaveURL('/')
  expect(await documentIsMarked(page)).toBe(true)

  const pageLoad = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 5_000 })
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  expect(new URL((await pageLoad).url()).pathname).toBe('/forgot-password')
  await expect(page).toHaveURL('/forgot-password')
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  expect(await documentIsMarked(page)).toBe(false)
})

test('a tab shown again checks for a new build, once a minute at most', async ({ page }) => {
  await page.clock.install()
  const polls = await deployNextBuild(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  // The tab is visible already: the event alone is what a tab shown again sends.
  const showTab = () =>
    page.evaluate(() => {
      const { document } = globalThis as unknown as { document: EventTarget }
      document.dispatchEvent(new Event('visibilitychange'))
    })

  await showTab()
  await settle(page)
  expect(polls, 'the page was just loaded').toHaveLength(0)

  await page.clock.fastForward('01:00')
  const polled = page.waitForResponse('**/version.json*')
  await showTab()
  await (await polled).finished()
  await settle(page)
  expect(polls).toHaveLength(1)

  await markDocument(page)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  expect(await documentIsMarked(page)).toBe(false)
})
