import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { defaultCalculatorState, type CalculatorState } from './calculator-state'
import GraphingCalculator from './graphing-calculator'

/** Puts a quiz's calculator in storage before the story renders, as a learner left it; removes it after. */
function stored(quizId: string, state: Partial<CalculatorState> | null) {
  return () => {
    const key = `exam-prep:calculator:${quizId}`
    if (state) localStorage.setItem(key, JSON.stringify({ ...defaultCalculatorState(), ...state }))
    else localStorage.removeItem(key)
    return () => localStorage.removeItem(key)
  }
}

const lines = (...texts: string[]) => texts.map((text, index) => ({ id: `line-${index + 1}`, text }))

// A side panel's width, as beside a question on a wide screen.
const sidePanel: Decorator = (Story) => (
  <div className={css({ maxWidth: '28rem' })}>
    <Story />
  </div>
)

const meta = {
  title: 'Tools/Graphing Calculator',
  component: GraphingCalculator,
  args: { quizId: 'story-quiz', onClose: fn() },
  decorators: [sidePanel],
} satisfies Meta<typeof GraphingCalculator>
export default meta
type Story = StoryObj<typeof meta>

/** The graph's canvas, once uPlot has drawn it. */
async function graphCanvas(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-testid="calculator-graph"] canvas')).not.toBeNull())
  return canvasElement.querySelector<HTMLCanvasElement>('[data-testid="calculator-graph"] canvas')!
}

/** A first visit: one empty line. Typing a value shows it; Enter adds a line; the close button closes. */
export const Empty: Story = {
  args: { quizId: 'story-empty' },
  beforeEach: stored('story-empty', null),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const panel = canvas.getByRole('region', { name: 'Calculator' })
    await expect(within(panel).getByText(/Type a function, such as/)).toBeVisible()
    const first = canvas.getByRole('textbox', { name: 'Expression 1' })
    await expect(first).toHaveAttribute('dir', 'ltr')
    await userEvent.type(first, '2^10')
    await expect(canvas.getByText('= 1024')).toBeVisible()
    await expect(first).toHaveAccessibleDescription('= 1024')
    await userEvent.keyboard('{Enter}')
    const second = canvas.getByRole('textbox', { name: 'Expression 2' })
    await expect(second).toHaveFocus()
    await userEvent.type(second, 'sqrt(2)')
    await expect(canvas.getByText('= 1.414213562')).toBeVisible()
    // Backspace in an emptied line removes it and goes back to the one before.
    await userEvent.clear(second)
    await userEvent.keyboard('{Backspace}')
    await expect(canvas.queryByRole('textbox', { name: 'Expression 2' })).toBeNull()
    await expect(first).toHaveFocus()
    // Kept for a reload, under this quiz's key.
    const saved = JSON.parse(localStorage.getItem('exam-prep:calculator:story-empty')!) as CalculatorState
    await expect(saved.lines.map(({ text }) => text)).toEqual(['2^10'])
    await userEvent.click(canvas.getByRole('button', { name: 'Close the calculator' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** Two functions: each drawn in its colour, their intersections and intercepts listed; one chosen is ringed on the graph. */
export const Intersections: Story = {
  args: { quizId: 'story-intersections' },
  beforeEach: stored('story-intersections', { lines: lines('y = x^2', 'y = x + 2'), nextId: 3 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await graphCanvas(canvasElement)
    const points = canvas.getByRole('region', { name: 'Key points' })
    const first = within(points).getByRole('button', { name: /^Intersection of expressions 1 and 2 \(-1, 1\)$/ })
    const second = within(points).getByRole('button', { name: /^Intersection of expressions 1 and 2 \(2, 4\)$/ })
    await expect(within(points).getByRole('button', { name: /^x-intercept of expression 2 \(-2, 0\)$/ })).toBeVisible()
    await expect(within(points).getByRole('button', { name: /^Minimum of expression 1 \(0, 0\)$/ })).toBeVisible()
    // The coordinates read left to right, as math does.
    await expect(within(first).getByText('(-1, 1)')).toHaveAttribute('dir', 'ltr')
    await userEvent.click(first)
    await expect(first).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(second)
    await expect(first).toHaveAttribute('aria-pressed', 'false')
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    // The keyboard moves the graph once it has the focus: right shows more of the right.
    const graph = canvas.getByRole('application', { name: 'Graph' })
    await expect(graph).toHaveAccessibleDescription(/x from -10 … 10, y from -10 … 10/)
    graph.focus()
    // Each arrow moves a tenth of the view: 2 units of 20.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}')
    await expect(graph).toHaveAccessibleDescription(/x from -6 … 14, y from -8 … 12/)
    // Zooming in keeps the middle (4, 2) where it is.
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }))
    await expect(graph).toHaveAccessibleDescription(/x from -4 … 12, y from -6 … 10/)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset the view' }))
    await expect(graph).toHaveAccessibleDescription(/x from -10 … 10, y from -10 … 10/)
    // Dragging a quarter of the width to the left shows a quarter more of the right.
    const over = graph.querySelector<HTMLElement>('.u-over')!
    const box = over.getBoundingClientRect()
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: over, coords: { clientX: x, clientY: y } },
      { target: over, coords: { clientX: x - box.width / 4, clientY: y } },
      { keys: '[/MouseLeft]', target: over, coords: { clientX: x - box.width / 4, clientY: y } },
    ])
    await expect(graph).toHaveAccessibleDescription(/x from -5 … 15, y from -10 … 10/)
    // The wheel zooms in about the pointer (about the middle, (5, 0): the event's coordinates are whole pixels).
    over.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -100, clientX: x, clientY: y, bubbles: true, cancelable: true }),
    )
    await waitFor(() =>
      expect(graph).toHaveAccessibleDescription(/x from -3\.1\d* … 13\.\d*, y from -8\.1\d* … 8\.1\d*\./),
    )
  },
}

