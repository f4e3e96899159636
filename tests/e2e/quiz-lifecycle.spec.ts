import type { APIRequestContext, Page } from '@playwright/test'
import {
  bearer,
  BESIDE,
  expect,
  expectNoAxeViolations,
  foldQuestionList,
  type Locale,
  newLearner,
  questionList,
  type QuizQuestion,
  readQuiz,
  shortClockBaseURL,
  signIn,
  startEvaluation,
  test,
} from './fixtures'

/** What the quiz screen and home say in each language. */
const texts = {
  en: {
    questionOf: (position: number, total: number) => `Question ${position} of ${total}`,
    navigatorButton: (position: number) => new RegExp(`^Question ${position}, `),
    answered: 'Answered',
    separator: ', ',
    skipped: 'Skipped',
    markedForReview: 'marked for review',
    markForReview: 'Mark for review',
    skip: 'Skip',
    exit: 'Exit',
    exitTitle: 'Exit the evaluation?',
    offline: 'You are offline. Your answers are kept and will be sent when you are back online.',
    activity: 'Your activity',
    points: 'Your points',
    forward: 'ArrowRight',
    back: 'ArrowLeft',
    reportHeadings: /We're Sorry|Good Job|Well done/,
  },
  ar: {
    questionOf: (position: number, total: number) => `السؤال ${position} من ${total}`,
    navigatorButton: (position: number) => new RegExp(`^السؤال ${position}، `),
    answered: 'تمت الإجابة',
    // The Arabic comma between the parts of a spoken name.
    separator: '، ',
    skipped: 'متخطّى',
    markedForReview: 'معلَّم للمراجعة',
    markForReview: 'وضع علامة للمراجعة',
    skip: 'تخطٍّ',
    exit: 'خروج',
    exitTitle: 'هل تريد الخروج من اختبار التقييم؟',
    offline: 'أنت غير متصل بالإنترنت. إجاباتك محفوظة وستُرسل عند عودة الاتصال.',
    activity: 'نشاطك',
    points: 'نقاطك',
    // Right to left: the next question is to the left.
    forward: 'ArrowLeft',
    back: 'ArrowRight',
    reportHeadings: /نأسف|عمل جيد|أحسنت/,
  },
} as const

/** Answers the question on screen with the keyboard: the letter B, or typing a response. */
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

/** The questions whose saves wait on this device for a quiz (the queue the quiz keeps in localStorage). */
const waitingOnDevice = (page: Page, quizId: string) =>
  page.evaluate((key) => {
    const queue = JSON.parse(localStorage.getItem(key) ?? '[]') as { questionId: string }[]
    return queue.map((item) => item.questionId)
  }, `quiz-queue:${quizId}`)

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const navigatorButton = async (page: Page, locale: Locale, position: number) =>
  (await questionList(page)).getByRole('button', { name: texts[locale].navigatorButton(position) })

/** The home totals as the page shows them: each label with its figure, in page order. */
async function homeTotals(page: Page, locale: Locale) {
  const say = texts[locale]
  const read = async (region: string) => {
    const section = page.getByRole('region', { name: region })
    await expect(section).toHaveAttribute('aria-busy', 'false')
    return section.locator('dl > div').evaluateAll((tiles) => tiles.map((tile) => tile.textContent?.trim() ?? ''))
  }
  return [...(await read(say.activity)), ...(await read(say.points))]
}

/** An evaluation with four answers, ended: the learner has totals to keep. */
async function finishedEvaluation(request: APIRequestContext, token: string) {
  const { id, questions } = await startEvaluation(request, token)
  for (const question of questions.slice(0, 4)) {
    const body = question.format === 'multiple_choice' ? { choice_id: question.choices[1]!.id } : { response: '2' }
    const saved = await request.put(`/api/v1/quizzes/${id}/answers/${question.id}`, {
      headers: bearer(token),
      data: body,
    })
    expect(saved.status()).toBe(200)
  }
  const ended = await request.post(`/api/v1/quizzes/${id}/end`, {
    headers: bearer(token),
    data: { confirm_missing: true },
  })
  expect(ended.status()).toBe(200)
}

