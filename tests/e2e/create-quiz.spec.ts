import type { Page } from '@playwright/test'
import { chooseOption, expect, expectNoAxeViolations, newLearner, signIn, test } from './fixtures'

const texts = {
  en: {
    math: 'Math',
    strict: 'Strict',
    domain: 'Domain',
    algebra: 'Algebra',
    startPractice: 'Start practice',
    startEvaluation: 'Start evaluation',
    evaluationFirst: 'You need to have an evaluation first on this subject',
    goEvaluate: 'Start an evaluation',
    chosenAll: /Chosen: 5 of 5/,
  },
  ar: {
    math: 'الرياضيات',
    strict: 'صارم',
    domain: 'المجال',
    algebra: 'الجبر',
    startPractice: 'ابدأ التدريب',
    startEvaluation: 'ابدأ التقييم',
    evaluationFirst: 'يجب أن تُجري اختبار تقييم في هذه المادة أولًا',
    goEvaluate: 'ابدأ تقييمًا',
    chosenAll: /تم اختيار 5 من 5/,
  },
} as const

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })

/** Radios are visually hidden inputs: a learner clicks the card (its label). */
async function choose(page: Page, name: string) {
  await page.locator('label', { has: radio(page, name) }).click()
  await expect(radio(page, name)).toBeChecked()
}

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]

  test(`creating quizzes in ${locale === 'en' ? 'English' : 'Arabic'}: practice waits for an evaluation of the subject`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000)
    const learner = await newLearner(request, `create-quiz-${locale}`)
    await signIn(context, baseURL!, learner.token, locale)

    // Practice before any evaluation: refused in the page, with the way to the evaluation.
    await page.goto('/practice')
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await choose(page, say.math)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: say.startPractice }).click()
    const refusal = page.getByRole('alert').filter({ hasText: say.evaluationFirst })
    await expect(refusal).toBeVisible()
    await expectNoAxeViolations(page)
    await refusal.getByRole('link', { name: say.goEvaluate }).click()

    // The evaluation page, with that system and subject preselected.
    await expect(page).toHaveURL(/\/evaluate\?system=SAT&subject=math$/)
    await expect(radio(page, say.math)).toBeChecked()
    await choose(page, say.strict)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: say.startEvaluation }).click()
    await expect(page).toHaveURL(/\/evaluate\/quiz\/[A-Za-z0-9_-]{8,40}$/)
    const evaluationId = new URL(page.url()).pathname.split('/').at(-1)!

    // The evaluation ends (unanswered, confirmed): the subject is open to practice.
    const ended = await request.post(`/api/v1/quizzes/${evaluationId}/end`, {
      headers: { Authorization: `Bearer ${learner.token}` },
      data: { confirm_missing: true },
    })
    expect(ended.status()).toBe(200)

    await page.goto('/practice')
    await choose(page, say.math)
    await chooseOption(page, say.domain, say.algebra)
    await expect(page.getByRole('group').filter({ hasText: say.chosenAll })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: say.startPractice }).click()
    await expect(page).toHaveURL(/\/practice\/quiz\/[A-Za-z0-9_-]{8,40}$/)
  })
}
