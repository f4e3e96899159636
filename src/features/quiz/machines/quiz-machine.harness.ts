import { afterEach, beforeEach, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type InspectionEvent, type SnapshotFrom } from 'xstate'
import { QUIZ_ID, answerResult } from './quiz.fixtures'
import type { AnswerResult, Quiz } from './quiz-answers'
import {
  quizMachine,
  type PendingSave,
  type QuizError,
  type QuizEvent,
  type QuizResult,
  type SaveAnswerInput,
} from './quiz.machine'

// The quiz machine's tests drive a bare actor through this harness: the server is the test.

export type Snapshot = SnapshotFrom<typeof quizMachine>
export type ActorName = 'loadQuiz' | 'saveAnswer' | 'skipQuestion' | 'endQuiz' | 'exitQuiz'

interface Call {
  input: unknown
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
  settled: boolean
}

/** Lets timers and promise callbacks run, as the browser would between two things the learner does. */
export const settle = () => vi.advanceTimersByTimeAsync(0)

/**
 * A running quiz actor whose server calls wait until the test answers them (`respond`), with the
 * app's actions recorded. The ticker is off unless asked for: tests send `tick` themselves.
 */
export function start(
  options: {
    now?: () => number
    pendingSaves?: readonly PendingSave[]
    online?: boolean
    ticker?: boolean
    inspect?: (inspection: InspectionEvent) => void
  } = {},
) {
  const calls: Record<ActorName, Call[]> = { loadQuiz: [], saveAnswer: [], skipQuestion: [], endQuiz: [], exitQuiz: [] }
  const waitFor = <Output, Input>(name: ActorName) =>
    fromPromise<Output, Input>(
      ({ input }) =>
        new Promise<Output>((resolve, reject) =>
          calls[name].push({ input, resolve: resolve as (output: unknown) => void, reject, settled: false }),
        ),
    )
  const persisted: Array<readonly PendingSave[]> = []
  const notified: QuizError[] = []
  const machine = quizMachine.provide({
    actors: {
      loadQuiz: waitFor<Quiz, { quizId: string }>('loadQuiz'),
      saveAnswer: waitFor<AnswerResult, SaveAnswerInput>('saveAnswer'),
      skipQuestion: waitFor<AnswerResult, { quizId: string; questionId: string }>('skipQuestion'),
      endQuiz: waitFor<QuizResult, { quizId: string; confirmMissing: boolean }>('endQuiz'),
      exitQuiz: waitFor<void, { quizId: string }>('exitQuiz'),
      ...(options.ticker ? {} : { ticker: fromCallback(() => () => {}) }),
    },
    actions: {
      persistQueue: (_, params) => persisted.push(params.queue),
      notifyError: (_, params) => notified.push(params.error),
    },
  })
  const actor = createActor(machine, {
    input: {
      quizId: QUIZ_ID,
      now: options.now ?? (() => Date.now()),
      pendingSaves: options.pendingSaves,
      online: options.online,
    },
    inspect: options.inspect,
  }).start()

  const pending = (name: ActorName) => calls[name].filter((call) => !call.settled).at(-1)
  async function respond(name: ActorName, outcome: { output: unknown } | { error: unknown }) {
    const call = pending(name)
    if (!call) throw new Error(`no ${name} call is waiting`)
    call.settled = true
    if ('error' in outcome) call.reject(outcome.error)
    else call.resolve(outcome.output)
    await settle()
  }
  async function send(event: QuizEvent) {
    actor.send(event)
    await settle()
  }
  const context = () => actor.getSnapshot().context
  /** Answers the pending save with what the server would say about it. */
  const acceptSave = (remainingSeconds: number | null = 90) => {
    const call = pending('saveAnswer')
    const { questionId, body } = call?.input as { questionId: string; body: object }
    return respond('saveAnswer', { output: answerResult(context().quiz!, questionId, body, remainingSeconds) })
  }
  return { actor, calls, persisted, notified, respond, send, context, pending, acceptSave }
}

export async function startWith(quiz: Quiz, options: Parameters<typeof start>[0] = {}) {
  const run = start(options)
  await run.respond('loadQuiz', { output: quiz })
  return run
}

export const NOW = new Date('2026-11-23T12:00:00Z').getTime()

/** Every test runs on fake timers from NOW: retries, backoff and the ticker are stepped by hand. */
export function runOnFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())
}

export type QuizRun = ReturnType<typeof start>

export const value = (run: QuizRun) => run.actor.getSnapshot().value
export const onQuestion = (run: QuizRun, step: 'answering' | 'checking' | 'feedback') =>
  run.actor.getSnapshot().matches({ inProgress: { flow: { question: step } } })
