import type { Page } from '@playwright/test'
import {
  bearer,
  expect,
  expectNoAxeViolations,
  newLearner,
  noTrialBaseURL,
  signIn,
  test,
  type Locale,
} from './fixtures'

/** What the learner reads, in each language. */
const text = {
  en: {
    bannerRegion: 'Subscription status',
    expired: 'Your subscription has expired',
    plans: 'Choose a plan',
    status: 'Your subscription',
    noPlan: 'You have no plan yet',
    monthly: 'Monthly',
    quarterly: 'Quarterly',
    subscribeMonthly: 'Subscribe to Monthly',
    subscribeQuarterly: 'Subscribe to Quarterly',
    checkout: 'Sandbox checkout',
    pay: /^Pay /,
    fail: 'Simulate a failed payment',
    success: 'Payment successful',
    failed: 'Payment failed',
    declined: 'The payment for the Quarterly plan was declined.',
    home: 'Go to home',
    tryAgain: 'Try again',
    backHome: 'Back to home',
    notFound: 'Payment not found',
  },
  ar: {
    bannerRegion: 'حالة الاشتراك',
    expired: 'انتهى اشتراكك',
    plans: 'اختر خطة',
    status: 'اشتراكك',
    noPlan: 'ليست لديك خطة بعد',
    monthly: 'شهري',
    quarterly: 'ربع سنوي',
    subscribeMonthly: 'اشترك في الخطة: شهري',
    subscribeQuarterly: 'اشترك في الخطة: ربع سنوي',
    checkout: 'صفحة الدفع التجريبية',
    pay: /^ادفع /,
    fail: 'محاكاة عملية دفع فاشلة',
    success: 'تم الدفع بنجاح',
    failed: 'فشل الدفع',
    declined: 'رُفضت عملية الدفع لاشتراك ربع سنوي.',
    home: 'الذهاب إلى الرئيسية',
    tryAgain: 'حاول مرة أخرى',
    backHome: 'العودة إلى الرئيسية',
    notFound: 'الدفعة غير موجودة',
  },
} satisfies Record<Locale, Record<string, string | RegExp>>

/** The subscription banner of the signed-in layout (empty when there is none). */
const bannerOf = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: text[locale].bannerRegion }).getByRole('status')

