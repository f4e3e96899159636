import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { historyApi, sampleHistory } from '../testing'
import type { HistoryRoutes } from './history-screen.story-kit'
import { address, choose, historyScreen, historyStoryMeta } from './history-screen.story-kit'

// The history screen on a phone (rows as cards), and in Arabic.
const meta = {
  title: 'Screens/History on a phone and in Arabic',
  ...historyStoryMeta,
} satisfies Meta<typeof HistoryRoutes>
export default meta
type Story = StoryObj<typeof meta>

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
  parameters: historyScreen(historyApi([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('لم تُنهِ أي اختبار بعد.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'ابدأ تقييمًا' })).toHaveAttribute('href', '/evaluate')
  },
}

export const ArabicFilteredEmpty: Story = {
  globals: { locale: 'ar' },
  parameters: historyScreen(historyApi(), '/history?kind=division&subject=reading_writing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('لا توجد اختبارات تطابق عوامل التصفية هذه.')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'مسح عوامل التصفية' })).toHaveLength(2)
  },
}

export const ArabicManyPages: Story = {
  globals: { locale: 'ar' },
  parameters: historyScreen(historyApi(sampleHistory(25))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pages = await canvas.findByRole('navigation', { name: 'صفحات الاختبارات' })
    await expect(pages).toHaveTextContent('الصفحة 1 من 3')
    await userEvent.click(within(pages).getByRole('button', { name: 'التالي' }))
    await waitFor(() => expect(pages).toHaveTextContent('الصفحة 2 من 3'))
    await expect(canvas.getByRole('status')).toHaveTextContent('عرض 20 من أصل 25')
  },
}
