import type { APIRequestContext, Page } from '@playwright/test'
import { BESIDE, expect, expectNoAxeViolations, test } from './fixtures'

const oldPassword = 'Blue-Harbor-71'
const newPassword = 'Green-Meadow-84'

/** A fresh, activated learner with its own e-mail and mobile number, made through the API. */
async function activatedLearner(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`
  const email = `reset-${stamp}@example.com`
  const mobile = `+2010${stamp.slice(-8)}`
  const registered = await request.post('/api/v1/register', {
    data: {
      first_name: 'Salma',
      last_name: 'Nabil',
      email,
      mobile,
      password: oldPassword,
      password_confirmation: oldPassword,
      accept_terms: true,
      channel: 'email',
    },
  })
  expect(registered.status()).toBe(201)
  const { verification_code: code } = (await registered.json()) as { verification_code: string }
  expect((await request.post('/api/v1/activate', { data: { email, code } })).status()).toBe(200)
  return { email, mobile }
}

/** The newest code in the dev inbox of that address (an e-mail, or a mobile number: the dev server's WhatsApp). */
async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const inbox = (await (await request.get(`/dev/inbox.json?to=${encodeURIComponent(to)}`)).json()) as {
    code: string | null
  }[]
  const code = inbox.find((message) => message.code)?.code
  expect(code, 'a code in the dev inbox').toBeTruthy()
  return code!
}

async function logIn(page: Page, email: string, password: string, labels = { email: 'Email', password: 'Password' }) {
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(email)
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password)
}

test.describe('forgot password', () => {
  test('in English: by phone, code, new password, then log in with it', async ({ page, request }) => {
    const learner = await activatedLearner(request)
    await page.goto('/')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)

    // Spec §2: English asks for the phone number.
    const phone = page.getByRole('textbox', { name: 'Phone number' })
    await expect(phone).toBeVisible()
    await expectNoAxeViolations(page)
    await phone.fill(learner.mobile)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText('If an account matches, we have sent you a reset code.')).toBeVisible()

    const code = page.getByRole('textbox', { name: 'Verification code' })
    await expect(code).toBeFocused()
    await expect(page.getByText(learner.mobile)).toBeVisible()
    await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled()
    await expectNoAxeViolations(page)
    await code.fill(await latestCode(request, learner.mobile))
    await page.getByRole('button', { name: 'Verify code' }).click()

    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeFocused()
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Reset password' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Password reset successfully, you can now log in')).toBeVisible()
    await expectNoAxeViolations(page)
    await logIn(page, learner.email, newPassword)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test('in Arabic: by e-mail, code, new password, then log in with it', async ({ page, context, request, baseURL }) => {
    const learner = await activatedLearner(request)
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
    await page.goto('/forgot-password')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

    // Spec §2: Arabic asks for the e-mail.
    await expect(page.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByLabel('البريد الإلكتروني').fill(learner.email)
    await page.getByRole('button', { name: 'إرسال الرمز' }).click()
    await expect(page.getByText('إذا وُجد حساب مطابق، فقد أرسلنا إليك رمز إعادة التعيين.')).toBeVisible()

    await expect(page.getByRole('textbox', { name: 'رمز التحقق' })).toBeFocused()
    await expectNoAxeViolations(page)
    // Arabic-Indic digits are accepted as typed.
    const code = await latestCode(request, learner.email)
    await page
      .getByRole('textbox', { name: 'رمز التحقق' })
      .fill(code.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!))
    await expect(page.getByRole('textbox', { name: 'رمز التحقق' })).toHaveValue(code)
    await page.getByRole('button', { name: 'تحقّق من الرمز' }).click()

    await expect(page.getByRole('textbox', { name: 'كلمة المرور الجديدة', exact: true })).toBeFocused()
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'كلمة المرور الجديدة', exact: true }).fill(newPassword)
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill(newPassword)
    await page.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('تمت إعادة تعيين كلمة المرور بنجاح، يمكنك الآن تسجيل الدخول')).toBeVisible()
    await expectNoAxeViolations(page)
    await logIn(page, learner.email, newPassword, { email: 'البريد الإلكتروني', password: 'كلمة المرور' })
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test('a wrong code and a mismatched confirmation: the server says so, nothing typed is lost', async ({
    page,
    request,
  }) => {
    const learner = await activatedLearner(request)
    await page.goto('/forgot-password')
    // The other method is one click away.
    await page.getByRole('button', { name: 'Use your e-mail instead' }).click()
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(learner.email)
    await page.getByRole('button', { name: 'Send code' }).click()

    const code = page.getByRole('textbox', { name: 'Verification code' })
    await code.fill('000000')
    await page.getByRole('button', { name: 'Verify code' }).click()
    const wrong = 'The verification code is invalid or has expired.'
    // The server's message as a toast, and under the field.
    await expect(page.locator('[data-scope="toast"][data-type="error"]').filter({ hasText: wrong })).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(code).toHaveAccessibleDescription(wrong)
    await expect(code).toHaveValue('000000')
    await expectNoAxeViolations(page)

    await code.fill(await latestCode(request, learner.email))
    await page.getByRole('button', { name: 'Verify code' }).click()
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(`${newPassword}!`)
    await page.getByRole('button', { name: 'Reset password' }).click()
    const confirmation = page.getByLabel('Confirm new password')
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(newPassword)
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expectNoAxeViolations(page)

    // Back to the e-mail: it is still there.
    await page.getByRole('button', { name: 'Back to the code' }).click()
    await page.getByRole('button', { name: 'Change the e-mail' }).click()
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(learner.email)
  })

  test(
    'resend: the server refuses a second code within the minute, then sends a new one',
    BESIDE,
    async ({ page, request }) => {
      test.setTimeout(120_000)
      const learner = await activatedLearner(request)
      await page.clock.install()
      await page.goto('/forgot-password')
      await page.getByRole('button', { name: 'Use your e-mail instead' }).click()
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(learner.email)
      await page.getByRole('button', { name: 'Send code' }).click()
      const sentAt = Date.now()
      const firstCode = await latestCode(request, learner.email)

      // The page's cooldown is skipped ahead; the server still counts real time and says "too soon".
      const resend = page.getByRole('button', { name: /^Send a new code/ })
      await expect(resend).toBeDisabled()
      await page.clock.runFor(61_000)
      await expect(resend).toHaveText('Send a new code')
      await resend.click()
      await expect(page.getByText(/^Too many attempts, please try again in \d+ seconds\.$/)).toBeVisible()
      await expect(resend).toBeDisabled()

      // A real minute after the first code the server sends a new one.
      await page.waitForTimeout(Math.max(0, sentAt + 61_000 - Date.now()))
      await page.clock.runFor(61_000)
      await resend.click()
      await expect(page.getByText('If an account matches, we have sent you a new reset code.')).toBeVisible()
      await expect(resend).toBeDisabled()
      const secondCode = await latestCode(request, learner.email)
      expect(secondCode).not.toBe(firstCode)
      await expectNoAxeViolations(page)
      await page.getByRole('textbox', { name: 'Verification code' }).fill(secondCode)
      await page.getByRole('button', { name: 'Verify code' }).click()
      await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible()
    },
  )
})
