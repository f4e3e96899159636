import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { bearer, expect, expectNoAxeViolations, newLearner, signIn, startEvaluation, test } from './fixtures'

/** What the report page says in each language (the headings are the spec's, §2). */
const texts = {
  en: {
    headings: { 1: "We're Sorry", 2: 'Good Job', 3: 'Well done' },
    summary: 'Summary',
    correctAnswers: 'Correct answers',
    of: 'of',
    exportCsv: 'Export CSV',
    print: 'Print / Save as PDF',
    csvHeader: 'Question number,Domain,Skill,Difficulty,Result',
    explanation: 'Explanation of question 1',
    notFound: 'Report not found',
    stillRunning: 'This quiz is not finished yet',
    backToQuiz: 'Back to the quiz',
  },
  ar: {
    headings: { 1: 'نأسف', 2: 'عمل جيد', 3: 'أحسنت' },
    summary: 'الملخص',
    correctAnswers: 'الإجابات الصحيحة',
    of: 'من',
    exportCsv: 'تصدير CSV',
    print: 'طباعة / حفظ بصيغة PDF',
    csvHeader: 'رقم السؤال,المجال,المهارة,الصعوبة,النتيجة',
    explanation: 'الشرح للسؤال 1',
    notFound: 'التقرير غير موجود',
    stillRunning: 'لم ينتهِ هذا الاختبار بعد',
    backToQuiz: 'العودة إلى الاختبار',
  },
} as const

interface Report {
  status_code: 1 | 2 | 3
  summary: { correct: number; total: number }
  domains: { name: string; correct: number; total: number }[]
}

/** An evaluation with its first questions answered through the API, then ended with answers missing. */
async function finishedEvaluation(request: APIRequestContext, token: string): Promise<string> {
  const { id: quizId, questions } = await startEvaluation(request, token)
  for (const question of questions.slice(0, 4)) {
    const body = question.format === 'multiple_choice' ? { choice_id: question.choices[1]!.id } : { response: '2' }
    const saved = await request.put(`/api/v1/quizzes/${quizId}/answers/${question.id}`, {
      headers: bearer(token),
      data: body,
    })
    expect(saved.status()).toBe(200)
  }
  // Unanswered questions: the first end asks for confirmation (409), the confirmed one scores the quiz.
  const unconfirmed = await request.post(`/api/v1/quizzes/${quizId}/end`, { headers: bearer(token), data: {} })
  expect(unconfirmed.status()).toBe(409)
  expect(((await unconfirmed.json()) as { unanswered_count: number }).unanswered_count).toBe(questions.length - 4)
  const ended = await request.post(`/api/v1/quizzes/${quizId}/end`, {
    headers: bearer(token),
    data: { confirm_missing: true },
  })
  expect(ended.status()).toBe(200)
  return quizId
}

async function reportFromApi(request: APIRequestContext, token: string, quizId: string, locale: 'en' | 'ar') {
  const response = await request.get(`/api/v1/reports/${quizId}`, { headers: bearer(token, locale) })
  expect(response.status()).toBe(200)
  return (await response.json()) as Report
}

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]

  test(`the report of an evaluation in ${locale === 'en' ? 'English' : 'Arabic'}: summary, domains, CSV and PDF`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const { token } = await newLearner(request, 'report')
    const quizId = await finishedEvaluation(request, token)
    const report = await reportFromApi(request, token, quizId, locale)
    await signIn(context, baseURL!, token, locale)

    await page.goto(`/evaluate/report/${quizId}`)
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.headings[report.status_code])

    // Summary: correct answers X of Y.
    const summary = page.getByRole('region', { name: say.summary })
    const correct = summary.locator('dt', { hasText: say.correctAnswers }).locator('+ dd')
    await expect(correct).toHaveText(
      new RegExp(`^\\s*${report.summary.correct}\\s*${say.of}\\s*${report.summary.total}\\s*$`),
    )

    // A domain row, named by the server in the page's language.
    const domain = report.domains[0]!
    await expect(page.getByRole('row', { name: new RegExp(`^${domain.name}`) })).toContainText(`${domain.correct}`)
    await expectNoAxeViolations(page)

    // The explanation opens on screen.
    const explanation = page.getByRole('button', { name: say.explanation, exact: true })
    await explanation.click()
    await expect(explanation).toHaveAttribute('aria-expanded', 'true')

    // CSV: a download built in the browser, UTF-8 with a BOM, then the localized header row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: say.exportCsv }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`report-${quizId}.csv`)
    const csv = await readFile((await download.path())!)
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [headerLine, firstRow] = csv.subarray(3).toString('utf8').split('\r\n')
    expect(headerLine!.startsWith(say.csvHeader)).toBe(true)
    expect(firstRow!.startsWith('1,')).toBe(true)

    // Print: no buttons, no top bar, every explanation open, the page's direction kept.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: say.exportCsv })).toBeHidden()
    await expect(page.getByRole('button', { name: say.print })).toBeHidden()
    await expect(page.locator('header:has(~ #main)')).toBeHidden()
    const explanations = page.locator('[data-scope="collapsible"][data-part="content"]')
    await expect(explanations).toHaveCount(22)
    for (const index of [0, 10, 21]) await expect(explanations.nth(index)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    const pdf = await page.pdf({ format: 'A4', printBackground: true })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Twenty-two questions with their explanations fill several pages.
    expect(pdf.length).toBeGreaterThan(50_000)
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThan(2)
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByRole('button', { name: say.exportCsv })).toBeVisible()
  })

  test(`a missing report and a running quiz say so in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await newLearner(request, 'report')
    const { id: running } = await startEvaluation(request, token)
    await signIn(context, baseURL!, token, locale)

    await page.goto('/evaluate/report/qz_NoSuchQuiz1')
    await expect(page.getByRole('heading', { level: 1, name: say.notFound })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto(`/evaluate/report/${running}`)
    await expect(page.getByRole('heading', { level: 1, name: say.stillRunning })).toBeVisible()
    await expect(page.getByRole('link', { name: say.backToQuiz })).toHaveAttribute('href', `/evaluate/quiz/${running}`)
    await expectNoAxeViolations(page)
  })
}
