import { finishThroughApi } from './division-helpers'
import { bearer, expect, expectNoAxeViolations, newLearner, signIn, test } from './fixtures'

const texts = {
  en: {
    bell: (unread: number) => (unread > 0 ? `Notifications ${unread} unread` : 'Notifications'),
    dialog: 'Notifications',
    trial: 'Your free trial has started',
    division: 'Division result: Math',
    fresh: /New:/,
  },
  ar: {
    bell: (unread: number) => (unread > 0 ? `الإشعارات ${unread} غير مقروءة` : 'الإشعارات'),
    dialog: 'الإشعارات',
    trial: 'بدأت فترتك التجريبية المجانية',
    division: 'نتيجة القسم في الرياضيات',
    fresh: /جديد:/,
  },
} as const

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]

  test(`notifications in ${locale === 'en' ? 'English' : 'Arabic'}: the bell shows the unread ones, opening it reads them, and each leads on`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const { token } = await newLearner(request, `notifications-${locale}`)
    // A division round to its end writes a division result, besides the trial notice.
    for (let quiz = 1; quiz <= 5; quiz += 1) await finishThroughApi(request, token, { right: true })
    await signIn(context, baseURL!, token, locale)
    await page.goto('/home')

    const bell = page.getByRole('button', { name: say.bell(2) })
    await expect(bell).toBeVisible()
    await bell.click()
    const dialog = page.getByRole('dialog', { name: say.dialog })
    await expect(dialog.getByRole('button', { name: new RegExp(say.trial) })).toBeVisible()
    const division = dialog.getByRole('button', { name: new RegExp(say.division) })
    // Opening read them (issue 16): the badge is gone, and the two stay marked new while the list is open.
    await expect(page.getByRole('button', { name: say.bell(0), exact: true })).toBeVisible()
    await expect(division).toContainText(say.fresh)
    await expectNoAxeViolations(page)

    // One of them follows its link.
    await division.click()
    await expect(page).toHaveURL('/divisions/progress')
    await expect(page.getByRole('button', { name: say.bell(0), exact: true })).toBeVisible()

    const listed = await request.get('/api/v1/notifications', { headers: bearer(token) })
    const body = (await listed.json()) as { data: { read_at: string | null }[]; meta: { unread_count: number } }
    expect(body.meta.unread_count).toBe(0)
    expect(body.data.every((notification) => notification.read_at !== null)).toBe(true)
  })
}
