import { getShortestPaths } from '@xstate/graph'
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate'
import { activePaths } from './machine-graph'

/** The shortest way from the initial state to one state of the machine. */
export interface MachinePath {
  /** The state reached, as its active leaf paths (`operating.red.walk`; one per parallel region). */
  target: string[]
  /** The state value reached, to compare with a running actor's snapshot. */
  value: StateValue
  /** The events to send, in order, from a fresh actor (`xstate.init` left out). */
  events: AnyEventObject[]
}

export interface MachinePathOptions {
  /** The machine's input, as the running actor gets it. @default undefined */
  input?: unknown
  /**
   * The events to try in a state, with their payloads. A list gives the payload per event type
   * (types it does not name are tried as a bare `{ type }`); a function replaces the list for that
   * state. Invoked actors answer through `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
   * events: give them with their `output` / `error` here. @default []
   */
  events?: readonly EventObject[] | ((snapshot: AnyMachineSnapshot) => readonly EventObject[])
  /**
   * What makes two snapshots different states while exploring (the context a guard reads, say).
   * The list keeps the shortest path per state value either way. @default the state value alone
   */
  serializeState?: (snapshot: AnyMachineSnapshot) => string
}

/**
 * The machine with a forgiving `transition`: an event the machine cannot take with the payload
 * given (an action that reads a missing `output`, say) leaves the state as it was, rather than
 * ending the whole traversal.
 */
function forgiving(machine: AnyStateMachine): AnyStateMachine {
  return Object.create(machine, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: unknown) => {
        try {
          const next = machine.transition(snapshot, event, scope as never) as AnyMachineSnapshot
          return next.status === 'error' ? snapshot : next
        } catch {
          return snapshot
        }
      },
    },
  }) as AnyStateMachine
}

const byValue = (snapshot: { value: StateValue }) => JSON.stringify(snapshot.value)

/**
 * The shortest event sequence to every state the machine can reach, from `@xstate/graph`'s
 * `getShortestPaths`. The diagram's table and the machines' model tests both read this list, so
 * QA replays exactly the paths the tests replay.
 */
export function shortestPaths(machine: AnyStateMachine, options: MachinePathOptions = {}): MachinePath[] {
  const { input, events = [], serializeState = byValue } = options
  const eventsIn =
    typeof events === 'function'
      ? events
      : (snapshot: AnyMachineSnapshot) =>
          (ownEventTypes(snapshot) as string[])
            .filter((type) => !type.includes('*'))
            .flatMap((type) => {
              const given = events.filter((event) => event.type === type)
              return given.length > 0 ? given : [{ type }]
            })
  const paths = getShortestPaths(forgiving(machine), {
    input,
    events: eventsIn as never,
    serializeState: serializeState as never,
  })
  return paths
    .map((path) => {
      const snapshot = path.state as AnyMachineSnapshot
      return {
        target: activePaths(snapshot.value),
        value: snapshot.value,
        events: path.steps.map((step) => step.event as AnyEventObject).filter((event) => event.type !== 'xstate.init'),
      }
    })
    .sort((a, b) => a.events.length - b.events.length || a.target.join().localeCompare(b.target.join()))
    .filter((path, index, all) => all.findIndex((other) => byValue(other) === byValue(path)) === index)
}

/** An event as a path lists it: `register.submit`, `done:register`, `error:loadQuiz`, `after:throttle`. */
export function shortEventName(type: string): string {
  return type
    .replace(/^xstate\.(done|error)\.actor\./, '$1:')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1')
    .replace(/^xstate\.done\.state\..*$/, 'done')
}
