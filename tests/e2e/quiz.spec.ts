import type { Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  newLearner,
  questionList,
  readQuiz,
  signIn,
  startEvaluation,
  startPractice,
  test,
  type QuizQuestion,
} from './fixtures'

/** What the quiz screen says in each language. */
const texts = {
  en: {
    questionOf: (position: number, total: number) => `Question ${position} of ${total}`,
    answered: (position: number) => new RegExp(`^Question ${position}, Answered`),
    end: 'End',
    endAnyway: 'End anyway',
    missing: 'Some answers are missing, please check questions before ending quiz',
    submit: 'Submit answer',
    reportHeadings: /We're Sorry|Good Job|Well done/,
    practice: 'Practice',
    verdict: /Correct!|Not quite\./,
    explanation: /Explanation.{20,}/,
    checked: /^Question 1, (Correct|Wrong)/,
    next: 'Next',
  },
  ar: {
    questionOf: (position: number, total: number) => `السؤال ${position} من ${total}`,
    answered: (position: number) => new RegExp(`^السؤال ${position}، تمت الإجابة`),
    end: 'إنهاء',
    endAnyway: 'إنهاء رغم ذلك',
    missing: 'بعض الإجابات ناقصة، يرجى مراجعة الأسئلة قبل إنهاء الاختبار',
    submit: 'إرسال الإجابة',
    reportHeadings: /نأسف|عمل جيد|أحسنت/,
    practice: 'التدريب',
    verdict: /إجابة صحيحة!|إجابة غير صحيحة\./,
    explanation: /الشرح.{20,}/,
    checked: /^السؤال 1، (صحيحة|خاطئة)/,
    next: 'التالي',
  },
} as const

/** Answers the question on screen with the keyboard only: a letter key, or typing a response. */
async function answerWithKeyboard(page: Page, question: QuizQuestion) {
  if (question.format === 'multiple_choice') {
    await page.keyboard.press('b')
    await expect(page.getByRole('radio').nth(1)).toBeChecked()
  } else {
    const field = page.getByRole('main').getByRole('textbox')
    await field.focus()
    await page.keyboard.type('2')
    await expect(field).toHaveValue('2')
  }
}

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]
  const language = locale === 'en' ? 'English' : 'Arabic'

  test(`an evaluation in ${language}: keyboard answers survive a reload, ending with answers missing`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const { token } = await newLearner(request, 'quiz')
    const { id, questions } = await startEvaluation(request, token)
    const total = questions.length
    await signIn(context, baseURL!, token, locale)

    await page.goto(`/evaluate/quiz/${id}`)
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 2, name: say.questionOf(1, total) })).toBeVisible()
    await expect(page.getByRole('timer')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d$/)
    await expectNoAxeViolations(page)

    for (const position of [1, 2]) {
      await answerWithKeyboard(page, questions[position - 1]!)
      // Enter: save and continue (in a response field as on the page).
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 2, name: say.questionOf(position + 1, total) })).toBeVisible()
    }
    await expect((await questionList(page)).getByRole('button', { name: say.answered(1) })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: say.questionOf(3, total) })).toBeVisible()
    const list = await questionList(page)
    await expect(list.getByRole('button', { name: say.answered(1) })).toBeVisible()
    await expect(list.getByRole('button', { name: say.answered(2) })).toBeVisible()
    const answers = (await readQuiz(request, token, id)).questions
    expect(answers.slice(0, 2).map((question) => question.answer.status)).toEqual(['answered', 'answered'])

    await page.getByRole('button', { name: say.end, exact: true }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(say.missing)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: say.endAnyway }).click()
    await expect(page).toHaveURL(`/evaluate/report/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.reportHeadings)
  })
}

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]

  test(`a practice in ${locale === 'en' ? 'English' : 'Arabic'} gives immediate feedback with the explanation`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const { token } = await newLearner(request, `practice-${locale}`)
    const { id, questions } = await startPractice(request, token)
    await signIn(context, baseURL!, token, locale)

    await page.goto(`/practice/quiz/${id}`)
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 1, name: say.practice })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: say.questionOf(1, questions.length) })).toBeVisible()
    // Untimed: no clock.
    await expect(page.getByRole('timer')).toHaveCount(0)
    await answerWithKeyboard(page, questions[0]!)
    await page.keyboard.press('Enter')
    const feedback = page.getByTestId('answer-feedback')
    await expect(feedback).toBeVisible()
    await expect(feedback).toContainText(say.verdict)
    // The explanation, in the bank's words, follows its heading.
    await expect(feedback).toContainText(say.explanation)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: say.next, exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: say.questionOf(2, questions.length) })).toBeVisible()
    // The navigator tells the result in words, not only in colour.
    await expect((await questionList(page)).getByRole('button', { name: say.checked })).toBeVisible()
  })
}
