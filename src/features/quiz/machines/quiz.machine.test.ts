import { getAdjacencyMap, type AdjacencyMap } from '@xstate/graph'
import { isApiError } from '~/api/api-error'
import { describe, expect, it, vi } from 'vitest'
import {
  matchesState,
  type ActorScope,
  type AnyEventObject,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type StateValue,
} from 'xstate'
import type { Quiz } from './quiz-answers'
import { quizMachine, type QuizEvent } from './quiz.machine'
import { retryDelay } from './save-queue'
import { settle, start, runOnFakeClock, type ActorName, type Snapshot } from './quiz-machine.harness'
import { MODEL_INPUT, MODEL_NOW, modelEvents, modelKey, quizShortestPaths } from './quiz.machine.paths'

runOnFakeClock()

// ---------------------------------------------------------------------------------------------
// Model-based: paths generated from the machine's own graph drive a running actor through every
// state and every transition.
// ---------------------------------------------------------------------------------------------

// The clock, the events and their server answers are the model's, shared with the diagram.
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

type Run = ReturnType<typeof start>

/** Takes one step of a path on the running actor: an actor's answer, a timer, or an event sent. */
async function dispatch(run: Run, event: AnyEventObject, previous: Snapshot) {
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
    await dispatch(run, event, previous)
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

// The table of QA's diagram offers these same paths (quiz.machine.paths.ts): each must replay on a
// running actor, answered by the stand-in server, to the state it promises.
describe("quizMachine shortest paths (the diagram's table)", () => {
  it('has one path per state, the final ones included', () => {
    const reached = quizShortestPaths.map((path) => path.target.join(', '))
    expect(new Set(reached).size).toBe(reached.length)
    expect(reached).toEqual(expect.arrayContaining(['loading', 'failed', 'completed', 'exited']))
  })

  it.each(quizShortestPaths.map((path) => ({ ...path, name: path.target.join(', ') })))('$name', async (path) => {
    const run = start({ now: () => MODEL_NOW })
    await settle()
    for (const event of path.events) await dispatch(run, event, run.actor.getSnapshot())
    expect(run.actor.getSnapshot().value).toEqual(path.value)
  })
})
