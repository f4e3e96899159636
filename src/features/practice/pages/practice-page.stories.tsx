import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Route, Switch, useLocation, useSearch } from 'wouter'
import { problem, type MockHandlers } from '~/api/mock-api'
import type { components } from '@common/api/schema.gen'
import { paths } from '~/lib/paths'
import { sampleCatalog, sampleConfig } from '~/features/catalog/testing'
import type { PageProps } from '~/lib/page-props'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import PracticePage from './practice-page'

type PracticeRequest = components['schemas']['CreatePracticeRequest']

let sent: PracticeRequest | undefined

const started = (body: PracticeRequest): components['schemas']['QuizSummary'] => ({
  id: 'qz_Pr4cT1cE8x',
  kind: 'practice',
  status: 'in_progress',
  system: body.system,
  subject: body.subject,
  domain: null,
  skills: [],
  difficulty: body.difficulty ?? null,
  number_of_questions: body.question_count ?? 10,
  timer_type: body.timer ? (body.timer_type ?? 'loose') : null,
  seconds_per_question: null,
  time_limit_seconds: null,
  remaining_seconds: null,
  immediate_feedback: true,
  started_at: '2026-11-11T18:00:00Z',
  ends_at: null,
  completed_at: null,
  answered_count: 0,
  current_position: 1,
  division: null,
})

const evaluationFirst = 'You need to have an evaluation first on this subject'

const api: MockHandlers = {
  // The server names the catalog in the reader's language.
  'GET /catalog': () => ({ status: 200, body: sampleCatalog(document.documentElement.lang) }),
  'GET /config': () => ({ status: 200, body: sampleConfig }),
  'POST /practices': ({ body }) => {
    sent = body as PracticeRequest
    return { status: 201, body: started(sent) }
  },
}

const screen = (overrides: MockHandlers = {}, route = '/practice'): { screen: ScreenParameters } => ({
  screen: { route, api: { ...api, ...overrides } },
})

/** Where the memory router is, for the stories that leave the page. */
function Address() {
  const [path] = useLocation()
  const search = useSearch()
  return <p>{`Now at ${path}${search ? `?${search}` : ''}`}</p>
}

/** The page, and the two places it leads to. */
function PracticeRoutes(props: PageProps) {
  return (
    <Switch>
      <Route path={paths.practiceQuiz.path}>{(params) => <p>Practice {params.id} is running</p>}</Route>
      <Route path={paths.evaluate.path}>
        <Address />
      </Route>
      <Route>
        <PracticePage {...props} />
      </Route>
    </Switch>
  )
}

const meta = {
  title: 'Screens/Practice',
  component: PracticeRoutes,
  args: { title: 'Practice', params: {} },
  decorators: [withScreen],
  beforeEach: () => {
    sent = undefined
  },
  parameters: screen(),
} satisfies Meta<typeof PracticeRoutes>
export default meta
type Story = StoryObj<typeof meta>

async function start(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start practice' }))
}

