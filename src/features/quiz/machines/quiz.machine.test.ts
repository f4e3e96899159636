import { getAdjacencyMap, type AdjacencyMap } from '@xstate/graph'
import { isApiError } from '~/api/api-error'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createActor,
  fromCallback,
  fromPromise,
  matchesState,
  type ActorScope,
  type AnyEventObject,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'
import {
  CHOICE_QUESTION_ID,
  QUIZ_ID,
  RESPONSE_QUESTION_ID,
  RIGHT_CHOICE_ID,
  RIGHT_RESPONSE,
  WRONG_CHOICE_ID,
  alreadyAnsweredError,
  answeredEverywhere,
  answerResult,
  answersMissingError,
  invalidAnswerError,
  makeQuiz,
  networkError,
  notFoundError,
  quizNotRunningError,
  quizResult,
  serverError,
  skipResult,
} from './quiz.fixtures'
import { questionMarks, type AnswerResult, type Quiz } from './quiz-answers'
import {
  quizMachine,
  type PendingSave,
  type QuizError,
  type QuizEvent,
  type QuizResult,
  type SaveAnswerInput,
} from './quiz.machine'
import { retryDelay } from './save-queue'

type Snapshot = SnapshotFrom<typeof quizMachine>
type ActorName = 'loadQuiz' | 'saveAnswer' | 'skipQuestion' | 'endQuiz' | 'exitQuiz'

interface Call {
  input: unknown
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
  settled: boolean
}

/** Lets timers and promise callbacks run, as the browser would between two things the learner does. */
const settle = () => vi.advanceTimersByTimeAsync(0)

/**
 * A running quiz actor whose server calls wait until the test answers them (`respond`), with the
 * app's actions recorded. The ticker is off unless asked for: tests send `tick` themselves.
 */
