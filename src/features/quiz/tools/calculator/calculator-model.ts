// The calculator's mathematics, without React: what each line means, and what the graph, the
// points list and the table show. Every failure is a value (`{ ok: false, error }`): nothing here
// throws at the UI.
import {
  builtinScope,
  failure,
  linkExpression,
  parseLine,
  type CalculatorError,
  type LinkedExpression,
} from './expression-parser'

export { normalizeInput, type CalculatorError } from './expression-parser'
export {
  findExtrema,
  findIntersections,
  findZeros,
  pointsOfInterest,
  samplePlot,
  tableOfValues,
  type PlotData,
  type PointOfInterest,
  type TableRow,
  type Viewport,
} from './function-analysis'

/** A function of one variable, ready to plot: `NaN` where it is undefined. */
export interface PlotFunction {
  /** `f` for `f(x) = …`; `null` for `y = …` or an expression in x. */
  name: string | null
  /** The variable, `x` unless the line says otherwise (`g(t) = …`). */
  param: string
  evaluate: (x: number) => number
}

export type LineResult =
  | { ok: true; kind: 'empty' }
  /** A number: an expression without x, or a constant `a = …` (`name`). */
  | { ok: true; kind: 'value'; value: number; name: string | null }
  | { ok: true; kind: 'function'; fn: PlotFunction }
  | CalculatorError

/**
 * A scope for one evaluation: the variable bound to its value, everything else from `parent`.
 * math.js takes any object with Map's `get`/`set`/`has`/`keys` as a scope.
 */
class CallScope {
  constructor(
    private readonly parent: ReadonlyMap<string, unknown>,
    private readonly param: string | null,
    private readonly value: number,
  ) {}
  has(name: string) {
    return name === this.param || this.parent.has(name)
  }
  get(name: string) {
    return name === this.param ? this.value : this.parent.get(name)
  }
  set(): this {
    throw new Error('the calculator never assigns while evaluating')
  }
  keys() {
    return [...this.parent.keys(), ...(this.param === null ? [] : [this.param])]
  }
}

const toNumber = (value: unknown) => (typeof value === 'number' ? value : Number.NaN)

function run(code: LinkedExpression['code'], scope: ReadonlyMap<string, unknown>, param: string | null, x = 0) {
  try {
    return toNumber(code.evaluate(new CallScope(scope, param, x)))
  } catch {
    return Number.NaN
  }
}

type Linked =
  | { kind: 'empty' }
  | { kind: 'value'; name: string | null; linked: LinkedExpression }
  | { kind: 'function'; name: string | null; param: string; linked: LinkedExpression }
  | { kind: 'error'; error: CalculatorError }

/**
 * Reads every line of the calculator at once, as a graphing calculator does: a line may use the
 * functions (`f(x) = …`) and constants (`a = …`) defined on any other line, in any order. A name
 * defined twice, a circle of definitions, or a definition that fails makes the lines that depend
 * on it fail too, each saying why.
 */
