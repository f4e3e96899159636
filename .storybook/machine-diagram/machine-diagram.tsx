import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, InputFrom, InspectionEvent } from 'xstate'
import { Button } from '~/ui/button'
import {
  acceptedEvents,
  activePaths,
  childrenOf,
  isActive,
  pathOf,
  sendableEventTypes,
  transitionsOf,
  type TransitionView,
} from './machine-graph'

// The log shows the latest events without scrolling, so it needs no focus stop of its own.
const LOG_LIMIT = 12

export interface MachineDiagramProps<TMachine extends AnyStateMachine> {
  /** Any XState v5 machine; it is drawn from its definition and run as a live actor. */
  machine: TMachine
  /** Implementations swapped in with `machine.provide()` (actors that resolve at once, say). @default undefined */
  implementations?: Parameters<TMachine['provide']>[0]
  /** Input for the actor, when the machine takes one. @default undefined */
  input?: InputFrom<TMachine>
  /** Events to send for types that carry more than `type`, keyed by type. @default {} */
  eventPayloads?: Readonly<Record<string, EventObject>>
}

interface LogEntry {
  id: number
  eventType: string
  state: string
}

const styles = {
  // The brand's primary green (spec §9) for the highlight; <html> sets no palette.
  root: css({
    colorPalette: 'green',
    display: 'flex',
    flexDir: 'column',
    gap: '4',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    bg: 'bg.default',
    maxW: '5xl',
  }),
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' }),
  title: css({ fontWeight: 'semibold', textStyle: 'lg' }),
  layout: css({ display: 'flex', gap: '6', flexWrap: 'wrap', alignItems: 'flex-start' }),
  diagram: css({ flex: '2 1 22rem', minW: '0', display: 'flex', flexDir: 'column', gap: '2' }),
  side: css({ flex: '1 1 16rem', minW: '0', display: 'flex', flexDir: 'column', gap: '4' }),
  panel: css({ display: 'flex', flexDir: 'column', gap: '2' }),
  caption: css({ fontWeight: 'semibold', textStyle: 'sm', color: 'fg.muted' }),
  stateList: css({ display: 'flex', flexDir: 'column', gap: '2' }),
  nested: css({
    display: 'flex',
    flexDir: 'column',
    gap: '2',
    ps: '5',
    mt: '2',
    borderInlineStartWidth: '2px',
    borderColor: 'border.subtle',
  }),
  regions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2', '& > li': { flex: '1 1 12rem' } }),
  state: css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '2' }),
  stateActive: css({
    borderColor: 'colorPalette.default',
    borderInlineStartWidth: '4px',
    bg: 'colorPalette.a2',
  }),
  stateHeader: css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  stateName: css({ fontFamily: 'mono', fontWeight: 'semibold', textStyle: 'sm' }),
  badge: css({
    textStyle: 'xs',
    px: '1.5',
    borderRadius: 'l1',
    bg: 'bg.subtle',
    color: 'fg.muted',
    borderWidth: '1px',
    borderColor: 'border.subtle',
  }),
  activeBadge: css({ textStyle: 'xs', px: '1.5', borderRadius: 'l1', bg: 'accent.text', color: 'bg.default' }),
  transitions: css({ display: 'flex', flexDir: 'column', gap: '0.5', mt: '1', ps: '2', textStyle: 'sm' }),
  transition: css({ display: 'flex', alignItems: 'center', gap: '1.5', flexWrap: 'wrap', color: 'fg.muted' }),
  code: css({ fontFamily: 'mono', color: 'fg.default' }),
  // An arrow points where reading goes: mirrored for right-to-left (STYLE habit 4).
  arrow: css({ w: '4', h: '4', flexShrink: '0', _rtl: { transform: 'scaleX(-1)' } }),
  srOnly: css({ srOnly: true }),
  events: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    borderRadius: 'l2',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  muted: css({ color: 'fg.muted', textStyle: 'sm' }),
  status: css({ textStyle: 'sm' }),
  log: css({
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'l2',
    p: '2',
    textStyle: 'xs',
    fontFamily: 'mono',
  }),
  logEntry: css({ display: 'flex', gap: '1.5', alignItems: 'center', flexWrap: 'wrap' }),
  context: css({
    fontFamily: 'mono',
    textStyle: 'xs',
    bg: 'bg.subtle',
    p: '2',
    borderRadius: 'l2',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
}

function Arrow() {
  const { t } = useLingui()
  return (
    <>
      <svg
        className={styles.arrow}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M2 8h11M9 4l4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.srOnly}>{t`goes to`}</span>
    </>
  )
}

