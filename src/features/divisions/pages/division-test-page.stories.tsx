import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { Division } from '../api/divisions'
import { divisionAfter, makeDivision } from '../machines/division.fixtures'
import DivisionTestPage from './division-test-page'

const screen = (
  division: Division | null,
  route = '/divisions/test?subject=math',
  extra: MockHandlers = {},
): { screen: ScreenParameters } => ({
  screen: {
    route,
    api: {
      'GET /divisions': () => ({ status: 200, body: { data: division ? [division] : [] } }),
      ...extra,
    },
  },
})

const meta = {
  title: 'Screens/Divisions/Test',
  component: DivisionTestPage,
  args: { title: 'Division test', params: {} },
  decorators: [withScreen],
  parameters: screen(makeDivision()),
} satisfies Meta<typeof DivisionTestPage>
export default meta
type Story = StoryObj<typeof meta>

/** In a round: the next quiz, what it is, and its button. */
export const NextQuiz: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Math, level 3: quiz 4 of 5' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start quiz 4' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Back to divisions' })).toHaveAttribute('href', '/divisions')
  },
}

/** Eligible: the server's message and the Short Test. */
export const EligibleForPromotion: Story = {
  parameters: screen(divisionAfter('eligible_for_promotion')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Eligible for promotion' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(/eligible for promotion/)
    await expect(canvas.getByRole('button', { name: 'Take the Short Test' })).toBeEnabled()
  },
}

/** An outcome: the message states the level and status; the next round is one click away. */
export const Promoted: Story = {
  parameters: screen(divisionAfter('promoted')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Promoted' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Promoted! You are now in Level 4.')
    await expect(canvas.getByRole('button', { name: 'Start the next round' })).toBeEnabled()
  },
}

export const Relegated: Story = {
  parameters: screen(divisionAfter('relegated')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Moved down a level' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('You moved down to Level 2.')
  },
}

/** No subject in the address: a pointer back to the divisions. */
export const NoSubject: Story = {
  parameters: screen(makeDivision(), '/divisions/test'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Choose a division to take its next quiz.')).toBeVisible()
  },
}

/** Starting needs a subscription: the no-access screen. */
export const NoAccess: Story = {
  parameters: screen(makeDivision(), '/divisions/test?subject=math', {
    'POST /divisions/{subject}/quizzes': () => ({
      status: 403,
      body: { ...problem(403, 'Your subscription has expired'), type: 'urn:exam-prep:problem:subscription-required' },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const start = await canvas.findByRole('button', { name: 'Start quiz 4' })
    start.click()
    await expect(
      await canvas.findByRole('heading', { name: "Sorry, You Don't Have Access to this Page" }),
    ).toBeVisible()
  },
}

export const Arabic: Story = {
  args: { title: 'اختبار القسم' },
  globals: { locale: 'ar' },
  parameters: screen(makeDivision({ subject_name: 'الرياضيات' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'الرياضيات، المستوى 3: الاختبار 4 من 5' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'ابدأ الاختبار 4' })).toBeVisible()
  },
}