function start(
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

async function startWith(quiz: Quiz, options: Parameters<typeof start>[0] = {}) {
  const run = start(options)
  await run.respond('loadQuiz', { output: quiz })
  return run
}

const NOW = new Date('2026-11-23T12:00:00Z').getTime()

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

// ---------------------------------------------------------------------------------------------
// Model-based: paths generated from the machine's own graph drive a running actor through every
// state and every transition.
// ---------------------------------------------------------------------------------------------

/** The model's clock stands still; a quiz whose server says 0 seconds left is out of time. */
const MODEL_NOW = 0
const MODEL_INPUT = { quizId: QUIZ_ID, now: () => MODEL_NOW }

const at = (snapshot: Snapshot, path: string) => JSON.stringify(snapshot.value).includes(path)

/** The events QA could meet in a state, with the server's answers that matter for the flow. */
function modelEvents(snapshot: Snapshot): AnyEventObject[] {
  const { context } = snapshot
  const quiz = context.quiz ?? makeQuiz()
  const question = quiz.questions.find((item) => item.position === context.position)
  const sending = context.sending
  const quiet = context.online && context.queue.length === 0
  const timeUp = context.deadline !== null && context.deadline <= MODEL_NOW
  const variants: Record<string, AnyEventObject[]> = {
    'answer.select': [
      question?.format === 'student_produced'
        ? { type: 'answer.select', response: RIGHT_RESPONSE }
        : { type: 'answer.select', choiceId: RIGHT_CHOICE_ID },
    ],
    goTo: [{ type: 'goTo', position: context.position === 1 ? 2 : 1 }],
    'server.sync': [
      quiz,
      answeredEverywhere(quiz),
      makeQuiz({ status: 'completed' }),
      makeQuiz({ status: 'exited' }),
    ].map((fresh) => ({
      type: 'server.sync',
      quiz: fresh,
    })),
    'xstate.done.actor.loadQuiz': [
      makeQuiz(),
      makeQuiz({ kind: 'practice' }),
      makeQuiz({ remainingSeconds: 0 }),
      makeQuiz({ status: 'expired' }),
      makeQuiz({ status: 'exited' }),
    ].map((output) => ({ type: 'xstate.done.actor.loadQuiz', output })),
    'xstate.error.actor.loadQuiz': [networkError(), notFoundError()].map((error) => ({
      type: 'xstate.error.actor.loadQuiz',
      error,
    })),
    'xstate.done.actor.saveAnswer': [
      {
        type: 'xstate.done.actor.saveAnswer',
        output: answerResult(quiz, sending?.questionId ?? '', sending?.kind === 'answer' ? sending.body : {}),
      },
    ],
    'xstate.error.actor.saveAnswer': [networkError(), invalidAnswerError(), alreadyAnsweredError()].map((error) => ({
      type: 'xstate.error.actor.saveAnswer',
      error,
    })),
    'xstate.done.actor.skipQuestion': [
      { type: 'xstate.done.actor.skipQuestion', output: skipResult(quiz, sending?.questionId ?? '') },
    ],
    'xstate.error.actor.skipQuestion': [networkError(), notFoundError(), quizNotRunningError()].map((error) => ({
      type: 'xstate.error.actor.skipQuestion',
      error,
    })),
    'xstate.done.actor.endQuiz': [{ type: 'xstate.done.actor.endQuiz', output: quizResult() }],
    'xstate.error.actor.endQuiz': [
      networkError(),
      answersMissingError([2]),
      quizNotRunningError(),
      notFoundError(),
    ].map((error) => ({ type: 'xstate.error.actor.endQuiz', error })),
    'xstate.done.actor.exitQuiz': [{ type: 'xstate.done.actor.exitQuiz', output: {} }],
    'xstate.error.actor.exitQuiz': [networkError(), quizNotRunningError()].map((error) => ({
      type: 'xstate.error.actor.exitQuiz',
      error,
    })),
    'xstate.done.actor.resync': [quiz, makeQuiz({ status: 'completed' }), makeQuiz({ status: 'exited' })].map(
      (output) => ({ type: 'xstate.done.actor.resync', output }),
    ),
    'xstate.error.actor.resync': [{ type: 'xstate.error.actor.resync', error: networkError() }],
  }
  // Some events only matter in some states; offering them everywhere multiplies states, not cases.
  const offered = (type: string) => {
    if (type === 'offline') return context.online && (at(snapshot, '"saving"') || at(snapshot, 'loading'))
    if (type === 'online') return !context.online || at(snapshot, 'retrying')
    if (type === 'review.toggle') return quiet
    if (type === 'server.sync') return quiet && (at(snapshot, 'answering') || at(snapshot, 'feedback'))
    if (type === 'tick') return timeUp || (quiet && at(snapshot, 'answering'))
    return true
  }
  return (ownEventTypes(snapshot) as string[]).filter(offered).flatMap((type) => variants[type] ?? [{ type }])
}

/**
 * What tells states apart for the flow: the state value and the context the guards read. The
 * rest (which answer, which retry) would make the graph endless without adding cases.
 */
function modelKey(snapshot: Snapshot): string {
  const { context, value } = snapshot
  if (typeof value === 'string')
    return JSON.stringify([value, value === 'failed' ? context.error?.code : null, context.online])
  if (!('inProgress' in value)) return JSON.stringify([value])
  const outbox = [context.queue.length > 0, context.queue[0]?.kind ?? null, context.online]
  const timeUp = context.deadline !== null && context.deadline <= MODEL_NOW
  if (!at(snapshot, 'question')) return JSON.stringify([value, timeUp, ...outbox])
  const question = context.quiz?.questions.find((item) => item.position === context.position)
  const saved = question && context.saved[question.id]
  const practice = Boolean(context.quiz?.immediate_feedback)
  const locked = practice && saved !== undefined && (saved.choice_id !== null || saved.response !== null)
  const drafted =
    question?.format === 'multiple_choice' ? context.draft.choiceId !== null : context.draft.response !== ''
  const missing = Object.values(context.answers).some((answer) => answer.choice_id === null && answer.response === null)
  return JSON.stringify([value, practice, timeUp, context.position, drafted, locked, missing, ...outbox])
}

const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []),
  ...Object.values(node.states).flatMap((child) => transitionsOf(child as AnyStateNode)),
]
const stateNodesOf = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states).flatMap((child) => [child as AnyStateNode, ...stateNodesOf(child as AnyStateNode)])

/** A transition named the same in any copy of the machine (`provide` makes new node objects). */
function transitionId(transition: AnyTransitionDefinition): string {
  const { source } = transition
  const siblings = transition.eventType ? (source.transitions.get(transition.eventType) ?? []) : (source.always ?? [])
  return `${source.id} ${transition.eventType || 'always'} #${siblings.indexOf(transition)}`
}

const valueOfPath = (path: readonly string[]): StateValue =>
  path.length === 1 ? path[0]! : { [path[0]!]: valueOfPath(path.slice(1)) }

/**
 * The machine's graph, traversed once with @xstate/graph. Each transition the machine takes is
 * recorded with the (state, event) that first took it, and every state entered on the way, even
 * for a moment (an eventless step).
 */
