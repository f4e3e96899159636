import type { Meta, StoryObj } from '@storybook/react-vite'
import { css } from 'styled-system/css'
import { expect, userEvent, within } from 'storybook/test'
import { Route, Switch } from 'wouter'
import { paths } from '~/lib/paths'
import { withScreen } from '~/test/screen-story'
import { makeReviewsDue, mistakesApi, reviewRequests, type MistakesApiOptions } from '../testing'
import { DueReviewCard } from './due-review-card'

function CardOnHome() {
  return (
    <Switch>
      <Route path={paths.practiceQuiz.path}>{(params) => <p>Review quiz {params.id}</p>}</Route>
      <Route>
        <DueReviewCard />
      </Route>
    </Switch>
  )
}

const screenOf = (options: MistakesApiOptions) => ({ screen: { route: '/home', api: mistakesApi(options) } })

// Home's spaced-review card (issue 19): due counts, a start per subject, and the calm line.
const meta = {
  title: 'Mistakes/Due review card',
  component: CardOnHome,
  decorators: [withScreen],
  beforeEach: () => {
    reviewRequests.length = 0
  },
  parameters: screenOf({}),
} satisfies Meta<typeof CardOnHome>
export default meta
type Story = StoryObj<typeof meta>

/** Both subjects have due questions: a start for each; one starts a due-only review and opens it. */
export const BothSubjects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('region', { name: 'Review your mistakes' })
    await expect(card).toHaveTextContent('3 questions due for review today')
    await userEvent.click(within(card).getByRole('button', { name: 'Review Reading and Writing · 1 question' }))
    await expect(await canvas.findByText('Review quiz qz_R3v13w001')).toBeVisible()
    await expect(reviewRequests).toEqual([{ subject: 'reading_writing', not_mastered: false, due_only: true }])
  },
}

/** One subject due: a single start. */
export const OneSubject: Story = {
  parameters: screenOf({ due: makeReviewsDue(1, 0) }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Review your mistakes' })
    await expect(card).toHaveTextContent('1 question due for review today')
    await expect(within(card).getAllByRole('button')).toHaveLength(1)
    await expect(within(card).getByRole('button', { name: 'Start review' })).toBeVisible()
  },
}

/** Nothing due, something later: one calm line. */
export const NothingDue: Story = {
  parameters: screenOf({ due: makeReviewsDue(0, 0) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('reviews-nothing-due')).toBeVisible()
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument()
  },
}

/** The server refuses (no subscription): its words and the way to the plans. */
export const Refused: Story = {
  parameters: screenOf({ review: 'forbidden', due: makeReviewsDue(2, 0) }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Review your mistakes' })
    await userEvent.click(within(card).getByRole('button', { name: 'Start review' }))
    await expect(await within(card).findByRole('alert')).toHaveTextContent('Subscribe to keep practising.')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region')
    await expect(card).toHaveTextContent('3 أسئلة مستحقة للمراجعة اليوم')
  },
}

export const ArabicPhone360: Story = {
  globals: { locale: 'ar' },
  parameters: screenOf({ due: makeReviewsDue(12, 3) }),
  decorators: [
    (Story) => (
      <div data-testid="phone" className={css({ width: '360px', maxWidth: '360px' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region')
    const frame = within(canvasElement).getByTestId('phone')
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1)
  },
}

export const Phone360: Story = {
  parameters: screenOf({ due: makeReviewsDue(12, 3) }),
  decorators: ArabicPhone360.decorators,
  play: ArabicPhone360.play,
}
