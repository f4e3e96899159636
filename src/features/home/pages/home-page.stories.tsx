import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { demoUser } from '~/test/fixtures'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { HomeStatistics } from '../api/statistics'
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

const screen = (statistics: MockHandlers['GET /home/statistics'], apiDelayMs = 0): { screen: ScreenParameters } => ({
  screen: {
    route: '/home',
    apiDelayMs,
    api: {
      'GET /current-user': () => ({ status: 200, body: demoUser }),
      'GET /home/statistics': statistics,
    },
  },
})

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  args: { title: 'Home', params: {} },
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
    await expect(within(activity).getByText('Questions answered').closest('div')).toHaveTextContent('214')
    await expect(within(activity).getByText('Evaluations').closest('div')).toHaveTextContent('3')
    const points = canvas.getByRole('region', { name: 'Your points' })
    await expect(within(points).getByText('Practice points').closest('div')).toHaveTextContent('1,840')
    await expect(within(points).getByText('Division points').closest('div')).toHaveTextContent('1,120')
    await expect(canvas.getByRole('link', { name: 'Start an evaluation' })).toHaveAttribute('href', '/evaluate')
    await expect(canvas.getByRole('link', { name: 'Start a practice' })).toHaveAttribute('href', '/practice')
    await expect(canvas.getByText(/Welcome back, Layla/)).toBeVisible()
  },
}

/** A new learner: every total is zero, the buttons lead the way. */
export const Newcomer: Story = {
  parameters: screen(() => ({ status: 200, body: newcomer })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const activity = await canvas.findByRole('region', { name: 'Your activity' })
    await expect(await within(activity).findAllByText('0')).toHaveLength(4)
  },
}

/** The totals on their way: placeholders, and the sections say they are busy. */
export const Loading: Story = {
  parameters: screen(() => ({ status: 200, body: totals }), 60_000),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Your activity' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The server failed: the page says so and offers to try again. */
export const Failed: Story = {
  parameters: screen(() => ({ status: 500, body: problem(500, 'Something went wrong') })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Your totals could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const activity = await canvas.findByRole('region', { name: 'نشاطك' })
    await expect(within(activity).getByText('الأسئلة المُجاب عنها').closest('div')).toHaveTextContent('214')
    await expect(canvas.getByRole('link', { name: 'ابدأ تقييمًا' })).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