function traverse() {
  const firstTaking = new Map<string, { from: Snapshot; event: AnyEventObject; next: Snapshot }>()
  const enteredValues: StateValue[] = []
  const traced = Object.create(quizMachine, {
    transition: {
      value: (snapshot: Snapshot, event: AnyEventObject, scope: ActorScope<Snapshot, QuizEvent>) => {
        const taken: string[] = []
        const system = Object.create(scope.system, {
          _sendInspectionEvent: {
            value: (inspection: InspectionEvent) => {
              if (inspection.type !== '@xstate.microstep') return
              enteredValues.push((inspection.snapshot as Snapshot).value)
              taken.push(...inspection._transitions.map(transitionId))
            },
          },
        })
        const next = quizMachine.transition(snapshot, event as QuizEvent, { ...scope, system })
        for (const id of taken) if (!firstTaking.has(id)) firstTaking.set(id, { from: snapshot, event, next })
        return next
      },
    },
  }) as typeof quizMachine
  const adjacency: AdjacencyMap<Snapshot, AnyEventObject> = getAdjacencyMap(traced, {
    input: MODEL_INPUT,
    events: modelEvents as never,
    serializeState: modelKey as never,
  })

  // Every state stands for the first concrete snapshot that reached it; the event that made
  // exactly that snapshot is its way in, so a path replays to the same context step by step.
  const wayIn = new Map<Snapshot, { from: Snapshot; event: AnyEventObject }>()
  for (const { state, transitions } of Object.values(adjacency)) {
    // Keys are branded strings, which `Object.values` does not see through.
    const edges = Object.values(transitions) as Array<{ event: AnyEventObject; state: Snapshot }>
    for (const { event, state: next } of edges) {
      if (!wayIn.has(next)) wayIn.set(next, { from: state, event })
    }
  }
  const initial = Object.values(adjacency)[0]!.state
  enteredValues.push(initial.value)
  function stepsTo(snapshot: Snapshot): Array<{ event: AnyEventObject; state: Snapshot }> {
    if (snapshot === initial) return []
    const parent = wayIn.get(snapshot)
    if (!parent) throw new Error(`no way into ${modelKey(snapshot)}`)
    return [...stepsTo(parent.from), { event: parent.event, state: snapshot }]
  }
  const pathTaking = (id: string) => {
    const { from, event, next } = firstTaking.get(id)!
    return [...stepsTo(from), { event, state: next }]
  }
  return { firstTaking, enteredValues, pathTaking }
}

const model = traverse()
const allTransitionIds = transitionsOf(quizMachine.root).map(transitionId)
const allStatePaths = stateNodesOf(quizMachine.root).map((node) => node.path)

/** An event as a test name shows it: `done:saveAnswer`, `error:endQuiz(409 answers-missing)`. */
function describeEvent(event: AnyEventObject): string {
  const type = event.type
    .replace(/^xstate\.(done|error)\.actor\./, '$1:')
    .replace(/^xstate\.after\.(\w+)\..*/, 'after:$1')
  if (isApiError(event.error)) return `${type}(${event.error.status} ${event.error.problem?.type?.split(':').at(-1)})`
  if (event.error) return `${type}(network)`
  const quiz = (event.output ?? event.quiz) as Quiz | undefined
  if (quiz?.questions)
    return `${type}(${quiz.kind} ${quiz.status}${quiz.remaining_seconds === 0 ? ', no time left' : ''})`
  return type
}

/** One path per transition of the machine, the same path serving several when it can. */
const modelPaths = [
  ...new Map(
    allTransitionIds
      .filter((id) => model.firstTaking.has(id))
      .map((id) => {
        const steps = model.pathTaking(id)
        return [
          JSON.stringify(steps.map((step) => step.event)),
          { id, name: steps.map((step) => describeEvent(step.event)).join(' → '), steps },
        ] as const
      }),
  ).values(),
]

function expectedRequest(name: ActorName, { context, value }: Snapshot): unknown {
  const { quizId, sending } = context
  if (name === 'saveAnswer')
    return { quizId, questionId: sending?.questionId, body: sending?.kind === 'answer' ? sending.body : {} }
  if (name === 'skipQuestion') return { quizId, questionId: sending?.questionId }
  if (name === 'endQuiz')
    return { quizId, confirmMissing: typeof value === 'object' && 'timeUp' in value ? true : context.confirmMissing }
  return { quizId }
}

