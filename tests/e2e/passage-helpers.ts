import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Drags the pointer across `words` of the passage, as a learner selects them: from just inside the
 * first character to just inside the last (the selection snaps to the nearest character edges).
 */
export async function dragAcross(page: Page, words: string) {
  const box = await page.evaluate((target) => {
    type Rect = { left: number; right: number; top: number; bottom: number }
    type TextNode = { textContent: string | null }
    const { document } = globalThis as unknown as {
      document: {
        querySelector(selector: string): unknown
        createTreeWalker(root: unknown, show: number): { nextNode(): TextNode | null }
        createRange(): {
          setStart(n: unknown, o: number): void
          setEnd(n: unknown, o: number): void
          getClientRects(): Rect[]
        }
      }
    }
    const root = document.querySelector('section [lang="en"]')
    const walker = document.createTreeWalker(root, 4)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(target)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + target.length)
      const rects = range.getClientRects()
      const first = rects[0]!
      const last = rects[rects.length - 1]!
      return {
        x1: first.left + 1,
        y1: (first.top + first.bottom) / 2,
        x2: last.right - 1,
        y2: (last.top + last.bottom) / 2,
      }
    }
    return null
  }, words)
  expect(box, `"${words}" on screen`).not.toBeNull()
  await page.mouse.move(box!.x1, box!.y1)
  await page.mouse.down()
  await page.mouse.move(box!.x2, box!.y2, { steps: 6 })
  await page.mouse.up()
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { getSelection(): object }).getSelection().toString()))
    .toBe(words)
}