async function statistics(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/home/statistics', { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (await response.json()) as Record<string, number>
}

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]
  const language = locale === 'en' ? 'English' : 'Arabic'

  test(`in ${language}: skip, mark for review, arrow keys, then exit discards the answers (home totals unchanged)`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const { token } = await newLearner(request, `exit-${locale}`)
    await finishedEvaluation(request, token)
    await signIn(context, baseURL!, token, locale)
    await page.goto('/home')
    const before = await homeTotals(page, locale)
    const statisticsBefore = await statistics(request, token)
    expect(statisticsBefore.evaluations).toBe(1)
    expect(before.join(' ')).toContain('1')

    const { id, questions } = await startEvaluation(request, token)
    const total = questions.length
    await page.goto(`/evaluate/quiz/${id}`)
    await expect(heading(page, say.questionOf(1, total))).toBeVisible()

    // Question 1: answered and saved with Enter.
    await answerWithKeyboard(page, questions[0]!)
    await page.keyboard.press('Enter')
    await expect(heading(page, say.questionOf(2, total))).toBeVisible()
    await expect(await navigatorButton(page, locale, 1)).toHaveAccessibleName(new RegExp(say.answered))

    // Question 2: marked for review, then skipped.
    const mark = page.getByRole('button', { name: say.markForReview })
    await mark.click()
    await expect(mark).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: say.skip, exact: true }).click()
    await expect(heading(page, say.questionOf(3, total))).toBeVisible()
    await expect(await navigatorButton(page, locale, 2)).toHaveAccessibleName(
      new RegExp(`${say.skipped}${say.separator}${say.markedForReview}$`),
    )

    // Arrows follow the reading direction: back to 2, forward to 3.
    await page.keyboard.press(say.back)
    await expect(heading(page, say.questionOf(2, total))).toBeVisible()
    await page.keyboard.press(say.forward)
    await expect(heading(page, say.questionOf(3, total))).toBeVisible()
    // The navigator jumps anywhere.
    await (await navigatorButton(page, locale, 5)).click()
    await expect(heading(page, say.questionOf(5, total))).toBeVisible()
    await expect.poll(async () => (await readQuiz(request, token, id)).questions[0]!.answer.status).toBe('answered')

    // Exit warns first, then discards everything and goes home.
    await page.getByRole('button', { name: say.exit, exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: say.exitTitle })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: say.exit, exact: true }).click()
    await expect(page).toHaveURL('/home')

    expect(await homeTotals(page, locale)).toEqual(before)
    expect(await statistics(request, token)).toEqual(statisticsBefore)
    // The quiz stays as `exited`, every answer discarded, and has no report.
    const exited = await readQuiz(request, token, id)
    expect(exited.status).toBe('exited')
    expect(exited.questions.map((question) => question.answer.status)).toEqual(questions.map(() => 'not_answered'))
    const report = await request.get(`/api/v1/reports/${id}`, { headers: bearer(token) })
    expect(report.status()).toBe(404)
    await expectNoAxeViolations(page)
  })
}

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]
  const language = locale === 'en' ? 'English' : 'Arabic'

  test(`offline mid-quiz in ${language}: answers wait on the device and reach the server when back online, even after the tab was closed`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const say = texts[locale]
    const { token } = await newLearner(request, `offline-${locale}`)
    const { id, questions } = await startEvaluation(request, token)
    const total = questions.length
    await signIn(context, baseURL!, token, locale)
    await page.goto(`/evaluate/quiz/${id}`)
    await expect(heading(page, say.questionOf(1, total))).toBeVisible()
    const statuses = async () =>
      (await readQuiz(request, token, id)).questions.map((question) => question.answer.status)

    // Offline: two answers, kept on the device, not on the server yet.
    await context.setOffline(true)
    await expect(page.getByText(say.offline)).toBeVisible()
    for (const position of [1, 2]) {
      await answerWithKeyboard(page, questions[position - 1]!)
      await page.keyboard.press('Enter')
      await expect(heading(page, say.questionOf(position + 1, total))).toBeVisible()
    }
    await expect(await navigatorButton(page, locale, 2)).toHaveAccessibleName(new RegExp(say.answered))
    await foldQuestionList(page)
    expect((await statuses()).slice(0, 2)).toEqual(['not_answered', 'not_answered'])

    // Back online: both are sent without a reload.
    await context.setOffline(false)
    await expect(page.getByText(say.offline)).toBeHidden()
    await expect.poll(async () => (await statuses()).slice(0, 2)).toEqual(['answered', 'answered'])

    // Offline again: a third answer, then the tab is closed before the network returns. The page
    // says it is offline first, as above: an answer made before the browser had heard of it reached
    // the server once (a flake on a clean clone), which is not what this step is about.
    await context.setOffline(true)
    await expect(page.getByText(say.offline)).toBeVisible()
    await answerWithKeyboard(page, questions[2]!)
    await page.keyboard.press('Enter')
    await expect(heading(page, say.questionOf(4, total))).toBeVisible()
    // Kept on the device and not on the server, checked while the tab is still open: closing a tab
    // in Playwright lifts the context's offline emulation before the page is gone, so the page hears
    // `online` and may send (6 of 30 closes in a probe; a clean clone's CI run failed on it), which a
    // tab closed on a dead network cannot do.
    await expect.poll(() => waitingOnDevice(page, id)).toContain(questions[2]!.id)
    expect((await statuses())[2]).toBe('not_answered')
    await page.close()

    // Reopened online: the quiz resumes where it was and the third answer is sent.
    await context.setOffline(false)
    const reopened = await context.newPage()
    await reopened.goto(`/evaluate/quiz/${id}`)
    await expect(heading(reopened, say.questionOf(4, total))).toBeVisible()
    await expect.poll(async () => (await statuses()).slice(0, 3)).toEqual(['answered', 'answered', 'answered'])
    await expect(await navigatorButton(reopened, locale, 3)).toHaveAccessibleName(new RegExp(say.answered))
  })

  test(
    `the clock runs out in ${language}: the quiz ends on its own and its report opens`,
    BESIDE,
    async ({ page, context, request }) => {
      test.setTimeout(90_000)
      // The third server gives 1 second per question: 22 seconds for a Math evaluation.
      const { token } = await newLearner(request, `clock-${locale}`, shortClockBaseURL)
      const { id, questions } = await startEvaluation(request, token, { timer: 'strict', baseURL: shortClockBaseURL })
      await signIn(context, shortClockBaseURL, token, locale)
      await page.goto(`${shortClockBaseURL}/evaluate/quiz/${id}`)
      const clock = page.getByRole('timer')
      await expect(clock).toHaveText(/^00:(1\d|2[0-2])$/)
      await answerWithKeyboard(page, questions[0]!)
      await page.keyboard.press('Enter')
      await expect(heading(page, say.questionOf(2, questions.length))).toBeVisible()

      await expect(page).toHaveURL(`${shortClockBaseURL}/evaluate/report/${id}`, { timeout: 40_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.reportHeadings)
      const quiz = await readQuiz(request, token, id, shortClockBaseURL)
      expect(quiz.status).toBe('expired')
      expect(quiz.remaining_seconds).toBe(0)
      // The answer given in time counts.
      expect(quiz.questions[0]!.answer.status).toBe('answered')
    },
  )
}