async function replay(steps: Array<{ event: AnyEventObject; state: Snapshot }>) {
  const takenIds = new Set<string>()
  const run = start({
    now: () => MODEL_NOW,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === inspection.rootId)
        for (const transition of inspection._transitions) takenIds.add(transitionId(transition))
    },
  })
  await settle()
  let previous = run.actor.getSnapshot()
  for (const { event, state } of steps) {
    const [, kind, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) ?? []
    const name = (id === 'resync' ? 'loadQuiz' : id) as ActorName
    // The server is asked exactly what the model says it is asked.
    if (kind) expect(run.pending(name)?.input, `${name} request`).toEqual(expectedRequest(name, previous))
    if (kind === 'done') await run.respond(name, { output: event.output })
    else if (kind === 'error') await run.respond(name, { error: event.error })
    else if (event.type.startsWith('xstate.after.saveRetryDelay'))
      await vi.advanceTimersByTimeAsync(retryDelay(run.context().saveFailures))
    else if (event.type.startsWith('xstate.after.endRetryDelay'))
      await vi.advanceTimersByTimeAsync(retryDelay(run.context().endFailures))
    else await run.send(event as QuizEvent)

    const actual = run.actor.getSnapshot()
    expect(actual.value, `after ${event.type}`).toEqual(state.value)
    expect(JSON.stringify(actual.context), `context after ${event.type}`).toBe(JSON.stringify(state.context))
    previous = actual
  }
  // What the app keeps for a reload is always the machine's queue.
  if (run.persisted.length > 0) expect(run.persisted.at(-1)).toEqual(run.context().queue)
  return takenIds
}

describe('quizMachine model', () => {
  it('the traversal takes every transition and enters every state of the machine', () => {
    expect(allTransitionIds.filter((id) => !model.firstTaking.has(id))).toEqual([])
    const unentered = allStatePaths.filter(
      (path) => !model.enteredValues.some((value) => matchesState(valueOfPath(path), value)),
    )
    expect(unentered).toEqual([])
  })

  const taken = new Set<string>()
  it.each(modelPaths)('$id: $name', async ({ steps }) => {
    for (const id of await replay(steps)) taken.add(id)
  })

  it('the running actor took every transition on those paths', () => {
    expect(allTransitionIds.filter((id) => !taken.has(id))).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Focused: what the learner and the app see.
// ---------------------------------------------------------------------------------------------

const value = (run: ReturnType<typeof start>) => run.actor.getSnapshot().value
const onQuestion = (run: ReturnType<typeof start>, step: 'answering' | 'checking' | 'feedback') =>
  run.actor.getSnapshot().matches({ inProgress: { flow: { question: step } } })

describe('loading', () => {
  it('resumes a running quiz at its current position, with its answers and the server time left', async () => {
    const quiz = makeQuiz({ currentPosition: 2, remainingSeconds: 75 })
    quiz.questions[0]!.answer = { ...quiz.questions[0]!.answer, status: 'answered', choice_id: RIGHT_CHOICE_ID }
    const run = await startWith(quiz)
    expect(run.calls.loadQuiz[0]!.input).toEqual({ quizId: QUIZ_ID })
    expect(onQuestion(run, 'answering')).toBe(true)
    expect(run.context()).toMatchObject({ position: 2, remainingSeconds: 75, deadline: NOW + 75_000 })
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'answered', pending: false })
    expect(questionMarks(run.context().quiz, run.context().answers, run.context().position).map((m) => m.mark)).toEqual(
      ['answered', 'current'],
    )
  })

  it('a quiz whose time ran out while away opens as completed, for its report', async () => {
    const run = await startWith(makeQuiz({ status: 'expired', kind: 'practice' }))
    expect(run.actor.getSnapshot().status).toBe('done')
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'practice', endedAs: 'expired' })
  })

  it('an exited quiz ends as exited and forgets the saves kept for it', async () => {
    const leftover: PendingSave = {
      kind: 'answer',
      quizId: QUIZ_ID,
      questionId: CHOICE_QUESTION_ID,
      body: { choice_id: RIGHT_CHOICE_ID },
      revision: 3,
    }
    const run = start({ pendingSaves: [leftover] })
    await run.respond('loadQuiz', { output: makeQuiz({ status: 'exited' }) })
    expect(value(run)).toBe('exited')
    expect(run.persisted).toEqual([[]])
    expect(run.calls.saveAnswer).toEqual([])
  })

  it('a failed load shows an error code and loads again on retry, or by itself when back online', async () => {
    const run = start()
    await run.respond('loadQuiz', { error: notFoundError() })
    expect(value(run)).toBe('failed')
    expect(run.context().error).toEqual({ code: 'notFound', questionId: null })
    expect(run.notified).toEqual([{ code: 'notFound', questionId: null }])
    await run.send({ type: 'online' })
    expect(value(run)).toBe('failed')
    await run.send({ type: 'retry' })
    expect(value(run)).toBe('loading')
    await run.respond('loadQuiz', { error: networkError() })
    await run.send({ type: 'offline' })
    await run.send({ type: 'online' })
    expect(value(run)).toBe('loading')
    expect(run.calls.loadQuiz).toHaveLength(3)
  })
})

