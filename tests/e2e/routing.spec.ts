import { demoToken, expect, expectNoAxeViolations, test } from './fixtures'

test('a visitor without a token who opens /home is sent to the login page', async ({ page }) => {
  await page.goto('/home')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
})

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/that-path')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /that-path')
  await expect(page).toHaveTitle('Page not found')
})

test('a signed-in user who opens / is sent to /home inside the default layout', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'token', value: await demoToken(context.request), url: baseURL! }])
  await page.goto('/')
  await expect(page).toHaveURL('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('every page of the spec loads its own chunk and renders its title in its layout', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: await demoToken(context.request), url: baseURL! }])
  const pages: [string, string, string][] = [
    ['/history', 'Tests History', 'default'],
    ['/pricing', 'Pricing', 'bar'],
    // Without a payment id the result pages say so (the checkout always sends one).
    ['/payment/success', 'Payment not found', 'bar'],
    ['/payment/failed', 'Payment not found', 'bar'],
    ['/settings', 'Settings', 'default'],
    ['/settings/billing', 'Billing', 'default'],
    ['/settings/password', 'Change password', 'default'],
    ['/settings/change-email', 'Change email', 'default'],
    ['/settings/notifications', 'Notifications', 'default'],
    ['/divisions', 'Divisions', 'default'],
    ['/divisions/test', 'Division test', 'default'],
    ['/divisions/progress', 'Division progress', 'default'],
    ['/evaluate', 'Evaluate', 'default'],
    ['/evaluate/quiz/q_12345678', 'Evaluation', 'bar'],
    // A report of a quiz that does not exist says so, in its layout.
    ['/evaluate/report/q_12345678', 'Report not found', 'bar'],
    ['/practice', 'Practice', 'default'],
    ['/practice/quiz/q_12345678', 'Practice', 'bar'],
    ['/practice/report/q_12345678', 'Report not found', 'bar'],
    ['/preview-question', 'Question preview', 'bar'],
    ['/otp', 'Verification code', 'auth'],
  ]
  for (const [path, title, layout] of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible()
    const hasSidebar = page.getByRole('navigation', { name: 'Sections' })
    await expect(hasSidebar, `${path} sidebar`).toHaveCount(layout === 'default' ? 1 : 0)
    // The beta label on every screen: the sidebar's card, or a badge beside the brand.
    await expect(page.getByText('Beta', { exact: true }).first(), `${path} beta`).toBeVisible()
  }
})

test('the signed-in shell is accessible in both languages', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'token', value: await demoToken(context.request), url: baseURL! }])
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Switch language to العربية' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('route rules of the server', () => {
  test('a full page load of an old path is redirected by the server, the query kept', async ({ page }) => {
    await page.goto('/register?email=maya%40example.com')
    await expect(page).toHaveURL('/signup?email=maya%40example.com')
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('maya@example.com')
  })

  test('the help centre, an absolute URL, is left to by a full page load from inside the app', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'token', value: await demoToken(context.request), url: baseURL! }])
    await page.goto('/home')
    await page.getByRole('button', { name: /account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Help center' }).click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/health$/)
    await expect(page.locator('body')).toContainText('"status":"ok"')
  })
})
