import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { problem, type MockHandlers } from '~/api/mock-api'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import { figureSample, mathSample, readingSample, studentProducedSample } from '../components/sample-questions'
import PreviewQuestionPage from './preview-question-page'

const samples = [mathSample, readingSample, figureSample, studentProducedSample]
let requests: URLSearchParams[] = []

/** The contract's `GET /questions/preview`: a named public sample, or the first that matches. */
const api: MockHandlers = {
  'GET /questions/preview': ({ query }) => {
    requests.push(query)
    const id = query.get('question_id')
    const subject = query.get('subject')
    const found = samples.find((sample) => (!id || sample.id === id) && (!subject || sample.subject === subject))
    return found ? { status: 200, body: found } : { status: 404, body: problem(404, 'Not found.') }
  },
}

const screen = (route: string, handlers: MockHandlers = api, extra: Partial<ScreenParameters> = {}) => ({
  screen: { route, api: handlers, ...extra },
})

const meta = {
  title: 'Screens/Quiz/Preview question',
  component: PreviewQuestionPage,
  args: { title: 'Question preview', params: {} },
  decorators: [withScreen],
  beforeEach: () => {
    requests = []
  },
  parameters: screen('/preview-question'),
} satisfies Meta<typeof PreviewQuestionPage>
export default meta
type Story = StoryObj<typeof meta>

export const RightAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radiogroup')
    await waitFor(() => expect(canvasElement.querySelector('.katex')).not.toBeNull(), { timeout: 10_000 })
    await expect(canvas.getByRole('list', { name: 'About this question' })).toHaveTextContent('Algebra')
    await userEvent.keyboard('c')
    await userEvent.click(canvas.getByRole('button', { name: 'Check answer' }))
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent(/^Correct!.*Explanation/)
    // The random sample was asked for once; its id then went into the address without a second call.
    await expect(requests).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus()
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
  },
}

export const WrongAnswerThenTryAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('radio', { name: /^Choice B:/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Check answer' }))
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent('The correct answer is C.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(canvas.queryByTestId('answer-feedback')).not.toBeInTheDocument()
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked()
  },
}

export const CheckWithoutAnAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radiogroup')
    await userEvent.click(canvas.getByRole('button', { name: 'Check answer' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose an answer, then check it.')
    await userEvent.keyboard('a')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const ReadingAndWritingById: Story = {
  parameters: screen(`/preview-question?question_id=${readingSample.id}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Passage' })).toHaveTextContent('Aswan')
    await expect(requests[0]?.get('question_id')).toBe(readingSample.id)
  },
}

export const StudentProduced: Story = {
  parameters: screen(`/preview-question?question_id=${studentProducedSample.id}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('textbox', { name: 'Your answer' })
    await userEvent.type(field, '6/8')
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent('Correct!')
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent('Accepted answers: 3/4, .75, or 0.75')
  },
}

export const SubjectFilter: Story = {
  parameters: screen('/preview-question?subject=reading_writing'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Passage' })
    await expect(requests[0]?.get('subject')).toBe('reading_writing')
  },
}

export const NotFound: Story = {
  parameters: screen('/preview-question?question_id=qn_Missing0001'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This sample question was not found.')
    await expect(canvas.getByRole('link', { name: 'Show a sample question' })).toHaveAttribute(
      'href',
      '/preview-question',
    )
    // Said in the page, not as a toast as well.
    await expect(within(document.body).queryByText('Not found.')).not.toBeInTheDocument()
  },
}

export const NoSamplesForTheChoice: Story = {
  parameters: screen('/preview-question?subject=math', {
    'GET /questions/preview': () => ({ status: 404, body: problem(404, 'Not found.') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('There is no sample question for this choice yet.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Show a sample question' })).toBeVisible()
  },
}

export const InvalidLink: Story = {
  parameters: screen('/preview-question?system=GRE', {
    'GET /questions/preview': () => ({
      status: 400,
      body: problem(400, 'The parameter system is invalid.'),
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This link to a sample question is not valid.',
    )
  },
}

export const ServerError: Story = {
  parameters: screen('/preview-question', {
    'GET /questions/preview': () => {
      requests.push(new URLSearchParams())
      return requests.length > 2
        ? { status: 200, body: mathSample }
        : { status: 500, body: problem(500, 'Internal Server Error') }
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // One automatic retry for a 5xx, then the message and a button to try again.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'The question could not be loaded.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('radiogroup')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: screen('/preview-question', api, { apiDelayMs: 60_000 }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the question' })).toBeVisible()
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    await canvas.findByRole('radiogroup')
    await waitFor(() => expect(canvasElement.querySelector('.katex')).not.toBeNull(), { timeout: 10_000 })
    const math = canvasElement.querySelector<HTMLElement>('.katex')!.parentElement!
    await expect(getComputedStyle(math).direction).toBe('ltr')
    await userEvent.keyboard('b')
    await userEvent.click(canvas.getByRole('button', { name: 'تحقّق من الإجابة' }))
    await expect(canvas.getByTestId('answer-feedback')).toHaveTextContent('الإجابة الصحيحة هي C.')
  },
}

export const ArabicNotFound: Story = {
  globals: { locale: 'ar' },
  parameters: screen('/preview-question?question_id=qn_Missing0001'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('لم نجد هذا السؤال التجريبي.')
  },
}