describe('clock', () => {
  it('counts down from the server time by the injected clock, every second of the ticker', async () => {
    const run = await startWith(makeQuiz({ remainingSeconds: 120 }), { ticker: true })
    await vi.advanceTimersByTimeAsync(3_000)
    expect(run.context().remainingSeconds).toBe(117)
  })

  it('takes the time left from every save answer, whichever way it moves the deadline', async () => {
    let now = NOW
    const run = await startWith(makeQuiz({ remainingSeconds: 120 }), { now: () => now })
    now += 10_000
    await run.send({ type: 'tick' })
    expect(run.context().remainingSeconds).toBe(110)

    // The server counted 100 s left when it saved (the tab had been asleep): its clock wins.
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.acceptSave(100)
    expect(run.context().deadline).toBe(now + 100_000)
    now += 1_000
    await run.send({ type: 'tick' })
    expect(run.context().remainingSeconds).toBe(99)

    // A later answer said 105 s (a slow network earlier): the server is still the truth.
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'next' })
    await run.acceptSave(105)
    expect(run.context().deadline).toBe(now + 105_000)
  })

  it('never adds time of its own: offline, the count goes on and reaching zero ends the quiz as it stands', async () => {
    let now = NOW
    const run = await startWith(makeQuiz({ remainingSeconds: 5 }), { now: () => now })
    await run.send({ type: 'offline' })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    now += 4_000
    await run.send({ type: 'tick' })
    expect(run.context().remainingSeconds).toBe(1)
    now += 1_000
    await run.send({ type: 'tick' })
    expect(value(run)).toEqual({ timeUp: 'ending' })
    expect(run.context().remainingSeconds).toBe(0)
    expect(run.pending('endQuiz')?.input).toEqual({ quizId: QUIZ_ID, confirmMissing: true })

    // Ending is the server's call too: a network failure retries with backoff, at once when online.
    await run.respond('endQuiz', { error: networkError() })
    expect(value(run)).toEqual({ timeUp: 'retrying' })
    await vi.advanceTimersByTimeAsync(retryDelay(1))
    expect(value(run)).toEqual({ timeUp: 'ending' })
    await run.respond('endQuiz', { error: networkError() })
    await run.send({ type: 'online' })
    await run.respond('endQuiz', { output: quizResult('evaluation', 'expired') })
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'evaluation', endedAs: 'expired' })
    // The answer that never left is dropped with the quiz, and the stored queue with it.
    expect(run.calls.saveAnswer).toEqual([])
    expect(run.persisted.at(-1)).toEqual([])
  })

  it('an untimed quiz has no clock and never times out', async () => {
    let now = NOW
    const run = await startWith(makeQuiz({ remainingSeconds: null }), { now: () => now })
    now += 10 * 3_600_000
    await run.send({ type: 'tick' })
    expect(run.context()).toMatchObject({ deadline: null, remainingSeconds: null })
    expect(onQuestion(run, 'answering')).toBe(true)
  })
})

