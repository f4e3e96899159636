import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { DivisionProgressEvent } from '../api/divisions'
import DivisionProgressPage from './division-progress-page'

const event = (overrides: Partial<DivisionProgressEvent>, index: number): DivisionProgressEvent => ({
  id: `dv_Event${index}xYz`,
  subject: 'math',
  event: 'round_completed',
  quiz_id: `qz_Quiz${index}xYz0`,
  level_before: 3,
  level_after: 3,
  status: 'stayed',
  points: 560,
  max_points: 1000,
  percentage: 56,
  message: 'You stay in Level 3.',
  created_at: `2026-11-${String(20 - index).padStart(2, '0')}T18:00:00Z`,
  ...overrides,
})

const events: DivisionProgressEvent[] = [
  event(
    {
      event: 'short_test',
      level_before: 3,
      level_after: 4,
      status: 'promoted',
      points: 240,
      max_points: 300,
      percentage: 80,
      message: 'Promoted! You are now in Level 4.',
    },
    0,
  ),
  event(
    {
      status: 'eligible_for_promotion',
      points: 760,
      percentage: 76,
      message: 'Level 3 done: you are eligible for promotion.',
    },
    1,
  ),
  event({}, 2),
  event(
    {
      subject: 'reading_writing',
      level_before: 2,
      level_after: 1,
      status: 'relegated',
      points: 150,
      max_points: 500,
      percentage: 30,
      message: 'You moved down to Level 1.',
    },
    3,
  ),
]

const screen = (pages: DivisionProgressEvent[][] | 'error'): { screen: ScreenParameters } => ({
  screen: {
    route: '/divisions/progress',
    api: {
      'GET /divisions/progress': ({ query }) => {
        if (pages === 'error') return { status: 500, body: problem(500, 'Something went wrong') }
        const page = Number(query.get('page') ?? 1)
        const data = pages[page - 1] ?? []
        const total = pages.reduce((sum, rows) => sum + rows.length, 0)
        return {
          status: 200,
          body: { data, meta: { total, page, per_page: 20, last_page: Math.max(1, pages.length) } },
        }
      },
    },
  },
})

/** Text split by `<bdi>` elements, matched on the element that holds all of it. */
const whole = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text)

const meta = {
  title: 'Screens/Divisions/Progress',
  component: DivisionProgressPage,
  args: { title: 'Division progress', params: {} },
  decorators: [withScreen],
  parameters: screen([events]),
} satisfies Meta<typeof DivisionProgressPage>
export default meta
type Story = StoryObj<typeof meta>

export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table')
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(5)
    await expect(rows[1]).toHaveTextContent('Short Test')
    await expect(within(rows[1]!).getByLabelText('from level 3 to level 4')).toBeVisible()
    await expect(rows[1]).toHaveTextContent('240 of 300 (80%)')
    await expect(rows[1]).toHaveTextContent('Promoted')
    await expect(within(rows[1]!).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/evaluate/report/qz_Quiz0xYz0',
    )
    await expect(rows[4]).toHaveTextContent('Moved down')
  },
}

export const Paged: Story = {
  parameters: screen([events.slice(0, 2), events.slice(2)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await expect(canvas.getByText(whole('Page 1 of 2'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText(whole('Page 2 of 2'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

export const Empty: Story = {
  parameters: screen([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/No finished round yet/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to divisions' })).toHaveAttribute('href', '/divisions')
    // One way back to divisions, not two (issue 16).
    await expect(canvas.queryByRole('link', { name: 'Back to divisions' })).toBeNull()
  },
}

export const Failed: Story = {
  parameters: screen('error'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Your division progress could not be loaded.')
  },
}

export const Arabic: Story = {
  args: { title: 'التقدم في الأقسام' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    const rows = within(table).getAllByRole('row')
    await expect(rows[1]).toHaveTextContent('الاختبار القصير')
    await expect(within(rows[1]!).getByLabelText('من المستوى 3 إلى المستوى 4')).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
