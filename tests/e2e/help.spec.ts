import {
  demoToken,
  expect,
  expectNoAxeViolations,
  newLearner,
  noTrialBaseURL,
  signIn,
  test,
  type Locale,
} from './fixtures'

/**
 * The in-app help centre. The main e2e server sets `HELP_CENTER_URL` (its `/help` leads
 * elsewhere), so these tests run on the second server, which has no such rule and whose learners
 * have no subscription: the help centre stays open to them (DESIGN §3).
 */
const words = {
  en: {
    title: 'Help center',
    search: 'Search the help center',
    query: 'sandbox',
    article: 'Paying for a plan',
    articleText: 'no real money is charged',
    oneArticle: '1 article',
    noMatch: 'No article matches “zebra”.',
    keyboard: 'Using the keyboard in a quiz',
    keyboardText: 'A, B, C and D choose an answer.',
    contact: 'Contact us',
    kind: 'Complaint',
    message: 'Your message',
    submit: 'Submit',
    missing: 'Write your message first.',
    thanks: 'Your message has been sent. Thank you!',
    banner: 'Your subscription has expired',
    text: 'The timer on question 4 jumped from 0:40 to 0:10.',
  },
  ar: {
    title: 'مركز المساعدة',
    search: 'ابحث في مركز المساعدة',
    query: 'دفع تجريبيه',
    article: 'الدفع مقابل خطة',
    articleText: 'لا تُخصم فيها أموال حقيقية',
    oneArticle: 'مقالة واحدة',
    noMatch: 'لا توجد مقالة تطابق «zebra».',
    keyboard: 'استخدام لوحة المفاتيح في الاختبار',
    keyboardText: 'اختر إجابتك بالمفاتيح A وB وC وD.',
    contact: 'تواصل معنا',
    kind: 'شكوى',
    message: 'رسالتك',
    submit: 'إرسال',
    missing: 'اكتب رسالتك أولًا.',
    thanks: 'تم إرسال رسالتك. شكرًا لك!',
    banner: 'انتهى اشتراكك',
    text: 'قفز المؤقت في السؤال 4 من 0:40 إلى 0:10.',
  },
} satisfies Record<Locale, Record<string, string>>

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale]

  test.describe(`help centre (${locale})`, () => {
    test.beforeEach(async ({ context }) => {
      const { token } = await newLearner(context.request, `help-${locale}`, noTrialBaseURL)
      await signIn(context, noTrialBaseURL, token, locale)
    })

    test('search finds an article and opening it shows its text', async ({ page }) => {
      await page.goto(`${noTrialBaseURL}/help`)
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      // No subscription: the banner says so, and the help centre is open all the same.
      await expect(page.getByRole('region', { name: /Subscription status|حالة الاشتراك/ })).toContainText(w.banner)
      await expectNoAxeViolations(page)

      const search = page.getByRole('searchbox', { name: w.search })
      await search.fill(w.query)
      await expect(page.getByRole('status').filter({ hasText: w.oneArticle })).toBeVisible()
      await expect(page).toHaveURL(/[?&]q=/)
      await page.getByRole('button', { name: w.article }).click()
      const panel = page.getByRole('region', { name: w.article })
      await expect(panel).toContainText(w.articleText)
      await expect(page).toHaveURL(/[?&]article=payments/)
      await expectNoAxeViolations(page)

      // The address reproduces the view: a reload shows the same search and the same open article.
      await page.reload()
      await expect(search).toHaveValue(w.query)
      await expect(panel).toContainText(w.articleText)

      await search.fill('zebra')
      await expect(page.getByRole('status').filter({ hasText: w.noMatch })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('a link to an article opens it', async ({ page }) => {
      await page.goto(`${noTrialBaseURL}/help?article=keyboard`)
      const panel = page.getByRole('region', { name: w.keyboard })
      await expect(panel).toContainText(w.keyboardText)
      await expect(panel).toBeInViewport()
    })

    test('a contact-us message is sent and stored by the server', async ({ page }) => {
      await page.goto(`${noTrialBaseURL}/help`)
      const contact = page.getByRole('region', { name: w.contact })
      const box = contact.getByRole('textbox', { name: w.message })
      // Missing: said under the field, in the page's language; nothing is sent.
      await contact.getByRole('button', { name: w.submit }).click()
      await expect(contact.getByText(w.missing)).toBeVisible()
      await expectNoAxeViolations(page)

      // Ark's radio is a hidden input inside its card's label: the learner clicks the card.
      const complaint = page.getByRole('radio', { name: w.kind, exact: true })
      await contact.locator('label', { has: complaint }).click()
      await expect(complaint).toBeChecked()
      await box.fill(`  ${w.text}  `)
      const answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/contact-us') && response.request().method() === 'POST',
      )
      await contact.getByRole('button', { name: w.submit }).click()
      const response = await answer
      expect(response.request().postDataJSON()).toEqual({ kind: 'complaint', message: w.text })
      expect(response.request().headers()['accept-language']).toBe(locale)
      // 201: the server stored the message (its row id) and thanks the learner in their language.
      expect(response.status()).toBe(201)
      const stored = (await response.json()) as { id: string; message: string }
      expect(stored.id).toMatch(/^msg_/)
      expect(stored.message).toBe(w.thanks)
      await expect(contact.getByText(w.thanks)).toBeFocused()
      await expect(contact.getByRole('textbox')).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  })
}

test('the user menu leads to the in-app help centre when no help centre is configured elsewhere', async ({
  page,
  context,
}) => {
  const { token } = await newLearner(context.request, 'help-menu', noTrialBaseURL)
  await signIn(context, noTrialBaseURL, token, 'en')
  await page.goto(`${noTrialBaseURL}/home`)
  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Help center' }).click()
  await expect(page).toHaveURL(`${noTrialBaseURL}/help`)
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible()
})

test('with HELP_CENTER_URL set, a full load of /help goes to the help centre elsewhere', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: await demoToken(context.request), url: baseURL! }])
  await page.goto('/help?article=keyboard')
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/health$/)
})
