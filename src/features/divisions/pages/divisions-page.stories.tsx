import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { Division } from '../api/divisions'
import { divisionAfter, makeDivision } from '../machines/division.fixtures'
import DivisionsPage from './divisions-page'

const readingWriting = makeDivision({
  subject: 'reading_writing',
  subject_name: 'Reading and Writing',
  level: 1,
  points: 0,
  min_points: 300,
  max_points: 750,
  promotion_threshold: 525,
  points_to_promotion: 525,
  quiz_number: 1,
  solved_quizzes: 0,
  remaining_quizzes: 5,
})

const screen = (divisions: Division[] | 'error', apiDelayMs = 0): { screen: ScreenParameters } => ({
  screen: {
    route: '/divisions',
    apiDelayMs,
    api: {
      'GET /divisions': () =>
        divisions === 'error'
          ? { status: 500, body: problem(500, 'Something went wrong') }
          : { status: 200, body: { data: divisions } },
    },
  },
})

/** Text split by `<bdi>` elements, matched on the element that holds all of it. */
const whole = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text)

const meta = {
  title: 'Screens/Divisions',
  component: DivisionsPage,
  args: { title: 'Divisions', params: {} },
  decorators: [withScreen],
  parameters: screen([makeDivision({ last_result: divisionAfter('stayed').last_result }), readingWriting]),
} satisfies Meta<typeof DivisionsPage>
export default meta
type Story = StoryObj<typeof meta>

/** Math in a round at level 3 (after a kept level), Reading and Writing just begun. */
export const InLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const math = await canvas.findByRole('region', { name: 'Math' })
    await expect(math).toHaveTextContent(/^MathLevel 3/)
    await expect(within(math).getByRole('progressbar', { name: 'Points in this round' })).toHaveAttribute(
      'aria-valuenow',
      '580',
    )
    await expect(within(math).getByText(whole('580 of 1,000'))).toBeVisible()
    await expect(within(math).getByText(whole('Keep the level: 400'))).toBeVisible()
    await expect(within(math).getByText(whole('Promotion: 700'))).toBeVisible()
    await expect(within(math).getByText('Points to level up').nextElementSibling).toHaveTextContent('120')
    await expect(within(math).getByText('Current quiz').nextElementSibling).toHaveTextContent('4 of 5')
    await expect(within(math).getByRole('status')).toHaveTextContent('You stay in Level 3.')
    await expect(within(math).getByRole('link', { name: 'Start quiz 4' })).toHaveAttribute(
      'href',
      '/divisions/test?subject=math',
    )
    const rw = canvas.getByRole('region', { name: 'Reading and Writing' })
    await expect(within(rw).getByRole('link', { name: 'Start quiz 1' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Division progress' })).toHaveAttribute('href', '/divisions/progress')
  },
}

/** The round reached the threshold: the Short Test is next. */
export const EligibleForPromotion: Story = {
  parameters: screen([divisionAfter('eligible_for_promotion'), readingWriting]),
  play: async ({ canvasElement }) => {
    const math = await within(canvasElement).findByRole('region', { name: 'Math' })
    await expect(within(math).getByRole('status')).toHaveTextContent(/eligible for promotion/)
    await expect(within(math).getByText('Current quiz').nextElementSibling).toHaveTextContent('Short Test')
    await expect(within(math).getByRole('link', { name: 'Take the Short Test' })).toBeVisible()
  },
}

/** A quiz left running: the button resumes it. */
export const QuizRunning: Story = {
  parameters: screen([makeDivision({ current_quiz_id: 'qz_Running000' }), readingWriting]),
  play: async ({ canvasElement }) => {
    const math = await within(canvasElement).findByRole('region', { name: 'Math' })
    await expect(within(math).getByRole('link', { name: 'Resume quiz 4' })).toBeVisible()
  },
}

export const Promoted: Story = {
  parameters: screen([divisionAfter('promoted'), readingWriting]),
  play: async ({ canvasElement }) => {
    const math = await within(canvasElement).findByRole('region', { name: 'Math' })
    await expect(math).toHaveTextContent(/^MathLevel 4/)
    await expect(within(math).getByRole('status')).toHaveTextContent('Promoted! You are now in Level 4.')
  },
}

export const Relegated: Story = {
  parameters: screen([divisionAfter('relegated'), readingWriting]),
  play: async ({ canvasElement }) => {
    const math = await within(canvasElement).findByRole('region', { name: 'Math' })
    await expect(within(math).getByRole('status')).toHaveTextContent('You moved down to Level 2.')
  },
}

export const Loading: Story = {
  parameters: screen([makeDivision()], 60_000),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
  },
}

export const Failed: Story = {
  parameters: screen('error'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Your divisions could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Arabic: Story = {
  args: { title: 'الأقسام' },
  globals: { locale: 'ar' },
  parameters: screen([
    makeDivision({ subject_name: 'الرياضيات' }),
    { ...readingWriting, subject_name: 'القراءة والكتابة' },
  ]),
  play: async ({ canvasElement }) => {
    const math = await within(canvasElement).findByRole('region', { name: 'الرياضيات' })
    await expect(math).toHaveTextContent(/^الرياضياتالمستوى 3/)
    await expect(within(math).getByRole('link', { name: 'ابدأ الاختبار 4' })).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')
  },
}
