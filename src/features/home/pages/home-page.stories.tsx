import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { answerHistory, sampleHistory } from '~/features/history/testing'
import { makeReviewsDue } from '~/features/mistakes/testing'
import { learningApi } from '~/features/plan/testing'
import { demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { HomeStatistics } from '../api/statistics'
import type { FullTest } from '~/features/full-test'
import { finishedFullTest, runningFullTest } from '~/features/full-test/testing'
import HomePage from './home-page'

const totals: HomeStatistics = {
  questions: 214,
  practices: 12,
  evaluations: 3,
  divisions: 6,
  practice_points: 1840,
  evaluate_points: 960,
  division_points: 1120,
}
const newcomer: HomeStatistics = {
  questions: 0,
  practices: 0,
  evaluations: 0,
  divisions: 0,
  practice_points: 0,
  evaluate_points: 0,
  division_points: 0,
}

type Handler<K extends keyof MockHandlers> = NonNullable<MockHandlers[K]>

/** `GET /history` with the first `count` sample tests (six kinds and subjects over three weeks, newest first). */
const tests =
  (count: number): Handler<'GET /history'> =>
  (request) => ({ status: 200, body: answerHistory(sampleHistory(count), request) })

const screen = (
  statistics: Handler<'GET /home/statistics'>,
  {
    history = tests(12),
    apiDelayMs = 0,
    fullTests = [],
  }: { history?: Handler<'GET /history'>; apiDelayMs?: number; fullTests?: FullTest[] } = {},
): { screen: ScreenParameters } => ({
  screen: {
    route: '/home',
    apiDelayMs,
    api: {
      'GET /current-user': () => ({ status: 200, body: demoUser }),
      'GET /home/statistics': statistics,
      'GET /history': history,
      'GET /full-tests': () => ({ status: 200, body: { items: fullTests } }),
      // Issue 19's cards: the plan, the weak spots, the skill map and the reviews due.
      ...learningApi(),
      'GET /reviews/due': () => ({ status: 200, body: makeReviewsDue(2, 1) }),
    },
  },
})

/** The chart's canvas, once uPlot (loaded on demand) has drawn it. */
const chartCanvas = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const canvas = canvasElement.querySelector<HTMLCanvasElement>('[data-testid=progress-plot] canvas')
      if (!canvas) throw new Error('The chart is not drawn yet')
      return canvas
    },
    { timeout: 10_000 },
  )

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  args: {
    title: 'Home',
    description:
      'Your plan to test day, your reviews, your weak spots, your totals and your progress, all in one place.',
    params: {},
  },
  decorators: [withScreen],
  parameters: screen(() => ({ status: 200, body: totals })),
} satisfies Meta<typeof HomePage>
export default meta
type Story = StoryObj<typeof meta>

/** A learner with some history: the seven totals and the two ways in. */
export const WithTotals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const activity = await canvas.findByRole('region', { name: 'Your activity' })
    await expect(await within(activity).findByText('214')).toBeVisible()
    await waitFor(() =>
      expect(within(activity).getByText('Questions answered').closest('div')).toHaveTextContent('214'),
    )
    await waitFor(() => expect(within(activity).getByText('Evaluations').closest('div')).toHaveTextContent('3'))
    const points = canvas.getByRole('region', { name: 'Your points' })
    await expect(within(points).getByText('Practice points').closest('div')).toHaveTextContent('1,840')
    await expect(within(points).getByText('Division points').closest('div')).toHaveTextContent('1,120')
    await expect(canvas.getByRole('link', { name: 'Start an evaluation' })).toHaveAttribute('href', '/evaluate')
    await expect(canvas.getByRole('link', { name: 'Start a practice' })).toHaveAttribute('href', '/practice')
    // The name is its own element (a <bdi>): the greeting is read as the paragraph's whole text.
    await expect(
      canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Hello, Layla.'),
    ).toBeVisible()
    const divisions = canvas.getByRole('region', { name: 'Divisions' })
    await expect(within(divisions).getByRole('link', { name: 'Go to divisions' })).toHaveAttribute('href', '/divisions')
    await expect(
      canvas.getByText(
        'Your plan to test day, your reviews, your weak spots, your totals and your progress, all in one place.',
      ),
    ).toBeVisible()
  },
}

