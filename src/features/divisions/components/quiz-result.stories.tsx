import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { problem } from '~/api/mock-api'
import { makeReport } from '~/features/report/testing'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { makeDivision } from '../machines/division.fixtures'
import { QuizResultPanel } from './quiz-result'

const QUIZ_ID = 'qz_D1v4Q5zR2m'

/** A score figure (`dd`), whose numbers are separate `<bdi>`s. */
const findFigure = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.findByText((_: string, element: Element | null) => element?.tagName === 'DD' && element.textContent === text)

/** A division quiz of ten questions, eight right: 160 points (as the server reports it). */
const divisionReport = makeReport({
  quiz_id: QUIZ_ID,
  kind: 'division',
  system: null,
  summary: {
    correct: 8,
    wrong: 1,
    unanswered: 1,
    skipped: 0,
    total: 10,
    percentage: 80,
    duration_seconds: 300,
    time_limit_seconds: 450,
  },
  points: { earned: 160, category: 'division', category_total: 740 },
})

const screen = (report: 'ok' | 'fails' = 'ok'): { screen: ScreenParameters } => ({
  screen: {
    route: '/divisions/test?subject=math',
    api: {
      'GET /reports/{quiz_id}': () =>
        report === 'ok'
          ? { status: 200, body: divisionReport }
          : { status: 500, body: problem(500, 'Internal Server Error') },
    },
  },
})

const meta = {
  title: 'Divisions/Quiz result',
  component: QuizResultPanel,
  args: {
    division: makeDivision({
      quiz_number: 3,
      solved_quizzes: 2,
      remaining_quizzes: 3,
      points: 340,
      points_to_promotion: 360,
    }),
    quizId: QUIZ_ID,
    onNext: fn(),
  },
  decorators: [withScreen],
  parameters: screen(),
} satisfies Meta<typeof QuizResultPanel>
export default meta
type Story = StoryObj<typeof meta>

/** After quiz 2 of 5: its score and points, the round's points, "Next quiz" and the report. */
export const AfterQuizTwo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole('heading', { level: 2, name: 'Quiz 2 of 5 done' })
    await expect(heading).toHaveFocus()
    await expect(canvas.getByRole('region', { name: 'Quiz 2 of 5 done' })).toBeVisible()
    await expect(await findFigure(canvas, '8 of 10 correct')).toBeVisible()
    await expect(canvas.getByText('80%')).toBeVisible()
    await expect(await findFigure(canvas, '+160 points')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Points in this round' })).toHaveAttribute(
      'aria-valuenow',
      '340',
    )
    await expect(canvas.getByRole('region', { name: 'Quiz 2 of 5 done' })).toHaveTextContent(
      'Quizzes done: 2 of 5. Points to level up: 360.',
    )
    await expect(canvas.getByRole('link', { name: 'See the report' })).toHaveAttribute(
      'href',
      `/evaluate/report/${QUIZ_ID}`,
    )
    canvas.getByRole('button', { name: 'Next quiz' }).click()
    await expect(args.onNext).toHaveBeenCalledOnce()
  },
}

/** After the round's last quiz (beside the eligible outcome): the round is complete. */
export const RoundComplete: Story = {
  args: {
    division: makeDivision({ quiz_number: 5, solved_quizzes: 5, remaining_quizzes: 0, points: 480 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region')).toHaveTextContent('Quizzes done: 5 of 5. The round is complete.')
  },
}

/** The threshold already reached before the round ends: no "0 points" line. */
export const ThresholdReached: Story = {
  args: {
    division: makeDivision({
      quiz_number: 5,
      solved_quizzes: 4,
      remaining_quizzes: 1,
      points: 760,
      points_to_promotion: 0,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/You have the points to level up/)).toBeVisible()
  },
}

/** The report cannot be read: the panel says so and keeps the report link and the next quiz. */
export const ScoreFails: Story = {
  parameters: screen('fails'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your score could not be loaded. The report has it.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next quiz' })).toBeEnabled()
  },
}

export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next quiz' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    division: makeDivision({ subject_name: 'الرياضيات', quiz_number: 3, solved_quizzes: 2, points: 340 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'انتهى الاختبار 2 من 5' })).toBeVisible()
    await expect(await findFigure(canvas, '8 صحيحة من 10')).toBeVisible()
    // "+160" stays left to right in the Arabic line (an auto-direction bdi would print "160+").
    const points = await findFigure(canvas, '+160 نقطة')
    await expect(points.querySelector('bdi')).toHaveAttribute('dir', 'ltr')
    await expect(canvas.getByRole('button', { name: 'الاختبار التالي' })).toBeVisible()
  },
}
