import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { MockHandlers } from '~/api/mock-api'
import { withScreen } from '~/test/screen-story'
import { learningApi } from '~/features/plan/testing'
import type { Report } from '../api/report'
import { makeReport, reportQuestions } from '../report.fixtures'
import ReportPage from './report-page'

// The report's question review when an answer was wrong: the chosen choice's rationale beside the
// key's (issue 18). The rest of the report's stories: report-page.stories.tsx.

const QUIZ_ID = 'qz_Hc7LmP2xQa9'

const reportApi = (report: Report): MockHandlers => ({
  // The skill map under the skills (issue 19).
  'GET /mastery': learningApi()['GET /mastery'],
  'GET /reports/{quiz_id}': () => ({ status: 200, body: report }),
})

/** Question 1 answered A, wrongly: the rationale of A beside the key's, in English. */
const wrongFirst = makeReport({
  questions: reportQuestions.map((question) =>
    question.position === 1
      ? { ...question, answer: { status: 'wrong', choice_id: 'ch_q10', response: null }, points_earned: 0 }
      : question,
  ),
})

const meta = {
  title: 'Screens/Report Rationales',
  component: ReportPage,
  args: { title: 'Evaluation report', params: { id: QUIZ_ID } },
  decorators: [withScreen],
  parameters: { screen: { route: `/evaluate/report/${QUIZ_ID}`, api: reportApi(wrongFirst) } },
} satisfies Meta<typeof ReportPage>
export default meta
type Story = StoryObj<typeof meta>

export const WrongChoiceRationale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Explanation of question 1' }))
    const first = canvas.getByRole('article', { name: 'Question 1' })
    const chosen = within(first).getByTestId('rationale-chosen')
    await waitFor(() => expect(chosen).toBeVisible())
    await expect(chosen).toHaveTextContent(/^Why your answer, A, is wrong/)
    await expect(chosen).toHaveTextContent('was moved as')
    await expect(within(first).getByTestId('rationale-key')).toHaveTextContent(/^Why B is right/)
  },
}

/** The same in Arabic: the Arabic rationale first, the English one on request. */
export const WrongChoiceRationaleArabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'تقرير التقييم', params: { id: QUIZ_ID } },

  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'الشرح للسؤال 1' }))
    const first = canvas.getByRole('article', { name: 'السؤال 1' })
    const chosen = within(first).getByTestId('rationale-chosen')
    await waitFor(() => expect(chosen).toBeVisible())
    await expect(chosen).toHaveTextContent(/^لماذا إجابتك A خاطئة/)
    await expect(chosen).toHaveTextContent('نُقل')
    await expect(chosen.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl')
    await userEvent.click(within(first).getByRole('button', { name: 'اعرض الشرح بالإنجليزية' }))
    await expect(within(first).getByTestId('rationale-chosen')).toHaveTextContent('was moved as')
  },
}
