import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { problem } from '~/api/mock-api'
import { finishedFullTest } from '~/features/full-test/testing'
import { answerHistory, historyApi, sampleHistory } from '../testing'
import type { HistoryRoutes } from './history-screen.story-kit'
import { address, historyScreen, historyStoryMeta, lastRequest } from './history-screen.story-kit'

// The history screen: its rows, a row's report, the empty, loading and failed states, a wide window.
const meta = {
  title: 'Screens/History',
  ...historyStoryMeta,
} satisfies Meta<typeof HistoryRoutes>
export default meta
type Story = StoryObj<typeof meta>

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

/** A new learner: no filters, a way to start. */
export const Empty: Story = {
  parameters: historyScreen(historyApi([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('You have not finished a test yet.')).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('link', { name: 'Start an evaluation' }))
    await expect(await canvas.findByText('Create an evaluation')).toBeVisible()
  },
}

/** The first answer on its way. */
export const Loading: Story = {
  parameters: historyScreen(historyApi(), '/history', 60_000),
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
  parameters: historyScreen({
    ...historyApi(),
    'GET /history': (request) =>
      ++failures <= 2
        ? { status: 500, body: problem(500, 'Something went wrong') }
        : { status: 200, body: answerHistory(sampleHistory(), request) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Your tests could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('table')).toBeVisible()
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

/** A finished full-length test is one entry of its own, its total as a range, beside the table. */
export const WithAFullTest: Story = {
  parameters: historyScreen(historyApi(sampleHistory(), [finishedFullTest])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = await canvas.findByRole('region', { name: 'Full-length tests' })
    await expect(within(section).getAllByRole('listitem')).toHaveLength(1)
    await expect(section).toHaveTextContent(/1070.*1190/)
    await expect(within(section).getByRole('link', { name: 'See the report' })).toHaveAttribute(
      'href',
      '/full-test/ft_Done000000001',
    )
    await expect(await canvas.findByRole('table')).toBeVisible()
  },
}
