import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import type { Quiz } from '../machines/quiz-answers'
import { answerResult, makeQuiz, QUIZ_ID, quizResult, RIGHT_CHOICE_ID, skipResult } from '../machines/quiz.fixtures'
import type { SaveAnswerRequest } from '../machines/save-queue'
import { withScreen } from '~/test/screen-story'
import QuizPage from './quiz-page'

/** A quiz server in memory: answers and skips are kept, so the screen shows what it sent. */
function quizApi(quiz: Quiz): MockHandlers {
  const marked = new Set<string>()
  return {
    'GET /quizzes/{quiz_id}': ({ params }) =>
      params.quiz_id === quiz.id
        ? { status: 200, body: quiz }
        : { status: 404, body: { ...problem(404, 'Not Found'), type: 'urn:exam-prep:problem:not-found' } },
    'PUT /quizzes/{quiz_id}/answers/{question_id}': ({ params, body }) => {
      const save = body as SaveAnswerRequest
      if (save.marked_for_review !== undefined)
        if (save.marked_for_review) marked.add(params.question_id!)
        else marked.delete(params.question_id!)
      return { status: 200, body: answerResult(quiz, params.question_id!, save, quiz.remaining_seconds) }
    },
    // As the server: a skip keeps the question's review mark.
    'POST /quizzes/{quiz_id}/questions/{question_id}/skip': ({ params }) => ({
      status: 200,
      body: {
        ...skipResult(quiz, params.question_id!, quiz.remaining_seconds),
        marked_for_review: marked.has(params.question_id!),
      },
    }),
    'POST /quizzes/{quiz_id}/end': () => ({
      status: 200,
      body: quizResult(quiz.kind === 'practice' ? 'practice' : 'evaluation'),
    }),
    'POST /quizzes/{quiz_id}/exit': () => ({
      status: 200,
      body: { quiz_id: quiz.id, status: 'exited', message: 'Quiz exited, your answers were not saved.' },
    }),
  }
}

const evaluation = makeQuiz({ questions: 4, remainingSeconds: 225 })
const practice = makeQuiz({ kind: 'practice', questions: 4, remainingSeconds: null })

const meta = {
  title: 'Screens/Quiz',
  component: QuizPage,
  args: { title: 'Evaluation', params: { id: QUIZ_ID } },
  decorators: [withScreen],
  parameters: { screen: { route: `/evaluate/quiz/${QUIZ_ID}`, api: quizApi(evaluation) } },
} satisfies Meta<typeof QuizPage>
export default meta
type Story = StoryObj<typeof meta>

const question = (canvas: ReturnType<typeof within>, position: number, total = 4) =>
  canvas.findByRole('heading', { level: 2, name: `Question ${position} of ${total}` })

/** An evaluation: the question, the clock, the navigator; B then "Save and continue". */
export const Evaluation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await question(canvas, 1)).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('03:45')
    await expect(canvas.getByRole('timer')).toHaveAttribute('dir', 'ltr')
    await userEvent.click(canvas.getByText('B', { exact: true }))
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }))
    await expect(await question(canvas, 2)).toBeVisible()
    // Test day: the question list is folded away in the bottom bar until asked for.
    await expect(canvas.queryByRole('navigation', { name: 'Questions' })).toBeNull()
    const toggle = canvas.getByRole('button', { name: 'Questions' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const navigator = canvas.getByRole('navigation', { name: 'Questions' })
    await waitFor(() => expect(within(navigator).getByRole('button', { name: 'Question 1, Answered' })).toBeVisible())
    await expect(within(navigator).getByRole('button', { name: 'Question 2, Current' })).toHaveAttribute(
      'aria-current',
      'step',
    )
  },
}

/** Mark for review, skip: the navigator says both in words. */
export const SkipAndMarkForReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await question(canvas, 1)
    const mark = canvas.getByRole('button', { name: 'Mark for review' })
    await userEvent.click(mark)
    await expect(mark).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }))
    await expect(await question(canvas, 2)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Questions' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Question 1, Skipped, marked for review' })).toBeVisible(),
    )
    // Choosing a question goes there and folds the list away.
    await userEvent.click(canvas.getByRole('button', { name: 'Question 1, Skipped, marked for review' }))
    await expect(await question(canvas, 1)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Questions' })).toHaveAttribute('aria-expanded', 'false')
  },
}

/** End with questions unanswered: the spec's warning first. */
export const EndWithMissingAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await question(canvas, 1)
    await userEvent.click(canvas.getByRole('button', { name: 'End' }))
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'End the evaluation?' })
    await expect(dialog).toHaveTextContent('Some answers are missing, please check questions before ending quiz')
    await expect(dialog).toHaveTextContent('Not answered: 1, 2, 3, 4')
  },
}

/** Exit asks first: it discards every answer. */
export const ExitWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await question(canvas, 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Exit' }))
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Exit the evaluation?' })
    await expect(dialog).toHaveTextContent('Exit discards all your answers and saves no points.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
  },
}