/** Identifiers (states, events, guards) read left to right inside Arabic text. */
function Code({ children }: { children: ReactNode }) {
  return (
    <code className={styles.code} dir="ltr">
      {children}
    </code>
  )
}

function TriggerLabel({ view }: { view: TransitionView }) {
  const { trigger } = view
  switch (trigger.kind) {
    case 'event':
      return <Code>{trigger.eventType}</Code>
    case 'after': {
      const delay = trigger.delay
      return <Trans>after {delay} ms</Trans>
    }
    case 'done':
      return <Trans>when done</Trans>
    case 'always':
      return <Trans>always</Trans>
    case 'actorDone':
      return <Trans>when the invoked actor is done</Trans>
    case 'actorError':
      return <Trans>when the invoked actor fails</Trans>
  }
}

function TransitionItem({ view }: { view: TransitionView }) {
  return (
    <li className={styles.transition}>
      <TriggerLabel view={view} />
      {view.guard !== undefined && <Code>[{view.guard}]</Code>}
      <Arrow />
      {view.targets.length > 0 ? <Code>{view.targets.join(', ')}</Code> : <Trans>stays</Trans>}
    </li>
  )
}

function isInitialChild(node: AnyStateNode): boolean {
  const parent = node.parent
  return parent?.type === 'compound' && parent.initial.target.includes(node)
}

function StateItem({ node, snapshot }: { node: AnyStateNode; snapshot: AnyMachineSnapshot }) {
  const active = isActive(snapshot, node)
  const children = childrenOf(node)
  const transitions = transitionsOf(node)

  return (
    <li
      className={cx(styles.state, active && styles.stateActive)}
      aria-current={active ? 'true' : undefined}
      data-path={pathOf(node)}
    >
      <div className={styles.stateHeader}>
        <span className={styles.stateName} dir="ltr">
          {node.key}
        </span>
        {active && (
          <span className={styles.activeBadge}>
            <Trans>active</Trans>
          </span>
        )}
        {isInitialChild(node) && (
          <span className={styles.badge}>
            <Trans>initial</Trans>
          </span>
        )}
        {node.type === 'final' && (
          <span className={styles.badge}>
            <Trans>final</Trans>
          </span>
        )}
        {node.type === 'parallel' && (
          <span className={styles.badge}>
            <Trans>parallel</Trans>
          </span>
        )}
      </div>
      {transitions.length > 0 && (
        <ul className={styles.transitions}>
          {transitions.map((view, index) => (
            <TransitionItem key={index} view={view} />
          ))}
        </ul>
      )}
      {children.length > 0 && (
        <ul className={node.type === 'parallel' ? styles.regions : styles.nested}>
          {children.map((child) => (
            <StateItem key={child.id} node={child} snapshot={snapshot} />
          ))}
        </ul>
      )}
    </li>
  )
}

function describeState(snapshot: AnyMachineSnapshot): string {
  return activePaths(snapshot.value).join(', ')
}

