import type { Page } from '@playwright/test'
import { demoToken, expect, expectNoAxeViolations, noTrialBaseURL, test } from './fixtures'

async function signIn(page: Page, baseURL: string, locale: 'en' | 'ar' = 'en') {
  const token = await demoToken(page.request, baseURL)
  await page.context().addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'i18n_redirected', value: locale, url: baseURL },
  ])
}

test.describe('the signed-in shell', () => {
  test('the key o toggles the user menu; o then l opens the logout dialog, o then f the feedback dialog', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!)
    await page.goto('/home')
    await expect(page.getByRole('button', { name: /^Layla Hassan ?, account menu$/ })).toBeVisible()

    await page.keyboard.press('o')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await page.keyboard.press('o')
    await page.keyboard.press('l')
    const logout = page.getByRole('dialog', { name: 'Log out?' })
    await expect(logout).toBeVisible()
    await expect(menu).toBeHidden()
    await page.keyboard.press('o')
    await expect(logout).toBeHidden()

    await page.keyboard.press('o')
    await page.keyboard.press('f')
    const feedback = page.getByRole('dialog', { name: 'Contact us' })
    await expect(feedback).toBeVisible()
    const box = feedback.getByRole('textbox', { name: 'Your message' })
    await expect(box).toHaveAttribute('rows', '5')
    // Typing o in the text box is text, not a shortcut.
    await box.fill('')
    await box.pressSequentially('ok so far')
    await expect(feedback).toBeVisible()
    await expectNoAxeViolations(page)
    await feedback.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Feedback submitted')).toBeVisible()
    await expect(feedback).toBeHidden()
  })

  test('the beta card sends feedback; Cancel closes without sending; in Arabic too', async ({ page, baseURL }) => {
    await signIn(page, baseURL!, 'ar')
    await page.goto('/home')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByRole('button', { name: 'إرسال ملاحظات' }).first().click()
    const feedback = page.getByRole('dialog', { name: 'تواصل معنا' })
    await expect(feedback).toBeVisible()
    await feedback.getByRole('textbox').fill('التطبيق رائع')
    await expectNoAxeViolations(page)
    await feedback.getByRole('button', { name: 'إلغاء' }).click()
    await expect(feedback).toBeHidden()
  })

  test('the trial banner counts down and the notification bell lists the trial notice', async ({ page, baseURL }) => {
    await signIn(page, baseURL!)
    await page.goto('/home')
    const banner = page.getByRole('region', { name: 'Subscription status' }).getByRole('status')
    await expect(banner).toHaveText(/Free trial: 7 days left/)
    await expect(banner.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/pricing')
    await page.getByRole('button', { name: /^Notifications/ }).click()
    const notifications = page.getByRole('dialog', { name: 'Notifications' })
    await expect(notifications).toBeVisible()
    await expect(notifications).toContainText('Your free trial has started')
    await expectNoAxeViolations(page)
    // Subscription pages are open during the trial.
    await page.keyboard.press('Escape')
    await page.goto('/evaluate')
    await expect(page.getByText("Sorry, You Don't Have Access to this Page")).toHaveCount(0)
  })

  for (const locale of ['en', 'ar'] as const) {
    test(`with no trial left (${locale}): the expired banner, and evaluate shows the no-access screen`, async ({
      page,
    }) => {
      await signIn(page, noTrialBaseURL, locale)
      await page.goto(`${noTrialBaseURL}/evaluate`)
      const banner = page.getByRole('region', { name: locale === 'en' ? 'Subscription status' : 'حالة الاشتراك' })
      await expect(banner).toContainText(locale === 'en' ? 'Your subscription has expired' : 'انتهى اشتراكك')
      await expect(
        page.getByRole('heading', {
          name:
            locale === 'en'
              ? "Sorry, You Don't Have Access to this Page"
              : 'عذرًا، ليس لديك صلاحية الوصول إلى هذه الصفحة',
        }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
      // Home stays open (DESIGN §3), with the banner.
      await page.goto(`${noTrialBaseURL}/home`)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Sorry|عذرًا/)
      await banner.getByRole('link').click()
      await expect(page).toHaveURL(/\/pricing$/)
    })
  }
})