/** Practice: no clock; submitting shows the verdict and the explanation, then Next. */
export const PracticeFeedback: Story = {
  args: { title: 'Practice' },
  parameters: { screen: { route: `/practice/quiz/${QUIZ_ID}`, api: quizApi(practice) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await question(canvas, 1)
    await expect(canvas.queryByRole('timer')).toBeNull()
    const submit = canvas.getByRole('button', { name: 'Submit answer' })
    await expect(submit).toBeDisabled()
    await userEvent.click(canvas.getByText('B', { exact: true }))
    await expect(
      canvas.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).value === RIGHT_CHOICE_ID),
    ).toBeChecked()
    await userEvent.click(submit)
    const feedback = await canvas.findByTestId('answer-feedback')
    await expect(feedback).toHaveTextContent('Substitute and solve for the unknown.')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled()
  },
}

/** An unknown or exited quiz. */
export const NotFound: Story = {
  args: { params: { id: 'qz_Unknown00' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Quiz not found')
    await expect(within(alert).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
  },
}

/** No subscription: the no-access screen in place of the quiz. */
export const NoAccess: Story = {
  parameters: {
    screen: {
      route: `/evaluate/quiz/${QUIZ_ID}`,
      api: {
        'GET /quizzes/{quiz_id}': () => ({
          status: 403,
          body: {
            ...problem(403, 'Your subscription has expired'),
            type: 'urn:exam-prep:problem:subscription-required',
          },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: "Sorry, You Don't Have Access to this Page" }),
    ).toBeVisible()
  },
}

/** Arabic: right to left, the clock left to right, the navigator's names with the Arabic comma. */
export const Arabic: Story = {
  args: { title: 'التقييم' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2, name: 'السؤال 1 من 4' })).toBeVisible()
    await expect(document.documentElement.dir).toBe('rtl')
    await expect(canvas.getByRole('timer')).toHaveAttribute('dir', 'ltr')
    await userEvent.click(canvas.getByRole('button', { name: 'الأسئلة' }))
    await expect(canvas.getByRole('button', { name: 'السؤال 2، لم تتم الإجابة' })).toBeVisible()
  },
}

/** A full test's Math module (issue 17): its own clock, which the learner may hide, and Math's tools. */
const fullTestModule = (remainingSeconds: number): Quiz => ({
  ...makeQuiz({ questions: 4, remainingSeconds }),
  kind: 'full_test',
  time_limit_seconds: 2100,
  full_test: { test_id: 'ft_Q8vN3kLp2Ws', module: 3, route: null, clock_reveal_seconds: 300 },
})
const fullTestParameters = (remainingSeconds: number) => ({
  screen: { route: `/full-test/ft_Q8vN3kLp2Ws`, api: quizApi(fullTestModule(remainingSeconds)) },
})

/** Submit module opens "check your work": answered, unanswered and marked, each question a way back. */
export const FullTestModule: Story = {
  args: { title: 'Full-length test, module 3' },
  parameters: fullTestParameters(1500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await question(canvas, 1)).toBeVisible()
    // No Exit: a module is left with its whole test.
    await expect(canvas.queryByRole('button', { name: 'Exit' })).toBeNull()
    await userEvent.click(canvas.getByText('B', { exact: true }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }))
    await expect(await question(canvas, 2)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Submit module' }))
    const check = await within(document.body).findByRole('dialog', { name: 'Check your work' })
    await expect(check).toHaveTextContent(/1\s*Answered/)
    await expect(check).toHaveTextContent(/3\s*Unanswered/)
    await userEvent.click(within(check).getByRole('button', { name: 'Question 3, Not answered' }))
    await expect(await question(canvas, 3)).toBeVisible()
  },
}

/** The clock hides and shows again; Math's reference sheet opens beside the question. */
export const FullTestClockAndReference: Story = {
  args: { title: 'Full-length test, module 3' },
  parameters: fullTestParameters(1500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await question(canvas, 1)).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('25:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide clock' }))
    await expect(canvas.queryByRole('timer')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show clock' }))
    await expect(canvas.getByRole('timer')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Reference' }))
    await expect(await canvas.findByRole('region', { name: 'Reference' })).toBeVisible()
  },
}

/** In the last five minutes the clock shows, and cannot be hidden. */
export const FullTestLastStretch: Story = {
  args: { title: 'Full-length test, module 3' },
  parameters: fullTestParameters(240),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await question(canvas, 1)).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('04:00')
    await expect(canvas.queryByRole('button', { name: 'Hide clock' })).toBeNull()
  },
}

export const FullTestModuleArabic: Story = {
  args: { title: 'الاختبار الكامل، الوحدة 3' },
  globals: { locale: 'ar' },
  parameters: fullTestParameters(1500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const submit = await canvas.findByRole('button', { name: 'تسليم الوحدة' })
    await expect(canvas.getByRole('timer')).toHaveAttribute('dir', 'ltr')
    await userEvent.click(submit)
    const check = await within(document.body).findByRole('dialog', { name: 'راجع عملك' })
    await waitFor(() => expect(within(check).getByRole('button', { name: 'تسليم الوحدة' })).toBeVisible())
  },
}
