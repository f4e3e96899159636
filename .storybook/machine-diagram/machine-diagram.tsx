import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom, InspectionEvent } from 'xstate'
import { Button } from '~/ui/button'
import { ContextTable } from './context-table'
import { acceptedEvents, activePaths, sendableEventTypes } from './machine-graph'
import { layOutMachine, type MachineLayout } from './machine-layout'
import { shortestPaths, shortEventName, type MachinePath } from './machine-paths'
import { PathTable } from './path-table'
import { Statechart } from './statechart'

// The log shows the latest events without scrolling, so it needs no focus stop of its own.
const LOG_LIMIT = 12

export interface MachineDiagramProps<TMachine extends AnyStateMachine> {
  /** Any XState v5 machine; it is drawn from its definition and run as a live actor. */
  machine: TMachine
  /** Implementations swapped in with `machine.provide()` (actors that resolve at once, say). @default undefined */
  implementations?: Parameters<TMachine['provide']>[0]
  /** Input for the actor, when the machine takes one. @default undefined */
  input?: InputFrom<TMachine>
  /**
   * Events to send for types that carry more than `type`, keyed by type. The shortest paths use
   * them too, including `xstate.done.actor.<id>` answers of invoked actors. @default {}
   */
  eventPayloads?: Readonly<Record<string, EventObject>>
  /**
   * The paths the table offers, when the machine's model test defines them (so both replay the
   * same). @default shortestPaths(machine, { input, events: eventPayloads })
   */
  paths?: readonly MachinePath[]
}

interface LogEntry {
  id: number
  eventType: string
  state: string
}

