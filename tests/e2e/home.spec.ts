import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import {
  bearer,
  expect,
  expectNoAxeViolations,
  newLearner,
  readQuiz,
  signIn,
  startEvaluation,
  test,
  type Locale,
} from './fixtures'

/** What `/home` says in each language. */
const texts = {
  en: {
    activity: 'Your activity',
    points: 'Your points',
    questions: 'Questions answered',
    practices: 'Practices',
    evaluations: 'Evaluations',
    practicePoints: 'Practice points',
    evaluatePoints: 'Evaluate points',
    progress: 'Your progress',
    lastScore: 'Your last score:',
    count: 'Your score in each of your last 2 finished tests, oldest to newest.',
    math: 'Math',
    practice: 'Practice',
    evaluation: 'Evaluation',
    showTable: 'Show as a table',
    hideTable: 'Hide the table',
    table: 'Your scores, newest first',
  },
  ar: {
    activity: 'نشاطك',
    points: 'نقاطك',
    questions: 'الأسئلة المُجاب عنها',
    practices: 'التدريبات',
    evaluations: 'التقييمات',
    practicePoints: 'نقاط التدريب',
    evaluatePoints: 'نقاط التقييم',
    progress: 'تقدّمك',
    lastScore: 'آخر درجة لك:',
    count: 'درجتك في كلٍّ من آخر اختبارين أنهيتهما، من الأقدم إلى الأحدث.',
    math: 'الرياضيات',
    practice: 'التدريب',
    evaluation: 'اختبار التقييم',
    showTable: 'عرض في جدول',
    hideTable: 'إخفاء الجدول',
    table: 'درجاتك، الأحدث أولًا',
  },
} as const

interface HistoryRow {
  kind: string
  subject: string
  score: number
}

