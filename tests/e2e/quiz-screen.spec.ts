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
  // Apart from Save: not in the same row of actions.
  const saveBox = (await save.boundingBox())!
  const exitBox = (await exit.boundingBox())!
  expect(exitBox.y).toBeGreaterThanOrEqual(saveBox.y + saveBox.height)
})
