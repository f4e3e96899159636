import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_VIEWPORT,
  MAX_LINES,
  calculatorReducer,
  defaultCalculatorState,
  loadCalculatorState,
  parseCalculatorState,
  saveCalculatorState,
  type CalculatorEvent,
  type CalculatorState,
} from './calculator-state'

const run = (...events: CalculatorEvent[]) => events.reduce(calculatorReducer, defaultCalculatorState())

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('calculatorReducer', () => {
  it('adds a line after another, with a new id, and edits it', () => {
    const state = run(
      { type: 'line.added' },
      { type: 'line.added', afterId: 'line-1' },
      { type: 'line.edited', id: 'line-3', text: 'y = x^2' },
    )
    expect(state.lines).toEqual([
      { id: 'line-1', text: '' },
      { id: 'line-3', text: 'y = x^2' },
      { id: 'line-2', text: '' },
    ])
  })

  it('always keeps a line to type in, and forgets a removed line in the table', () => {
    const state = run({ type: 'table.edited', settings: { lineId: 'line-1' } }, { type: 'line.removed', id: 'line-1' })
    expect(state.lines).toEqual([{ id: 'line-2', text: '' }])
    expect(state.table.lineId).toBeNull()
  })

  it('stops adding lines at the limit', () => {
    const events = Array.from({ length: MAX_LINES + 5 }, (): CalculatorEvent => ({ type: 'line.added' }))
    expect(run(...events).lines).toHaveLength(MAX_LINES)
  })

  it('pans by a fraction of the view and zooms about a point', () => {
    expect(run({ type: 'viewport.panned', dx: 0.1, dy: -0.5 }).viewport).toEqual({
      xMin: -8,
      xMax: 12,
      yMin: -20,
      yMax: 0,
    })
    // Zooming in about (10, 10) keeps that corner where it is.
    expect(run({ type: 'viewport.zoomed', factor: 0.5, at: { x: 10, y: 10 } }).viewport).toEqual({
      xMin: 0,
      xMax: 10,
      yMin: 0,
      yMax: 10,
    })
    const zoomedOut = run({ type: 'viewport.zoomed', factor: 2 }, { type: 'viewport.reset' })
    expect(zoomedOut.viewport).toEqual(DEFAULT_VIEWPORT)
  })

  it('does not zoom in past the precision of the numbers', () => {
    const events = Array.from({ length: 100 }, (): CalculatorEvent => ({ type: 'viewport.zoomed', factor: 0.1 }))
    const { xMin, xMax } = run(...events).viewport
    expect(xMax - xMin).toBeGreaterThanOrEqual(1e-6 * 0.999)
  })

  it('centres the view on a point', () => {
    expect(run({ type: 'viewport.centered', x: 30, y: -4 }).viewport).toEqual({
      xMin: 20,
      xMax: 40,
      yMin: -14,
      yMax: 6,
    })
  })
})

describe('storage', () => {
  const edited = (): CalculatorState =>
    run(
      { type: 'line.edited', id: 'line-1', text: 'y = x^2' },
      { type: 'line.added' },
      { type: 'line.edited', id: 'line-2', text: '2^10' },
      { type: 'viewport.panned', dx: 0.5, dy: 0 },
      { type: 'tab.selected', tab: 'table' },
    )

  it('finds a quiz’s calculator as it was left, under its own key', () => {
    saveCalculatorState('quiz-a', edited())
    expect(localStorage.getItem('exam-prep:calculator:quiz-a')).not.toBeNull()
    expect(loadCalculatorState('quiz-a')).toEqual(edited())
    // Another quiz starts afresh.
    expect(loadCalculatorState('quiz-b')).toEqual(defaultCalculatorState())
  })

  it.each([
    ['not JSON', '{lines:'],
    ['null', 'null'],
    ['an array', '[]'],
    ['no lines', JSON.stringify({ ...defaultCalculatorState(), lines: [] })],
    ['a line without text', JSON.stringify({ ...defaultCalculatorState(), lines: [{ id: 'line-1' }] })],
    [
      'two lines with one id',
      JSON.stringify({
        ...defaultCalculatorState(),
        lines: [
          { id: 'a', text: '' },
          { id: 'a', text: '' },
        ],
      }),
    ],
    [
      'an empty view',
      JSON.stringify({ ...defaultCalculatorState(), viewport: { xMin: 1, xMax: 1, yMin: 0, yMax: 1 } }),
    ],
    ['an unknown tab', JSON.stringify({ ...defaultCalculatorState(), tab: 'keypad' })],
  ])('starts afresh from a broken value (%s)', (_, raw) => {
    localStorage.setItem('exam-prep:calculator:quiz-a', raw)
    expect(loadCalculatorState('quiz-a')).toEqual(defaultCalculatorState())
  })

  it('starts afresh when storage is blocked, and saving then loses nothing but the copy', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(loadCalculatorState('quiz-a')).toEqual(defaultCalculatorState())
    expect(() => saveCalculatorState('quiz-a', edited())).not.toThrow()
  })

  it('never hands out a stored line’s id again', () => {
    const stored = { ...defaultCalculatorState(), lines: [{ id: 'line-7', text: 'x' }], nextId: 2 }
    const state = parseCalculatorState(JSON.parse(JSON.stringify(stored)))!
    expect(calculatorReducer(state, { type: 'line.added' }).lines.map(({ id }) => id)).toEqual(['line-7', 'line-8'])
  })
})
