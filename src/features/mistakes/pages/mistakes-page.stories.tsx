import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { mistakeQueries, reviewRequests } from '../testing'
import type { MistakesRoutes } from './mistakes-screen.story-kit'
import { mistakesScreen, mistakesStoryMeta } from './mistakes-screen.story-kit'

// The mistake log: its rows, a row's question, the filters, "Retry these", the empty and failed states.
const meta = {
  title: 'Screens/Mistake log',
  ...mistakesStoryMeta,
} satisfies Meta<typeof MistakesRoutes>
export default meta
type Story = StoryObj<typeof meta>

const list = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await canvas.findByRole('status')
  return canvas.findAllByRole('article')
}

/** Five missed questions of both subjects, newest first, each with its outcome, due line and mastery. */
export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = await list(canvasElement)
    await expect(rows).toHaveLength(5)
    await expect(canvas.getByText('5 missed questions')).toBeVisible()
    const first = within(rows[0]!)
    // The excerpt reads as text, its formulas written plainly.
    await expect(first.getByRole('button')).toHaveTextContent(/^The line y = 3x - 4 passes through/)
    await expect(rows[0]).toHaveTextContent('Wrong')
    await expect(rows[0]).toHaveTextContent('Due now')
    await expect(rows[0]).toHaveTextContent('Skill: Familiar')
    await expect(rows[0]).toHaveTextContent('Linear Equations in Two Variables · Medium · Missed')
    await expect(rows[1]).toHaveTextContent('Skipped')
    await expect(rows[1]).toHaveTextContent('Next review in 2 days')
    await expect(rows[2]).toHaveTextContent('Unanswered')
    await expect(rows[3]).toHaveTextContent('Skill: Mastered')
    // Both subjects are listed: one retry button per subject.
    await expect(canvas.getByRole('button', { name: 'Retry Math' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry Reading and Writing' })).toBeVisible()
    await expect(mistakeQueries.at(-1)).toEqual({})
  },
}

/** A row opens its question in place: the answer given, the key, every rationale and the explanation. */
export const OpensQuestion: Story = {
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement)
    const opener = within(rows[0]!).getByRole('button')
    opener.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Linear Equations in Two Variables' }, { timeout: 5_000 })
    const inDialog = within(dialog)
    // The dialog fades in: its content is visible once the opening animation has started.
    await waitFor(() => expect(inDialog.getByText('Your answer')).toBeVisible(), { timeout: 5_000 })
    await expect(inDialog.getByText('Correct answer')).toBeVisible()
    await expect(await inDialog.findByTestId('rationale-chosen')).toBeVisible()
    await expect(inDialog.getByTestId('rationale-key')).toBeVisible()
    await expect(inDialog.getByRole('heading', { name: 'Why the other choices are wrong' })).toBeVisible()
    await expect(within(inDialog.getByRole('list')).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Ark gives focus back to the trigger once the dialog has gone (a task later on a busy machine).
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** The filters narrow the list and the request; a subject leaves one "Retry these" with the filters. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await list(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Subject' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Math' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
    await userEvent.click(canvas.getByRole('switch', { name: 'Not yet mastered' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
    await expect(mistakeQueries.at(-1)).toEqual({ subject: 'math', not_mastered: 'true' })
    await expect(canvas.getByText('2 missed questions')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry these' }))
    await expect(await canvas.findByText('Review quiz qz_R3v13w001')).toBeVisible()
    await expect(reviewRequests).toEqual([
      { subject: 'math', domain: null, skill: null, difficulty: null, not_mastered: true, due_only: false },
    ])
  },
}

/** Filters that match nothing: a way back to every row, and no retry. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await list(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Difficulty' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Easy' }))
    await userEvent.click(canvas.getByRole('switch', { name: 'Not yet mastered' }))
    await userEvent.click(canvas.getByRole('combobox', { name: 'Subject' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Math' }))
    await expect(await canvas.findByText('No missed question matches these filters.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5))
  },
}

/** A learner who never missed a question: a calm line and the way to practice. */
export const Empty: Story = {
  parameters: mistakesScreen({ rows: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'No missed questions yet' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('link', { name: 'Go to practice' }))
    await expect(await canvas.findByText('Practice page')).toBeVisible()
  },
}

/** The list could not be read: said on the page, with a way to try again. */
export const LoadFails: Story = {
  parameters: mistakesScreen({ listFails: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Your missed questions could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Without a subscription the review is refused: the server's words and the way to the plans. */
export const RetryRefused: Story = {
  parameters: mistakesScreen({ review: 'forbidden' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await list(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Math' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Subscribe to keep practising.')
    await expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing')
  },
}

/** A failed start keeps the filters: "Try again" sends the same request. */
export const RetryFails: Story = {
  parameters: mistakesScreen({ review: 'fails' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await list(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Reading and Writing' }))
    const alert = await canvas.findByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(reviewRequests).toHaveLength(2))
    await expect(reviewRequests[1]).toEqual(reviewRequests[0])
    await expect(reviewRequests[0]?.subject).toBe('reading_writing')
  },
}

/** The first answer on its way. */
export const Loading: Story = {
  parameters: mistakesScreen({}, 60_000),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^Loading/)
  },
}