/**
 * The progress chart: the last score in words, the chart (uPlot, hidden from screen readers) with
 * its legend, and the same figures as a table behind "Show as a table".
 */
export const WithProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const progress = await canvas.findByRole('region', { name: 'Your progress' })
    await expect(
      await within(progress).findByText('Your score in each of your last 12 finished tests, oldest to newest.'),
    ).toBeVisible()
    // The newest sample: a Math practice at 80 % on 20 Nov 2026.
    await expect(within(progress).getByText(/Your last score:/)).toHaveTextContent(
      'Your last score: 80% in Math on Nov 20, 2026.',
    )
    const chart = await chartCanvas(canvasElement)
    await expect(chart.closest('[aria-hidden=true]')).not.toBeNull()
    // One line per kind: the legend names the kinds (division quizzes and Short Tests together).
    const legend = within(progress)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent)
    await expect(legend).toEqual(['Evaluations', 'Practices', 'Division quizzes'])
    await expect(chart.closest('[data-testid=progress-plot]')!.closest('[dir]')).toHaveAttribute('dir', 'ltr')
    await expect(chart.width).toBeGreaterThan(0)

    const toggle = within(progress).getByRole('button', { name: 'Show as a table' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(within(progress).queryByRole('table')).toBeNull()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Hide the table')
    const table = within(progress).getByRole('table', { name: 'Your scores, newest first' })
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(12)
    // Numbered as on the chart's x axis: test 12 is the newest.
    await expect(rows[0]).toHaveTextContent(/^12Nov 20, 2026.*80%.*Math.*Practice/)
    await expect(rows[1]).toHaveTextContent(/^11Nov 18, 2026.*45%.*Math.*Evaluation/)
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('12')
    await expect(within(table).getAllByText('Reading and Writing').length).toBeGreaterThan(0)
    await expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(table)
  },
}

/** A pointer over the chart names the nearest test: its number, score, type, subject and date. */
export const PointingAtATest: Story = {
  parameters: screen(() => ({ status: 200, body: totals }), { history: tests(3) }),
  play: async ({ canvasElement }) => {
    const chart = await chartCanvas(canvasElement)
    const over = chart.parentElement!.querySelector<HTMLElement>('.u-over')!
    await waitFor(() => expect(over.getBoundingClientRect().width).toBeGreaterThan(0))
    const box = over.getBoundingClientRect()
    // The right edge of the plot: the newest test (Math practice, 80 %).
    const at = { clientX: box.right - 2, clientY: box.top + box.height / 2, bubbles: true }
    over.dispatchEvent(new MouseEvent('mouseenter', at))
    over.dispatchEvent(new MouseEvent('mousemove', at))
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid=progress-hover]')).toHaveTextContent(
        /Test 3:\s*80%\s*Practice, Math, Nov 20, 2026/,
      ),
    )
    // The left edge: test 1, the oldest.
    const first = { clientX: box.left + 2, clientY: box.top + box.height / 2, bubbles: true }
    over.dispatchEvent(new MouseEvent('mousemove', first))
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid=progress-hover]')).toHaveTextContent(/^Test 1:/),
    )
  },
}

