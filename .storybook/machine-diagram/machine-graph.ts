import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition, EventObject, StateValue } from 'xstate'

/** How a transition is triggered, as the diagram labels it. */
export type TriggerKind =
  | { kind: 'event'; eventType: string }
  | { kind: 'after'; delay: string }
  | { kind: 'done' }
  | { kind: 'always' }
  | { kind: 'actorDone'; actorId: string }
  | { kind: 'actorError'; actorId: string }

export interface TransitionView {
  trigger: TriggerKind
  /** Dotted paths of the targets from the root (`operating.red`); empty when the transition stays. */
  targets: string[]
  /** Name of the guard, when there is one. */
  guard?: string
}

/** A node's own path, dotted, without the machine id (`operating.red.walk`); '' for the root. */
export function pathOf(node: AnyStateNode): string {
  return node.path.join('.')
}

/** The child state nodes in document order. */
export function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[]
}

/** `['operating', 'red']` becomes `{ operating: 'red' }`, the shape `snapshot.matches()` takes. */
export function stateValueOf(path: readonly string[]): StateValue {
  const [head, ...rest] = path
  if (head === undefined) return {}
  return rest.length === 0 ? head : { [head]: stateValueOf(rest) }
}

/** Whether the snapshot is in this state node (the root always is). */
export function isActive(snapshot: AnyMachineSnapshot, node: AnyStateNode): boolean {
  return node.path.length === 0 || snapshot.matches(stateValueOf(node.path))
}

/** The active leaf states as dotted paths, one per parallel region (`operating.red.walk`). */
export function activePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value]
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [key]
      : activePaths(child).map((path) => `${key}.${path}`),
  )
}

/** XState's `not`, `and` and `or` are functions that keep the guards they combine. */
const COMBINATORS: Record<string, (names: string[]) => string> = {
  not: ([name]) => `!${name}`,
  and: (names) => names.join(' && '),
  or: (names) => names.join(' || '),
}

function guardName(guard: AnyTransitionDefinition['guard']): string | undefined {
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown }).guards
    const combine = COMBINATORS[guard.name]
    if (combine !== undefined && Array.isArray(combined)) {
      const names = combined.map((inner) => guardName(inner as AnyTransitionDefinition['guard']) ?? 'inline')
      return combine(guard.name === 'not' ? names : names.map((name) => (name.includes(' ') ? `(${name})` : name)))
    }
    return guard.name || 'inline'
  }
  return typeof guard.type === 'string' ? guard.type : 'inline'
}

function triggerOf(node: AnyStateNode, eventType: string): TriggerKind {
  if (eventType.startsWith('xstate.after.')) {
    const delayed = node.after.find((transition) => transition.eventType === eventType)
    const delay = delayed?.delay
    return { kind: 'after', delay: typeof delay === 'function' ? '?' : String(delay ?? '?') }
  }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'done' }
  if (eventType.startsWith('xstate.done.actor.'))
    return { kind: 'actorDone', actorId: eventType.slice('xstate.done.actor.'.length) }
  if (eventType.startsWith('xstate.error.actor.'))
    return { kind: 'actorError', actorId: eventType.slice('xstate.error.actor.'.length) }
  return { kind: 'event', eventType }
}

function viewOf(transition: AnyTransitionDefinition, trigger: TriggerKind): TransitionView {
  const guard = guardName(transition.guard)
  return {
    trigger,
    targets: (transition.target ?? []).map((target) => pathOf(target)),
    ...(guard === undefined ? {} : { guard }),
  }
}

/** Every transition leaving this node: events first, then delays and `onDone`, then `always`. */
export function transitionsOf(node: AnyStateNode): TransitionView[] {
  const views: TransitionView[] = []
  for (const [eventType, transitions] of node.transitions) {
    const trigger = triggerOf(node, eventType)
    for (const transition of transitions) views.push(viewOf(transition, trigger))
  }
  for (const transition of node.always ?? []) views.push(viewOf(transition, { kind: 'always' }))
  return views
}

/**
 * The event types a person can send: every named event of the machine, without XState's own.
 * Inner states come before their parents, so the buttons list the most specific events first.
 */
export function sendableEventTypes(root: AnyStateNode): string[] {
  const types = new Set<string>()
  const visit = (node: AnyStateNode) => {
    for (const child of childrenOf(node)) visit(child)
    for (const eventType of node.ownEvents as string[]) {
      if (!eventType.startsWith('xstate.') && !eventType.includes('*')) types.add(eventType)
    }
  }
  visit(root)
  return [...types]
}

/**
 * The events the snapshot would act on now, as `snapshot.can()` decides (guards included).
 * A guard that throws on a bare `{ type }` counts as not accepting it.
 */
export function acceptedEvents(
  snapshot: AnyMachineSnapshot,
  eventTypes: readonly string[],
  payloads: Readonly<Record<string, EventObject>> = {},
): string[] {
  if (snapshot.status !== 'active') return []
  return eventTypes.filter((type) => {
    try {
      return snapshot.can(payloads[type] ?? { type })
    } catch {
      return false
    }
  })
}
