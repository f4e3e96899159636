import { assign, fromPromise, setup } from 'xstate'
import { isApiError } from '~/api/api-error'
import type { FullTest } from '../api/full-tests'

/**
 * A full-length test's flow (issue 17): module 1 of Reading and Writing, the module 2 its result
 * routes to, the break, the two Math modules, then the report. The server keeps the test and decides
 * every move (`POST /full-tests/{id}/advance` from the stage the screen shows); the machine reads the
 * test and follows it, so a module submitted or timed out on another device, or a break ended there,
 * lands in the same place. A move refused because the test moved on already (409) reads it again.
 */

export interface FullTestContext {
  testId: string
  test: FullTest | null
  error: unknown
}

export type FullTestEvent =
  /** The module's quiz screen finished the module (submitted, or its clock ran out). */
  | { type: 'module.done' }
  /** The learner ends the break early. */
  | { type: 'break.resume' }
  /** The learner leaves the whole test (confirmed on screen). */
  | { type: 'test.leave' }
  | { type: 'retry' }

const runningStage = (test: FullTest | null) =>
  test?.status === 'in_progress' ? (test.stages[test.stage] ?? null) : null

/** Conflicts that mean "the test is not where the screen thought": read it again. */
const isStale = (error: unknown) =>
  isApiError(error) &&
  error.status === 409 &&
  ['urn:exam-prep:problem:full-test-stage-changed', 'urn:exam-prep:problem:full-test-module-running'].includes(
    error.problem?.type ?? '',
  )

export const fullTestMachine = setup({
  types: {
    context: {} as FullTestContext,
    events: {} as FullTestEvent,
    input: {} as { testId: string },
  },
  actors: {
    loadTest: fromPromise<FullTest, { testId: string }>(async () => {
      throw new Error('loadTest is provided by the page')
    }),
    advanceTest: fromPromise<FullTest, { testId: string; fromStage: number }>(async () => {
      throw new Error('advanceTest is provided by the page')
    }),
    leaveTest: fromPromise<FullTest, { testId: string }>(async () => {
      throw new Error('leaveTest is provided by the page')
    }),
  },
  actions: {
    storeTest: assign((_, test: FullTest) => ({ test, error: null })),
    storeError: assign((_, params: { cause: unknown }) => ({ error: params.cause })),
  },
  guards: {
    isFinished: ({ context }) => context.test?.status === 'completed',
    isLeft: ({ context }) => context.test?.status === 'exited',
    isModuleRunning: ({ context }) => Boolean(context.test?.current_quiz_id),
    isOnBreak: ({ context }) => runningStage(context.test)?.kind === 'break',
    isStale: (_, params: { error: unknown }) => isStale(params.error),
  },
  delays: {
    /** The break's time left by the server's clock. */
    breakLeft: ({ context }) => Math.max(0, context.test?.break_remaining_seconds ?? 0) * 1000,
  },
}).createMachine({
  id: 'fullTest',
  context: ({ input }) => ({ testId: input.testId, test: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTest',
        src: 'loadTest',
        input: ({ context }) => ({ testId: context.testId }),
        onDone: { target: 'routing', actions: { type: 'storeTest', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) } },
      },
    },
    /** Where the server's test puts the learner. */
    routing: {
      always: [
        { guard: 'isFinished', target: 'finished' },
        { guard: 'isLeft', target: 'left' },
        { guard: 'isModuleRunning', target: 'module' },
        { guard: 'isOnBreak', target: 'onBreak' },
        // A module that ended (submitted, or its clock ran out) while the screen was away.
        { target: 'advancing' },
      ],
    },
    /** A module runs: the quiz screen has it. */
    module: {
      on: {
        'module.done': 'advancing',
        'test.leave': 'leaving',
      },
    },
    /** The break between sections: it ends by itself, or early. */
    onBreak: {
      after: { breakLeft: 'advancing' },
      on: {
        'break.resume': 'advancing',
        'test.leave': 'leaving',
      },
    },
    advancing: {
      invoke: {
        id: 'advanceTest',
        src: 'advanceTest',
        input: ({ context }) => ({ testId: context.testId, fromStage: context.test?.stage ?? 0 }),
        onDone: { target: 'routing', actions: { type: 'storeTest', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) }, target: 'loading' },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) } },
        ],
      },
    },
    leaving: {
      invoke: {
        id: 'leaveTest',
        src: 'leaveTest',
        input: ({ context }) => ({ testId: context.testId }),
        onDone: { target: 'left', actions: { type: 'storeTest', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) } },
      },
    },
    /** Scored: the report follows. */
    finished: { type: 'final' },
    /** Left: nothing scored. */
    left: { type: 'final' },
    failed: { on: { retry: 'loading' } },
  },
})
