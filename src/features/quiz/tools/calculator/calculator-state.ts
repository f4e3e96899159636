// What the calculator remembers for one quiz (its lines, the part of the plane in view, the open
// tab, the table's settings), how events change it, and how it is kept in localStorage so a reload
// finds it. Pure apart from `loadCalculatorState` and `saveCalculatorState`.
import type { Viewport } from './function-analysis'

export type CalculatorTab = 'graph' | 'table'

export interface CalculatorLine {
  /** Stable across edits, so React keeps each input (and its focus) when lines come and go. */
  id: string
  text: string
}

export interface TableSettings {
  /** The line whose function the table shows; `null`: the first function line. */
  lineId: string | null
  /** As typed (an expression: `-2`, `pi/4`), so a half-typed value is kept. */
  start: string
  step: string
}

export interface CalculatorState {
  lines: CalculatorLine[]
  viewport: Viewport
  tab: CalculatorTab
  table: TableSettings
  /** The number in the next new line's id. */
  nextId: number
}

export const DEFAULT_VIEWPORT: Viewport = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 }
export const MAX_LINES = 20
export const MAX_LINE_LENGTH = 200
/** Zoom stops where a step of the grid would be lost in rounding, or the whole view is too coarse to read. */
const MIN_SPAN = 1e-6
const MAX_SPAN = 1e7

export function defaultCalculatorState(): CalculatorState {
  return {
    lines: [{ id: 'line-1', text: '' }],
    viewport: DEFAULT_VIEWPORT,
    tab: 'graph',
    table: { lineId: null, start: '0', step: '1' },
    nextId: 2,
  }
}

export type CalculatorEvent =
  /** A new empty line after `afterId` (at the end without it). */
  | { type: 'line.added'; afterId?: string }
  | { type: 'line.removed'; id: string }
  | { type: 'line.edited'; id: string; text: string }
  /** Moves the view by a fraction of its width (`dx`) and height (`dy`): positive is right and up. */
  | { type: 'viewport.panned'; dx: number; dy: number }
  /** Scales the view by `factor` (< 1 zooms in) about a point, the centre without one. */
  | { type: 'viewport.zoomed'; factor: number; at?: { x: number; y: number } }
  | { type: 'viewport.reset' }
  /** Brings a point to the middle of the view, keeping the zoom. */
  | { type: 'viewport.centered'; x: number; y: number }
  | { type: 'tab.selected'; tab: CalculatorTab }
  | { type: 'table.edited'; settings: Partial<TableSettings> }

export function zoomViewport(viewport: Viewport, factor: number, at?: { x: number; y: number }): Viewport {
  const { xMin, xMax, yMin, yMax } = viewport
  const centre = at ?? { x: (xMin + xMax) / 2, y: (yMin + yMax) / 2 }
  const scale = (span: number) => Math.min(MAX_SPAN, Math.max(MIN_SPAN, span * factor)) / span
  const [sx, sy] = [scale(xMax - xMin), scale(yMax - yMin)]
  return {
    xMin: centre.x - (centre.x - xMin) * sx,
    xMax: centre.x + (xMax - centre.x) * sx,
    yMin: centre.y - (centre.y - yMin) * sy,
    yMax: centre.y + (yMax - centre.y) * sy,
  }
}

export function panViewport(viewport: Viewport, dx: number, dy: number): Viewport {
  const { xMin, xMax, yMin, yMax } = viewport
  const [shiftX, shiftY] = [(xMax - xMin) * dx, (yMax - yMin) * dy]
  return { xMin: xMin + shiftX, xMax: xMax + shiftX, yMin: yMin + shiftY, yMax: yMax + shiftY }
}