/** The table tab: ten values of the chosen function from a start by a step, "undefined" where it has none. */
export const TableOfValues: Story = {
  args: { quizId: 'story-table' },
  beforeEach: stored('story-table', {
    lines: lines('f(x) = 2x + 1', 'y = 1/x'),
    nextId: 3,
    tab: 'table',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true')
    const table = canvas.getByRole('table', { name: 'Values of expression 1' })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(11)
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['x', 'f(x)'])
    await expect(within(rows[4]!).getByRole('rowheader')).toHaveTextContent('3')
    await expect(within(rows[4]!).getByRole('cell')).toHaveTextContent('7')
    // Another function, from -1 by 0.5: 1/x is undefined at 0.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Function' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: /^Expression 2/ }))
    const start = canvas.getByRole('textbox', { name: 'Start at x =' })
    await userEvent.clear(start)
    await userEvent.type(start, '-1')
    const step = canvas.getByRole('textbox', { name: 'Step' })
    await userEvent.clear(step)
    await userEvent.type(step, '1/2')
    const second = canvas.getByRole('table', { name: 'Values of expression 2' })
    const cells = within(second)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    await expect(cells.slice(0, 4)).toEqual(['-1', '-2', 'undefined', '2'])
    // A step of 0 says so instead of a table of one row ten times.
    await userEvent.clear(step)
    await userEvent.type(step, '0')
    await expect(step).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** Lines with mistakes: each says why, in words, and the other lines still work. */
export const ErrorLine: Story = {
  args: { quizId: 'story-errors' },
  beforeEach: stored('story-errors', { lines: lines('y = 2k + 1', '3 *', 'sin x', 'y = x - 1'), nextId: 5 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const unknown = canvas.getByRole('textbox', { name: 'Expression 1' })
    await expect(unknown).toHaveAttribute('aria-invalid', 'true')
    await expect(unknown).toHaveAccessibleDescription(/k is not defined/)
    await expect(canvas.getByRole('textbox', { name: 'Expression 2' })).toHaveAccessibleDescription(
      'Check this expression: something is missing or extra.',
    )
    await expect(canvas.getByRole('textbox', { name: 'Expression 3' })).toHaveAccessibleDescription(
      /Put what sin applies to in parentheses, as in sin\(x\)/,
    )
    await expect(canvas.getByRole('textbox', { name: 'Expression 4' })).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getByRole('button', { name: /^x-intercept of expression 4 \(1, 0\)$/ })).toBeVisible()
    // Fixing a line clears its error; an error being typed waits until the line is left.
    await userEvent.clear(unknown)
    await userEvent.type(unknown, 'y = 2x + 1 +')
    await expect(unknown).not.toHaveAttribute('aria-invalid')
    await userEvent.tab()
    await expect(unknown).toHaveAttribute('aria-invalid', 'true')
  },
}

/**
 * Arabic: the panel's frame runs right to left (heading on the right, close button on the left),
 * while the expressions, values, coordinates and the graph stay left to right.
 */
export const Arabic: Story = {
  args: { quizId: 'story-arabic' },
  globals: { locale: 'ar' },
  beforeEach: stored('story-arabic', { lines: lines('y = x^2', 'y = x + 2', '-3 + 1'), nextId: 4 }),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    // The panel is the first region (the key points are another, inside it).
    const panel = canvas.getAllByRole('region')[0]!
    await expect(getComputedStyle(panel).direction).toBe('rtl')
    const heading = within(panel).getByRole('heading', { level: 2 })
    const close = within(panel).getAllByRole('button')[0]!
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(close.getBoundingClientRect().left)
    const input = within(panel).getAllByRole('textbox')[2]!
    await expect(getComputedStyle(input).direction).toBe('ltr')
    // "-2" keeps its minus sign on the left.
    await expect(getComputedStyle(canvas.getByText('= -2')).direction).toBe('ltr')
    await graphCanvas(canvasElement)
    await expect(getComputedStyle(canvas.getByRole('application')).direction).toBe('ltr')
    await expect(getComputedStyle(canvas.getByText('(2, 4)')).direction).toBe('ltr')
    // The plane is not mirrored: the right arrow still shows more of the right (larger x).
    const graph = canvas.getByRole('application')
    graph.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(graph).toHaveAccessibleDescription(/-8 … 12/)
  },
}

/** A 360 px phone: everything fits the width (the graph full width, the buttons wrapping); nothing scrolls sideways. */
export const Phone: Story = {
  args: { quizId: 'story-phone' },
  beforeEach: stored('story-phone', { lines: lines('y = x^2 - 3', 'y = 2x', 'f(x) = sqrt(9 - x^2)'), nextId: 4 }),
  parameters: {
    viewport: { options: { phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' } } } },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360)
    const canvas = within(canvasElement)
    await graphCanvas(canvasElement)
    const panel = canvas.getByRole('region', { name: 'Calculator' })
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(360)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
    const graph = canvas.getByRole('application', { name: 'Graph' })
    const inner = panel.getBoundingClientRect().width - 2 * parseFloat(getComputedStyle(panel).paddingInlineStart)
    await expect(graph.getBoundingClientRect().width).toBeGreaterThan(inner - 4)
    await expect(canvas.getAllByRole('button', { name: /^Intersection of expressions/ }).length).toBeGreaterThan(0)
  },
}
