import type { Page, Request } from '@playwright/test'
import { demoToken, expect, signIn, test } from './fixtures'

/**
 * Issue 15, no data waterfalls: what a page reads starts with the navigation to it, not after
 * its code has arrived. Each test holds a chunk's answer until the read it must not wait for has
 * started: had the read waited for that chunk, it would not start, and the order of the events
 * (requests started, requests finished) would show it.
 */

/** A short name for the requests these tests follow; others are left out. */
function nameOf(request: Request): string | null {
  const { pathname, searchParams } = new URL(request.url())
  // `/home` reads the last 100 finished tests for its chart; `/history` reads a page of 10.
  if (pathname === '/api/v1/history' && searchParams.get('per_page') === '100') return 'history (chart)'
  const api = pathname.match(
    /^\/api\/v1\/(current-user|subscriptions\/check-current-subscription|home\/statistics|history)$/,
  )
  if (api) return api[1]!
  const chunk = pathname.match(
    /^\/assets\/(default-layout|home-page|history-page|evaluate-page|practice-page)-[\w-]+\.js$/,
  )
  return chunk ? `${chunk[1]}.js` : null
}

/** The order in which the followed requests start and finish, as `start x` / `end x`. */
function recordRequests(page: Page): string[] {
  const events: string[] = []
  const note = (kind: string) => (request: Request) => {
    const name = nameOf(request)
    if (name) events.push(`${kind} ${name}`)
  }
  page.on('request', note('start'))
  page.on('requestfinished', note('end'))
  return events
}

/** How long a held chunk waits at most for its read: a read that waits for the chunk never comes. */
const HOLD_AT_MOST_MS = 2_000
/** Pages behind held chunks may take both holds to show (when the read does not come). */
const HELD_PAGE_TIMEOUT_MS = 3 * HOLD_AT_MOST_MS

/** Answers the chunk only once `read` has started (or, if it never does, after the wait). */
async function holdChunkUntil(page: Page, chunk: string, read: string) {
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    await page.waitForRequest((request) => nameOf(request) === read, { timeout: HOLD_AT_MOST_MS }).catch(() => {})
    await route.continue()
  })
}

const before = (events: string[], first: string, second: string) => {
  expect(events, `${first} before ${second}`).toContain(first)
  expect(events, `${second} after ${first}`).toContain(second)
  expect(events.indexOf(first), `${first} before ${second} in ${events.join(', ')}`).toBeLessThan(
    events.indexOf(second),
  )
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name })

/** Tells the page the visitor saves data (Chromium's Network Information API). */
const saveData = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
  })

test.beforeEach(async ({ context, baseURL }) => {
  await signIn(context, baseURL!, await demoToken(context.request, ''), 'en')
})

test('on a fresh /home the session reads start before the layout code arrives, the totals before the page code', async ({
  page,
}) => {
  const events = recordRequests(page)
  await holdChunkUntil(page, 'default-layout', 'subscriptions/check-current-subscription')
  await holdChunkUntil(page, 'home-page', 'home/statistics')

  await page.goto('/home')
  await expect(page.getByText('Questions answered')).toBeVisible({ timeout: HELD_PAGE_TIMEOUT_MS })

  before(events, 'start current-user', 'end default-layout.js')
  before(events, 'start subscriptions/check-current-subscription', 'end default-layout.js')
  before(events, 'start home/statistics', 'end home-page.js')
  // Each read once: the layout and the page found them under way.
  for (const read of ['current-user', 'subscriptions/check-current-subscription', 'home/statistics'])
    expect(
      events.filter((event) => event === `start ${read}`),
      read,
    ).toHaveLength(1)
})

test("resting the mouse on a sidebar link fetches that page's code and reads", async ({ page }) => {
  const events = recordRequests(page)
  await page.goto('/home')
  await expect(page.getByText('Questions answered')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(events).not.toContain('start history-page.js')

  const chunk = page.waitForRequest((request) => nameOf(request) === 'history-page.js', { timeout: 5_000 })
  const read = page.waitForRequest((request) => nameOf(request) === 'history', { timeout: 5_000 })
  await sidebarLink(page, 'Tests History').hover()
  await Promise.all([chunk, read])
})

test('when the visitor saves data, nothing is fetched ahead of need, and a followed link still starts its reads at once', async ({
  page,
}) => {
  await saveData(page)
  const events = recordRequests(page)
  await page.goto('/home')
  await expect(page.getByText('Questions answered')).toBeVisible()
  await sidebarLink(page, 'Tests History').hover()
  await sidebarLink(page, 'Evaluate').focus()
  await page.waitForLoadState('networkidle')

  // Neither the idle prefetch of /home's likely next pages nor the hovered or focused links.
  for (const chunk of ['history-page.js', 'evaluate-page.js', 'practice-page.js'])
    expect(events, chunk).not.toContain(`start ${chunk}`)
  expect(events).not.toContain('start history')

  await holdChunkUntil(page, 'history-page', 'history')
  await sidebarLink(page, 'Tests History').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tests History' })).toBeVisible({
    timeout: HELD_PAGE_TIMEOUT_MS,
  })
  before(events, 'start history', 'end history-page.js')
  // Once: the page found its read under way (the same query).
  expect(events.filter((event) => event === 'start history')).toHaveLength(1)
})
