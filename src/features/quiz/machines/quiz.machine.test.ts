import { getAdjacencyMap, type AdjacencyMap } from '@xstate/graph'
import { isApiError } from '~/api/api-error'
import { describe, expect, it, vi } from 'vitest'
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  matchesState,
  type ActorScope,
  type AnyEventObject,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type StateValue,
} from 'xstate'
import {
  QUIZ_ID,
  RIGHT_CHOICE_ID,
  RIGHT_RESPONSE,
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
  skipResult,
} from './quiz.fixtures'
import type { Quiz } from './quiz-answers'
import { quizMachine, type QuizEvent } from './quiz.machine'
import { retryDelay } from './save-queue'
import { settle, start, runOnFakeClock, type ActorName, type Snapshot } from './quiz-machine.harness'

runOnFakeClock()

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
