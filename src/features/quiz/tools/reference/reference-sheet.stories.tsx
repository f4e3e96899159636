import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import ReferenceSheet from './reference-sheet'

const meta = {
  title: 'Tools/Reference Sheet',
  component: ReferenceSheet,
  args: { onClose: fn() },
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' } },
        desktop1280: { name: '1280 px desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
} satisfies Meta<typeof ReferenceSheet>
export default meta
type Story = StoryObj<typeof meta>

const FIGURES = 11

/** KaTeX arrives by a dynamic import: wait until every formula is typeset. */
async function typesetMath(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const pending = canvasElement.querySelector('[data-loading]')
      expect(pending).toBeNull()
      expect(canvasElement.querySelector('.katex')).not.toBeNull()
    },
    { timeout: 10_000 },
  )
  return [...canvasElement.querySelectorAll<HTMLElement>('.katex')]
}

/** The number of columns the grid lays its cards out in, read from where the cards sit. */
function columnCount(canvasElement: HTMLElement) {
  const cards = [...canvasElement.querySelectorAll('li:has(> [role="img"])')]
  return new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size
}

export const English: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const panel = canvas.getByRole('region', { name: 'Reference' })
    await expect(within(panel).getByRole('heading', { level: 2, name: 'Reference' })).toBeVisible()

    // Every drawing is an image with a name a screen reader reads.
    const figures = within(panel).getAllByRole('img')
    await expect(figures).toHaveLength(FIGURES)
    for (const figure of figures) await expect(figure).toHaveAccessibleName(/\S/)
    await expect(canvas.getByRole('img', { name: 'A sphere with radius r' })).toBeVisible()

    // Formulas are typeset, each with MathML for screen readers, and kept left to right.
    const math = await typesetMath(canvasElement)
    for (const node of math) await expect(node.querySelector('.katex-mathml math')).not.toBeNull()
    await expect(math[0]!.closest('[dir]')).toHaveAttribute('dir', 'ltr')
    const cone = canvas.getByRole('heading', { name: 'Cone' }).parentElement!
    await expect(cone.querySelector('annotation[encoding="application/x-tex"]')).toHaveTextContent(
      'V = \\dfrac{1}{3}\\pi r^2 h',
    )

    // A wide panel shows the cards side by side, three at most.
    await expect(columnCount(canvasElement)).toBe(3)

    // Keyboard: the scrolling panel, then its close button.
    await userEvent.tab()
    await expect(panel).toHaveFocus()
    await userEvent.tab()
    const close = canvas.getByRole('button', { name: 'Close reference sheet' })
    await expect(close).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const panel = canvasElement.querySelector('section')!
    await expect(getComputedStyle(panel).direction).toBe('rtl')
    // Named by its heading, whichever words the catalog holds for it.
    const heading = within(panel).getByRole('heading', { level: 2 })
    await expect(panel).toHaveAccessibleName(heading.textContent!)
    for (const figure of within(panel).getAllByRole('img')) await expect(figure).toHaveAccessibleName(/\S/)

    // The page reads right to left; the formulas and the drawings' letters do not.
    const [first] = await typesetMath(canvasElement)
    await expect(getComputedStyle(first!.parentElement!).direction).toBe('ltr')
    for (const figure of within(panel).getAllByRole('img')) await expect(getComputedStyle(figure).direction).toBe('ltr')

    // The close button sits at the end of the header: the left in Arabic.
    const close = within(panel).getAllByRole('button')[0]!
    await expect(close.getBoundingClientRect().left).toBeLessThan(heading.getBoundingClientRect().left)
  },
}

/** A 360 px phone: one card per row, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible()
    await typesetMath(canvasElement)
    await expect(columnCount(canvasElement)).toBe(1)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
    for (const figure of canvas.getAllByRole('img')) await expect(figure).toHaveAccessibleName(/\S/)
  },
}

/** The same phone in Arabic. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone360', isRotated: false } },
  play: Phone.play,
}
