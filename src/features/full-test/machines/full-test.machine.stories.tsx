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
import type { FullTest } from '../api/full-tests'
import { makeTest, stageChangedError } from './full-test.fixtures'
import { fullTestMachine } from './full-test.machine'

type Scenario = 'wholeTest' | 'breakRunsOut' | 'movedOnElsewhere' | 'loadFails'

const STAND_IN_DELAY_MS = 300
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), STAND_IN_DELAY_MS))

/** What the server answers per scenario: the reads of the test, and each move in turn. */
const scripts: Record<Scenario, { reads: FullTest[]; moves: (FullTest | Error)[] }> = {
  wholeTest: {
    reads: [makeTest()],
    moves: [1, 2, 3, 4, 5].map((stage) => makeTest({ stage })),
  },
  breakRunsOut: { reads: [makeTest({ stage: 2, breakSeconds: 2 })], moves: [makeTest({ stage: 3 })] },
  movedOnElsewhere: { reads: [makeTest(), makeTest({ stage: 2 })], moves: [stageChangedError()] },
  loadFails: { reads: [], moves: [] },
}

/** The real machine with a stand-in server that follows the scenario's script. */
function scriptedMachine(scenario: Scenario) {
  let reads = 0
  let moves = 0
  const { reads: readList, moves: moveList } = scripts[scenario]
  return fullTestMachine.provide({
    actors: {
      loadTest: fromPromise(async () => {
        if (readList.length === 0) throw new Error('Failed to fetch')
        return later(readList[Math.min(reads++, readList.length - 1)]!)
      }),
      advanceTest: fromPromise(async () => {
        const next = moveList[Math.min(moves++, moveList.length - 1)]!
        await later(null)
        if (next instanceof Error) throw next
        return next
      }),
      leaveTest: fromPromise(async () => later(makeTest({ status: 'exited' }))),
    },
  })
}

// QA drives the real machine; only the server is a stand-in. `module.done` stands for the quiz screen
// finishing a module (submitted, or its clock ran out).
function FullTestDiagram({ scenario }: { scenario: Scenario }) {
  const machine = useMemo(() => scriptedMachine(scenario), [scenario])
  return <MachineDiagram machine={machine} key={scenario} input={{ testId: 'ft_Q8vN3kLp2Ws' }} />
}

const meta = {
  title: 'Machines/Full Test',
  component: FullTestDiagram,
  args: { scenario: 'wholeTest' },
  argTypes: {
    scenario: { control: 'select', options: ['wholeTest', 'breakRunsOut', 'movedOnElsewhere', 'loadFails'] },
  },
} satisfies Meta<typeof FullTestDiagram>
export default meta
type Story = StoryObj<typeof meta>

const events = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Events accepted now' }))
const press = async (canvasElement: HTMLElement, type: string) =>
  userEvent.click(await events(canvasElement).findByRole('button', { name: type }))
const reaches = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(highlighted(canvasElement)).toEqual([state]))

/** Module 1, the routed module 2, the break ended early, the two Math modules: scored. */
export const WholeTest: Story = {
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'module')
    await press(canvasElement, 'module.done')
    await reaches(canvasElement, 'module')
    await press(canvasElement, 'module.done')
    await reaches(canvasElement, 'onBreak')
    await press(canvasElement, 'break.resume')
    await reaches(canvasElement, 'module')
    await press(canvasElement, 'module.done')
    await reaches(canvasElement, 'module')
    await press(canvasElement, 'module.done')
    await reaches(canvasElement, 'finished')
  },
}

/** The break's clock runs out: Math starts by itself. */
export const BreakRunsOut: Story = {
  args: { scenario: 'breakRunsOut' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'onBreak')
    await reaches(canvasElement, 'module')
  },
}

/** The test moved on on another device: the move is refused (409), the test read again and followed. */
export const MovedOnElsewhere: Story = {
  args: { scenario: 'movedOnElsewhere' },
  play: async ({ canvasElement }) => {
    await statechartDrawn(canvasElement)
    await reaches(canvasElement, 'module')
    await press(canvasElement, 'module.done')
    await reaches(canvasElement, 'onBreak')
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