describe('save queue', () => {
  it('saves the answer when the learner moves on, and persists the queue at every change', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    expect(run.calls.saveAnswer).toEqual([])
    await run.send({ type: 'next' })
    expect(run.context().position).toBe(2)
    expect(run.pending('saveAnswer')?.input).toEqual({
      quizId: QUIZ_ID,
      questionId: CHOICE_QUESTION_ID,
      body: { choice_id: RIGHT_CHOICE_ID },
    })
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'answered', pending: true })
    expect(run.persisted).toHaveLength(1)
    await run.acceptSave()
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'answered', pending: false })
    expect(run.persisted.at(-1)).toEqual([])
  })

  it('the latest answer of a question wins, even over the one on its way', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: WRONG_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.send({ type: 'previous' })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'review.toggle' })
    await run.send({ type: 'next' })
    // One entry for the question: the newest choice and the review mark together.
    expect(run.context().queue).toMatchObject([
      { questionId: CHOICE_QUESTION_ID, body: { choice_id: RIGHT_CHOICE_ID, marked_for_review: true } },
    ])
    await run.acceptSave()
    // The first save's answer does not remove the newer change: it is sent next.
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ choice_id: RIGHT_CHOICE_ID, pending: true })
    expect(run.pending('saveAnswer')?.input).toEqual({
      quizId: QUIZ_ID,
      questionId: CHOICE_QUESTION_ID,
      body: { choice_id: RIGHT_CHOICE_ID, marked_for_review: true },
    })
    await run.acceptSave()
    expect(run.context().queue).toEqual([])
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({
      choice_id: RIGHT_CHOICE_ID,
      marked_for_review: true,
      pending: false,
    })
    expect(run.calls.saveAnswer).toHaveLength(2)
  })

  it('keeps a save through network failures, retrying after 1, 2, 4 s… and at once when back online', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.respond('saveAnswer', { error: networkError() })
    expect(run.actor.getSnapshot().matches({ inProgress: { outbox: 'retrying' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(999)
    expect(run.calls.saveAnswer).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run.calls.saveAnswer).toHaveLength(2)
    await run.respond('saveAnswer', { error: serverError() })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(run.calls.saveAnswer).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(run.calls.saveAnswer).toHaveLength(3)

    await run.respond('saveAnswer', { error: networkError() })
    await run.send({ type: 'offline' })
    await vi.advanceTimersByTimeAsync(retryDelay(3))
    // Offline, the outbox waits instead of trying.
    expect(run.calls.saveAnswer).toHaveLength(3)
    await run.send({ type: 'online' })
    expect(run.calls.saveAnswer).toHaveLength(4)
    expect(run.context().queue).toHaveLength(1)
    await run.acceptSave()
    expect(run.context()).toMatchObject({ queue: [], saveFailures: 0, error: null })
    expect(run.notified).toEqual([])
  })

  it('drops a save the server refuses (4xx), with the error code for the UI', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'next' })
    await run.send({ type: 'answer.select', response: '12345678' })
    await run.send({ type: 'previous' })
    await run.respond('saveAnswer', { error: invalidAnswerError() })
    expect(run.context().queue).toEqual([])
    expect(run.context().error).toEqual({ code: 'invalidAnswer', questionId: RESPONSE_QUESTION_ID })
    expect(run.notified).toEqual([{ code: 'invalidAnswer', questionId: RESPONSE_QUESTION_ID }])
    expect(run.context().answers[RESPONSE_QUESTION_ID]).toMatchObject({ status: 'not_answered', response: null })
    expect(run.persisted.at(-1)).toEqual([])
  })

  it('sends the saves kept from an earlier visit once the quiz is loaded, and only this quiz’s', async () => {
    const kept: PendingSave[] = [
      {
        kind: 'answer',
        quizId: QUIZ_ID,
        questionId: CHOICE_QUESTION_ID,
        body: { choice_id: RIGHT_CHOICE_ID },
        revision: 7,
      },
      { kind: 'skip', quizId: 'qz_Other0000', questionId: RESPONSE_QUESTION_ID, revision: 2 },
    ]
    const run = start({ pendingSaves: kept })
    expect(run.context().queue).toEqual([kept[0]])
    expect(run.calls.saveAnswer).toEqual([])
    await run.respond('loadQuiz', { output: makeQuiz() })
    // The learner sees the kept answer at once, still to be confirmed, and resumes after it.
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ choice_id: RIGHT_CHOICE_ID, pending: true })
    expect(run.context().position).toBe(2)
    expect(run.context().draft).toEqual({ choiceId: null, response: '' })
    expect(run.pending('saveAnswer')?.input).toMatchObject({ body: { choice_id: RIGHT_CHOICE_ID } })
    await run.acceptSave()
    expect(run.persisted).toEqual([[]])
  })

  it('skips through the queue too, and an answer given later replaces the pending skip', async () => {
    const run = await startWith(makeQuiz(), { online: false })
    await run.send({ type: 'skip' })
    expect(run.context().position).toBe(2)
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'skipped', pending: true })
    await run.send({ type: 'goTo', position: 1 })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'goTo', position: 2 })
    expect(run.context().queue).toMatchObject([{ kind: 'answer', questionId: CHOICE_QUESTION_ID }])
    await run.send({ type: 'skip' })
    await run.send({ type: 'online' })
    expect(run.pending('saveAnswer')).toBeDefined()
    await run.acceptSave()
    expect(run.pending('skipQuestion')?.input).toEqual({ quizId: QUIZ_ID, questionId: RESPONSE_QUESTION_ID })
    await run.respond('skipQuestion', { output: skipResult(run.context().quiz!, RESPONSE_QUESTION_ID) })
    expect(run.context().answers[RESPONSE_QUESTION_ID]).toMatchObject({ status: 'skipped', pending: false })
  })
})

describe('idempotent saves', () => {
  it('saving what the server already has sends nothing', async () => {
    const quiz = makeQuiz()
    quiz.questions[0]!.answer = { ...quiz.questions[0]!.answer, status: 'answered', choice_id: RIGHT_CHOICE_ID }
    const run = await startWith(quiz)
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'answer.submit' })
    await run.send({ type: 'next' })
    await run.send({ type: 'previous' })
    expect(run.calls.saveAnswer).toEqual([])
    expect(run.persisted).toEqual([])
  })

  it('the same answer given twice is one save; a retried save is the same request', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'answer.submit' })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'answer.submit' })
    await run.send({ type: 'next' })
    expect(run.calls.saveAnswer).toHaveLength(1)
    expect(run.persisted).toHaveLength(1)
    await run.respond('saveAnswer', { error: networkError() })
    await run.send({ type: 'online' })
    expect(run.calls.saveAnswer.map((call) => call.input)).toEqual([
      run.calls.saveAnswer[0]!.input,
      run.calls.saveAnswer[0]!.input,
    ])
  })
})

