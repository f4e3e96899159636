import { expect } from 'storybook/test'
import { css } from 'styled-system/css'

/** A 360 px phone's width around the story. */
export const phone = (Story: () => React.JSX.Element) => (
  <div className={css({ width: '360px', maxWidth: '360px', p: '3' })}>
    <Story />
  </div>
)

/** Nothing in the story is wider than its frame (no sideways scrolling on a phone). */
export async function fitsWithoutSideScroll(canvasElement: HTMLElement) {
  const frame = canvasElement.firstElementChild as HTMLElement
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1)
  const box = frame.getBoundingClientRect()
  for (const element of frame.querySelectorAll<HTMLElement>('li, button, a, input, p, h2, h3')) {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0) continue
    await expect(rect.right).toBeLessThanOrEqual(box.right + 1)
    await expect(rect.left).toBeGreaterThanOrEqual(box.left - 1)
  }
}

/** A paragraph (or other element) whose whole text is `text`, however its values are wrapped (`<bdi>`). */
export const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && [...element.children].every((child) => child.textContent !== text)