/** All domains, mixed difficulty, no timer, the server's default number of questions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'Digital SAT' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Reading and Writing' })).toBeChecked()
    await expect(canvas.getByRole('combobox', { name: 'Domain' })).toHaveTextContent('All domains')
    await expect(canvas.queryByRole('group', { name: /Skills/ })).not.toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: 'Mixed' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Hard' })).toHaveAccessibleDescription('30 points a correct answer')
    await expect(canvas.getByRole('spinbutton', { name: 'Number of questions' })).toHaveValue('10')
    await expect(canvas.getByRole('switch', { name: 'Timer' })).not.toBeChecked()
    await start(canvasElement)
    await expect(await canvas.findByText('Practice qz_Pr4cT1cE8x is running')).toBeVisible()
    await expect(sent).toEqual({
      system: 'SAT',
      subject: 'reading_writing',
      domain: null,
      skills: [],
      difficulty: null,
      timer: false,
      question_count: 10,
    })
  },
}

/** A domain brings its skills, all chosen; some of them, a difficulty, a timer and a count are sent. */
export const ChoosesSkills: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('Math'))
    await userEvent.click(canvas.getByRole('combobox', { name: 'Domain' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Algebra' }))
    const skills = canvas.getByRole('group', { name: /Skills/ })
    await expect(skills).toHaveTextContent('Chosen: 3 of 3')
    for (const skill of within(skills).getAllByRole('checkbox')) await expect(skill).toBeChecked()
    await userEvent.click(canvas.getByText('Linear Equations in One Variable'))
    await userEvent.click(canvas.getByText('Hard'))
    await userEvent.click(canvas.getByText('Timer'))
    await userEvent.click(canvas.getByText('Strict'))
    const count = canvas.getByRole('spinbutton', { name: 'Number of questions' })
    await userEvent.clear(count)
    await userEvent.type(count, '12')
    // 12 questions at 45 s.
    await expect(canvas.getByRole('radio', { name: 'Strict' })).toHaveAccessibleDescription(
      '45 seconds per question, 9 min in all',
    )
    await start(canvasElement)
    await expect(await canvas.findByText('Practice qz_Pr4cT1cE8x is running')).toBeVisible()
    await expect(sent).toEqual({
      system: 'SAT',
      subject: 'math',
      domain: 'algebra',
      skills: ['linear_equations_two_variables', 'linear_inequalities'],
      difficulty: 'hard',
      timer: true,
      timer_type: 'strict',
      question_count: 12,
    })
  },
}

/** Everything from the keyboard, the domain list included. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radio', { name: 'Digital SAT' })
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Reading and Writing' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Math' })).toBeChecked()
    await userEvent.tab()
    const domain = canvas.getByRole('combobox', { name: 'Domain' })
    await expect(domain).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await within(document.body).findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(domain).toHaveTextContent('Advanced Math'))
    // Back on the trigger once the list has closed (Zag restores the focus on a later frame).
    await waitFor(() => expect(domain).toHaveFocus())
    // Select all, Clear, then the skills.
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('group', { name: /Skills/ })).toHaveTextContent('Chosen: 0 of 2')
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox', { name: 'Nonlinear Functions' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Mixed' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Easy' })).toBeChecked()
    await userEvent.tab()
    const count = canvas.getByRole('spinbutton', { name: 'Number of questions' })
    await expect(count).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(count).toHaveValue('11'))
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(count).toHaveValue('12'))
    await userEvent.tab()
    await expect(canvas.getByRole('switch', { name: 'Timer' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Loose' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Start practice' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Practice qz_Pr4cT1cE8x is running')).toBeVisible()
    await expect(sent).toEqual({
      system: 'SAT',
      subject: 'math',
      domain: 'advanced_math',
      skills: ['nonlinear_functions'],
      difficulty: 'easy',
      timer: true,
      timer_type: 'loose',
      question_count: 12,
    })
  },
}

/**
 * No finished evaluation on the subject: the server's message in the page (not a toast) with a
 * way to the evaluation, the system and subject preselected.
 */
export const EvaluationFirst: Story = {
  parameters: screen({
    'POST /practices': ({ body }) => {
      sent = body as PracticeRequest
      return {
        status: 409,
        body: { ...problem(409, evaluationFirst), type: 'urn:exam-prep:problem:evaluation-required' },
      }
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('EST'))
    await userEvent.click(canvas.getByText('Math'))
    await userEvent.click(canvas.getByText('Hard'))
    await start(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(evaluationFirst)
    // Shown once: in the page, not also as a toast.
    await expect(within(document.body).getAllByText(evaluationFirst)).toHaveLength(1)
    // The choices are kept.
    await expect(canvas.getByRole('radio', { name: 'EST' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Hard' })).toBeChecked()
    const evaluate = within(alert).getByRole('link', { name: 'Start an evaluation' })
    await expect(evaluate).toHaveAttribute('href', '/evaluate?system=EST&subject=math')
    // Another subject is another question: the refusal goes.
    await userEvent.click(canvas.getByText('Reading and Writing'))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByText('Math'))
    await start(canvasElement)
    await userEvent.click(await within(await canvas.findByRole('alert')).findByRole('link'))
    await expect(await canvas.findByText('Now at /evaluate?system=EST&subject=math')).toBeVisible()
  },
}

/** A failure is toasted and nothing chosen is lost. */
export const ServerError: Story = {
  parameters: screen({
    'POST /practices': () => ({ status: 500, body: problem(500, 'Internal Server Error') }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('Math'))
    await userEvent.click(canvas.getByText('Easy'))
    const count = canvas.getByRole('spinbutton', { name: 'Number of questions' })
    await userEvent.clear(count)
    await userEvent.type(count, '7')
    await start(canvasElement)
    const toasts = await within(document.body).findAllByText('Internal Server Error')
    await waitFor(() => expect(toasts.at(-1)).toBeVisible())
    await expect(canvas.getByRole('radio', { name: 'Math' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Easy' })).toBeChecked()
    await expect(count).toHaveValue('7')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** A 422 from the server sits under its field. */
export const FieldError: Story = {
  parameters: screen({
    'POST /practices': () => ({
      status: 422,
      body: problem(422, 'No questions match these choices yet.', {
        skills: ['No questions match these choices yet.'],
      }),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radio', { name: 'Digital SAT' })
    await start(canvasElement)
    const domain = canvas.getByRole('combobox', { name: 'Domain' })
    await waitFor(() => expect(domain).toHaveAccessibleDescription('No questions match these choices yet.'))
  },
}

/** Checked before sending: at least one skill, and a count within the bounds of `/config`. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Domain' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Craft and Structure' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
    const count = canvas.getByRole('spinbutton', { name: 'Number of questions' })
    await userEvent.clear(count)
    await start(canvasElement)
    await expect(canvas.getByRole('group', { name: /Skills/ })).toHaveAccessibleDescription(
      'Choose at least one skill.',
    )
    await expect(count).toHaveAccessibleDescription(/Choose from 5 to 20 questions\./)
    await expect(sent).toBeUndefined()
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

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: screen({
    'POST /practices': () => ({
      status: 409,
      body: {
        ...problem(409, 'يجب أن تُجري اختبار تقييم في هذه المادة أولًا'),
        type: 'urn:exam-prep:problem:evaluation-required',
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('الرياضيات'))
    await userEvent.click(canvas.getByRole('combobox', { name: 'المجال' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'الجبر' }))
    await expect(canvas.getByRole('checkbox', { name: 'المعادلات الخطية بمتغيرين' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'ابدأ التدريب' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('يجب أن تُجري اختبار تقييم في هذه المادة أولًا')
    await expect(within(alert).getByRole('link', { name: 'ابدأ تقييمًا' })).toHaveAttribute(
      'href',
      '/evaluate?system=SAT&subject=math',
    )
    // The minus button sits at the inline start of the number input: on the right in Arabic.
    const count = canvas.getByRole('spinbutton', { name: 'عدد الأسئلة' })
    const minus = canvas.getByRole('button', { name: 'أسئلة أقل' })
    await expect(minus.getBoundingClientRect().left).toBeGreaterThan(count.getBoundingClientRect().left)
  },
}
