import { expect, expectNoAxeViolations, test } from './fixtures'

test.describe('sign-up', () => {
  test('registers, reads the code in the dev inbox, activates and lands on /home', async ({ page, request }) => {
    const email = `new-learner-${Date.now()}@example.com`
    await page.goto('/signup')
    // The phone field starts on the visitor's country, from the server's lookup (here the Emirates).
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(/\+971/)
    await expectNoAxeViolations(page)
    await page.getByLabel('First name').fill('Mona')
    await page.getByLabel('Last name').fill('Adel')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Mobile number').fill('+201001234567')
    await page.getByLabel(/^Password/).fill('Blue-Harbor-71')
    await page.getByLabel('Confirm password').fill('Blue-Harbor-71')

    // Spec §5: without the terms nothing is sent.
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please accept our Terms of Use and Privacy Policy' }),
    ).toBeVisible()
    // The box itself: its label holds the links to the terms and the policy (issue 16).
    await page.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' }).focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' })).toBeChecked()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Registered successfully, please check your email for verification')).toBeVisible()

    const inbox = await (await request.get(`/dev/inbox.json?to=${encodeURIComponent(email)}`)).json()
    await page.getByRole('textbox', { name: 'Verification code' }).fill(inbox[0].code)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Activate account' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByText('Account activated successfully, you can now log in')).toBeVisible()
  })

  test('shows the server field errors in Arabic', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
    await page.goto('/signup')
    await page.getByLabel('الاسم الأول').fill('منى')
    await page.getByLabel('اسم العائلة').fill('عادل')
    await page.getByLabel('البريد الإلكتروني').fill(`arabic-${Date.now()}@example.com`)
    await page.getByLabel('رقم الجوال').fill('+201001234567')
    await page.getByLabel(/^كلمة المرور/).fill('password123')
    await page.getByLabel('تأكيد كلمة المرور').fill('password123')
    // The box itself: its label holds the links to the terms and the policy (issue 16).
    await page.getByRole('checkbox', { name: 'أوافق على شروط الاستخدام وسياسة الخصوصية' }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
    await expect(page.getByText('كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور يصعب تخمينها.').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
