import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Route, Switch } from 'wouter'
import { problem, type MockHandlers } from '~/api/mock-api'
import { sampleCatalog } from '~/features/catalog/testing'
import { paths } from '~/lib/paths'
import { withScreen, type ScreenParameters } from '~/test/screen-story'
import type { CreateWeakSpotsPracticeRequest } from '../api/weak-spots-practice'
import { learningApi, mathWeakSpots, practiceStarted } from '../plan.fixtures'
import { fitsWithoutSideScroll, phone, wholeText } from '../plan.story-helpers'
import { WeakSpotsCard } from './weak-spots-card'

/** The last `POST /practices/weak-spots` body the mock received. */
let sent: CreateWeakSpotsPracticeRequest | undefined

const api = (overrides: MockHandlers = {}): MockHandlers => ({
  ...learningApi(),
  'GET /catalog': () => ({ status: 200, body: sampleCatalog(document.documentElement.lang) }),
  'POST /practices/weak-spots': ({ body }) => {
    sent = body as CreateWeakSpotsPracticeRequest
    return { status: 201, body: practiceStarted(sent) }
  },
  ...overrides,
})

const screen = (overrides: MockHandlers = {}): { screen: ScreenParameters } => ({
  screen: { route: '/home', api: api(overrides) },
})

/** The card, and the practice it leads to. */
function CardAndPractice() {
  return (
    <Switch>
      <Route path={paths.practiceQuiz.path}>{(params) => <p>Practice {params.id} is running</p>}</Route>
      <Route>
        <WeakSpotsCard />
      </Route>
    </Switch>
  )
}

const meta = {
  title: 'Plan/Weak spots card',
  component: CardAndPractice,
  decorators: [withScreen],
  parameters: screen(),
  beforeEach: () => {
    sent = undefined
  },
} satisfies Meta<typeof CardAndPractice>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Math: three skills, each with the reason it was chosen and its weight on the test, and the
 * practice one tap away. Reading and Writing has no evaluation yet: the card says so and leads there.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('region', { name: 'Your weak spots' })
    const items = await within(card).findAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent(
      "Systems of two linear equationsWeak: below proficient · 13% of the section's questions · Familiar",
    )
    await expect(items[1]).toHaveTextContent('Not started yet')
    await expect(items[2]).toHaveTextContent('Carries weight on the test')
    await expect(within(card).getByText(wholeText('Ten questions: 3 easy, 5 medium, 2 hard.'))).toBeVisible()
    await expect(
      await within(card).findByText(
        'Take the Reading and Writing evaluation first: your weak spots come from its answers.',
      ),
    ).toBeVisible()
    await expect(within(card).getByRole('link', { name: 'Start the Reading and Writing evaluation' })).toHaveAttribute(
      'href',
      '/evaluate?subject=reading_writing',
    )
    // One button: the subject without an evaluation has none.
    const start = within(card).getByRole('button', { name: 'Practice my weak spots' })
    await expect(start).toHaveAccessibleDescription('Math')
    await userEvent.click(start)
    await expect(await canvas.findByText('Practice qz_W34kSp0t5 is running')).toBeVisible()
    // The system as the practice page picks it: the catalog's first.
    await expect(sent).toEqual({ system: 'SAT', subject: 'math' })
  },
}

/** The server refuses (`409`: the evaluation first): its message, and the way to the evaluation. */
export const EvaluationFirst: Story = {
  parameters: screen({
    ...learningApi({ weakSpots: { math: mathWeakSpots, reading_writing: mathWeakSpots } }),
    'POST /practices/weak-spots': () => ({
      status: 409,
      body: {
        ...problem(409, 'You need to have an evaluation first on this subject'),
        type: 'urn:exam-prep:problem:evaluation-required',
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = await canvas.findAllByRole('button', { name: 'Practice my weak spots' })
    await userEvent.click(first!)
    await expect(await canvas.findByText('You need to have an evaluation first on this subject')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Start the Math evaluation' })).toHaveAttribute(
      'href',
      '/evaluate?subject=math',
    )
  },
}

/** The weak spots failed to load: the card says so and offers to try again. */
export const Failed: Story = {
  parameters: screen({ 'GET /weak-spots': () => ({ status: 500, body: problem(500, 'Something went wrong') }) }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2))
    const alerts = within(canvasElement).getAllByRole('alert')
    await expect(alerts[0]).toHaveTextContent('Your weak spots could not be loaded.')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('region', { name: 'نقاط ضعفك' })
    const items = await within(card).findAllByRole('listitem')
    await expect(items[0]).toHaveTextContent('أنظمة المعادلات الخطية')
    await expect(within(card).getByRole('button', { name: 'تدرّب على نقاط ضعفي' })).toBeVisible()
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
  },
}

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('listitem')
    await fitsWithoutSideScroll(canvasElement)
  },
}

export const PhoneArabic: Story = {
  globals: { locale: 'ar' },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('listitem')
    await fitsWithoutSideScroll(canvasElement)
  },
}
