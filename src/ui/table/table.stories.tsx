import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Table } from './index'

interface Result {
  domain: string
  correct: number
  total: number
  score: string
}

const results: Result[] = [
  { domain: 'Algebra', correct: 12, total: 15, score: '80%' },
  { domain: 'Advanced math', correct: 7, total: 13, score: '54%' },
  { domain: 'Problem solving and data analysis', correct: 5, total: 7, score: '71%' },
]
const arabicResults: Result[] = [
  { domain: 'الجبر', correct: 12, total: 15, score: '٨٠٪' },
  { domain: 'الرياضيات المتقدمة', correct: 7, total: 13, score: '٥٤٪' },
]

interface ResultsTableProps {
  caption: string
  headers: [string, string, string]
  rows: Result[]
  /** Shown in one row across the table when there is no result. */
  empty: string
  framed?: boolean
  /** One line a row (the history table's choice): a narrow screen scrolls rather than wraps. */
  oneLine?: boolean
  /** Read after each score by a screen reader only (as the division table's status messages). */
  hiddenNote?: string
  /** Cards below `md` (the report's and history's choice). */
  stack?: boolean
}

/** A table as the screens use it: in a scroll area, named by its caption, a row header per row. */
function ResultsTable({ caption, headers, rows, empty, framed, oneLine, hiddenNote, stack }: ResultsTableProps) {
  return (
    <Table.ScrollArea aria-labelledby="results-caption" framed={framed} stack={stack}>
      <Table.Root className={oneLine ? css({ whiteSpace: 'nowrap' }) : undefined}>
        <Table.Caption id="results-caption" className={css({ srOnly: true })}>
          {caption}
        </Table.Caption>
        <Table.Head>
          <Table.Row>
            {headers.map((header) => (
              <Table.Header key={header}>{header}</Table.Header>
            ))}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={headers.length} className={css({ color: 'fg.muted' })}>
                {empty}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.domain}>
                <Table.RowHeader>{row.domain}</Table.RowHeader>
                <Table.Cell numeric label={headers[1]}>
                  <bdi>{row.correct}</bdi> / <bdi>{row.total}</bdi>
                </Table.Cell>
                <Table.Cell numeric label={headers[2]}>
                  <bdi>{row.score}</bdi>
                  {hiddenNote ? <span className={css({ srOnly: true })}>{hiddenNote}</span> : null}
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

const meta = {
  title: 'UI/Table',
  component: ResultsTable,
  args: {
    caption: 'Results by domain',
    headers: ['Domain', 'Correct', 'Score'],
    rows: results,
    empty: 'No results yet.',
  },
} satisfies Meta<typeof ResultsTable>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Named by its caption, in a region of the same name.
    const table = canvas.getByRole('table', { name: 'Results by domain' })
    await expect(canvas.getByRole('region', { name: 'Results by domain' })).toContainElement(table)
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent)).toEqual(['Domain', 'Correct', 'Score'])
    await expect(headers[0]).toHaveAttribute('scope', 'col')
    // Each row is named by its first cell, so a screen reader says which domain a figure belongs to.
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(results.map((result) => result.domain))
    await expect(within(table).getByRole('row', { name: /^Algebra/ })).toHaveTextContent('12 / 15')
    await expect(getComputedStyle(headers[0]!).textAlign).toBe('start')
  },
}

/** Figures in equal-width digits, each kept on one line. */
export const NumericColumns: Story = {
  args: { framed: true },
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('cell')
    for (const cell of cells) {
      await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums')
      await expect(getComputedStyle(cell).whiteSpace).toBe('nowrap')
    }
    // The domain names may wrap.
    await expect(getComputedStyle(within(canvasElement).getAllByRole('rowheader')[0]!).whiteSpace).toBe('normal')
  },
}

/** No row yet: one cell across every column says so, under the same headers. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Results by domain' })
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3)
    const cell = within(table).getByRole('cell', { name: 'No results yet.' })
    await expect(cell).toHaveAttribute('colspan', '3')
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0)
  },
}

/** Right to left: the first column at the right, headers aligned with their columns' start. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'النتائج حسب المجال',
    headers: ['المجال', 'الصحيحة', 'النتيجة'],
    rows: arabicResults,
    empty: 'لا نتائج بعد.',
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const table = within(canvasElement).getByRole('table', { name: 'النتائج حسب المجال' })
    const [first, second] = within(table).getAllByRole('columnheader')
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left)
    // The header's text hugs its column's right edge, as the cells under it do.
    const text = document.createRange()
    text.selectNodeContents(first!)
    const padding = parseFloat(getComputedStyle(first!).paddingInlineStart)
    await expect(
      Math.abs(first!.getBoundingClientRect().right - padding - text.getBoundingClientRect().right),
    ).toBeLessThan(2)
  },
}

/** A 360 px phone: the table scrolls sideways inside its region, which the keyboard reaches; the page does not. */
export const Narrow: Story = {
  args: {
    caption: 'Finished tests',
    oneLine: true,
    hiddenNote: 'Above the level you aimed for',
    headers: ['Domain', 'Correct answers out of all', 'Score this time'],
    rows: results.map((result) => ({ ...result, domain: `${result.domain} (practice)` })),
  },
  parameters: {
    viewport: { options: { phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' } } } },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Finished tests' })
    for (const cell of canvas.getAllByRole('cell')) await expect(getComputedStyle(cell).whiteSpace).toBe('nowrap')
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(window.innerWidth).toBe(360)
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(360)
    // Nor does a visually hidden text at the table's far end widen the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
    await userEvent.tab()
    await expect(region).toHaveFocus()
  },
}

/**
 * A stacking table on a 360 px phone: each row is a card headed by its row header, each value
 * under its column's name; nothing scrolls sideways, and it is still a table for a screen reader.
 */
export const Stacked: Story = {
  args: { ...Narrow.args, oneLine: false, stack: true, framed: true },
  parameters: Narrow.parameters,
  globals: Narrow.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Finished tests' })
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth)
    const rows = within(canvas.getByRole('table', { name: 'Finished tests' })).getAllByRole('row')
    await expect(getComputedStyle(rows[1]!).display).toBe('grid')
    await expect(within(rows[0]!).getAllByRole('columnheader')).toHaveLength(3)
    const [correct, score] = within(rows[1]!).getAllByRole('cell')
    await expect(getComputedStyle(correct!, '::before').content).toBe('"Correct answers out of all"')
    await expect(getComputedStyle(score!, '::before').content).toBe('"Score this time"')
    // The long domain name wraps between words inside its card.
    const header = within(rows[3]!).getByRole('rowheader')
    await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right)
  },
}
