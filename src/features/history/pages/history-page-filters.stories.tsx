import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { historyApi, historyRequests, sampleHistory } from '../testing'
import type { HistoryRoutes } from './history-screen.story-kit'
import { address, choose, historyScreen, historyStoryMeta, lastRequest } from './history-screen.story-kit'

// The history screen's filters and pages, in the URL and in the request.
const meta = {
  title: 'Screens/History filters and pages',
  ...historyStoryMeta,
} satisfies Meta<typeof HistoryRoutes>
export default meta
type Story = StoryObj<typeof meta>

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

/** Filters from the URL that match nothing: say so, and clear them. */
export const FilteredEmpty: Story = {
  parameters: historyScreen(historyApi(), '/history?kind=short_test&system=EST'),
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

/** A failure with filters set: they stay on historyScreen, to change or clear. */
export const FailedWithFilters: Story = {
  parameters: historyScreen(
    { ...historyApi(), 'GET /history': () => ({ status: 500, body: problem(500, 'Something went wrong') }) },
    '/history?kind=practice',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your tests could not be loaded.')
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Practice')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/history$/))
  },
}

/** 34 tests, 10 a page: previous and next by the keyboard, the counter counts up to the page's end. */
export const ManyPages: Story = {
  parameters: historyScreen(historyApi(sampleHistory(34))),
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
  parameters: historyScreen(
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
  parameters: historyScreen(historyApi(sampleHistory(14)), '/history?page=7'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('table')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Pages of tests' })).toHaveTextContent('Page 2 of 2')
    await expect(address(canvasElement)).toHaveTextContent('/history?page=2')
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 14 out of 14')
    await expect(canvas.queryByText('No tests match these filters.')).not.toBeInTheDocument()
  },
}