/** The key of one of the learner's quizzes, from the development server's QA page. */
async function answerKey(request: APIRequestContext, token: string, quizId: string) {
  const response = await request.get(`/dev/answer-key/${quizId}`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (await response.json()) as {
    question_id: string
    correct_choice_id: string | null
    accepted_answers: string[]
  }[]
}

/** Saves the right answer to the first `count` questions of a quiz (the development server's key), then ends it. */
async function answerRightAndEnd(request: APIRequestContext, token: string, id: string, count: number) {
  const { questions } = await readQuiz(request, token, id)
  const key = await answerKey(request, token, id)
  for (const question of questions.slice(0, count)) {
    const item = key.find((entry) => entry.question_id === question.id)!
    const body =
      question.format === 'multiple_choice'
        ? { choice_id: item.correct_choice_id }
        : { response: item.accepted_answers[0] }
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

/** A new learner who finished a Math evaluation (four right answers), then a Math practice (all five right). */
async function learnerWithTwoTests(request: APIRequestContext, locale: Locale) {
  const { token } = await newLearner(request, `home-${locale}`)
  const evaluation = await startEvaluation(request, token)
  await answerRightAndEnd(request, token, evaluation.id, 4)
  const created = await request.post('/api/v1/practices', {
    headers: bearer(token),
    data: { system: 'SAT', subject: 'math', skills: [], timer: false, question_count: 5 },
  })
  expect(created.status()).toBe(201)
  const practice = (await created.json()) as { id: string }
  await answerRightAndEnd(request, token, practice.id, 5)

  const statistics = await request.get('/api/v1/home/statistics', { headers: bearer(token) })
  expect(statistics.status()).toBe(200)
  const totals = (await statistics.json()) as Record<string, number>
  const history = await request.get('/api/v1/history?per_page=100', { headers: bearer(token, locale) })
  expect(history.status()).toBe(200)
  const rows = ((await history.json()) as { data: HistoryRow[] }).data
  expect(rows.map((row) => row.kind)).toEqual(['practice', 'evaluation'])
  return { token, totals, practice: rows[0]!, evaluation: rows[1]! }
}

/** The text of a total's tile, found by its label. */
const tile = (page: Page, region: string, label: string) =>
  page.getByRole('region', { name: region }).locator('dl > div').filter({ hasText: label })

/** A score as the page writes it: Arabic's percent sign comes with direction marks. */
const percent = (score: number) => new RegExp(`${score}[\u200e\u200f\u061c]*%`)

/** Signs the learner in and opens `/home` in the locale's direction. */
async function openHome(page: Page, context: BrowserContext, baseURL: string, token: string, locale: Locale) {
  await signIn(context, baseURL, token, locale)
  await page.goto('/home')
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
}

/** Opens the progress chart's table from the keyboard; returns the button that now hides it. */
async function openTable(page: Page, locale: Locale) {
  const say = texts[locale]
  const progress = page.getByRole('region', { name: say.progress })
  const toggle = progress.getByRole('button', { name: say.showTable })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.focus()
  await page.keyboard.press('Enter')
  return progress.getByRole('button', { name: say.hideTable })
}

// One learner per language, made once (through the API, which takes a while); each behaviour of
// the page is its own test, so one failure does not hide the others.
for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]
  const language = locale === 'en' ? 'English' : 'Arabic'

  test.describe(`in ${language}, after an evaluation and a practice`, () => {
    let learner: Awaited<ReturnType<typeof learnerWithTwoTests>>

    test.beforeAll(async ({ playwright }, testInfo) => {
      test.setTimeout(90_000)
      const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
      try {
        learner = await learnerWithTwoTests(request, locale)
      } finally {
        await request.dispose()
      }
    })

    test('the server counts both tests and every right answer', () => {
      const { totals, practice } = learner
      expect(totals.evaluations).toBe(1)
      expect(totals.practices).toBe(1)
      expect(totals.questions).toBeGreaterThanOrEqual(9)
      expect(totals.practice_points).toBeGreaterThan(0)
      expect(totals.evaluate_points).toBeGreaterThan(0)
      expect(practice.score).toBe(100)
    })

    test('home shows the totals of activity and points', async ({ page, context, baseURL }) => {
      const { token, totals } = learner
      await openHome(page, context, baseURL!, token, locale)
      const number = new Intl.NumberFormat(locale)
      await expect(tile(page, say.activity, say.questions)).toContainText(number.format(totals.questions!))
      await expect(tile(page, say.activity, say.evaluations)).toContainText('1')
      await expect(tile(page, say.activity, say.practices)).toContainText('1')
      await expect(tile(page, say.points, say.practicePoints)).toContainText(number.format(totals.practice_points!))
      await expect(tile(page, say.points, say.evaluatePoints)).toContainText(number.format(totals.evaluate_points!))
    })

    test('the progress chart says the last score and draws a left-to-right canvas hidden from screen readers', async ({
      page,
      context,
      baseURL,
    }) => {
      await openHome(page, context, baseURL!, learner.token, locale)
      // The chart: uPlot, loaded on demand, draws a canvas in a left-to-right box hidden from screen readers.
      const progress = page.getByRole('region', { name: say.progress })
      await expect(progress).toHaveAttribute('aria-busy', 'false')
      await expect(progress.getByText(say.count)).toBeVisible()
      await expect(progress.getByText(say.lastScore)).toContainText(say.math)
      await expect(progress.getByText(say.lastScore)).toContainText(percent(100))
      const plot = page.getByTestId('progress-plot')
      await expect(plot.locator('canvas')).toHaveCount(1)
      await expect(plot.locator('xpath=..')).toHaveAttribute('dir', 'ltr')
      await expect(plot.locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1)
      expect(await plot.locator('canvas').evaluate((canvas: { width: number }) => canvas.width)).toBeGreaterThan(100)
    })

    test('the chart’s table opens from the keyboard with both tests, newest first, and no axe violation', async ({
      page,
      context,
      baseURL,
    }) => {
      const { token, practice, evaluation } = learner
      await openHome(page, context, baseURL!, token, locale)
      // Its table, from the keyboard: both tests, newest first.
      const progress = page.getByRole('region', { name: say.progress })
      await expect(await openTable(page, locale)).toHaveAttribute('aria-expanded', 'true')
      const rows = progress.getByRole('table', { name: say.table }).locator('tbody tr')
      await expect(rows).toHaveCount(2)
      await expect(rows.nth(0)).toContainText(say.practice)
      await expect(rows.nth(0)).toContainText(say.math)
      await expect(rows.nth(0)).toContainText(percent(practice.score))
      await expect(rows.nth(1)).toContainText(say.evaluation)
      await expect(rows.nth(1)).toContainText(percent(evaluation.score))
      await expectNoAxeViolations(page)
    })

    test('in the other language, the chart and its table are drawn again in that direction', async ({
      page,
      context,
      baseURL,
    }) => {
      await openHome(page, context, baseURL!, learner.token, locale)
      await expect(await openTable(page, locale)).toHaveAttribute('aria-expanded', 'true')
      const plot = page.getByTestId('progress-plot')
      await expect(plot.locator('canvas')).toHaveCount(1)
      // The other language: the chart is drawn again, its text in that language's direction.
      const other = texts[locale === 'en' ? 'ar' : 'en']
      await page.getByRole('button', { name: locale === 'en' ? /العربية$/ : /English$/ }).click()
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'en' ? 'rtl' : 'ltr')
      const again = page.getByRole('region', { name: other.progress })
      await expect(again.getByRole('table', { name: other.table }).locator('tbody tr')).toHaveCount(2)
      await expect(plot.locator('canvas')).toHaveCount(1)
      await expect
        .poll(() =>
          plot
            .locator('canvas')
            .evaluate((canvas: { getContext(kind: '2d'): { direction: string } }) => canvas.getContext('2d').direction),
        )
        .toBe(locale === 'en' ? 'rtl' : 'ltr')
    })
  })
}
