import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

const demo = { email: 'demo@example.com', password: 'Learn-SAT-2026' }

test.describe('login', () => {
  test('the demo learner logs in and lands on /home with a greeting', async ({ page }) => {
    await page.goto('/')
    await expectNoAxeViolations(page)
    await page.getByLabel('Email').fill(demo.email)
    await page.getByLabel('Password').fill(demo.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByText('Logged in successfully')).toBeVisible()
  })

  /** Issue 16: the browser's bubble said "Please fill out this field" in English beside the app's errors. */
  test('an empty or malformed form says so under its fields, in Arabic, with no browser bubble', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
    await page.goto('/')
    const email = page.getByLabel('البريد الإلكتروني')
    // React has taken over the form (before that, the prerendered form is the browser's own).
    await expect
      .poll(() => page.locator('form').evaluate((form) => Object.keys(form).some((key) => key.startsWith('__react'))))
      .toBe(true)
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(email).toHaveAccessibleDescription('املأ هذا الحقل.')
    await expect(email).toBeFocused()
    await expect(page.getByLabel('كلمة المرور')).toHaveAccessibleDescription('املأ هذا الحقل.')
    await email.fill('mona@')
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(email).toHaveAccessibleDescription(/^أدخل عنوان بريد إلكتروني/)
    await expect(page).toHaveURL(/\/$/)
    await expectNoAxeViolations(page)
  })

  test('wrong credentials show the server message as a red toast, in Arabic too', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
    await page.goto('/')
    await page.getByLabel('البريد الإلكتروني').fill(demo.email)
    await page.getByLabel('كلمة المرور').fill('not-the-password-1')
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(page.getByText('بيانات الدخول هذه لا تطابق سجلاتنا.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an account not activated yet goes to /signup with its e-mail and the server message', async ({
    page,
    request,
  }) => {
    const email = `pending-${Date.now()}@example.com`
    const registered = await request.post('/api/v1/register', {
      data: {
        first_name: 'Omar',
        last_name: 'Farouk',
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
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Blue-Harbor-71')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(`/signup?email=${encodeURIComponent(email)}`)
    await expect(
      page.getByText('Your account is not activated yet. Enter the verification code we sent you.'),
    ).toBeVisible()
  })
})

test.describe('signed in', () => {
  async function logIn(page: Page) {
    await page.goto('/')
    await page.getByLabel('Email').fill(demo.email)
    await page.getByLabel('Password').fill(demo.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/home$/)
  }

  test('the navbar shows the learner, and Logout asks first, then signs out to /', async ({ page }) => {
    await logIn(page)
    await expect(page.getByText('Layla Hassan')).toBeVisible()
    await page.getByRole('button', { name: /^Layla Hassan ?, account menu$/ }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log out?' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Logged out successfully')).toBeVisible()
  })

  test('a 401 (a token the server no longer knows) clears the token and goes to /', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(page)
    await context.addCookies([{ name: 'token', value: 'a-token-the-server-does-not-know-000000000', url: baseURL! }])
    await page.goto('/home')
    await expect(page).toHaveURL(/\/$/)
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined()
  })
})
