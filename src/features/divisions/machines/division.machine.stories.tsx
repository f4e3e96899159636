import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MachineDiagram } from '@storybook-qa/machine-diagram'
import {
  highlightedStatePaths as highlighted,
  replayPath,
  statechartDrawn,
} from '@storybook-qa/machine-diagram/machine-diagram.testing'
import type { Division } from '../api/divisions'
import { divisionAfter, makeDivision, makeQuizSummary } from './division.fixtures'
import { divisionMachine } from './division.machine'

type Scenario = 'promotion' | 'roundGoesOn' | 'shortTestFailed' | 'stays' | 'relegation' | 'loadFails'

const STAND_IN_DELAY_MS = 300
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), STAND_IN_DELAY_MS))

/** What the server says after each quiz, per scenario: the division read after each step. */
const scripts: Record<Scenario, Division[]> = {
  promotion: [
    makeDivision({ quiz_number: 5, solved_quizzes: 4, remaining_quizzes: 1 }),
    divisionAfter('eligible_for_promotion'),
    divisionAfter('promoted'),
  ],
  roundGoesOn: [
    makeDivision({ quiz_number: 2, solved_quizzes: 1, remaining_quizzes: 4 }),
    makeDivision({ quiz_number: 3, solved_quizzes: 2, remaining_quizzes: 3 }),
  ],
  shortTestFailed: [divisionAfter('eligible_for_promotion'), divisionAfter('stayed')],
  stays: [makeDivision({ quiz_number: 5, solved_quizzes: 4, remaining_quizzes: 1 }), divisionAfter('stayed')],
  relegation: [makeDivision({ quiz_number: 5, solved_quizzes: 4, remaining_quizzes: 1 }), divisionAfter('relegated')],
  loadFails: [],
}

/** The real machine with a stand-in server that follows the scenario's script. */
function scriptedMachine(scenario: Scenario) {
  let reads = 0
  return divisionMachine.provide({
    actors: {
      loadDivision: fromPromise(async () => {
        const script = scripts[scenario]
        if (script.length === 0) throw new Error('Failed to fetch')
        const next = script[Math.min(reads, script.length - 1)]!
        reads += 1
        return later(next)
      }),
      startQuiz: fromPromise(async () => later(makeQuizSummary('division'))),
      startShortTest: fromPromise(async () => later(makeQuizSummary('short_test', 'qz_Sh0rT7eSt'))),
    },
  })
}

// QA drives the real machine; only the server is a stand-in. `quiz.ended` and `quiz.exited`
// stand for the quiz screen finishing.
function DivisionDiagram({ scenario }: { scenario: Scenario }) {
  const machine = useMemo(() => scriptedMachine(scenario), [scenario])
  return <MachineDiagram machine={machine} key={scenario} input={{ subject: 'math' }} />
}

const meta = {
  title: 'Machines/Division',
  component: DivisionDiagram,
  args: { scenario: 'promotion' },
  argTypes: {
    scenario: {
      control: 'select',
      options: ['promotion', 'roundGoesOn', 'shortTestFailed', 'stays', 'relegation', 'loadFails'],
    },
  },
} satisfies Meta<typeof DivisionDiagram>
export default meta
type Story = StoryObj<typeof meta>

const events = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Events accepted now' }))
const press = async (canvasElement: HTMLElement, type: string) =>
  userEvent.click(await events(canvasElement).findByRole('button', { name: type }))
const reaches = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(highlighted(canvasElement)).toEqual([state]))

/** The last quiz of the round reaches the threshold, the Short Test is passed: promoted. */
export const Promotion: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inLevel')
    await press(canvasElement, 'quiz.start')
    await reaches(canvasElement, 'quizRunning')
    await press(canvasElement, 'quiz.ended')
    await reaches(canvasElement, 'eligibleForPromotion')
    await press(canvasElement, 'shortTest.start')
    await reaches(canvasElement, 'shortTest')
    await press(canvasElement, 'quiz.ended')
    await reaches(canvasElement, 'promoted')
  },
}

/** A quiz in the middle of the round: its result, then the next quiz. */
export const RoundGoesOn: Story = {
  args: { scenario: 'roundGoesOn' },
  play: async ({ canvasElement }) => {
    await reaches(canvasElement, 'inLevel')
    await press(canvasElement, 'quiz.start')
    await reaches(canvasElement, 'quizRunning')
    await press(canvasElement, 'quiz.ended')
    await reaches(canvasElement, 'quizResult')
    await press(canvasElement, 'quiz.start')
    await reaches(canvasElement, 'quizRunning')
  },
}

/** A failed Short Test keeps the level. */
export const ShortTestFailed: Story = {
  args: { scenario: 'shortTestFailed' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'eligibleForPromotion')
    await press(canvasElement, 'shortTest.start')
    await reaches(canvasElement, 'shortTest')
    await press(canvasElement, 'quiz.ended')
    await reaches(canvasElement, 'stayed')
  },
}

/** A round in the middle band: the level is kept. */
export const Stays: Story = {
  args: { scenario: 'stays' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inLevel')
    await press(canvasElement, 'quiz.start')
    await reaches(canvasElement, 'quizRunning')
    await press(canvasElement, 'quiz.ended')
    await reaches(canvasElement, 'stayed')
  },
}

/** A low round: one level down. */
export const Relegation: Story = {
  args: { scenario: 'relegation' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'inLevel')
    await press(canvasElement, 'quiz.start')
    await reaches(canvasElement, 'quizRunning')
    await press(canvasElement, 'quiz.ended')
    await reaches(canvasElement, 'relegated')
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

/** The shortest path to `failed`, replayed from the table: the path answers for the load with an error. */
export const ReplayAPath: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await replayPath(canvasElement, 'failed')
    await waitFor(() => expect(highlighted(canvasElement)).toEqual(['failed']))
    await expect(events(canvasElement).getByRole('button', { name: 'retry' })).toBeInTheDocument()
  },
}