function MachineRun<TMachine extends AnyStateMachine>({
  machine,
  implementations,
  input,
  eventPayloads = {},
}: MachineDiagramProps<TMachine>) {
  const ids = { states: useId(), events: useId(), log: useId(), context: useId() }
  const [log, setLog] = useState<LogEntry[]>([])
  const nextLogId = useRef(0)
  const eventsRef = useRef<HTMLDivElement>(null)
  const restoreFocus = useRef(false)

  const logic: AnyStateMachine = useMemo(
    () => (implementations === undefined ? machine : machine.provide(implementations)),
    [machine, implementations],
  )
  const actorRef = useActorRef(logic, {
    input,
    inspect: (inspection: InspectionEvent) => {
      // Only the diagram's own machine: invoked or spawned children report here too.
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId !== inspection.rootId) return
      const entry = {
        id: nextLogId.current++,
        eventType: inspection.event.type,
        state: describeState(inspection.snapshot as AnyMachineSnapshot),
      }
      setLog((entries) => [...entries, entry].slice(-LOG_LIMIT))
    },
  })
  const snapshot = useSelector(actorRef, (current) => current as AnyMachineSnapshot)

  const eventTypes = useMemo(() => sendableEventTypes(logic.root), [logic])
  const accepted = acceptedEvents(snapshot, eventTypes, eventPayloads)

  // The button just pressed may vanish with the state it belonged to; keep focus in the group.
  useEffect(() => {
    if (!restoreFocus.current) return
    restoreFocus.current = false
    if (!eventsRef.current?.contains(document.activeElement)) eventsRef.current?.focus()
  }, [snapshot])

  const send = (type: string) => {
    restoreFocus.current = true
    actorRef.send(eventPayloads[type] ?? { type })
  }

  const current = describeState(snapshot)

  return (
    <div className={styles.layout}>
      <div className={styles.diagram}>
        <p id={ids.states} className={styles.caption}>
          <Trans>States</Trans>
        </p>
        <ul className={styles.stateList} aria-labelledby={ids.states}>
          {childrenOf(logic.root).map((node) => (
            <StateItem key={node.id} node={node} snapshot={snapshot} />
          ))}
        </ul>
      </div>

      <div className={styles.side}>
        <p role="status" className={styles.status}>
          <Trans>
            Current state: <Code>{current}</Code>
          </Trans>
        </p>

        <div className={styles.panel}>
          <p id={ids.events} className={styles.caption}>
            <Trans>Events accepted now</Trans>
          </p>
          <div ref={eventsRef} role="group" aria-labelledby={ids.events} tabIndex={-1} className={styles.events}>
            {accepted.length > 0 ? (
              accepted.map((type) => (
                <Button key={type} variant="outline" size="sm" onClick={() => send(type)}>
                  <span dir="ltr">{type}</span>
                </Button>
              ))
            ) : (
              <p className={styles.muted}>
                <Trans>No event is accepted in this state.</Trans>
              </p>
            )}
          </div>
        </div>

        <div className={styles.panel}>
          <p id={ids.context} className={styles.caption}>
            <Trans>Context</Trans>
          </p>
          <pre className={styles.context} dir="ltr">
            {JSON.stringify(snapshot.context, null, 2)}
          </pre>
        </div>

        <div className={styles.panel}>
          <p id={ids.log} className={styles.caption}>
            <Trans>Event log</Trans>
          </p>
          <div role="log" aria-labelledby={ids.log} className={styles.log}>
            <ol>
              {log.map((entry) => (
                <li key={entry.id} className={styles.logEntry}>
                  <Code>{entry.eventType}</Code>
                  <Arrow />
                  <Code>{entry.state}</Code>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </div>
  )
}

/**
 * A story helper for QA: draws any XState v5 machine (nested states indented, parallel regions
 * side by side, every transition as `event → target`), runs it, highlights the active states
 * (`aria-current`), offers a button per event the current state accepts, and logs what happened.
 */
export function MachineDiagram<TMachine extends AnyStateMachine>(props: MachineDiagramProps<TMachine>) {
  const [run, setRun] = useState(0)
  const titleId = useId()
  const id = props.machine.id

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <p id={titleId} className={styles.title}>
          <Trans>
            Machine <Code>{id}</Code>
          </Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => setRun((count) => count + 1)}>
          <Trans>Reset</Trans>
        </Button>
      </div>
      <MachineRun key={run} {...props} />
    </section>
  )
}
