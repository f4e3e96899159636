import { shortestPaths } from '@storybook-qa/machine-diagram/machine-paths'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import type { FullTest } from '../api/full-tests'
import { makeTest, networkError, stageChangedError } from './full-test.fixtures'
import { fullTestMachine, type FullTestEvent } from './full-test.machine'

/**
 * The model: every event the machine can meet in a state, with the server's answers that matter
 * (a test at each kind of stage, a stale move, a network failure). The shortest path to every state
 * is replayed on a running actor whose server answers as the path says.
 */
const testsServed: FullTest[] = [
  makeTest(),
  makeTest({ stage: 2 }),
  makeTest({ stage: 1, moduleDone: true }),
  makeTest({ stage: 5 }),
  makeTest({ status: 'exited' }),
]
const modelEvents: AnyEventObject[] = [
  ...testsServed.map((output) => ({ type: 'xstate.done.actor.loadTest', output })),
  { type: 'xstate.error.actor.loadTest', error: networkError() },
  ...testsServed.map((output) => ({ type: 'xstate.done.actor.advanceTest', output })),
  { type: 'xstate.error.actor.advanceTest', error: stageChangedError() },
  { type: 'xstate.error.actor.advanceTest', error: networkError() },
  { type: 'xstate.done.actor.leaveTest', output: makeTest({ status: 'exited' }) },
  { type: 'xstate.error.actor.leaveTest', error: networkError() },
  { type: 'module.done' },
  { type: 'break.resume' },
  { type: 'test.leave' },
  { type: 'retry' },
]

const paths = shortestPaths(fullTestMachine, {
  input: { testId: 'ft_Q8vN3kLp2Ws' },
  // The break's own clock is a delayed event, not offered here: its scenario test covers it
  // (full-test.machine.test.ts).
  events: modelEvents,
})

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** A running actor whose invoked calls wait for the path to answer them. */
function start() {
  const pending: Record<string, Pending[]> = { loadTest: [], advanceTest: [], leaveTest: [] }
  const call = (name: string) =>
    fromPromise(() => new Promise((resolve, reject) => pending[name]!.push({ resolve, reject })))
  const actor = createActor(
    fullTestMachine.provide({
      actors: {
        loadTest: call('loadTest') as never,
        advanceTest: call('advanceTest') as never,
        leaveTest: call('leaveTest') as never,
      },
    }),
    { input: { testId: 'ft_Q8vN3kLp2Ws' } },
  )
  actor.start()
  return { actor, pending }
}

describe("fullTestMachine shortest paths (the diagram's table)", () => {
  it('reaches every state: the stages, the moves, the ends and the failure', () => {
    const reached = paths.map((path) => path.target.join(', '))
    expect(reached).toEqual(
      expect.arrayContaining(['loading', 'module', 'onBreak', 'advancing', 'leaving', 'finished', 'left', 'failed']),
    )
  })

  it.each(paths.map((path) => ({ ...path, name: path.target.join(', ') })))('$name', async (path) => {
    const { actor, pending } = start()
    for (const event of path.events) {
      const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
      if (!answer) {
        actor.send(event as FullTestEvent)
        continue
      }
      const [, outcome, name] = answer
      await waitFor(actor, () => pending[name!]!.length > 0, { timeout: 1000 })
      const call = pending[name!]!.shift()!
      if (outcome === 'done') call.resolve((event as unknown as { output: unknown }).output)
      else call.reject((event as unknown as { error: unknown }).error)
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(actor.getSnapshot().value).toEqual(path.value)
  })
})
