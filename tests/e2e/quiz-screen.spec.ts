import type { Locator } from '@playwright/test'
import { expect, newLearner, signIn, startEvaluation, test } from './fixtures'

/** What the eye sees of a button: its fill and its text colour. */
const paint = (button: Locator) =>
  button.evaluate((element) => {
    const style = (
      globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string; color: string } }
    ).getComputedStyle(element)
    return { fill: style.backgroundColor, text: style.color }
  })

/** Issue 16: End and Exit looked like "Save and continue", and Exit (which discards every answer) sat under it. */
test('End and Exit are not primary buttons: only Save is filled, and Exit is red', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await newLearner(request, 'quiz-buttons')
  await signIn(context, baseURL!, token, 'en')
  const { id } = await startEvaluation(request, token)
  await page.goto(`/evaluate/quiz/${id}`)
  const save = page.getByRole('button', { name: 'Save and continue' })
  const end = page.getByRole('button', { name: 'End', exact: true })
  const exit = page.getByRole('button', { name: 'Exit', exact: true })
  await expect(save).toBeEnabled()
  await expect(end).toBeEnabled()

  const saved = await paint(save)
  const ended = await paint(end)
  const exited = await paint(exit)
  // Save is the one filled button; End and Exit are outlined (no fill of their own).
  expect(saved.fill).not.toBe('rgba(0, 0, 0, 0)')
  expect(ended.fill).not.toBe(saved.fill)
  expect(exited.fill).not.toBe(saved.fill)
  // Exit's text is red: more red than green or blue.
  const [red, green, blue] = exited.text.match(/\d+/g)!.map(Number)
  expect(red!).toBeGreaterThan(green! + 60)
  expect(red!).toBeGreaterThan(blue! + 60)
  // Apart from Save: End and Exit in the top bar, Save at the other end of the screen, in the bottom bar.
  const saveBox = (await save.boundingBox())!
  for (const box of [(await exit.boundingBox())!, (await end.boundingBox())!])
    expect(saveBox.y - (box.y + box.height)).toBeGreaterThan(300)
  // They sit in the clock's row, at the top.
  const clockBox = (await page.getByRole('timer').boundingBox())!
  const exitBox = (await exit.boundingBox())!
  expect(Math.abs(exitBox.y + exitBox.height / 2 - (clockBox.y + clockBox.height / 2))).toBeLessThan(8)
})

/** The little of the window these tests read (this project's Node types have no DOM). */
type Win = {
  innerHeight: number
  scrollY: number
  scrollTo(options: { top: number; behavior: 'instant' }): void
  document: { documentElement: { scrollHeight: number; scrollWidth: number } }
}

/** Where an element is in the window: true when all of it is inside. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const view = globalThis as unknown as { innerWidth: number; innerHeight: number }
    return box.top >= 0 && box.left >= 0 && box.bottom <= view.innerHeight && box.right <= view.innerWidth
  })

for (const locale of ['en', 'ar'] as const) {
  const say =
    locale === 'en'
      ? { question: 'Question 1 of 27', save: 'Save and continue', passage: 'Passage', width: 'Passage width' }
      : { question: 'السؤال 1 من 27', save: 'حفظ ومتابعة', passage: 'نص القراءة', width: 'عرض نص القراءة' }

  /** Issue 16: on a phone the clock and "Question n of N" scrolled away with a long passage, and Save sat below it. */
  test(`on a phone the clock, n of N and Save stay on screen while a long passage scrolls (${locale})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    const { token } = await newLearner(request, `sticky-${locale}`)
    await signIn(context, baseURL!, token, locale)
    const { id } = await startEvaluation(request, token, { subject: 'reading_writing' })
    await page.goto(`/evaluate/quiz/${id}`)
    const clock = page.getByRole('timer')
    const position = page.getByRole('heading', { level: 2, name: say.question })
    const save = page.getByRole('button', { name: say.save })
    await expect(page.getByRole('region', { name: say.passage })).toBeVisible()
    // The page is longer than the window: there is something to scroll.
    const scrollable = await page.evaluate(() => {
      const win = globalThis as unknown as Win
      return win.document.documentElement.scrollHeight - win.innerHeight
    })
    expect(scrollable).toBeGreaterThan(150)
    for (const y of [0, scrollable / 2, scrollable]) {
      await page.evaluate((top) => (globalThis as unknown as Win).scrollTo({ top, behavior: 'instant' }), y)
      await expect
        .poll(() => page.evaluate(() => Math.round((globalThis as unknown as Win).scrollY)))
        .toBe(Math.round(y))
      expect(await inView(clock), `the clock at ${y}px`).toBe(true)
      expect(await inView(position), `n of N at ${y}px`).toBe(true)
      expect(await inView(save), `Save at ${y}px`).toBe(true)
    }
    // Nothing scrolls sideways.
    expect(
      await page.evaluate(() => (globalThis as unknown as Win).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360)
  })

  /** Issue 16: at 1280 px the passage and the question were two columns of about 240 px. */
  test(`on a wide screen the passage and the question share the width, and the divider moves (${locale})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const { token } = await newLearner(request, `split-${locale}`)
    await signIn(context, baseURL!, token, locale)
    const { id } = await startEvaluation(request, token, { subject: 'reading_writing' })
    await page.goto(`/evaluate/quiz/${id}`)
    const passage = page.getByRole('region', { name: say.passage })
    const choices = page.getByRole('radiogroup')
    const divider = page.getByRole('separator', { name: say.width })
    await expect(passage).toBeVisible()
    const width = async (locator: Locator) => (await locator.boundingBox())!.width
    const before = { passage: await width(passage), choices: await width(choices) }
    // Half each (the divider between): about 600 px, not 240.
    expect(before.passage).toBeGreaterThan(550)
    expect(Math.abs(before.passage - before.choices)).toBeLessThan(30)
    // Side by side, the passage first in the reading direction.
    const passageBox = (await passage.boundingBox())!
    const choicesBox = (await choices.boundingBox())!
    if (locale === 'en') expect(passageBox.x).toBeLessThan(choicesBox.x)
    else expect(passageBox.x).toBeGreaterThan(choicesBox.x)
    await expect(divider).toHaveAttribute('aria-valuenow', '50')

    // The keyboard: the arrow toward the question widens the passage (right in English, left in Arabic).
    await divider.focus()
    await page.keyboard.press(locale === 'en' ? 'ArrowRight' : 'ArrowLeft')
    await page.keyboard.press(locale === 'en' ? 'ArrowRight' : 'ArrowLeft')
    await expect(divider).toHaveAttribute('aria-valuenow', '60')
    expect(await width(passage)).toBeGreaterThan(before.passage + 80)
    // The quiz's own arrow keys did not move to another question.
    await expect(page.getByRole('heading', { level: 2, name: say.question })).toBeVisible()
    await page.keyboard.press('Home')
    await expect(divider).toHaveAttribute('aria-valuenow', '30')

    // The pointer: dragged to the middle of the screen, half each again.
    const handle = (await divider.boundingBox())!
    await page.mouse.move(handle.x + handle.width / 2, handle.y + 40)
    await page.mouse.down()
    const main = (await page.getByRole('main').boundingBox())!
    await page.mouse.move(main.x + main.width / 2, handle.y + 40, { steps: 8 })
    await page.mouse.up()
    const value = Number(await divider.getAttribute('aria-valuenow'))
    expect(value).toBeGreaterThanOrEqual(47)
    expect(value).toBeLessThanOrEqual(53)
  })
}
