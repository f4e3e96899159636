import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import { ApiError } from '~/api/api-error'
import type { CreateReviewRequest, QuizSummary } from '../api/reviews'
import { reviewSessionMachine, type ReviewSessionEvent } from './review-session.machine'

type Scenario = 'starts' | 'failsThenStarts' | 'refused'

const STAND_IN_DELAY_MS = 300
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), STAND_IN_DELAY_MS))

/** What the server answers to each start, per scenario. */
const scripts: Record<Scenario, Array<QuizSummary | Error>> = {
  starts: [{ id: 'qz_R3v13w001', kind: 'review' } as QuizSummary],
  failsThenStarts: [new TypeError('Failed to fetch'), { id: 'qz_R3v13w002', kind: 'review' } as QuizSummary],
  refused: [new ApiError(422, { message: 'No missed question matches these filters.' }, 'Unprocessable')],
}

/** The real machine with a stand-in server that follows the scenario's script. */
function scriptedMachine(scenario: Scenario) {
  let calls = 0
  const script = scripts[scenario]
  return reviewSessionMachine.provide({
    actors: {
      createReview: fromPromise(async () => {
        const answer = await later(script[Math.min(calls++, script.length - 1)]!)
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
  })
}

const request: CreateReviewRequest = { subject: 'math', domain: 'algebra', not_mastered: true, due_only: false }
// Events that carry more than their type are sent with these values.
const eventPayloads: Record<string, ReviewSessionEvent> = { 'review.start': { type: 'review.start', request } }

// QA drives the real machine; only the server is a stand-in. `openQuiz` is the screen's navigation.
function ReviewSessionDiagram({ scenario }: { scenario: Scenario }) {
  const machine = useMemo(() => scriptedMachine(scenario), [scenario])
  return <MachineDiagram machine={machine} key={scenario} eventPayloads={eventPayloads} />
}

const meta = {
  title: 'Machines/Review session',
  component: ReviewSessionDiagram,
  args: { scenario: 'starts' },
  argTypes: { scenario: { control: 'inline-radio', options: ['starts', 'failsThenStarts', 'refused'] } },
} satisfies Meta<typeof ReviewSessionDiagram>
export default meta
type Story = StoryObj<typeof meta>

const events = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Events accepted now' }))

/** "Retry these" or the home card's start: the review starts and its quiz opens. */
export const Starts: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await expect(highlighted(canvasElement)).toEqual(['idle'])
    await userEvent.click(events(canvasElement).getByRole('button', { name: 'review.start' }))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['starting']))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['started']))
  },
}

/** The network fails: the filters are kept, and "Try again" starts the same review. */
export const FailsThenStarts: Story = {
  args: { scenario: 'failsThenStarts' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await userEvent.click(events(canvasElement).getByRole('button', { name: 'review.start' }))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['failed']))
    await userEvent.click(events(canvasElement).getByRole('button', { name: 'review.retry' }))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['started']))
  },
}

/** Nothing matches (422): failed, with the server's words; dismissing returns to idle. */
export const Refused: Story = {
  args: { scenario: 'refused' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await userEvent.click(events(canvasElement).getByRole('button', { name: 'review.start' }))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['failed']))
    await userEvent.click(events(canvasElement).getByRole('button', { name: 'review.dismiss' }))
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['idle']))
  },
}