/** A mark on the window: still there after a step, the step was no full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(globalThis, { pricingMark: true }))
const windowMarked = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { pricingMark?: boolean }).pricingMark === true)

// The second server gives no trial: every new learner there is expired, so the banner shows.
test.describe('pricing and payment, on the server without a trial', () => {
  for (const locale of ['en', 'ar'] as const) {
    const t = text[locale]

    test(`(${locale}) a learner subscribes, pays on the checkout and the expired banner is gone`, async ({
      page,
      request,
    }) => {
      const learner = await newLearner(request, `pay-${locale}`, noTrialBaseURL)
      await signIn(page.context(), noTrialBaseURL, learner.token, locale)
      await page.goto(`${noTrialBaseURL}/home`)
      await expect(bannerOf(page, locale)).toContainText(t.expired)

      // The banner's Subscribe prompt leads to the plans.
      await bannerOf(page, locale).getByRole('link').click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      // This server gives no trial: the learner never had a plan.
      await expect(page.getByRole('region', { name: t.status })).toContainText(t.noPlan)
      const plans = page.getByRole('radiogroup', { name: t.plans })
      await expect(plans.getByRole('radio')).toHaveCount(3)
      // The popular plan is chosen to begin with.
      await expect(plans.getByRole('radio', { name: t.quarterly })).toBeChecked()
      await expectNoAxeViolations(page)

      await plans.getByText(t.monthly, { exact: true }).click()
      await expect(plans.getByRole('radio', { name: t.monthly })).toBeChecked()
      await page.getByRole('button', { name: t.subscribeMonthly }).click()

      // The checkout is a page of the server, outside the app.
      await expect(page).toHaveURL(new RegExp(`^${noTrialBaseURL}/checkout/sandbox/pay_`))
      await expect(page.getByRole('heading', { level: 1, name: t.checkout })).toBeVisible()
      await page.getByRole('button', { name: t.pay }).click()

      await expect(page).toHaveURL(/\/payment\/success\?payment_id=pay_/)
      const paymentId = new URL(page.url()).searchParams.get('payment_id')!
      await expect(page.getByRole('heading', { level: 1, name: t.success })).toBeVisible()
      await expect(page.getByText(t.monthly, { exact: true })).toBeVisible()

      // The server has the payment paid and the period active: the page shows its end date.
      const payment = await request.get(`${noTrialBaseURL}/api/v1/payments/${paymentId}`, {
        headers: bearer(learner.token, locale),
      })
      const { status, subscription_id } = (await payment.json()) as { status: string; subscription_id: string }
      expect(status).toBe('paid')
      const check = await request.get(`${noTrialBaseURL}/api/v1/subscriptions/check-current-subscription`, {
        headers: bearer(learner.token, locale),
      })
      const { has_active_subscription, subscription } = (await check.json()) as {
        has_active_subscription: boolean
        subscription: { id: string; end_date: string }
      }
      expect(has_active_subscription).toBe(true)
      expect(subscription.id).toBe(subscription_id)
      await expect(page.locator(`dd time[datetime="${subscription.end_date}"]`)).toBeVisible()
      await expectNoAxeViolations(page)

      // Home, with no reload: the banners checked again and the expired one is gone.
      await markWindow(page)
      await page.getByRole('link', { name: t.home }).click()
      await expect(page).toHaveURL(/\/home$/)
      // The banner area renders once the check has answered; it stays empty now.
      await expect(page.getByRole('region', { name: t.bannerRegion })).toBeAttached()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(bannerOf(page, locale)).toHaveCount(0)
      expect(await windowMarked(page)).toBe(true)
    })

    test(`(${locale}) a failed payment: the reason, Try again on the same plan, and the banner stays`, async ({
      page,
      request,
    }) => {
      const learner = await newLearner(request, `fail-${locale}`, noTrialBaseURL)
      await signIn(page.context(), noTrialBaseURL, learner.token, locale)
      await page.goto(`${noTrialBaseURL}/pricing`)
      await page.getByRole('button', { name: t.subscribeQuarterly }).click()
      await expect(page).toHaveURL(new RegExp(`^${noTrialBaseURL}/checkout/sandbox/pay_`))
      await page.getByRole('button', { name: t.fail }).click()

      await expect(page).toHaveURL(/\/payment\/failed\?payment_id=pay_/)
      await expect(page.getByRole('heading', { level: 1, name: t.failed })).toBeVisible()
      await expect(page.getByRole('alert')).toContainText(t.declined)
      await expectNoAxeViolations(page)

      // Try again: the plans, on the plan that failed.
      await page.getByRole('link', { name: t.tryAgain }).click()
      await expect(page).toHaveURL(/\/pricing\?plan=pkg_/)
      await expect(
        page.getByRole('radiogroup', { name: t.plans }).getByRole('radio', { name: t.quarterly }),
      ).toBeChecked()

      // Nothing changed: home still shows the expired banner.
      await page.getByRole('link', { name: t.backHome }).click()
      await expect(page).toHaveURL(/\/home$/)
      await expect(bannerOf(page, locale)).toContainText(t.expired)
      const check = await request.get(`${noTrialBaseURL}/api/v1/subscriptions/check-current-subscription`, {
        headers: bearer(learner.token, locale),
      })
      expect(((await check.json()) as { has_active_subscription: boolean }).has_active_subscription).toBe(false)
    })

    test(`(${locale}) an unknown payment says so, whatever the address claims`, async ({ page, request }) => {
      const learner = await newLearner(request, `unknown-${locale}`, noTrialBaseURL)
      await signIn(page.context(), noTrialBaseURL, learner.token, locale)
      await page.goto(`${noTrialBaseURL}/payment/success?payment_id=pay_NotMine0000`)
      await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: t.success })).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  }
})
