import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Route, Switch, useLocation, useSearch } from 'wouter'
import { problem, type MockHandlers } from '~/api/mock-api'
import { paths } from '~/lib/paths'
import type { PageProps } from '~/lib/page-props'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { answerHistory, historyApi, historyRequests, sampleHistory } from '../testing'
import HistoryPage from './history-page'

const screen = (
  api: MockHandlers = historyApi(),
  route = '/history',
  apiDelayMs = 0,
): { screen: ScreenParameters } => ({
  screen: { route, api, apiDelayMs },
})

/** Where the memory router is: the filters and the page live in the URL. */
function Address() {
  const [path] = useLocation()
  const search = useSearch()
  return <p data-testid="address">{`${path}${search ? `?${search}` : ''}`}</p>
}

/** The page, and the reports its rows open. */
function HistoryRoutes(props: PageProps) {
  return (
    <>
      <Switch>
        <Route path={paths.practiceReport.path}>{(params) => <p>Practice report {params.id}</p>}</Route>
        <Route path={paths.evaluateReport.path}>{(params) => <p>Evaluation report {params.id}</p>}</Route>
        <Route path={paths.evaluate.path}>
          <p>Create an evaluation</p>
        </Route>
        <Route>
          <HistoryPage {...props} />
        </Route>
      </Switch>
      <Address />
    </>
  )
}

const meta = {
  title: 'Screens/History',
  component: HistoryRoutes,
  args: { title: 'Tests History', params: {} },
  decorators: [withScreen],
  beforeEach: () => {
    historyRequests.length = 0
  },
  parameters: screen(),
} satisfies Meta<typeof HistoryRoutes>
export default meta
type Story = StoryObj<typeof meta>

const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address')
const lastRequest = () => Object.fromEntries(historyRequests.at(-1) ?? [])
const body = () => within(document.body)

async function choose(canvasElement: HTMLElement, select: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: select }))
  await userEvent.click(await body().findByRole('option', { name: option }))
}

/** Six finished tests of every kind: the table, the counter and the filters. */
export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Your finished tests, newest first' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    await expect(headers).toEqual(['Type', 'System', 'Subject', 'Domain', 'Score', 'Date'])
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(6)
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 6 out of 6')
    // The first row: a practice of Algebra at 80 %, its type a link to the practice report.
    const first = within(rows[0]!)
    await expect(first.getByRole('rowheader')).toHaveTextContent('Practice')
    await expect(rows[0]).toHaveTextContent('Digital SAT')
    await expect(rows[0]).toHaveTextContent('Math')
    await expect(rows[0]).toHaveTextContent('Algebra')
    await expect(rows[0]).toHaveTextContent('80%')
    await expect(rows[0]).toHaveTextContent('8 of 10 correct')
    await expect(first.getByRole('link')).toHaveAttribute('href', '/practice/report/qz_Hist0001')
    await expect(first.getByRole('link')).toHaveAccessibleName(/^Practice, Nov 20, 2026/)
    // An evaluation spans every domain and opens the evaluation report; so do division quizzes.
    await expect(rows[1]).toHaveTextContent('All domains')
    await expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/evaluate/report/qz_Hist0002')
    await expect(within(rows[3]!).getByRole('link', { name: /^Division quiz/ })).toHaveAttribute(
      'href',
      '/evaluate/report/qz_Hist0004',
    )
    await expect(within(rows[4]!).getByRole('rowheader')).toHaveTextContent('Short Test')
    await expect(canvas.getByRole('search', { name: 'Filter tests' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Pages of tests' })).not.toBeInTheDocument()
    await expect(lastRequest()).toEqual({ page: '1', per_page: '10' })
  },
}

/** A row's link opens its report, by the keyboard. */
export const OpensReport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = await canvas.findByRole('link', { name: /^Evaluation, Nov 18, 2026/ })
    link.focus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Evaluation report qz_Hist0002')).toBeVisible()
    await expect(address(canvasElement)).toHaveTextContent('/evaluate/report/qz_Hist0002')
  },
}

/** Type, subject and domain filters go to the URL and to the request; the counter follows. */
export const FiltersByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await choose(canvasElement, 'Type', 'Practice')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/history?kind=practice'))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 out of 2'))
    await expect(lastRequest()).toMatchObject({ kind: 'practice' })
    await choose(canvasElement, 'Subject', 'Math')
    await choose(canvasElement, 'Domain', 'Algebra')
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent('/history?kind=practice&subject=math&domain=algebra'),
    )
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 out of 1'))
    // Another subject drops a domain that is not its own.
    await choose(canvasElement, 'Subject', 'Reading and Writing')
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent('/history?kind=practice&subject=reading_writing'),
    )
    await expect(canvas.getByRole('combobox', { name: 'Domain' })).toHaveTextContent('All domains')
    await waitFor(() =>
      expect(lastRequest()).toEqual({ kind: 'practice', subject: 'reading_writing', page: '1', per_page: '10' }),
    )
  },
}