/** One finished test: its point, and a word that the line starts with the next one. */
export const OneTest: Story = {
  parameters: screen(() => ({ status: 200, body: totals }), { history: tests(1) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const progress = await canvas.findByRole('region', { name: 'Your progress' })
    await expect(
      await within(progress).findByText('One finished test so far: your next one will start a line.'),
    ).toBeVisible()
    await chartCanvas(canvasElement)
    await userEvent.click(within(progress).getByRole('button', { name: 'Show as a table' }))
    await expect(within(within(progress).getByRole('table')).getAllByRole('row')).toHaveLength(2)
  },
}

/** A new learner: every total is zero, the buttons lead the way, and no empty chart. */
export const Newcomer: Story = {
  parameters: screen(() => ({ status: 200, body: newcomer }), { history: tests(0) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const activity = await canvas.findByRole('region', { name: 'Your activity' })
    await waitFor(() => expect(within(activity).getAllByText('0')).toHaveLength(4))
    const progress = canvas.getByRole('region', { name: 'Your progress' })
    await expect(await within(progress).findByText(/No finished test yet\./)).toBeVisible()
    await expect(within(progress).getByRole('link', { name: 'Start an evaluation' })).toHaveAttribute(
      'href',
      '/evaluate',
    )
    await expect(within(progress).queryByRole('button', { name: 'Show as a table' })).toBeNull()
    await expect(canvasElement.querySelector('canvas')).toBeNull()
  },
}

/** The totals and the history on their way: placeholders, and the sections say they are busy. */
export const Loading: Story = {
  parameters: screen(() => ({ status: 200, body: totals }), { apiDelayMs: 60_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Your activity' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('region', { name: 'Your progress' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The history failed (the totals did not): the progress section says so and offers to try again. */
export const ProgressFailed: Story = {
  parameters: screen(() => ({ status: 200, body: totals }), {
    history: () => ({ status: 500, body: problem(500, 'Something went wrong') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const progress = await canvas.findByRole('region', { name: 'Your progress' })
    const alert = await within(progress).findByRole('alert')
    await expect(alert).toHaveTextContent('Your progress could not be loaded.')
    await expect(within(canvas.getByRole('region', { name: 'Your activity' })).getByText('214')).toBeVisible()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
  },
}

/** The server failed: the page says so and offers to try again. */
export const Failed: Story = {
  parameters: screen(() => ({ status: 500, body: problem(500, 'Something went wrong') })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Your totals could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const activity = await canvas.findByRole('region', { name: 'نشاطك' })
    await waitFor(() =>
      expect(within(activity).getByText('الأسئلة المُجاب عنها').closest('div')).toHaveTextContent('214'),
    )
    await expect(canvas.getAllByRole('link', { name: 'ابدأ تقييمًا' })[0]).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')

    // The progress section follows the page; the chart's box runs left to right (test 1 on the left).
    const progress = canvas.getByRole('region', { name: 'تقدّمك' })
    await expect(await within(progress).findByText(/آخر درجة لك:/)).toHaveTextContent(/80.*%.*في الرياضيات بتاريخ/)
    await expect(within(progress).getByText(/من آخر 12 اختبارًا أنهيتها/)).toBeVisible()
    const chart = await chartCanvas(canvasElement)
    await expect(chart.closest('[data-testid=progress-plot]')!.closest('[dir]')).toHaveAttribute('dir', 'ltr')
    await expect(within(progress).getByText('التقييمات', { selector: 'li' })).toBeVisible()
    await userEvent.click(within(progress).getByRole('button', { name: 'عرض في جدول' }))
    const table = within(progress).getByRole('table', { name: 'درجاتك، الأحدث أولًا' })
    await expect(within(table).getByRole('columnheader', { name: 'الدرجة' })).toBeVisible()
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/80.*الرياضيات.*التدريب/)
  },
}

/** A finished full-length test: home shows its last total range; a running one, a way back into it. */
export const WithFullTests: Story = {
  parameters: screen(() => ({ status: 200, body: totals }), {
    fullTests: [runningFullTest, finishedFullTest],
  }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Full-length test' })
    await waitFor(() => expect(card).toHaveTextContent('Your last estimate: 1070–1190 out of 1600.'))
    await expect(within(card).getByRole('link', { name: 'Resume your test' })).toHaveAttribute(
      'href',
      '/full-test/ft_Run0000000001',
    )
  },
}