describe('practice feedback', () => {
  it('submit waits for the server check, then shows correct or wrong with the explanation', async () => {
    const run = await startWith(makeQuiz({ kind: 'practice' }))
    await run.send({ type: 'answer.submit' })
    expect(onQuestion(run, 'answering')).toBe(true)
    await run.send({ type: 'answer.select', choiceId: WRONG_CHOICE_ID })
    // Moving around never saves a practice draft on its own.
    await run.send({ type: 'review.toggle' })
    expect(run.context().queue).toMatchObject([{ body: { marked_for_review: true } }])
    await run.acceptSave()
    await run.send({ type: 'answer.submit' })
    expect(onQuestion(run, 'checking')).toBe(true)
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'not_answered', pending: true })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    expect(run.context().draft.choiceId).toBe(WRONG_CHOICE_ID)
    await run.acceptSave()
    expect(onQuestion(run, 'feedback')).toBe(true)
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({
      status: 'wrong',
      feedback: { is_correct: false, correct_choice_id: RIGHT_CHOICE_ID },
    })
    expect(run.context().answers[CHOICE_QUESTION_ID]!.feedback?.explanation).toBeTruthy()
    await run.send({ type: 'next' })
    expect(run.context().position).toBe(2)
    await run.send({ type: 'previous' })
    expect(onQuestion(run, 'feedback')).toBe(true)
  })

  it('save and continue on an unchecked answer checks it first', async () => {
    const run = await startWith(makeQuiz({ kind: 'practice' }))
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    expect(onQuestion(run, 'checking')).toBe(true)
    expect(run.context().position).toBe(1)
    await run.acceptSave()
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'correct' })
    await run.send({ type: 'next' })
    expect(run.context().position).toBe(2)
  })

  it('an answer the server has locked already is read back from the server', async () => {
    const run = await startWith(makeQuiz({ kind: 'practice' }))
    await run.send({ type: 'answer.select', choiceId: WRONG_CHOICE_ID })
    await run.send({ type: 'answer.submit' })
    await run.respond('saveAnswer', { error: alreadyAnsweredError() })
    expect(run.actor.getSnapshot().matches({ inProgress: { outbox: 'resyncing' } })).toBe(true)
    expect(onQuestion(run, 'answering')).toBe(true)
    const fresh = makeQuiz({ kind: 'practice' })
    fresh.questions[0]!.answer = {
      ...fresh.questions[0]!.answer,
      status: 'correct',
      choice_id: RIGHT_CHOICE_ID,
      feedback: { is_correct: true, correct_choice_id: RIGHT_CHOICE_ID, accepted_answers: [], explanation: 'B.' },
    }
    await run.respond('loadQuiz', { output: fresh })
    expect(onQuestion(run, 'feedback')).toBe(true)
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'correct', choice_id: RIGHT_CHOICE_ID })
  })

  it('offline, the check waits in the queue and comes back after a reload', async () => {
    const run = await startWith(makeQuiz({ kind: 'practice' }), { online: false })
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'goTo', position: 2 })
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'answer.submit' })
    expect(onQuestion(run, 'checking')).toBe(true)
    const kept = run.persisted.at(-1)!

    const reloaded = start({ pendingSaves: kept })
    await reloaded.respond('loadQuiz', { output: makeQuiz({ kind: 'practice', currentPosition: 2 }) })
    expect(onQuestion(reloaded, 'checking')).toBe(true)
    await reloaded.acceptSave()
    expect(onQuestion(reloaded, 'feedback')).toBe(true)
    expect(reloaded.context().answers[RESPONSE_QUESTION_ID]).toMatchObject({ status: 'correct' })
  })
})

