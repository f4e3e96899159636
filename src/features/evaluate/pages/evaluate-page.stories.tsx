import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Route, Switch } from 'wouter'
import { problem, type MockHandlers } from '~/api/mock-api'
import type { components } from '@common/api/schema.gen'
import { paths } from '~/lib/paths'
import { sampleCatalog, sampleConfig } from '~/features/catalog/testing'
import type { PageProps } from '~/lib/page-props'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import EvaluatePage from './evaluate-page'

let sent: unknown

const started = (body: components['schemas']['CreateEvaluationRequest']): components['schemas']['QuizSummary'] => {
  const seconds = body.timer_type === 'strict' ? 45 : 60
  const questions = body.subject === 'math' ? 22 : 27
  return {
    id: 'qz_Hc7LmP2xQa9',
    kind: 'evaluation',
    status: 'in_progress',
    system: body.system,
    subject: body.subject,
    domain: null,
    skills: [],
    difficulty: null,
    number_of_questions: questions,
    timer_type: body.timer_type,
    seconds_per_question: seconds,
    time_limit_seconds: seconds * questions,
    remaining_seconds: seconds * questions,
    immediate_feedback: false,
    started_at: '2026-11-10T17:00:00Z',
    ends_at: '2026-11-10T17:16:30Z',
    completed_at: null,
    answered_count: 0,
    current_position: 1,
    division: null,
  }
}

const api: MockHandlers = {
  // The server names the catalog in the reader's language.
  'GET /catalog': () => ({ status: 200, body: sampleCatalog(document.documentElement.lang) }),
  'GET /config': () => ({ status: 200, body: sampleConfig }),
  'POST /evaluations': ({ body }) => {
    sent = body
    return { status: 201, body: started(body as components['schemas']['CreateEvaluationRequest']) }
  },
}

const screen = (overrides: MockHandlers = {}, route = '/evaluate'): { screen: ScreenParameters } => ({
  screen: { route, api: { ...api, ...overrides } },
})

/** The page, and where Start leads: the quiz route answers with the quiz id. */
function EvaluateRoutes(props: PageProps) {
  return (
    <Switch>
      <Route path={paths.evaluateQuiz.path}>{(params) => <p>Evaluation {params.id} is running</p>}</Route>
      <Route>
        <EvaluatePage {...props} />
      </Route>
    </Switch>
  )
}

const meta = {
  title: 'Screens/Evaluate',
  component: EvaluateRoutes,
  args: { title: 'Evaluate', params: {} },
  decorators: [withScreen],
  beforeEach: () => {
    sent = undefined
  },
  parameters: screen(),
} satisfies Meta<typeof EvaluateRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** The first system and subject, the loose timer; each timer says what it gives this subject. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'Digital SAT' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Reading and Writing' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Reading and Writing' })).toHaveAccessibleDescription('27 questions')
    const strict = canvas.getByRole('radio', { name: 'Strict' })
    await expect(canvas.getByRole('radio', { name: 'Loose' })).toBeChecked()
    // 27 questions: 45 s each is 20 min 15 s.
    await expect(strict).toHaveAccessibleDescription('45 seconds per question, 20 min 15 sec in all')
    await userEvent.click(canvas.getByText('Math'))
    await expect(strict).toHaveAccessibleDescription('45 seconds per question, 16 min 30 sec in all')
    await expect(canvas.getByRole('radio', { name: 'Loose' })).toHaveAccessibleDescription(
      '1 minute per question, 22 min in all',
    )
  },
}

export const Starts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('EST'))
    await userEvent.click(canvas.getByText('Math'))
    await userEvent.click(canvas.getByText('Strict'))
    await userEvent.click(canvas.getByRole('button', { name: 'Start evaluation' }))
    await expect(await canvas.findByText('Evaluation qz_Hc7LmP2xQa9 is running')).toBeVisible()
    await expect(sent).toEqual({ system: 'EST', subject: 'math', timer_type: 'strict' })
  },
}

/** `?system=&subject=` (the practice page's way here) preselect the choice. */
export const Preselected: Story = {
  parameters: screen({}, '/evaluate?system=EST&subject=math'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'EST' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Math' })).toBeChecked()
  },
}

/** Everything from the keyboard: one tab stop per group, arrows choose, Enter starts. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const sat = await canvas.findByRole('radio', { name: 'Digital SAT' })
    await userEvent.tab()
    await expect(sat).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'EST' })).toBeChecked()
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Reading and Writing' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Math' })).toBeChecked()
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Loose' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: 'Strict' })).toBeChecked()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Start evaluation' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Evaluation qz_Hc7LmP2xQa9 is running')).toBeVisible()
    await expect(sent).toEqual({ system: 'EST', subject: 'math', timer_type: 'strict' })
  },
}

/** While the catalog loads. */
export const Loading: Story = {
  parameters: screen({ 'GET /catalog': () => new Promise(() => {}) }),
  play: async ({ canvasElement }) => {
    // A toast of an earlier story may still be up: the loading line itself is the status.
    await expect(await within(canvasElement).findByText('Loading…')).toHaveAttribute('role', 'status')
  },
}

export const CatalogFails: Story = {
  parameters: screen({
    'GET /catalog': () => ({ status: 500, body: problem(500, 'Internal Server Error') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // A 5xx is tried once more before the page gives up.
    await expect(await canvas.findByText('The exam choices could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** A failure is toasted and the choices stay as they were. */
export const ServerError: Story = {
  parameters: screen({
    'POST /evaluations': () => ({ status: 500, body: problem(500, 'Internal Server Error') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('Math'))
    await userEvent.click(canvas.getByText('Strict'))
    await userEvent.click(canvas.getByRole('button', { name: 'Start evaluation' }))
    const toasts = await within(document.body).findAllByText('Internal Server Error')
    await waitFor(() => expect(toasts.at(-1)).toBeVisible())
    await expect(canvas.getByRole('radio', { name: 'Math' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Strict' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Start evaluation' })).toBeEnabled()
  },
}

/** No subscription: the server's message as a toast (the layout closes the page itself). */
export const SubscriptionExpired: Story = {
  parameters: screen({
    'POST /evaluations': () => ({ status: 403, body: problem(403, 'Your subscription has expired') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Start evaluation' }))
    const toasts = await within(document.body).findAllByText('Your subscription has expired')
    await waitFor(() => expect(toasts.at(-1)).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'Start evaluation' })).toBeEnabled()
  },
}

/** A 422 names the field: its message sits under that group and describes it. */
export const FieldError: Story = {
  parameters: screen({
    'POST /evaluations': () => ({
      status: 422,
      body: problem(422, 'There are no questions for this subject yet.', {
        subject: ['There are no questions for this subject yet.'],
      }),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Start evaluation' }))
    const subjects = canvas.getByRole('radiogroup', { name: 'Subject' })
    await waitFor(() => expect(subjects).toHaveAccessibleDescription('There are no questions for this subject yet.'))
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    const math = await canvas.findByRole('radio', { name: 'الرياضيات' })
    await userEvent.click(canvas.getByText('الرياضيات'))
    await expect(math).toBeChecked()
    await expect(canvas.getByRole('radiogroup', { name: 'نظام الاختبار' })).toBeVisible()
    // The circle of each card sits at the inline start: on the right in Arabic.
    const card = math.closest('label')!
    const circle = card.querySelector('[data-part="item-control"]')!
    const name = card.querySelector('[data-part="item-text"]')!
    await expect(circle.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().left)
    await expect(canvas.getByRole('button', { name: 'ابدأ التقييم' })).toBeEnabled()
  },
}
