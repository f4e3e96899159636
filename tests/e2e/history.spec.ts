import type { APIRequestContext, Page } from '@playwright/test'
import {
  bearer,
  chooseOption,
  expect,
  expectNoAxeViolations,
  newLearner,
  readQuiz,
  signIn,
  startEvaluation,
  test,
  type Locale,
} from './fixtures'

/** What `/history` says in each language. */
const texts = {
  en: {
    title: 'Tests History',
    counter: (shown: number, total: number) => `Showing ${shown} out of ${total}`,
    type: 'Type',
    practice: 'Practice',
    evaluation: 'Evaluation',
    from: 'From',
    to: 'To',
    noMatch: 'No tests match these filters.',
    clearFilters: 'Clear filters',
    allDomains: 'All domains',
    system: 'Digital SAT',
    subject: 'Math',
    filters: 'Filter tests',
    table: 'Your finished tests, newest first',
  },
  ar: {
    title: 'سجل الاختبارات',
    counter: (shown: number, total: number) => `عرض ${shown} من أصل ${total}`,
    type: 'النوع',
    practice: 'التدريب',
    evaluation: 'اختبار التقييم',
    from: 'من',
    to: 'إلى',
    noMatch: 'لا توجد اختبارات تطابق عوامل التصفية هذه.',
    clearFilters: 'مسح عوامل التصفية',
    allDomains: 'كل المجالات',
    system: 'اختبار SAT الرقمي',
    subject: 'الرياضيات',
    filters: 'تصفية الاختبارات',
    table: 'اختباراتك المنتهية، الأحدث أولًا',
  },
} as const

interface HistoryRow {
  quiz_id: string
  kind: string
  score: number
  domain: { id: string; name: string } | null
  created_at: string
}

