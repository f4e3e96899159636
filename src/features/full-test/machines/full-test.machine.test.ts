import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import type { FullTest } from '../api/full-tests'
import { makeTest, networkError, stageChangedError } from './full-test.fixtures'
import { fullTestMachine, type FullTestEvent } from './full-test.machine'

type State = Parameters<SnapshotFrom<typeof fullTestMachine>['matches']>[0]

/**
 * The machine with a scripted server: each read answers the next test of `reads` (the last one
 * repeats), each move the next of `moves`.
 */
function run(reads: (FullTest | Error)[], moves: (FullTest | Error)[] = []) {
  const calls = { reads: 0, moves: [] as number[], leaves: 0 }
  const next = (list: (FullTest | Error)[], index: number) => {
    const value = list[Math.min(index, list.length - 1)]!
    if (value instanceof Error) throw value
    return value
  }
  const actor = createActor(
    fullTestMachine.provide({
      actors: {
        loadTest: fromPromise(async () => next(reads, calls.reads++)),
        advanceTest: fromPromise(async ({ input }) => {
          calls.moves.push(input.fromStage)
          return next(moves, calls.moves.length - 1)
        }),
        leaveTest: fromPromise(async () => {
          calls.leaves++
          return makeTest({ status: 'exited' })
        }),
      },
    }),
    { input: { testId: 'ft_Q8vN3kLp2Ws' } },
  )
  actor.start()
  const settle = (state: State) => waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: 1000 })
  const send = (event: FullTestEvent) => actor.send(event)
  return { actor, settle, send, calls }
}

describe('full test machine', () => {
  it('walks module 1, the routed module 2, the break, Math, and finishes', async () => {
    const { actor, settle, send, calls } = run(
      [makeTest()],
      [
        makeTest({ stage: 1 }),
        makeTest({ stage: 2 }),
        makeTest({ stage: 3 }),
        makeTest({ stage: 4 }),
        makeTest({ stage: 5 }),
      ],
    )
    await settle('module')
    send({ type: 'module.done' })
    await settle('module')
    expect(actor.getSnapshot().context.test?.stages[1]?.route).toBe('harder')
    send({ type: 'module.done' })
    await settle('onBreak')
    send({ type: 'break.resume' })
    await settle('module')
    send({ type: 'module.done' })
    await settle('module')
    send({ type: 'module.done' })
    await settle('finished')
    // Each move named the stage the screen showed.
    expect(calls.moves).toEqual([0, 1, 2, 3, 4])
    expect(actor.getSnapshot().context.test?.score?.total.score).toBe(1130)
  })

  it('ends the break by itself when its time is up', async () => {
    const { settle, calls } = run([makeTest({ stage: 2, breakSeconds: 0 })], [makeTest({ stage: 3 })])
    await settle('module')
    expect(calls.moves).toEqual([2])
  })

  it('moves on from a module that ended while the screen was away (another device, or its clock)', async () => {
    const { settle, calls } = run([makeTest({ stage: 0, moduleDone: true })], [makeTest({ stage: 1 })])
    await settle('module')
    expect(calls.moves).toEqual([0])
  })

  it('reads the test again when a move finds it moved on already (409), and follows it', async () => {
    const { settle, send, calls } = run([makeTest(), makeTest({ stage: 2 })], [stageChangedError()])
    await settle('module')
    send({ type: 'module.done' })
    await settle('onBreak')
    expect(calls).toMatchObject({ reads: 2, moves: [0] })
  })

  it('fails on a network error and tries again on retry; leaving ends it without a score', async () => {
    const { actor, settle, send, calls } = run([networkError(), makeTest()])
    await settle('failed')
    send({ type: 'retry' })
    await settle('module')
    send({ type: 'test.leave' })
    await settle('left')
    expect(calls.leaves).toBe(1)
    expect(actor.getSnapshot().context.test?.status).toBe('exited')
  })

  it('lands on the report for a finished test and on "left" for an exited one', async () => {
    await run([makeTest({ stage: 5 })]).settle('finished')
    await run([makeTest({ status: 'exited' })]).settle('left')
  })
})
