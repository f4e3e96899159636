import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * `/preview-question` on the real server and the seeded bank: a public sample anyone can try,
 * its TeX typeset by KaTeX under the server's Content-Security-Policy (the fixture fails on any
 * console error, which is how a CSP violation shows), in English and in Arabic.
 */
interface Sample {
  id: string
  stem: string
  passage: string | null
  figure_svg: string | null
  format: 'multiple_choice' | 'student_produced'
  choices: { id: string; label: string; text: string }[]
  key: { correct_choice_id: string | null }
}

/**
 * A public sample that fits, found as the contract offers them: `GET /questions/preview` returns a
 * random public sample (of a subject) until one matches. The seed has several of each kind.
 */
async function findSample(request: APIRequestContext, subject: string, fits: (sample: Sample) => boolean) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const response = await request.get(`/api/v1/questions/preview?subject=${subject}`)
    expect(response.status()).toBe(200)
    const sample = (await response.json()) as Sample
    if (fits(sample)) return sample
  }
  throw new Error(`No public ${subject} sample fits`)
}

const hasTex = (text: string) => text.includes('\\(') || text.includes('\\[')
const isMathChoice = (sample: Sample) =>
  sample.format === 'multiple_choice' && hasTex(sample.stem) && sample.choices.length === 4

const keyLabel = (sample: Sample) => sample.choices.find((choice) => choice.id === sample.key.correct_choice_id)!.label
const otherLabel = (sample: Sample) =>
  sample.choices.find((choice) => choice.id !== sample.key.correct_choice_id)!.label

async function arabic(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL }])
}

/** Presses Tab until the element has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 20; press++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** The hidden radio input of the choice with that letter. */
function radio(page: Page, sample: Sample, label: string) {
  const choice = sample.choices.find((candidate) => candidate.label === label)!
  return page.locator(`input[type="radio"][value="${choice.id}"]`)
}

test('a Math sample in English: typeset math, letters and arrows choose, checked against the key', async ({ page }) => {
  const sample = await findSample(page.request, 'math', isMathChoice)
  await page.goto(`/preview-question?question_id=${sample.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Question preview' })).toBeVisible()

  // KaTeX is loaded for this question and typesets it, with MathML for screen readers.
  await expect(page.locator('.katex').first()).toBeVisible()
  await expect(page.locator('.katex-mathml math').first()).toBeAttached()
  await expect(page.locator('.katex-html').first()).toHaveAttribute('aria-hidden', 'true')

  // The letter of a wrong choice, from the page (focus is not in a text field)…
  const wrong = otherLabel(sample)
  await page.keyboard.press(wrong.toLowerCase())
  await expect(radio(page, sample, wrong)).toBeChecked()
  // …Tab reaches the group on it (one stop for the group), and an arrow moves to the next choice.
  await tabTo(page, radio(page, sample, wrong))
  await page.keyboard.press('ArrowDown')
  const next = sample.choices[(sample.choices.findIndex((choice) => choice.label === wrong) + 1) % 4]!.label
  await expect(radio(page, sample, next)).toBeChecked()
  await expectNoAxeViolations(page)

  // The key's letter, then Enter: the form checks it.
  await page.keyboard.press(keyLabel(sample))
  await expect(radio(page, sample, keyLabel(sample))).toBeFocused()
  await page.keyboard.press('Enter')
  const feedback = page.getByTestId('answer-feedback')
  await expect(feedback).toContainText('Correct!')
  await expect(feedback).toContainText('Explanation')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused()
  await expectNoAxeViolations(page)
})

test('the same sample in Arabic: right to left, the math and the English question left to right', async ({
  page,
  context,
  baseURL,
}) => {
  await arabic(context, baseURL!)
  const sample = await findSample(page.request, 'math', isMathChoice)
  await page.goto(`/preview-question?question_id=${sample.id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'معاينة السؤال' })).toBeVisible()

  const math = page.locator('.katex').first()
  await expect(math).toBeVisible()
  const wrapper = page.locator('span[dir="ltr"]:has(> .katex)').first()
  await expect(wrapper).toBeAttached()
  await expect(wrapper).toHaveCSS('direction', 'ltr')
  // The choices' letters stay A–D, the first at the top, with the control on the right.
  const firstItem = page.locator('[data-part="item"]').first()
  const control = await firstItem.locator('[data-part="item-control"]').boundingBox()
  const text = await firstItem.locator('[data-part="item-text"]').boundingBox()
  expect(control!.x).toBeGreaterThan(text!.x)

  const wrong = otherLabel(sample)
  await page.keyboard.press(wrong.toLowerCase())
  await expect(radio(page, sample, wrong)).toBeChecked()
  await page.getByRole('button', { name: 'تحقّق من الإجابة' }).click()
  const feedback = page.getByTestId('answer-feedback')
  await expect(feedback).toContainText('إجابة غير صحيحة.')
  await expect(feedback).toContainText(`الإجابة الصحيحة هي ${keyLabel(sample)}.`)
  await expectNoAxeViolations(page)
})

test('Reading and Writing: the passage beside the question on a wide screen, above it on a phone', async ({ page }) => {
  const sample = await findSample(page.request, 'reading_writing', (candidate) => candidate.passage !== null)
  await page.goto(`/preview-question?question_id=${sample.id}`)
  const passage = page.getByRole('region', { name: 'Passage' })
  await expect(passage).toBeVisible()
  const stem = page.getByText(sample.stem, { exact: true })
  const [wide, wideStem] = [(await passage.boundingBox())!, (await stem.boundingBox())!]
  expect(wide.x + wide.width).toBeLessThanOrEqual(wideStem.x)
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(async () => {
    const [narrow, narrowStem] = [(await passage.boundingBox())!, (await stem.boundingBox())!]
    expect(narrow.y + narrow.height).toBeLessThanOrEqual(narrowStem.y)
  }).toPass()
  await expectNoAxeViolations(page)
})

test('a Math sample with a figure shows the drawing, left to right', async ({ page }) => {
  const sample = await findSample(page.request, 'math', (candidate) => candidate.figure_svg !== null)
  await page.goto(`/preview-question?question_id=${sample.id}`)
  const figure = page.getByTestId('question-figure')
  await expect(figure.locator('svg')).toBeVisible()
  await expect(figure).toHaveAttribute('dir', 'ltr')
  await expectNoAxeViolations(page)
})

test('without parameters a random sample is shown and its id goes into the address', async ({ page }) => {
  await page.goto('/preview-question')
  await expect(page).toHaveURL(/\/preview-question\?question_id=[\w-]{8,40}$/)
  await expect(page.getByRole('button', { name: 'Check answer' })).toBeVisible()
  const id = new URL(page.url()).searchParams.get('question_id')
  await page.reload()
  await expect(page).toHaveURL(`/preview-question?question_id=${id}`)
  await expect(page.getByRole('button', { name: 'Check answer' })).toBeVisible()
})

test('a sample that is not public is a clear message in the page, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/preview-question?question_id=qn_NotAPublicSample')
  await expect(page.getByRole('alert')).toContainText('This sample question was not found.')
  await page.getByRole('link', { name: 'Show a sample question' }).click()
  await expect(page).toHaveURL(/question_id=/)

  await arabic(context, baseURL!)
  await page.goto('/preview-question?question_id=qn_NotAPublicSample')
  await expect(page.getByRole('alert')).toContainText('لم نجد هذا السؤال التجريبي.')
  await expectNoAxeViolations(page)
})
