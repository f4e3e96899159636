import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { Plan } from '../api/learning'
import { samplePlan } from '../plan.fixtures'
import { fitsWithoutSideScroll, phone, wholeText } from '../plan.story-helpers'
import { PlanCard } from './plan-card'

const screen = (plan: Plan | null): { screen: ScreenParameters } => ({
  screen: { route: '/home', api: { 'GET /plan': () => ({ status: 200, body: { plan } }) } },
})

const meta = {
  title: 'Plan/Plan card',
  component: PlanCard,
  decorators: [withScreen],
  parameters: screen(samplePlan),
} satisfies Meta<typeof PlanCard>
export default meta
type Story = StoryObj<typeof meta>

/** Days left, the daily goal, today's progress, the streak, and the scores against the target. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('region', { name: 'Plan to test day' })
    await expect(await within(card).findByText('107 days left')).toBeVisible()
    await expect(within(card).getByText(wholeText('Test day: March 13, 2027. Target score: 1,350.'))).toBeVisible()
    await expect(within(card).getByText('24 questions a day')).toBeVisible()
    await expect(within(card).getByText('5-day streak')).toBeVisible()
    const today = within(card).getByRole('progressbar', { name: 'Today' })
    await expect(today).toHaveAttribute('aria-valuenow', '12')
    await expect(today).toHaveAttribute('aria-valuemax', '24')
    await expect(within(card).getByText(wholeText('12 of 24 questions'))).toBeVisible()
    await expect(within(card).getByText(wholeText('Your latest score: 1,150, target 1,350.'))).toBeVisible()
    // The chart is a picture; the list under it is what a screen reader reads.
    const scores = within(card).getByRole('list', { name: 'Your scores, oldest first' })
    await expect(within(scores).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(scores).getAllByRole('listitem')[1]).toHaveTextContent(
      'Oct 24, full-length test: 1,070 (1,010–1,130)',
    )
    await expect(within(card).getByRole('link', { name: 'Change the plan' })).toHaveAttribute('href', '/settings#plan')
  },
}

/** Today's goal met, on the test day itself, before any score: the card says each. */
export const GoalMetOnTestDay: Story = {
  parameters: screen({
    ...samplePlan,
    days_left: 0,
    today_count: 30,
    goal_met_today: true,
    streak_days: 1,
    current_score: null,
    trend: [],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Test day is today')).toBeVisible()
    await expect(canvas.getByText('1-day streak')).toBeVisible()
    await expect(canvas.getByText(wholeText('Goal met: 30 of 24'))).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Today' })).toHaveAttribute('aria-valuenow', '24')
    await expect(canvas.getByText(/Take a full-length test or both evaluations/)).toBeVisible()
  },
}

/** No plan yet: an invitation to set one in settings. */
export const NoPlan: Story = {
  parameters: screen(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Set your plan' })).toHaveAttribute('href', '/settings#plan')
    await expect(canvas.queryByRole('progressbar')).toBeNull()
  },
}

export const Failed: Story = {
  parameters: { screen: { api: { 'GET /plan': () => ({ status: 500, body: problem(500, 'Something went wrong') }) } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Your plan could not be loaded.')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('region', { name: 'خطة يوم الاختبار' })
    await expect(await within(card).findByText('تبقّت 107 أيام')).toBeVisible()
    await expect(within(card).getByText('سلسلة من 5 أيام')).toBeVisible()
    await expect(within(card).getByRole('progressbar', { name: 'اليوم' })).toHaveAttribute('aria-valuenow', '12')
    // The chart runs left to right, as a time axis does in both languages.
    await expect(card.querySelector('svg[viewBox="0 0 320 120"]')!.parentElement).toHaveAttribute('dir', 'ltr')
  },
}

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar')
    await fitsWithoutSideScroll(canvasElement)
  },
}

export const PhoneArabic: Story = {
  globals: { locale: 'ar' },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar')
    await fitsWithoutSideScroll(canvasElement)
  },
}
