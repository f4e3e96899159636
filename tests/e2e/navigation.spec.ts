import { expect, expectNoAxeViolations, newLearner, signIn, test } from './fixtures'

/**
 * Issue 16: divisions and help could be reached only by typing their address or from the user menu.
 * Issue 17 adds the full-length test after Practice; issue 19 the mistake log after Tests History.
 */
const names = {
  en: [
    'Home',
    'Evaluate',
    'Practice',
    'Full-length test',
    'Tests History',
    'Mistake log',
    'Divisions',
    'Settings',
    'Help center',
  ],
  ar: [
    'الرئيسية',
    'التقييم',
    'التدريب',
    'الاختبار الكامل',
    'سجل الاختبارات',
    'سجل الأخطاء',
    'الأقسام',
    'الإعدادات',
    'مركز المساعدة',
  ],
} as const
const DIVISIONS = 6
const HELP = 8

for (const locale of ['en', 'ar'] as const) {
  test(`Divisions and the help center are in the navigation, in ${locale}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await newLearner(request, `navigation-${locale}`)
    await signIn(context, baseURL!, token, locale)
    await page.goto('/home')
    // Not "الأقسام الرئيسية" in Arabic any more: الأقسام is the divisions' name.
    const sections = page.getByRole('navigation', { name: locale === 'en' ? 'Sections' : 'صفحات الأكاديمية' })
    await expect(sections.getByRole('link')).toHaveText([...names[locale]])

    await sections.getByRole('link', { name: names[locale][DIVISIONS] }).click()
    await expect(page).toHaveURL('/divisions')
    await expect(sections.getByRole('link', { name: names[locale][DIVISIONS] })).toHaveAttribute('aria-current', 'page')

    // Where `/help` leads is the server's choice (this server's route rule sends it to a help centre
    // elsewhere, help.spec.ts): the link is the app's own address.
    await expect(sections.getByRole('link', { name: names[locale][HELP] })).toHaveAttribute('href', '/help')
  })
}

test('home has a way into divisions', async ({ page, context, request, baseURL }) => {
  const { token } = await newLearner(request, 'home-divisions')
  await signIn(context, baseURL!, token, 'en')
  await page.goto('/home')
  const card = page.getByRole('region', { name: 'Divisions' })
  await expect(card).toContainText('pass its short test to move up')
  await card.getByRole('link', { name: 'Go to divisions' }).click()
  await expect(page).toHaveURL('/divisions')
  await expect(page.getByRole('heading', { level: 1, name: 'Divisions' })).toBeVisible()
})

test('a signed-out deep link survives the login: the learner lands on the page they asked for', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'deep-link')
  await page.goto('/settings/notifications?from=mail')
  // The address of the login page stays `/` (spec §2).
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await page.getByLabel('Email').fill(learner.email)
  await page.getByLabel('Password').fill(learner.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/settings/notifications?from=mail')
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
})

test('a deep link to another site is not followed after the login', async ({ page, request }) => {
  const learner = await newLearner(request, 'deep-link-out')
  await page.goto('/')
  await page.evaluate(() =>
    (globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } }).sessionStorage.setItem(
      'returnPath',
      '//example.com/home',
    ),
  )
  await page.getByLabel('Email').fill(learner.email)
  await page.getByLabel('Password').fill(learner.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/home')
})

test('the terms and privacy pages are public, in both languages, and signing up links to them', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/terms')
  await expect(page).toHaveURL('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Fair use' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Ending your account' }).click()
  await expect(page).toHaveURL('/terms#ending')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Read the Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible()
  await expectNoAxeViolations(page)

  await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
  await page.goto('/privacy')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'ملفات تعريف الارتباط' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Signing up opens them in a new tab: what was typed in the form stays.
  await page.goto('/signup')
  const terms = page.getByRole('link', { name: 'شروط الاستخدام' })
  await expect(terms).toHaveAttribute('href', '/terms')
  await expect(terms).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy')
  await page.getByRole('textbox', { name: 'الاسم الأول' }).fill('منى')
  const opened = context.waitForEvent('page')
  await terms.click()
  const tab = await opened
  await expect(tab.getByRole('heading', { level: 1, name: 'شروط الاستخدام' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('منى')
  await expect(page.getByRole('checkbox')).not.toBeChecked()
})
