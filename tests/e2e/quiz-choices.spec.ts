import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, newLearner, signIn, questionList, startEvaluation, test } from './fixtures'

// How fast a choice paints is measured by `scripts/bench/selection-latency.mjs` (`npm run
// bench:web`), not here: a timed assertion would flake on a loaded machine. This test keeps what a
// learner can see: a click on a card, a letter key or an arrow chooses, in both languages.

const texts = {
  en: { question: (position: number) => new RegExp(`^Question ${position}, `), choice: 'Choice' },
  ar: { question: (position: number) => new RegExp(`^السؤال ${position}، `), choice: 'الخيار' },
} as const

/** The radio of the choice with that letter (its name starts "Choice B:"). */
const radio = (page: Page, choice: string, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^${choice} ${letter}:`) })

for (const locale of ['en', 'ar'] as const) {
  const say = texts[locale]

  test(`a Math choice in ${locale === 'en' ? 'English' : 'Arabic'}: a click on the card, a letter or an arrow chooses`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await newLearner(request, `choices-${locale}`)
    const { id, questions } = await startEvaluation(request, token)
    // A choice question whose choices are math (KaTeX): the draw is random, and some have words only.
    const question = questions.find(
      (candidate) =>
        candidate.format === 'multiple_choice' && candidate.choices.some((choice) => choice.text.includes('\\(')),
    )!
    expect(question, 'the Math evaluation has a choice question written in math').toBeTruthy()
    await signIn(context, baseURL!, token, locale)
    await page.goto(`/evaluate/quiz/${id}`)
    await (await questionList(page)).getByRole('button', { name: say.question(question.position) }).click()
    const group = page.getByRole('radiogroup')
    await expect(group.getByRole('radio')).toHaveCount(4)
    await expect(group.locator('.katex').first()).toBeVisible()

    // A real click on the card (its label), away from the hidden radio itself.
    await group.locator('label', { has: radio(page, say.choice, 'C') }).click()
    await expect(radio(page, say.choice, 'C')).toBeChecked()
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(1)

    // A letter chooses from the page; with the focus in the group, the arrows move in reading order.
    await page.keyboard.press('a')
    await expect(radio(page, say.choice, 'A')).toBeChecked()
    await radio(page, say.choice, 'A').focus()
    await page.keyboard.press(locale === 'en' ? 'ArrowRight' : 'ArrowLeft')
    await expect(radio(page, say.choice, 'B')).toBeChecked()
    await expect(radio(page, say.choice, 'B')).toBeFocused()
    await expect(group.locator('label', { has: radio(page, say.choice, 'B') })).toHaveCSS('outline-style', 'solid')
    await expectNoAxeViolations(page)
  })
}
