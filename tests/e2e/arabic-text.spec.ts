import type { Locator } from '@playwright/test'
import { expect, newLearner, questionList, signIn, startEvaluation, test } from './fixtures'

/**
 * Issue 16: in Arabic, a left-to-right snippet inside a sentence keeps its order on screen. Each
 * snippet's characters are read by their boxes, from left to right, as a learner's eye reads them:
 * the DOM order would be right even where the bidi algorithm shows ".25" as "25.".
 */
async function shownOrder(container: Locator, snippet: string): Promise<string> {
  return container.evaluate((element, text) => {
    // Runs in the page (this project's types have no DOM): the few DOM calls it makes.
    type Text = { textContent: string | null }
    const { document } = globalThis as unknown as {
      document: {
        createTreeWalker(root: unknown, show: number): { nextNode(): Text | null }
        createRange(): {
          setStart(node: Text, offset: number): void
          setEnd(node: Text, offset: number): void
          getBoundingClientRect(): { left: number }
        }
      }
    }
    const SHOW_TEXT = 4
    const walker = document.createTreeWalker(element, SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent!.indexOf(text)
      if (start < 0) continue
      return [...text]
        .map((character, index) => {
          const range = document.createRange()
          range.setStart(node, start + index)
          range.setEnd(node, start + index + 1)
          return { character, left: range.getBoundingClientRect().left }
        })
        .sort((a, b) => a.left - b.left)
        .map((box) => box.character)
        .join('')
    }
    return `(not found: ${text})`
  }, snippet)
}

test('the answer-format hints of a typed answer read .25, -3/2 and 3 1/2 in Arabic', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await newLearner(request, 'bidi-hints')
  await signIn(context, baseURL!, token, 'ar')
  const { id, questions } = await startEvaluation(request, token)
  const typed = questions.find((question) => question.format === 'student_produced')
  expect(typed, 'a Math evaluation has a student-produced question').toBeTruthy()
  await page.goto(`/evaluate/quiz/${id}`)
  await (await questionList(page)).getByRole('button', { name: new RegExp(`^السؤال ${typed!.position}، `) }).click()
  await expect(page.getByRole('textbox', { name: 'إجابتك' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const hints = page.getByRole('main').getByRole('list').filter({ hasText: '3 1/2' })
  await expect(hints).toContainText('لا تكتب عددًا كسريًا')
  for (const snippet of ['.25', '1/4', '-3/2', '7/2', '3 1/2']) expect(await shownOrder(hints, snippet)).toBe(snippet)
})
