import type { APIRequestContext, Page } from '@playwright/test'
import { answerAll, answerKey } from './division-helpers'
import {
  bearer,
  BESIDE,
  expect,
  expectNoAxeViolations,
  type Locale,
  newLearner,
  questionList,
  type QuizQuestion,
  readQuiz,
  shortClockBaseURL as server,
  signIn,
  test,
} from './fixtures'
import { dragAcross } from './passage-helpers'

/**
 * A whole full-length test (issue 17) on the real server whose full tests run on clocks divided by
 * 60 (playwright.config.ts): 32-second Reading and Writing modules, a 10-second break, 35-second
 * Math modules, and a 5-second last stretch in which a hidden clock shows again. Answers go in
 * through the API (the quiz screen's answering has its own tests); the test's own screens are
 * driven as a learner would.
 */

interface FullTest {
  id: string
  stage: number
  status: string
  current_quiz_id: string | null
  stages: { route: string | null }[]
}

async function readTest(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`${server}/api/v1/full-tests/${id}`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (await response.json()) as FullTest
}

/** Answers every question of the running module through the API, all right or all wrong. */
const answerModule = (request: APIRequestContext, token: string, quizId: string, right: boolean) =>
  answerAll(request, token, quizId, right, server)

const words = {
  en: {
    start: 'Start a full-length test',
    submit: 'Submit module',
    check: 'Check your work',
    hide: 'Hide clock',
    show: 'Show clock',
    resume: 'Resume now',
    reference: 'Reference',
    passage: 'Passage',
    note: 'The claim the question asks about',
    calculator: 'Calculator',
    expression: (n: number) => `Expression ${n}`,
    scores: 'Estimated scores',
  },
  ar: {
    start: 'ابدأ اختبارًا كاملًا',
    submit: 'تسليم الوحدة',
    check: 'راجع عملك',
    hide: 'إخفاء الساعة',
    show: 'إظهار الساعة',
    resume: 'استأنف الآن',
    reference: 'ورقة المراجع',
    passage: 'نص القراءة',
    note: 'هذه هي الفكرة الرئيسية',
    calculator: 'الآلة الحاسبة',
    expression: (n: number) => `التعبير ${n}`,
    scores: 'الدرجات التقديرية',
  },
} satisfies Record<Locale, Record<string, string | ((n: number) => string)>>

/** Submits the module on screen through its "check your work" page, which shows what is answered. */
async function submitModule(page: Page, locale: Locale, answered: number) {
  const w = words[locale]
  await page.getByRole('button', { name: w.submit, exact: true }).click()
  const check = page.getByRole('dialog', { name: w.check })
  await expect(check).toBeVisible()
  await expect(check.locator('li').first()).toContainText(String(answered))
  await check.getByRole('button', { name: w.submit }).click()
}

/** Waits for the next module's quiz screen (its bar's heading names it). */
async function nextModule(page: Page, request: APIRequestContext, token: string, id: string, stage: number) {
  await expect.poll(async () => (await readTest(request, token, id)).stage, { timeout: 15_000 }).toBe(stage)
  await expect(page.getByRole('button', { name: /^(Submit module|تسليم الوحدة)$/ })).toBeVisible({ timeout: 15_000 })
  return readTest(request, token, id)
}

