import { expect, expectNoAxeViolations, test } from './fixtures'

test('the login page opens in English, switches to Arabic right-to-left, and stays Arabic after a reload', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Switch language to العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible()

  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie?.value).toBe('ar')
  // 365 days, give or take the seconds the test took.
  expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400)

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
})