type Layout = MachineLayout & { dots: Array<{ x: number; y: number }> }

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
    maxW: '7xl',
  }),
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' }),
  title: css({ fontWeight: 'semibold', textStyle: 'lg' }),
  // The drawing takes the full width (it scrolls inside its panel); the live panels go below it.
  layout: css({ display: 'flex', flexDir: 'column', gap: '4' }),
  main: css({ minW: '0' }),
  side: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: '4',
    alignItems: 'start',
  }),
  column: css({ display: 'flex', flexDir: 'column', gap: '4', minW: '0' }),
  panel: css({ display: 'flex', flexDir: 'column', gap: '2' }),
  caption: css({ fontWeight: 'semibold', textStyle: 'sm', color: 'fg.muted' }),
  code: css({ fontFamily: 'mono', color: 'fg.default' }),
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
  // An arrow points where reading goes: mirrored for right-to-left (STYLE habit 4).
  arrow: css({ w: '4', h: '4', flexShrink: '0', _rtl: { transform: 'scaleX(-1)' } }),
  srOnly: css({ srOnly: true }),
  placeholder: css({
    display: 'grid',
    placeItems: 'center',
    minH: '40',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: 'border.default',
    borderRadius: 'l2',
    color: 'fg.muted',
    textStyle: 'sm',
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

function describeState(snapshot: AnyMachineSnapshot): string {
  return activePaths(snapshot.value).join(', ')
}

interface MachineRunProps {
  logic: AnyStateMachine
  input: unknown
  eventPayloads: Readonly<Record<string, EventObject>>
  layout: Layout | null
  layoutError: string | null
  /** Events sent at once when the run starts: a path being replayed. */
  replay: MachinePath | null
}

function MachineRun({ logic, input, eventPayloads, layout, layoutError, replay }: MachineRunProps) {
  const ids = { events: useId(), log: useId() }
  const [log, setLog] = useState<LogEntry[]>([])
  const nextLogId = useRef(0)
  const eventsRef = useRef<HTMLDivElement>(null)
  const restoreFocus = useRef(false)

  const actorRef = useActorRef(logic, {
    input,
    inspect: (inspection: InspectionEvent) => {
      // Only the diagram's own machine: invoked or spawned children report here too.
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId !== inspection.rootId) return
      const entry = {
        id: nextLogId.current++,
        eventType: shortEventName(inspection.event.type),
        state: describeState(inspection.snapshot as AnyMachineSnapshot),
      }
      setLog((entries) => [...entries, entry].slice(-LOG_LIMIT))
    },
  })
  const snapshot = useSelector(actorRef, (current) => current as AnyMachineSnapshot)

  // A replay sends the whole path at once, before any invoked actor or timer can answer: the
  // path's own `xstate.done.actor.*` / `xstate.after.*` steps answer for them (docs/decisions.md).
  const replayed = useRef(false)
  useEffect(() => {
    if (replay === null || replayed.current) return
    replayed.current = true
    for (const event of replay.events) actorRef.send(event)
  }, [actorRef, replay])

  const eventTypes = useMemo(() => sendableEventTypes(logic.root), [logic])
  const accepted = acceptedEvents(snapshot, eventTypes, eventPayloads)

  // The button just pressed may vanish with the state it belonged to; keep focus in the group.
  useEffect(() => {
    if (!restoreFocus.current) return
    restoreFocus.current = false
    if (!eventsRef.current?.contains(document.activeElement)) eventsRef.current?.focus()
  }, [snapshot])

  const send = (type: string) => {
    actorRef.send(eventPayloads[type] ?? { type })
  }

  const current = describeState(snapshot)
  const target = replay?.target.join(', ')

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {layout !== null ? (
          <Statechart logic={logic} layout={layout} snapshot={snapshot} eventPayloads={eventPayloads} onSend={send} />
        ) : (
          <p className={styles.placeholder} role={layoutError === null ? undefined : 'alert'}>
            {layoutError === null ? (
              <Trans>Laying out the statechart…</Trans>
            ) : (
              <Trans>The statechart could not be laid out: {layoutError}</Trans>
            )}
          </p>
        )}
      </div>

      <div className={styles.side}>
        <div className={styles.column}>
          <p role="status" className={styles.status}>
            <Trans>
              Current state: <Code>{current}</Code>
            </Trans>
            {target !== undefined && (
              <>
                {' '}
                <Trans>
                  (replayed the path to <Code>{target}</Code>)
                </Trans>
              </>
            )}
          </p>

          <div className={styles.panel}>
            <p id={ids.events} className={styles.caption}>
              <Trans>Events accepted now</Trans>
            </p>
            <div ref={eventsRef} role="group" aria-labelledby={ids.events} tabIndex={-1} className={styles.events}>
              {accepted.length > 0 ? (
                accepted.map((type) => (
                  <Button
                    key={type}
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      restoreFocus.current = true
                      send(type)
                    }}
                  >
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
        </div>

        <ContextTable context={snapshot.context} />

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

/** ELK lays out in the background; until then (or if it fails) the diagram says so. */
function useLayout(logic: AnyStateMachine): { layout: Layout | null; error: string | null } {
  const [result, setResult] = useState<{ logic: AnyStateMachine; layout: Layout | null; error: string | null }>()
  useEffect(() => {
    let current = true
    layOutMachine(logic).then(
      (layout) => current && setResult({ logic, layout, error: null }),
      (error: unknown) => current && setResult({ logic, layout: null, error: String(error) }),
    )
    return () => {
      current = false
    }
  }, [logic])
  return result?.logic === logic ? result : { layout: null, error: null }
}

/**
 * A story helper for QA: draws any XState v5 machine as a statechart laid out by ELK (nested and
 * parallel states as containers, transitions as labelled arrows), runs it, highlights the active
 * states (`aria-current`), sends an event when its label or button is pressed, lists the shortest
 * path to every state (replayable with one click), and shows the context and an event log.
 */
export function MachineDiagram<TMachine extends AnyStateMachine>({
  machine,
  implementations,
  input,
  eventPayloads = {},
  paths,
}: MachineDiagramProps<TMachine>) {
  const [run, setRun] = useState<{ count: number; replay: MachinePath | null }>({ count: 0, replay: null })
  const titleId = useId()
  const id = machine.id

  const logic: AnyStateMachine = useMemo(
    () => (implementations === undefined ? machine : machine.provide(implementations)),
    [machine, implementations],
  )
  const { layout, error } = useLayout(logic)
  const payloads = Object.values(eventPayloads)
  const payloadKey = JSON.stringify(payloads)
  const inputKey = JSON.stringify(input ?? null)
  const table = useMemo(
    () => paths ?? shortestPaths(logic, { input, events: JSON.parse(payloadKey) as EventObject[] }),
    // The input and payloads are compared by value: stories write them inline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [paths, logic, inputKey, payloadKey],
  )

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <p id={titleId} className={styles.title}>
          <Trans>
            Machine <Code>{id}</Code>
          </Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => setRun(({ count }) => ({ count: count + 1, replay: null }))}>
          <Trans>Reset</Trans>
        </Button>
      </div>
      <MachineRun
        key={run.count}
        logic={logic}
        input={input}
        eventPayloads={eventPayloads}
        layout={layout}
        layoutError={error}
        replay={run.replay}
      />
      <PathTable paths={table} onReplay={(path) => setRun(({ count }) => ({ count: count + 1, replay: path }))} />
    </section>
  )
}