export function calculatorReducer(state: CalculatorState, event: CalculatorEvent): CalculatorState {
  switch (event.type) {
    case 'line.added': {
      if (state.lines.length >= MAX_LINES) return state
      const line = { id: `line-${state.nextId}`, text: '' }
      const after = state.lines.findIndex(({ id }) => id === event.afterId)
      const at = after === -1 ? state.lines.length : after + 1
      return {
        ...state,
        lines: [...state.lines.slice(0, at), line, ...state.lines.slice(at)],
        nextId: state.nextId + 1,
      }
    }
    case 'line.removed': {
      const lines = state.lines.filter(({ id }) => id !== event.id)
      if (lines.length === state.lines.length) return state
      const table = state.table.lineId === event.id ? { ...state.table, lineId: null } : state.table
      // The list always has a line to type in.
      if (lines.length === 0) return calculatorReducer({ ...state, lines, table }, { type: 'line.added' })
      return { ...state, lines, table }
    }
    case 'line.edited':
      return {
        ...state,
        lines: state.lines.map((line) =>
          line.id === event.id ? { ...line, text: event.text.slice(0, MAX_LINE_LENGTH) } : line,
        ),
      }
    case 'viewport.panned':
      return { ...state, viewport: panViewport(state.viewport, event.dx, event.dy) }
    case 'viewport.zoomed':
      return { ...state, viewport: zoomViewport(state.viewport, event.factor, event.at) }
    case 'viewport.reset':
      return { ...state, viewport: DEFAULT_VIEWPORT }
    case 'viewport.centered': {
      const { xMin, xMax, yMin, yMax } = state.viewport
      return {
        ...state,
        viewport: panViewport(
          state.viewport,
          (event.x - (xMin + xMax) / 2) / (xMax - xMin),
          (event.y - (yMin + yMax) / 2) / (yMax - yMin),
        ),
      }
    }
    case 'tab.selected':
      return { ...state, tab: event.tab }
    case 'table.edited':
      return { ...state, table: { ...state.table, ...event.settings } }
  }
}

const storageKey = (quizId: string) => `exam-prep:calculator:${quizId}`

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'

function isViewport(value: unknown): value is Viewport {
  if (!isRecord(value)) return false
  const { xMin, xMax, yMin, yMax } = value
  const finite = [xMin, xMax, yMin, yMax].every((side) => typeof side === 'number' && Number.isFinite(side))
  return finite && (xMax as number) > (xMin as number) && (yMax as number) > (yMin as number)
}

/**
 * A stored value as a state, or `null` when any part of it is not what this version writes (edited
 * by hand, or left by another version): the calculator then starts afresh rather than half-read.
 */
export function parseCalculatorState(value: unknown): CalculatorState | null {
  if (!isRecord(value)) return null
  const { lines, viewport, tab, table, nextId } = value
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_LINES) return null
  if (!lines.every((line) => isRecord(line) && isString(line.id) && isString(line.text))) return null
  const ids = new Set(lines.map((line: CalculatorLine) => line.id))
  if (ids.size !== lines.length) return null
  if (!isViewport(viewport) || (tab !== 'graph' && tab !== 'table')) return null
  if (!isRecord(table) || !isString(table.start) || !isString(table.step)) return null
  if (table.lineId !== null && !isString(table.lineId)) return null
  if (typeof nextId !== 'number' || !Number.isInteger(nextId) || nextId < 1) return null
  return {
    lines: lines.map(({ id, text }: CalculatorLine) => ({ id, text: text.slice(0, MAX_LINE_LENGTH) })),
    viewport: { xMin: viewport.xMin, xMax: viewport.xMax, yMin: viewport.yMin, yMax: viewport.yMax },
    tab,
    table: {
      lineId: table.lineId !== null && ids.has(table.lineId) ? table.lineId : null,
      start: table.start,
      step: table.step,
    },
    // Never reuse a stored line's id.
    nextId: Math.max(nextId, ...lines.map(({ id }: CalculatorLine) => Number(/^line-(\d+)$/.exec(id)?.[1] ?? 0) + 1)),
  }
}

/** This quiz's calculator as it was left, or a fresh one (nothing stored, storage blocked, a broken value). */
export function loadCalculatorState(quizId: string): CalculatorState {
  try {
    const raw = localStorage.getItem(storageKey(quizId))
    return (raw !== null && parseCalculatorState(JSON.parse(raw))) || defaultCalculatorState()
  } catch {
    return defaultCalculatorState()
  }
}

/** Keeps this quiz's calculator for a reload; a full or blocked storage only loses that. */
export function saveCalculatorState(quizId: string, state: CalculatorState): void {
  try {
    localStorage.setItem(storageKey(quizId), JSON.stringify(state))
  } catch {
    // The state still lives in the page for this visit.
  }
}