export function evaluateLines(texts: readonly string[]): LineResult[] {
  const parsed = texts.map(parseLine)

  // Who defines what: the first line to define a name owns it.
  const owner = new Map<string, number>()
  const definitions = new Map<string, 'function' | 'constant'>()
  const duplicate = new Set<number>()
  parsed.forEach((line, index) => {
    if (!line.ok || (line.kind !== 'function' && line.kind !== 'constant') || line.name === null) return
    if (owner.has(line.name)) duplicate.add(index)
    else {
      owner.set(line.name, index)
      definitions.set(line.name, line.kind)
    }
  })

  const linked: Linked[] = parsed.map((line, index): Linked => {
    if (!line.ok) return { kind: 'error', error: line }
    if (line.kind === 'empty') return { kind: 'empty' }
    if (duplicate.has(index) && line.kind !== 'expression')
      return { kind: 'error', error: failure('duplicate-name', line.name!) }
    const param = line.kind === 'function' ? line.param : line.kind === 'expression' ? 'x' : null
    const result = linkExpression(line.node, param, definitions)
    if (!result.ok) return { kind: 'error', error: result }
    if (line.kind === 'function') return { kind: 'function', name: line.name, param: line.param, linked: result }
    // An expression in x is a function to plot; without x it is a number.
    if (line.kind === 'expression' && result.usesParam)
      return { kind: 'function', name: null, param: 'x', linked: result }
    return { kind: 'value', name: line.kind === 'constant' ? line.name : null, linked: result }
  })

  // Each definition is resolved once, after the names it uses; a name met again while it is being
  // resolved closes a circle, and every name on the circle fails as `circular`.
  const scope = builtinScope()
  const state = new Map<string, 'visiting' | 'done'>()
  const broken = new Map<string, CalculatorError>()
  const stack: string[] = []
  const circle = new Set<string>()
  const firstBrokenUse = (uses: Iterable<string>): CalculatorError | null => {
    for (const used of uses) if (resolve(used)) return failure('depends-on-error', used)
    return null
  }
  const resolve = (name: string): CalculatorError | null => {
    if (state.get(name) === 'done') return broken.get(name) ?? null
    if (state.get(name) === 'visiting') {
      for (const member of stack.slice(stack.indexOf(name))) circle.add(member)
      return failure('circular', name)
    }
    state.set(name, 'visiting')
    stack.push(name)
    const line = linked[owner.get(name)!]!
    let problem = line.kind === 'error' ? line.error : line.kind === 'empty' ? null : firstBrokenUse(line.linked.uses)
    stack.pop()
    if (circle.has(name)) problem = failure('circular', name)
    if (!problem && line.kind === 'value') {
      const value = run(line.linked.code, scope, null)
      if (Number.isFinite(value)) scope.set(name, value)
      else problem = failure('undefined-value')
    }
    if (!problem && line.kind === 'function') {
      const { code } = line.linked
      const { param } = line
      scope.set(name, (x: number) => run(code, scope, param, x))
    }
    state.set(name, 'done')
    if (problem) broken.set(name, problem)
    return problem
  }

  return linked.map((line, index): LineResult => {
    if (line.kind === 'empty') return { ok: true, kind: 'empty' }
    if (line.kind === 'error') return line.error
    const name = line.name !== null && owner.get(line.name) === index ? line.name : null
    const problem = name ? resolve(name) : firstBrokenUse(line.linked.uses)
    if (problem) return problem
    if (line.kind === 'function') {
      const { code } = line.linked
      const { param } = line
      return { ok: true, kind: 'function', fn: { name: line.name, param, evaluate: (x) => run(code, scope, param, x) } }
    }
    const value = name ? (scope.get(name) as number) : run(line.linked.code, scope, null)
    return Number.isFinite(value) ? { ok: true, kind: 'value', value, name } : failure('undefined-value')
  })
}

/** One expression on its own (`2^10`, `sqrt(2)`, `sin(pi/6)`): its number, or why there is none. */
export function evaluateExpression(text: string): { ok: true; value: number } | CalculatorError {
  const [result] = evaluateLines([text])
  if (!result || !result.ok) return result ?? failure('syntax')
  if (result.kind === 'value') return { ok: true, value: result.value }
  return failure(result.kind === 'empty' ? 'syntax' : 'unsupported')
}

/** One function line on its own (`y = x^2 - 3`, `f(x) = 2x + 1`, `x^2`). */
export function defineFunction(text: string): { ok: true; fn: PlotFunction } | CalculatorError {
  const [result] = evaluateLines([text])
  if (!result || !result.ok) return result ?? failure('syntax')
  return result.kind === 'function' ? { ok: true, fn: result.fn } : failure('unsupported')
}

/**
 * A number as the calculator shows it: at most `digits` significant digits, trailing zeros
 * dropped, ASCII digits and a hyphen-minus (math reads left to right in both languages).
 */
export function formatNumber(value: number, digits = 10): string {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Number(value.toPrecision(digits))
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/** A point as `(x, y)`, six significant digits, with rounding noise near zero shown as 0. */
export function formatPoint(x: number, y: number): string {
  const tidy = (value: number) => formatNumber(Math.abs(value) < 1e-10 ? 0 : value, 6)
  return `(${tidy(x)}, ${tidy(y)})`
}
