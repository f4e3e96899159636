import type { APIRequestContext } from '@playwright/test'
import { bearer, expect, newLearner, signIn, startEvaluation, test } from './fixtures'
import { dragAcross } from './passage-helpers'

/** The little of a quiz question these tests read beyond the fixtures' type. */
interface ToolsQuestion {
  id: string
  passage: string | null
  choices: { id: string; label: string }[]
  answer: { eliminated?: string[] }
  annotations?: { start: number; end: number; note: string | null }[]
}

/** The tools' state of a quiz's first question, as the server has it. */
async function firstQuestion(request: APIRequestContext, token: string, quizId: string) {
  const response = await request.get(`/api/v1/quizzes/${quizId}`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { questions: ToolsQuestion[] }).questions[0]!
}

for (const locale of ['en', 'ar'] as const) {
  const say =
    locale === 'en'
      ? { passage: 'Passage', choice: 'Choice', note: 'The claim the question asks about' }
      : { passage: 'نص القراءة', choice: 'الخيار', note: 'هذه هي الفكرة الرئيسية' }

  // The tools' own names are found by what they are (the strike toggle's shortcut, the passage's
  // tool buttons in order, the highlight's `<mark>`), so the test holds in both languages.
  test(`a struck choice and a highlighted phrase with its note survive a reload (${locale})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const { token } = await newLearner(request, `tools-${locale}`)
    await signIn(context, baseURL!, token, locale)
    const { id } = await startEvaluation(request, token, { subject: 'reading_writing' })
    const question = await firstQuestion(request, token, id)
    expect(question.passage).not.toBeNull()
    const phrase = question.passage!.split('\n')[0]!.split(' ').slice(2, 5).join(' ')
    const choiceB = question.choices.find((choice) => choice.label === 'B')!

    await page.goto(`/evaluate/quiz/${id}`)
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    const passage = page.getByRole('region', { name: say.passage })
    await expect(passage.locator('[lang="en"]')).toHaveAttribute('dir', 'auto')
    const radioB = page.getByRole('radio', { name: new RegExp(`^${say.choice} B:`) })
    const strikeB = page.locator('button[aria-keyshortcuts="Shift+B"]')

    // Strike out B: at once, and on the server.
    const struck = page.waitForResponse((response) => response.url().endsWith('/eliminations'))
    await strikeB.click()
    await expect(radioB).toBeDisabled()
    await expect(strikeB).toHaveAttribute('data-struck', '')
    expect((await struck).status()).toBe(200)

    // Select a phrase with the pointer, then Add note (the second of the passage's tools).
    await dragAcross(page, phrase)
    const created = page.waitForResponse((response) => response.url().endsWith('/annotations'))
    await passage.locator('button').nth(1).click()
    expect((await created).status()).toBe(201)
    const popover = page.getByRole('dialog')
    const note = popover.getByRole('textbox')
    await expect(note).toBeFocused()
    await expect(note).toHaveAttribute('dir', 'auto')
    await note.fill(say.note)
    const saved = page.waitForResponse((response) => /\/annotations\/[^/]+$/.test(response.url()))
    // Save note, the popover's first button, from the keyboard: Tab from the note, then Enter. A
    // pointer click here was lost twice in about 300 runs. The popover was still fading in, so
    // Playwright's fourth try scrolled the button to the top of the window. The sticky passage moved,
    // and the popover followed it between the press and the release (docs/decisions.md).
    const saveNote = popover.locator('button').first()
    await page.keyboard.press('Tab')
    await expect(saveNote).toBeFocused()
    await page.keyboard.press('Enter')
    expect((await saved).status()).toBe(200)
    await expect(popover).toBeHidden()

    // The server has both.
    const kept = await firstQuestion(request, token, id)
    expect(kept.answer.eliminated).toEqual([choiceB.id])
    const start = question.passage!.indexOf(phrase)
    expect(kept.annotations).toEqual([expect.objectContaining({ start, end: start + phrase.length, note: say.note })])

    // Reload: the struck choice and the highlight with its note come back.
    await page.reload()
    await expect(radioB).toBeDisabled()
    await expect(strikeB).toHaveAttribute('data-struck', '')
    const mark = passage.locator('mark')
    await expect(mark).toHaveCount(1)
    await expect(mark).toHaveText(phrase)
    await expect(mark).toHaveAttribute('data-note', '')
    await mark.getByRole('button').click()
    await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue(say.note)
    // An Arabic note reads right to left in its field; the English passage stays left to right.
    const direction = (element: unknown) =>
      (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(element)
        .direction
    if (locale === 'ar') expect(await note.evaluate(direction)).toBe('rtl')
    expect(await passage.locator('[lang="en"]').evaluate(direction)).toBe('ltr')
  })
}