/** Dates filter once typed (UTC days, inclusive); an end before the start is pointed out. */
export const FiltersByDates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    const from = canvas.getByLabelText('From')
    const to = canvas.getByLabelText('To')
    // Typed as the URL writes it, in both languages (not the browser's own mm/dd/yyyy).
    await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    await userEvent.type(from, '2026-11-10')
    await userEvent.tab()
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/history?from=2026-11-10'))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 out of 3'))
    await userEvent.type(to, '2026-11-18')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/history?from=2026-11-10&to=2026-11-18'))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 out of 2'))
    await expect(lastRequest()).toMatchObject({ from: '2026-11-10', to: '2026-11-18' })
    // The calendar the button opens starts no earlier than the start date.
    await expect(canvasElement.querySelector('input[type="date"][min="2026-11-10"]')).not.toBeNull()
    await userEvent.clear(to)
    await userEvent.type(to, '2026-11-01')
    await userEvent.tab()
    await expect(await canvas.findByText('The end date is before the start date.')).toBeVisible()
    await expect(await canvas.findByText('No tests match these filters.')).toBeVisible()
  },
}

/** A new learner: no filters, a way to start. */
export const Empty: Story = {
  parameters: screen(historyApi([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('You have not finished a test yet.')).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('link', { name: 'Start an evaluation' }))
    await expect(await canvas.findByText('Create an evaluation')).toBeVisible()
  },
}

/** Filters from the URL that match nothing: say so, and clear them. */
export const FilteredEmpty: Story = {
  parameters: screen(historyApi(), '/history?kind=short_test&system=EST'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No tests match these filters.')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 out of 0')
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Short Test')
    await expect(canvas.getByRole('combobox', { name: 'System' })).toHaveTextContent('EST')
    const clear = canvas.getAllByRole('button', { name: 'Clear filters' })
    await userEvent.click(clear.at(-1)!)
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/history$/))
    await expect(await canvas.findByRole('table')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 6 out of 6')
  },
}

/** The first answer on its way. */
export const Loading: Story = {
  parameters: screen(historyApi(), '/history', 60_000),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading your tests…')
  },
}

let failures = 0

/** The server failed: the page says so; Try again loads the list. */
export const Failed: Story = {
  beforeEach: () => {
    failures = 0
  },
  parameters: screen({
    ...historyApi(),
    'GET /history': (request) =>
      ++failures <= 2
        ? { status: 500, body: problem(500, 'Something went wrong') }
        : { status: 200, body: answerHistory(sampleHistory(), request) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Your tests could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('table')).toBeVisible()
  },
}

/** A failure with filters set: they stay on screen, to change or clear. */
export const FailedWithFilters: Story = {
  parameters: screen(
    { ...historyApi(), 'GET /history': () => ({ status: 500, body: problem(500, 'Something went wrong') }) },
    '/history?kind=practice',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your tests could not be loaded.',
    )
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Practice')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/history$/))
  },
}

/** 34 tests, 10 a page: previous and next by the keyboard, the counter counts up to the page's end. */
export const ManyPages: Story = {
  parameters: screen(historyApi(sampleHistory(34))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pages = await canvas.findByRole('navigation', { name: 'Pages of tests' })
    await expect(pages).toHaveTextContent('Page 1 of 4')
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 10 out of 34')
    const previous = within(pages).getByRole('button', { name: 'Previous' })
    const next = within(pages).getByRole('button', { name: 'Next' })
    await expect(previous).toBeDisabled()
    next.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 4'))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 20 out of 34'))
    await expect(address(canvasElement)).toHaveTextContent('/history?page=2')
    await expect(lastRequest()).toMatchObject({ page: '2' })
    await expect(next).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(pages).toHaveTextContent('Page 3 of 4'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(pages).toHaveTextContent('Page 4 of 4'))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 34 out of 34'))
    // Next is now disabled: the focus moves to Previous rather than being lost.
    await expect(next).toBeDisabled()
    await waitFor(() => expect(previous).toHaveFocus())
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(5)
    // A filter starts again on page 1.
    await choose(canvasElement, 'Type', 'Evaluation')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/history\?kind=evaluation$/))
  },
}

/** Values the API would refuse are never sent: an unknown type, a day that is none, an unknown domain. */
export const IgnoresInvalidQuery: Story = {
  parameters: screen(
    historyApi(),
    '/history?kind=quiz&system=SAT&page=0&from=2026-02-30&to=2026-11-18&domain=astrology',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await expect(lastRequest()).toEqual({ system: 'SAT', to: '2026-11-18', page: '1', per_page: '10' })
    await expect(historyRequests.every((query) => !query.has('domain') && !query.has('kind'))).toBe(true)
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types')
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 out of 2')
  },
}

