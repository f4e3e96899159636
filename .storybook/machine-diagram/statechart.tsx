import { useLingui } from '@lingui/react/macro'
import { useId, type KeyboardEvent } from 'react'
import { css, cx } from 'styled-system/css'
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition } from 'xstate'
import { isActive } from './machine-graph'
import { CHAR_WIDTH, type LaidOutState, type LaidOutTransition, type MachineLayout } from './machine-layout'

const styles = {
  // The drawing keeps its natural size and scrolls inside the panel, so labels stay readable.
  scroller: css({
    overflow: 'auto',
    maxH: '70vh',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'l2',
    bg: 'bg.default',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  svg: css({ display: 'block', fontFamily: 'mono', fontSize: '12px' }),
  state: css({ fill: 'bg.default', stroke: 'border.outline', strokeWidth: '1' }),
  container: css({ fill: 'bg.subtle', stroke: 'border.outline', strokeWidth: '1' }),
  machine: css({ fill: 'bg.default', stroke: 'border.default', strokeWidth: '1' }),
  // Parallel regions are drawn dashed: they run side by side, all active at once.
  region: css({ fill: 'bg.default', stroke: 'border.outline', strokeWidth: '1', strokeDasharray: '6 4' }),
  active: css({ fill: 'colorPalette.a3', stroke: 'colorPalette.default', strokeWidth: '2.5' }),
  stateName: css({ fill: 'fg.default', fontWeight: 'semibold' }),
  tag: css({ fill: 'fg.muted' }),
  edge: css({ fill: 'none', stroke: 'fg.subtle', strokeWidth: '1.25' }),
  edgeEnabled: css({ stroke: 'colorPalette.default', strokeWidth: '2' }),
  arrow: css({ fill: 'fg.subtle' }),
  arrowEnabled: css({ fill: 'colorPalette.default' }),
  labelBox: css({ fill: 'bg.default', stroke: 'border.subtle', strokeWidth: '1' }),
  labelText: css({ fill: 'fg.muted' }),
  enabledLabel: css({
    cursor: 'pointer',
    outline: 'none',
    '& rect': { fill: 'colorPalette.a2', stroke: 'colorPalette.default', strokeWidth: '1.5' },
    '& text': { fill: 'fg.default', fontWeight: 'semibold' },
    '&:hover rect': { fill: 'colorPalette.a4' },
    '&:focus-visible rect': { stroke: 'fg.default', strokeWidth: '3' },
  }),
  dot: css({ fill: 'fg.default' }),
}

/** The transitions the snapshot would take for this event, as XState itself decides (guards included). */
function takenBy(
  logic: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: { type: string },
): AnyTransitionDefinition[] {
  if (snapshot.status !== 'active') return []
  try {
    return (logic.getTransitionData(snapshot, event) ?? []) as AnyTransitionDefinition[]
  } catch {
    // A guard that reads a payload the bare event lacks: not takeable from the drawing.
    return []
  }
}

function StateShape({ state, snapshot }: { state: LaidOutState; snapshot: AnyMachineSnapshot }) {
  const { t } = useLingui()
  const isMachine = state.shape === 'machine'
  const active = !isMachine && isActive(snapshot, snapshot.machine.getStateNodeById(state.id))
  const hasChildren = state.children.length > 0
  const boxClass =
    state.shape === 'machine'
      ? styles.machine
      : state.shape === 'region'
        ? styles.region
        : hasChildren
          ? styles.container
          : styles.state
  const radius = isMachine ? 10 : hasChildren ? 8 : 14
  const tag = state.parallel ? ` ‖ ${t`parallel`}` : state.shape === 'final' && hasChildren ? ` (${t`final`})` : ''
  const nameY = hasChildren ? state.y + 20 : state.y + state.height / 2 + 4
  const nameX = hasChildren ? state.x + 12 : state.x + state.width / 2

  return (
    <g data-path={isMachine ? undefined : state.path} aria-current={active ? 'true' : undefined}>
      <rect
        className={cx(boxClass, active && styles.active)}
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={radius}
      />
      {state.shape === 'final' && !hasChildren && (
        <rect
          className={cx(styles.state, active && styles.active)}
          x={state.x + 3}
          y={state.y + 3}
          width={state.width - 6}
          height={state.height - 6}
          rx={radius - 3}
          fill="none"
        />
      )}
      <text x={nameX} y={nameY} textAnchor={hasChildren ? 'start' : 'middle'} className={styles.stateName}>
        {state.name}
        {tag !== '' && (
          <tspan className={styles.tag} fontWeight="normal">
            {tag}
          </tspan>
        )}
      </text>
      {state.children.map((child) => (
        <StateShape key={child.id} state={child} snapshot={snapshot} />
      ))}
    </g>
  )
}

interface TransitionProps {
  view: LaidOutTransition
  enabled: boolean
  markerId: string
  enabledMarkerId: string
  onSend: (eventType: string) => void
}

function Transition({ view, enabled, markerId, enabledMarkerId, onSend }: TransitionProps) {
  const { t } = useLingui()
  const { label, eventType } = view
  const transitionLabel = label?.text ?? ''
  const send = () => {
    if (enabled && eventType !== undefined) onSend(eventType)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    send()
  }
  const text = label && (
    <>
      <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={4} className={styles.labelBox} />
      <text
        x={label.x + label.width / 2}
        y={label.y + label.height / 2 + 4}
        textAnchor="middle"
        className={styles.labelText}
        textLength={label.text.length * CHAR_WIDTH > label.width ? label.width - 4 : undefined}
      >
        {label.text}
      </text>
    </>
  )

  return (
    <g data-transition={view.id}>
      <path
        d={view.d}
        className={cx(styles.edge, enabled && styles.edgeEnabled)}
        markerEnd={`url(#${enabled ? enabledMarkerId : markerId})`}
      />
      {label &&
        (enabled ? (
          <g
            role="button"
            tabIndex={0}
            className={styles.enabledLabel}
            aria-label={t`Send ${transitionLabel}`}
            data-event={eventType}
            onClick={send}
            onKeyDown={onKeyDown}
          >
            {text}
          </g>
        ) : (
          <g data-event={eventType}>{text}</g>
        ))}
    </g>
  )
}

export interface StatechartProps {
  logic: AnyStateMachine
  layout: MachineLayout & { dots: Array<{ x: number; y: number }> }
  snapshot: AnyMachineSnapshot
  eventPayloads: Readonly<Record<string, { type: string }>>
  onSend: (eventType: string) => void
}

/**
 * The machine drawn as a statechart from ELK's layout: states as rounded boxes, nested and
 * parallel states as containers (regions dashed), the active states highlighted
 * (`aria-current`), each transition an arrow labelled with its event. A label whose event the
 * running actor would take now is a button that sends it.
 */
export function Statechart({ logic, layout, snapshot, eventPayloads, onSend }: StatechartProps) {
  const { t } = useLingui()
  // useId's characters are not all valid in a `url(#…)` reference.
  const id = useId().replace(/[^\w-]/g, '')
  const ids = { marker: `${id}-arrow`, enabledMarker: `${id}-arrow-enabled` }
  const name = logic.id

  // One question per event type: which transitions would XState take for it now.
  const takenByType = new Map<string, AnyTransitionDefinition[]>()
  for (const view of layout.transitions) {
    if (view.eventType === undefined || takenByType.has(view.eventType)) continue
    takenByType.set(view.eventType, takenBy(logic, snapshot, eventPayloads[view.eventType] ?? { type: view.eventType }))
  }
  const isEnabled = (view: LaidOutTransition) =>
    view.eventType !== undefined &&
    view.transition !== undefined &&
    (takenByType.get(view.eventType) ?? []).includes(view.transition)

  return (
    // The drawing reads left to right in both languages, as the identifiers in it do.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
    <div className={styles.scroller} role="region" aria-label={t`Statechart of ${name}`} tabIndex={0} dir="ltr">
      <svg
        className={styles.svg}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        data-statechart=""
      >
        <defs>
          {[
            [ids.marker, styles.arrow],
            [ids.enabledMarker, styles.arrowEnabled],
          ].map(([id, className]) => (
            <marker
              key={id}
              id={id}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" className={className} />
            </marker>
          ))}
        </defs>
        <StateShape state={layout.root} snapshot={snapshot} />
        {layout.dots.map((dot) => (
          <circle key={`${dot.x},${dot.y}`} cx={dot.x} cy={dot.y} r={5} className={styles.dot} />
        ))}
        {layout.transitions.map((view) => (
          <Transition
            key={view.id}
            view={view}
            enabled={isEnabled(view)}
            markerId={ids.marker}
            enabledMarkerId={ids.enabledMarker}
            onSend={onSend}
          />
        ))}
      </svg>
    </div>
  )
}
