import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromCallback, fromPromise } from 'xstate'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  replayPath,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import { QUIZ_ID, RIGHT_CHOICE_ID, answerResult, makeQuiz, networkError, quizResult, skipResult } from './quiz.fixtures'
import { quizMachine, type QuizEvent } from './quiz.machine'
import { quizShortestPaths } from './quiz.machine.paths'

type Scenario = 'evaluation' | 'practice' | 'offline' | 'timeRunningOut' | 'loadFails'

const STAND_IN_DELAY_MS = 400
/**
 * A save answers later still: long enough to be seen saving (or checking) by QA, and by the play
 * functions on a loaded machine, where 400 ms could pass between the click and the first look
 * (a clean clone's `npm test`, twelfth session).
 */
const SAVE_DELAY_MS = 1500
const later = <T,>(value: T, delay = STAND_IN_DELAY_MS) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), delay))

// QA drives the real machine; only the server is a stand-in, answering after a moment so the
// outbox can be seen saving. `tick` is a button, except when the time runs out by itself.
function QuizDiagram({ scenario }: { scenario: Scenario }) {
  const machine = useMemo(() => {
    const kind = scenario === 'practice' ? 'practice' : 'evaluation'
    const quiz = makeQuiz({
      kind,
      questions: 3,
      choicesOnly: true,
      remainingSeconds: scenario === 'timeRunningOut' ? 3 : 180,
    })
    return quizMachine.provide({
      actors: {
        loadQuiz: fromPromise(async () => {
          if (scenario === 'loadFails') throw networkError()
          return later(quiz)
        }),
        saveAnswer: fromPromise(async ({ input }) => {
          if (scenario === 'offline') throw networkError()
          return later(answerResult(quiz, input.questionId, input.body, null), SAVE_DELAY_MS)
        }),
        skipQuestion: fromPromise(async ({ input }) => later(skipResult(quiz, input.questionId, null))),
        endQuiz: fromPromise(async () =>
          later(quizResult(kind, scenario === 'timeRunningOut' ? 'expired' : 'completed')),
        ),
        exitQuiz: fromPromise(async () => {
          await later(null)
        }),
        ...(scenario === 'timeRunningOut' ? {} : { ticker: fromCallback(() => () => {}) }),
      },
    })
  }, [scenario])
  const eventPayloads: Record<string, QuizEvent> = {
    'answer.select': { type: 'answer.select', choiceId: RIGHT_CHOICE_ID },
    goTo: { type: 'goTo', position: 1 },
    'server.sync': { type: 'server.sync', quiz: makeQuiz({ questions: 3, choicesOnly: true }) },
  }
  // The table offers the model test's own paths (quiz.machine.paths.ts): QA replays what the test replays.
  return (
    <MachineDiagram
      machine={machine}
      key={scenario}
      input={{ quizId: QUIZ_ID }}
      eventPayloads={eventPayloads}
      paths={quizShortestPaths}
    />
  )
}

const meta = {
  title: 'Machines/Quiz',
  component: QuizDiagram,
  args: { scenario: 'evaluation' },
  argTypes: {
    scenario: { control: 'select', options: ['evaluation', 'practice', 'offline', 'timeRunningOut', 'loadFails'] },
  },
} satisfies Meta<typeof QuizDiagram>
export default meta
type Story = StoryObj<typeof meta>

const events = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Events accepted now' }))
const press = async (canvasElement: HTMLElement, type: string) =>
  userEvent.click(await events(canvasElement).findByRole('button', { name: type }))
const reaches = (canvasElement: HTMLElement, ...paths: string[]) =>
  waitFor(() => expect(highlighted(canvasElement)).toEqual(expect.arrayContaining(paths)))

/** Where QA starts: the quiz loaded, on its first question, nothing sent yet (no autoplay). */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inProgress.flow.question.answering', 'inProgress.outbox.idle')
    await expect(events(canvasElement).getByRole('button', { name: 'next' })).toBeInTheDocument()
  },
}

/** One row of the table: the shortest path to the end's confirmation, replayed with one click. */
export const ReplayAPath: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inProgress.flow.question.answering')
    await replayPath(canvasElement, 'inProgress.flow.confirmingEnd, inProgress.outbox.idle')
    await waitFor(() =>
      expect(highlighted(canvasElement)).toEqual(
        expect.arrayContaining(['inProgress.flow.confirmingEnd', 'inProgress.outbox.idle']),
      ),
    )
    await expect(events(canvasElement).getByRole('button', { name: 'end.confirm' })).toBeInTheDocument()
  },
}

/** Answer, save and continue, then end with a question left: the confirmation, then the end. */
export const Evaluation: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inProgress.flow.question.answering', 'inProgress.outbox.idle')
    await press(canvasElement, 'answer.select')
    await press(canvasElement, 'next')
    await reaches(canvasElement, 'inProgress.outbox.saving')
    await reaches(canvasElement, 'inProgress.flow.question.answering', 'inProgress.outbox.idle')
    await press(canvasElement, 'end')
    await reaches(canvasElement, 'inProgress.flow.confirmingEnd')
    await press(canvasElement, 'end.confirm')
    await reaches(canvasElement, 'completed')
  },
}

/** Submit waits for the server's check, then shows the feedback. */
export const Practice: Story = {
  args: { scenario: 'practice' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inProgress.flow.question.answering')
    await press(canvasElement, 'answer.select')
    await press(canvasElement, 'answer.submit')
    await reaches(canvasElement, 'inProgress.flow.question.checking')
    await reaches(canvasElement, 'inProgress.flow.question.feedback')
  },
}

/** Saves fail for want of a network: the answer stays queued and is retried. */
export const Offline: Story = {
  args: { scenario: 'offline' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inProgress.flow.question.answering')
    await press(canvasElement, 'answer.select')
    await press(canvasElement, 'next')
    await reaches(canvasElement, 'inProgress.outbox.retrying')
  },
}

/** Three seconds left: the clock runs out and the quiz ends as it stands. */
export const TimeRunningOut: Story = {
  args: { scenario: 'timeRunningOut' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inProgress.flow.question.answering')
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['completed']), { timeout: 8000 })
  },
}

/** Exit asks first, then discards the quiz. */
export const Exit: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inProgress.flow.question.answering')
    await press(canvasElement, 'exit')
    await reaches(canvasElement, 'inProgress.flow.confirmingExit')
    await press(canvasElement, 'exit.confirm')
    await reaches(canvasElement, 'exited')
  },
}

export const LoadFails: Story = {
  args: { scenario: 'loadFails' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'failed')
    await expect(events(canvasElement).getByRole('button', { name: 'retry' })).toBeInTheDocument()
  },
}
