import type { Page } from '@playwright/test'
import {
  bearer,
  expect,
  expectNoAxeViolations,
  newLearner,
  signIn,
  startEvaluation,
  startPractice,
  test,
} from './fixtures'

// Every mistake explained (issue 18): practice feedback and the report show why the chosen choice
// is wrong beside why the key is right, from the real bank, in Arabic first on the Arabic interface.

const texts = {
  en: {
    next: 'Next',
    submit: 'Submit answer',
    questionOf: (position: number, total: number) => `Question ${position} of ${total}`,
    whyWrong: /^Why your answer, [A-D], is wrong/,
    whyRight: /^Why [A-D] is right/,
    toOther: 'Show the explanation in Arabic',
    explanationOf: (n: number) => `Explanation of question ${n}`,
    question: (n: number) => `Question ${n}`,
  },
  ar: {
    next: 'التالي',
    submit: 'إرسال الإجابة',
    questionOf: (position: number, total: number) => `السؤال ${position} من ${total}`,
    whyWrong: /^لماذا إجابتك [A-D] خاطئة/,
    whyRight: /^لماذا [A-D] هي الإجابة الصحيحة/,
    toOther: 'اعرض الشرح بالإنجليزية',
    explanationOf: (n: number) => `الشرح للسؤال ${n}`,
    question: (n: number) => `السؤال ${n}`,
  },
} as const

const ARABIC = /[\u0600-\u06FF]{3}/

/** The language a rationale's text is written in, read from the page: its `lang` and its letters. */
async function expectWrittenIn(page: Page, testId: string, language: 'en' | 'ar') {
  const text = page.getByTestId(testId).locator('[lang]').first()
  await expect(text).toHaveAttribute('lang', language)
  await expect(text).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
  const content = (await text.textContent()) ?? ''
  expect(content.length).toBeGreaterThan(15)
  if (language === 'ar') expect(content).toMatch(ARABIC)
  else expect(content).not.toMatch(ARABIC)
}

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]
  const other = locale === 'ar' ? 'en' : 'ar'

  test(`practice feedback explains the chosen wrong choice beside the key, in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { token } = await newLearner(request, `rationale-${locale}`)
    const { id, questions } = await startPractice(request, token, { subject: 'reading_writing', questionCount: 10 })
    await signIn(context, baseURL!, token, locale)
    await page.goto(`/practice/quiz/${id}`)

    // Choose A on each question until A is wrong (ten questions all keyed A: one chance in a million).
    let wrong = false
    for (let position = 1; position <= questions.length && !wrong; position++) {
      if (position > 1) await page.getByRole('button', { name: say.next, exact: true }).click()
      await expect(
        page.getByRole('heading', { level: 2, name: say.questionOf(position, questions.length) }),
      ).toBeVisible()
      // The letter key chooses once the screen listens for it (a press during hydration is lost).
      const choiceA = page.getByRole('radio').first()
      await expect(async () => {
        await page.keyboard.press('a')
        await expect(choiceA).toBeChecked({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await page.getByRole('button', { name: say.submit }).click()
      const feedback = page.getByTestId('answer-feedback')
      await expect(feedback).toBeVisible()
      await expect(page.getByTestId('rationale-key')).toContainText(say.whyRight)
      wrong = (await feedback.getAttribute('data-correct')) === 'false'
    }
    expect(wrong).toBe(true)
    await expect(page.getByTestId('rationale-chosen')).toContainText(say.whyWrong)
    await expectWrittenIn(page, 'rationale-chosen', locale)
    await expectWrittenIn(page, 'rationale-key', locale)
    await expectNoAxeViolations(page)
    // The other language on request; the headings stay in the interface's.
    await page.getByRole('button', { name: say.toOther }).click()
    await expectWrittenIn(page, 'rationale-chosen', other)
    await expect(page.getByTestId('rationale-chosen')).toContainText(say.whyWrong)
  })

  test(`the report explains each wrong choice beside the key, in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { token } = await newLearner(request, `rationale-report-${locale}`)
    const { id, questions } = await startEvaluation(request, token, { subject: 'reading_writing' })
    for (const question of questions) {
      const saved = await request.put(`/api/v1/quizzes/${id}/answers/${question.id}`, {
        headers: bearer(token),
        data: { choice_id: question.choices[0]!.id },
      })
      expect(saved.status()).toBe(200)
    }
    const ended = await request.post(`/api/v1/quizzes/${id}/end`, { headers: bearer(token), data: {} })
    expect(ended.status()).toBe(200)
    const report = (await (await request.get(`/api/v1/reports/${id}`, { headers: bearer(token) })).json()) as {
      questions: { position: number; answer: { status: string } }[]
    }
    const wrong = report.questions.find((question) => question.answer.status === 'wrong')
    expect(wrong, 'some question keyed other than A').toBeDefined()

    await signIn(context, baseURL!, token, locale)
    await page.goto(`/evaluate/report/${id}`)
    await page.getByRole('button', { name: say.explanationOf(wrong!.position), exact: true }).click()
    const article = page.getByRole('article', { name: say.question(wrong!.position), exact: true })
    await expect(article.getByTestId('rationale-chosen')).toBeVisible()
    await expect(article.getByTestId('rationale-chosen')).toContainText(say.whyWrong)
    await expect(article.getByTestId('rationale-key')).toContainText(say.whyRight)
    const chosenText = article.getByTestId('rationale-chosen').locator('[lang]').first()
    await expect(chosenText).toHaveAttribute('lang', locale)
    if (locale === 'ar') await expect(chosenText).toContainText(ARABIC)
    await expectNoAxeViolations(page)
  })
}
