import type { BrowserContext } from '@playwright/test'
import { demoToken, expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The flows of the other suites, walked in Arabic (right to left): what a learner who chose
 * العربية reads, from the interface catalogue and from the server's localized messages.
 */
const demo = { email: 'demo@example.com', password: 'Learn-SAT-2026' }

async function arabic(context: BrowserContext, baseURL: string, token?: string) {
  await context.addCookies([
    { name: 'i18n_redirected', value: 'ar', url: baseURL },
    ...(token ? [{ name: 'token', value: token, url: baseURL }] : []),
  ])
}

test.describe('in Arabic', () => {
  test('sign-up: terms, the code from the dev inbox, activation, then home', async ({ page, context, baseURL }) => {
    await arabic(context, baseURL!)
    const email = `arabic-learner-${Date.now()}@example.com`
    await page.goto('/signup')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByRole('textbox', { name: 'الاسم الأول' }).fill('منى')
    await page.getByRole('textbox', { name: 'اسم العائلة' }).fill('عادل')
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email)
    await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('+201001234567')
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Blue-Harbor-71')
    await page.getByRole('textbox', { name: 'تأكيد كلمة المرور' }).fill('Blue-Harbor-71')
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'يرجى الموافقة على شروط الاستخدام وسياسة الخصوصية' }),
    ).toBeVisible()
    // The box itself: its label holds the links to the terms and the policy (issue 16).
    await page.getByRole('checkbox', { name: 'أوافق على شروط الاستخدام وسياسة الخصوصية' }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
    await expect(page.getByText('تم التسجيل بنجاح، يرجى مراجعة بريدك الإلكتروني لتفعيل الحساب')).toBeVisible()

    const inbox = (await (await context.request.get(`/dev/inbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      code: string
    }[]
    await page.getByRole('textbox', { name: 'رمز التحقق' }).fill(inbox[0]!.code)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'تفعيل الحساب' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByText('تم تفعيل الحساب بنجاح، يمكنك الآن تسجيل الدخول')).toBeVisible()
  })

  test('login to home, and an account not activated yet goes to /signup with the message', async ({
    page,
    context,
    baseURL,
  }) => {
    await arabic(context, baseURL!)
    const email = `arabic-pending-${Date.now()}@example.com`
    const registered = await context.request.post('/api/v1/register', {
      data: {
        first_name: 'عمر',
        last_name: 'فاروق',
        email,
        mobile: '+201001234567',
        password: 'Blue-Harbor-71',
        password_confirmation: 'Blue-Harbor-71',
        accept_terms: true,
        channel: 'email',
      },
    })
    expect(registered.status()).toBe(201)
    await page.goto('/')
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email)
    await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('Blue-Harbor-71')
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(page).toHaveURL(`/signup?email=${encodeURIComponent(email)}`)
    await expect(page.getByText('حسابك غير مفعّل بعد. أدخل رمز التحقق الذي أرسلناه إليك.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveValue(email)

    await page.goto('/')
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(demo.email)
    await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(demo.password)
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible()
  })

  test('the key o, the logout and feedback dialogs, the trial banner and the bell', async ({
    page,
    context,
    baseURL,
  }) => {
    await arabic(context, baseURL!, await demoToken(context.request))
    await page.goto('/home')
    const banner = page.getByRole('region', { name: 'حالة الاشتراك' }).getByRole('status')
    await expect(banner).toHaveText(/الفترة التجريبية: يتبقى \d+ (أيام|يومًا|يوم)/)
    await expect(banner.getByRole('link', { name: 'اشترك' })).toHaveAttribute('href', '/pricing')

    await page.keyboard.press('o')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')

    await page.keyboard.press('o')
    await page.keyboard.press('l')
    const logout = page.getByRole('dialog', { name: 'هل تريد تسجيل الخروج؟' })
    await expect(logout).toBeVisible()
    await expectNoAxeViolations(page)
    await logout.getByRole('button', { name: 'إلغاء' }).click()
    await expect(logout).toBeHidden()

    await page.keyboard.press('o')
    await page.keyboard.press('f')
    const feedback = page.getByRole('dialog', { name: 'تواصل معنا' })
    await feedback.getByRole('textbox', { name: 'رسالتك' }).fill('أتمنى المزيد من أسئلة الهندسة')
    await feedback.getByRole('button', { name: 'إرسال' }).click()
    await expect(page.getByText('تم إرسال ملاحظاتك')).toBeVisible()
    await expect(feedback).toBeHidden()

    await page.getByRole('button', { name: /^الإشعارات/ }).click()
    const notifications = page.getByRole('dialog', { name: 'الإشعارات' })
    await expect(notifications).toContainText('بدأت فترتك التجريبية المجانية')
    await expectNoAxeViolations(page)
  })

  test('the access guard, and a 401 clears the token and goes to /', async ({ page, context, baseURL }) => {
    await arabic(context, baseURL!)
    await page.goto('/settings')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible()

    await context.addCookies([{ name: 'token', value: 'a-token-the-server-does-not-know-000000000', url: baseURL! }])
    await page.goto('/signup')
    // With a token, the guest pages send the learner on to /home, where the server says 401.
    await expect(page).toHaveURL('/')
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible()
  })
})