/** A page past the last (an old link): the last page instead. */
export const PastTheLastPage: Story = {
  parameters: screen(historyApi(sampleHistory(14)), '/history?page=7'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('table')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Pages of tests' })).toHaveTextContent('Page 2 of 2')
    await expect(address(canvasElement)).toHaveTextContent('/history?page=2')
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 14 out of 14')
    await expect(canvas.queryByText('No tests match these filters.')).not.toBeInTheDocument()
  },
}

/** A phone (360 px): the rows are cards, each value under its column's name; nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className={css({ width: '360px', maxWidth: '360px' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = await canvas.findByRole('region', { name: 'Your finished tests, newest first' })
    const table = within(region).getByRole('table')
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
    // Still a table underneath: its rows, row headers and column headers are there for screen readers.
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Practice')
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6)
    // Each value shows its column's name above it.
    const score = within(rows[0]!).getAllByRole('cell')[3]!
    await expect(getComputedStyle(score, '::before').content).toBe('"Score"')
    await expect(getComputedStyle(rows[0]!).display).toBe('grid')
    for (const cell of within(rows[0]!).getAllByRole('cell'))
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1)
  },
}

/** In Arabic on a phone: whole words, the score and the date in the card, no sideways scroll. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar' },
  decorators: Phone.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = await canvas.findByRole('region', { name: 'اختباراتك المنتهية، الأحدث أولًا' })
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1)
    const row = within(region).getAllByRole('row')[1]!
    const cells = within(row).getAllByRole('cell')
    await expect(getComputedStyle(cells[3]!, '::before').content).toBe('"الدرجة"')
    await expect(getComputedStyle(cells[4]!, '::before').content).toBe('"التاريخ"')
    for (const cell of cells) {
      const box = cell.getBoundingClientRect()
      const frame = region.getBoundingClientRect()
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1)
      await expect(box.right).toBeLessThanOrEqual(frame.right + 1)
    }
  },
}

/** At a desktop width the table keeps its columns, one line a row. */
export const Wide: Story = {
  decorators: [
    (Story) => (
      <div className={css({ width: '1100px' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    await expect(getComputedStyle(table).display).toBe('table')
    await expect(getComputedStyle(within(table).getAllByRole('row')[1]!).display).toBe('table-row')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'اختباراتك المنتهية، الأحدث أولًا' })
    await expect(document.documentElement.dir).toBe('rtl')
    // The page's title in the story's language, as the router gives it.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('سجل الاختبارات')
    // Issue 16: the dates were "mm/dd/yyyy" in Arabic. They read year-month-day, shown by an example.
    const from = canvas.getByLabelText('من')
    await expect(from).toHaveAttribute('placeholder', 'مثل 2026-11-25')
    await expect(from).toHaveAttribute('dir', 'ltr')
    await userEvent.type(from, '25/11/2026')
    await expect(from).toHaveAccessibleDescription(/^اكتب اليوم بالصيغة/)
    await userEvent.clear(from)
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('التدريب')
    await expect(rows[0]).toHaveTextContent('الجبر')
    await expect(rows[0]).toHaveTextContent('الرياضيات')
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('اختبار التقييم')
    await expect(canvas.getByRole('status')).toHaveTextContent('عرض 6 من أصل 6')
    await choose(canvasElement, 'النوع', 'التدريب')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/history?kind=practice'))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('عرض 2 من أصل 2'))
  },
}

export const ArabicEmpty: Story = {
  globals: { locale: 'ar' },
  parameters: screen(historyApi([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('لم تُنهِ أي اختبار بعد.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'ابدأ تقييمًا' })).toHaveAttribute('href', '/evaluate')
  },
}

export const ArabicFilteredEmpty: Story = {
  globals: { locale: 'ar' },
  parameters: screen(historyApi(), '/history?kind=division&subject=reading_writing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('لا توجد اختبارات تطابق عوامل التصفية هذه.')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'مسح عوامل التصفية' })).toHaveLength(2)
  },
}

export const ArabicManyPages: Story = {
  globals: { locale: 'ar' },
  parameters: screen(historyApi(sampleHistory(25))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pages = await canvas.findByRole('navigation', { name: 'صفحات الاختبارات' })
    await expect(pages).toHaveTextContent('الصفحة 1 من 3')
    await userEvent.click(within(pages).getByRole('button', { name: 'التالي' }))
    await waitFor(() => expect(pages).toHaveTextContent('الصفحة 2 من 3'))
    await expect(canvas.getByRole('status')).toHaveTextContent('عرض 20 من أصل 25')
  },
}