/** Ends a quiz with its first answers saved (the rest missing, confirmed). */
async function answerAndEnd(request: APIRequestContext, token: string, id: string, answers: number) {
  const { questions } = await readQuiz(request, token, id)
  for (const question of questions.slice(0, answers)) {
    const body = question.format === 'multiple_choice' ? { choice_id: question.choices[0]!.id } : { response: '2' }
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

/** A learner with a finished Math evaluation, then a finished Algebra practice (the newest). */
async function learnerWithTests(request: APIRequestContext, locale: Locale) {
  const { token } = await newLearner(request, `history-${locale}`)
  const evaluation = await startEvaluation(request, token)
  await answerAndEnd(request, token, evaluation.id, 4)
  const created = await request.post('/api/v1/practices', {
    headers: bearer(token),
    data: { system: 'SAT', subject: 'math', domain: 'algebra', skills: [], timer: false, question_count: 5 },
  })
  expect(created.status()).toBe(201)
  const practice = (await created.json()) as { id: string }
  await answerAndEnd(request, token, practice.id, 3)
  const listed = await request.get('/api/v1/history', { headers: bearer(token, locale) })
  expect(listed.status()).toBe(200)
  const rows = ((await listed.json()) as { data: HistoryRow[] }).data
  expect(rows.map((row) => row.kind)).toEqual(['practice', 'evaluation'])
  return { token, practice: rows[0]!, evaluation: rows[1]! }
}

/** The UTC day of a timestamp moved by `offset` days, as the API and `<input type="date">` write it. */
const utcDay = (timestamp: string, offset = 0) =>
  new Date(Date.parse(timestamp) + offset * 86_400_000).toISOString().slice(0, 10)

// The page's own live region (the layout's trial banner is one too).
const counter = (page: Page) => page.getByRole('main').getByRole('status')
/** A score as the page writes it: Arabic's percent sign comes with direction marks. */
const percent = (score: number) => new RegExp(`${score}[\u200e\u200f]*%`)
const tableRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr')

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]
  const language = locale === 'en' ? 'English' : 'Arabic'

  test(`in ${language}: the finished tests, filtered by type and dates in the URL, each opening its report`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const { token, practice, evaluation } = await learnerWithTests(request, locale)
    await signIn(context, baseURL!, token, locale)

    await page.goto('/history')
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.title)
    await expect(counter(page)).toHaveText(say.counter(2, 2))

    // Newest first: the practice of Algebra, then the evaluation over every domain.
    const rows = tableRows(page, say.table)
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0).getByRole('rowheader')).toHaveText(say.practice)
    await expect(rows.nth(0)).toContainText(practice.domain!.name)
    await expect(rows.nth(0)).toContainText(percent(practice.score))
    await expect(rows.nth(0)).toContainText(say.system)
    await expect(rows.nth(0)).toContainText(say.subject)
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(say.evaluation)
    await expect(rows.nth(1)).toContainText(say.allDomains)
    await expect(rows.nth(1)).toContainText(percent(evaluation.score))
    await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', `/evaluate/report/${evaluation.quiz_id}`)
    await expectNoAxeViolations(page)

    // The whole row opens its report: a click on the score, away from the link's text.
    const score = (await rows.nth(1).locator('td').nth(3).boundingBox())!
    await page.mouse.click(score.x + score.width / 2, score.y + score.height / 2)
    await expect(page).toHaveURL(`/evaluate/report/${evaluation.quiz_id}`)
    await page.goBack()
    await expect(counter(page)).toHaveText(say.counter(2, 2))

    // Filter by type: the URL carries it, a reload keeps it, the counter follows.
    await chooseOption(page, say.type, say.practice)
    await expect(page).toHaveURL(/\/history\?kind=practice$/)
    await expect(counter(page)).toHaveText(say.counter(1, 1))
    await expect(rows).toHaveCount(1)
    await page.reload()
    await expect(page.getByRole('combobox', { name: say.type })).toHaveText(say.practice)
    await expect(counter(page)).toHaveText(say.counter(1, 1))
    await expect(rows.nth(0).getByRole('rowheader')).toHaveText(say.practice)

    // Filter by dates (UTC days, inclusive): the practice's day keeps it, an end the day before has none.
    const day = utcDay(practice.created_at)
    const dayBefore = utcDay(practice.created_at, -1)
    const filters = page.getByRole('search', { name: say.filters })
    await filters.getByLabel(say.from, { exact: true }).fill(day)
    await filters.getByLabel(say.from, { exact: true }).press('Tab')
    await expect(page).toHaveURL(new RegExp(`/history\\?kind=practice&from=${day}$`))
    await expect(counter(page)).toHaveText(say.counter(1, 1))
    await filters.getByLabel(say.to, { exact: true }).fill(dayBefore)
    await filters.getByLabel(say.to, { exact: true }).press('Enter')
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${dayBefore}$`))
    await expect(page.getByText(say.noMatch)).toBeVisible()
    await expect(counter(page)).toHaveText(say.counter(0, 0))
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: say.clearFilters }).last().click()
    await expect(page).toHaveURL(/\/history$/)
    await expect(counter(page)).toHaveText(say.counter(2, 2))

    // Back to the type filter by the address alone, then the row opens its report; Back returns to the filter.
    await page.goto('/history?kind=practice&kind=bogus&page=0&from=not-a-day')
    await expect(counter(page)).toHaveText(say.counter(1, 1))
    const link = rows.nth(0).getByRole('link')
    await expect(link).toHaveAttribute('href', `/practice/report/${practice.quiz_id}`)
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/practice/report/${practice.quiz_id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/history\?kind=practice/)
    await expect(counter(page)).toHaveText(say.counter(1, 1))
  })
}

test('a learner with no test yet is shown the way to an evaluation', async ({ page, context, request, baseURL }) => {
  const { token } = await newLearner(request, 'history-empty')
  await signIn(context, baseURL!, token, 'en')
  await page.goto('/history')
  await expect(page.getByText('You have not finished a test yet.')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Start an evaluation' }).click()
  await expect(page).toHaveURL('/evaluate')
})