for (const locale of ['en', 'ar'] as const) {
  test(
    `a whole full-length test in ${locale === 'en' ? 'English' : 'Arabic'}: routes, break, tools, clocks, ranges`,
    BESIDE,
    async ({ page, context, request }) => {
      test.setTimeout(180_000)
      const w = words[locale]
      const learner = await newLearner(request, `full-test-${locale}`, server)
      await signIn(context, server, learner.token, locale)
      await page.goto(`${server}/full-test`)
      await page.getByRole('button', { name: w.start }).click()
      await page.waitForURL(/\/full-test\/ft_/)
      const id = page.url().split('/').pop()!
      let test1 = await nextModule(page, request, learner.token, id, 0)

      // English answers module 1 well and reaches the harder module 2; Arabic badly, the easier one.
      const good = locale === 'en'
      // A struck choice and a highlighted phrase with its note, on question 1 (a choice the answers
      // below leave alone: neither the key nor the first wrong one).
      const module1 = test1.current_quiz_id!
      const first = (await readQuiz(request, learner.token, module1, server)).questions[0]! as QuizQuestion & {
        passage: string
      }
      const key = (await answerKey(request, learner.token, module1, server)).find((k) => k.question_id === first.id)!
      const spare = first.choices.filter((c) => c.id !== key.correct_choice_id).at(-1)!
      const strike = page.locator(`button[aria-keyshortcuts="Shift+${spare.label}"]`)
      const struck = page.waitForResponse((response) => response.url().endsWith('/eliminations'))
      await strike.click()
      expect((await struck).status()).toBe(200)
      const phrase = first.passage.split('\n')[0]!.split(' ').slice(2, 5).join(' ')
      await dragAcross(page, phrase)
      const passage = page.getByRole('region', { name: w.passage })
      const created = page.waitForResponse((response) => response.url().endsWith('/annotations'))
      await passage.locator('button').nth(1).click()
      expect((await created).status()).toBe(201)
      const note = page.getByRole('dialog').getByRole('textbox')
      await note.fill(w.note)
      const saved = page.waitForResponse((response) => /\/annotations\/[^/]+$/.test(response.url()))
      await page.getByRole('dialog').locator('button').first().click()
      expect((await saved).status()).toBe(200)

      await answerModule(request, learner.token, module1, good)
      await page.reload()
      // After the reload (which resumes after the last answer): question 1's struck choice and its
      // highlight with the note are back.
      await (await questionList(page)).getByRole('button').first().click()
      await expect(strike).toHaveAttribute('data-struck', '')
      await expect(passage.locator('mark')).toHaveText(phrase)
      await expect(passage.locator('mark')).toHaveAttribute('data-note', '')
      await submitModule(page, locale, 27)
      test1 = await nextModule(page, request, learner.token, id, 1)
      expect(test1.stages[1]!.route).toBe(good ? 'harder' : 'easier')

      // The hidden clock comes back in the module's last stretch, and time running out submits it.
      await page.getByRole('button', { name: w.hide }).click()
      await expect(page.getByRole('timer')).toHaveCount(0)
      await expect(page.getByRole('timer')).toBeVisible({ timeout: 40_000 })
      await expect(page.getByRole('button', { name: w.show })).toHaveCount(0)
      const onBreak = page.getByRole('region', { name: locale === 'en' ? 'Break' : 'استراحة' })
      await expect(onBreak).toBeVisible({ timeout: 20_000 })
      expect((await readTest(request, learner.token, id)).stage).toBe(2)
      await expectNoAxeViolations(page)

      // The break ends early; Math's reference sheet opens beside the question.
      await onBreak.getByRole('button', { name: w.resume }).click()
      test1 = await nextModule(page, request, learner.token, id, 3)
      await page.getByRole('button', { name: w.reference, exact: true }).click()
      await expect(page.getByRole('region', { name: w.reference })).toBeVisible()
      await expectNoAxeViolations(page)
      // The calculator computes a value and plots two functions, with their points of intersection.
      await page.getByRole('button', { name: w.calculator, exact: true }).click()
      const calculator = page.getByRole('region', { name: w.calculator })
      await expect(calculator).toBeVisible()
      await calculator.getByRole('textbox', { name: w.expression(1) }).fill('2^10')
      await expect(calculator.getByText('= 1024')).toBeVisible()
      await calculator.getByRole('textbox', { name: w.expression(1) }).press('Enter')
      await calculator.getByRole('textbox', { name: w.expression(2) }).fill('y = x^2')
      await calculator.getByRole('textbox', { name: w.expression(2) }).press('Enter')
      await calculator.getByRole('textbox', { name: w.expression(3) }).fill('y = x + 2')
      await expect(calculator.getByRole('button', { name: /\(-1, 1\)$/ })).toBeVisible()
      await expect(calculator.getByRole('button', { name: /\(2, 4\)$/ })).toBeVisible()
      await expect(calculator.locator('canvas').first()).toBeVisible()
      await expectNoAxeViolations(page)

      await answerModule(request, learner.token, test1.current_quiz_id!, !good)
      await page.reload()
      await submitModule(page, locale, 22)
      test1 = await nextModule(page, request, learner.token, id, 4)
      expect(test1.stages[4]!.route).toBe(good ? 'easier' : 'harder')
      await submitModule(page, locale, 0)

      // The report: section and total ranges, labelled an estimate.
      const scores = page.getByRole('region', { name: w.scores })
      await expect(scores).toBeVisible({ timeout: 15_000 })
      await expect(scores.getByText(/^\d{3,4}–\d{3,4}$/)).toHaveCount(3)
      await expectNoAxeViolations(page)
    },
  )
}