describe('exit', () => {
  it('asks first; cancelling keeps the draft', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'exit' })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: 'confirmingExit' } })).toBe(true)
    await run.send({ type: 'exit.cancel' })
    expect(onQuestion(run, 'answering')).toBe(true)
    expect(run.context().draft.choiceId).toBe(RIGHT_CHOICE_ID)
    expect(run.calls.exitQuiz).toEqual([])
  })

  it('discards every answer, the queued ones too, and awards nothing', async () => {
    const run = await startWith(makeQuiz(), { online: false })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.send({ type: 'exit' })
    await run.send({ type: 'exit.confirm' })
    expect(run.pending('exitQuiz')?.input).toEqual({ quizId: QUIZ_ID })
    await run.respond('exitQuiz', { output: { quiz_id: QUIZ_ID, status: 'exited', message: 'Quiz exited.' } })
    expect(run.actor.getSnapshot().status).toBe('done')
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'evaluation', endedAs: 'exited' })
    expect(run.persisted.at(-1)).toEqual([])
    expect(run.calls.saveAnswer).toEqual([])
    expect(run.calls.endQuiz).toEqual([])
  })

  it('a failed exit comes back to the question with the error code, to try again', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'exit' })
    await run.send({ type: 'exit.confirm' })
    await run.respond('exitQuiz', { error: networkError() })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: 'confirmingExit' } })).toBe(true)
    expect(run.context().error).toEqual({ code: 'network', questionId: null })
    await run.send({ type: 'exit.confirm' })
    expect(run.calls.exitQuiz).toHaveLength(2)
  })
})

describe('ending with missing answers', () => {
  it('asks to confirm, listing the unanswered questions, then ends with confirm_missing', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'end' })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: 'confirmingEnd' } })).toBe(true)
    expect(run.context().unansweredPositions).toEqual([2])
    // The draft was saved on the way.
    expect(run.context().queue).toHaveLength(1)
    await run.send({ type: 'end.cancel' })
    expect(onQuestion(run, 'answering')).toBe(true)
    await run.send({ type: 'end' })
    await run.send({ type: 'end.confirm' })
    // Every answer reaches the server before it scores.
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: { submitting: 'flushing' } } })).toBe(true)
    expect(run.calls.endQuiz).toEqual([])
    await run.acceptSave()
    expect(run.pending('endQuiz')?.input).toEqual({ quizId: QUIZ_ID, confirmMissing: true })
    await run.respond('endQuiz', { output: quizResult() })
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'evaluation', endedAs: 'completed' })
    expect(run.context().result?.points_earned).toBe(20)
  })

  it('from the confirmation, the learner can go to an unanswered question', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'end' })
    expect(run.context().unansweredPositions).toEqual([1, 2])
    await run.send({ type: 'goTo', position: 2 })
    expect(onQuestion(run, 'answering')).toBe(true)
    expect(run.context().position).toBe(2)
  })

  it('with every question answered, ends without asking', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.acceptSave()
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'end' })
    await run.acceptSave()
    expect(run.pending('endQuiz')?.input).toEqual({ quizId: QUIZ_ID, confirmMissing: false })
  })

  it('when the server counts answers missing after all, asks with its positions', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    await run.acceptSave()
    await run.send({ type: 'answer.select', response: RIGHT_RESPONSE })
    await run.send({ type: 'end' })
    await run.acceptSave()
    await run.respond('endQuiz', { error: answersMissingError([1]) })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: 'confirmingEnd' } })).toBe(true)
    expect(run.context().unansweredPositions).toEqual([1])
    expect(run.notified).toEqual([])
  })

  it('the learner may stop waiting for saves that cannot go out', async () => {
    const run = await startWith(makeQuiz(), { online: false })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'end' })
    await run.send({ type: 'end.confirm' })
    expect(run.actor.getSnapshot().matches({ inProgress: { flow: { submitting: 'flushing' } } })).toBe(true)
    await run.send({ type: 'end.cancel' })
    expect(onQuestion(run, 'answering')).toBe(true)
    expect(run.context().queue).toHaveLength(1)
  })
})

describe('server sync', () => {
  it('a fresh copy replaces the answers but keeps the place and the queued changes', async () => {
    const run = await startWith(makeQuiz(), { online: false })
    await run.send({ type: 'answer.select', choiceId: RIGHT_CHOICE_ID })
    await run.send({ type: 'next' })
    const fresh = makeQuiz({ remainingSeconds: 30 })
    fresh.questions[1]!.answer = { ...fresh.questions[1]!.answer, status: 'answered', response: '7' }
    await run.send({ type: 'server.sync', quiz: fresh })
    expect(run.context()).toMatchObject({ position: 2, remainingSeconds: 30 })
    expect(run.context().answers[CHOICE_QUESTION_ID]).toMatchObject({ status: 'answered', pending: true })
    expect(run.context().answers[RESPONSE_QUESTION_ID]).toMatchObject({ status: 'answered', response: '7' })
  })

  it('a copy that says the quiz is over ends it', async () => {
    const run = await startWith(makeQuiz())
    await run.send({ type: 'server.sync', quiz: makeQuiz({ status: 'completed' }) })
    expect(run.actor.getSnapshot().output).toEqual({ quizId: QUIZ_ID, kind: 'evaluation', endedAs: 'completed' })
  })
})
