// math.js in number mode, built from the few pieces the calculator needs: the parser, the compiler
// and the arithmetic operators. Every named function and constant comes from `BUILTIN_FUNCTIONS` and
// `BUILTIN_CONSTANTS` through the evaluation scope, so the rest of math.js (and its 17 KiB gzip of
// typed functions) stays out of the chunk. Neither parse nor compile generates code from strings
// (no `new Function`, no `eval`): compile builds closures, which the CSP without 'unsafe-eval' allows.
import {
  addDependencies,
  compileDependencies,
  create,
  divideDependencies,
  multiplyDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  type EvalFunction,
  type FactoryFunctionMap,
  type MathNode,
} from 'mathjs/number'

// The typings declare each dependency map as possibly undefined (an index signature); they are all there.
const math = create({
  compileDependencies,
  addDependencies,
  subtractDependencies,
  multiplyDependencies,
  divideDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
} as FactoryFunctionMap)

/** What can be wrong with a line; `symbol` names the culprit where there is one. */
export type CalculatorError =
  | { ok: false; error: 'syntax' | 'unsupported' | 'undefined-value' }
  | {
      ok: false
      error:
        | 'unknown-symbol'
        | 'missing-parentheses'
        | 'argument-count'
        | 'reserved-name'
        | 'duplicate-name'
        | 'circular'
        | 'depends-on-error'
      symbol: string
    }

export const failure = (error: CalculatorError['error'], symbol?: string): CalculatorError =>
  (symbol === undefined ? { ok: false, error } : { ok: false, error, symbol }) as CalculatorError

/** Odd roots of negative numbers are real, as on a graphing calculator: (-8)^(1/3) = -2. */
function realPower(base: number, exponent: number): number {
  const power = Math.pow(base, exponent)
  if (!Number.isNaN(power) || base >= 0 || !Number.isFinite(exponent)) return power
  // The exponent as a fraction p/q with a small q (continued fractions): odd q has a real root.
  let [p0, q0, p1, q1] = [1, 0, Math.floor(exponent), 1]
  let rest = exponent - Math.floor(exponent)
  while (q1 <= 99 && Math.abs(exponent - p1 / q1) > 1e-12 && rest > 1e-12) {
    const whole = Math.floor(1 / rest)
    rest = 1 / rest - whole
    ;[p0, q0, p1, q1] = [p1, q1, whole * p1 + p0, whole * q1 + q0]
  }
  if (Math.abs(exponent - p1 / q1) > 1e-12 || q1 % 2 === 0) return Number.NaN
  const magnitude = Math.pow(-base, exponent)
  return Math.abs(p1) % 2 === 1 ? -magnitude : magnitude
}

function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) return Number.NaN
  let product = 1
  for (let k = 2; k <= n && Number.isFinite(product); k += 1) product *= k
  return product
}

function greatestCommonDivisor(a: number, b: number): number {
  if (!Number.isInteger(a) || !Number.isInteger(b)) return Number.NaN
  let [x, y] = [Math.abs(a), Math.abs(b)]
  while (y !== 0) [x, y] = [y, x % y]
  return x
}

interface Builtin {
  fn: (...args: number[]) => number
  /** Fewest and most arguments. */
  arity: readonly [number, number]
}
const one = (fn: (x: number) => number): Builtin => ({ fn, arity: [1, 1] })

/** The functions a learner can call, with the names graphing calculators use (`log` is base 10, `ln` natural). */
const BUILTIN_FUNCTIONS: Readonly<Record<string, Builtin>> = {
  sqrt: one(Math.sqrt),
  cbrt: one(Math.cbrt),
  abs: one(Math.abs),
  exp: one(Math.exp),
  ln: one(Math.log),
  log: { fn: (x, base) => (base === undefined ? Math.log10(x) : Math.log(x) / Math.log(base)), arity: [1, 2] },
  sin: one(Math.sin),
  cos: one(Math.cos),
  tan: one(Math.tan),
  sec: one((x) => 1 / Math.cos(x)),
  csc: one((x) => 1 / Math.sin(x)),
  cot: one((x) => 1 / Math.tan(x)),
  asin: one(Math.asin),
  acos: one(Math.acos),
  atan: one(Math.atan),
  arcsin: one(Math.asin),
  arccos: one(Math.acos),
  arctan: one(Math.atan),
  floor: one(Math.floor),
  ceil: one(Math.ceil),
  round: one(Math.round),
  sign: one(Math.sign),
  min: { fn: Math.min, arity: [1, Infinity] },
  max: { fn: Math.max, arity: [1, Infinity] },
  gcd: { fn: greatestCommonDivisor, arity: [2, 2] },
  lcm: {
    fn: (a, b) => (a === 0 || b === 0 ? 0 : Math.abs(a * b) / greatestCommonDivisor(a, b)),
    arity: [2, 2],
  },
  mod: { fn: (a, b) => a - b * Math.floor(a / b), arity: [2, 2] },
  pow: { fn: realPower, arity: [2, 2] },
  factorial: one(factorial),
}

/** `deg` turns degrees into radians by implicit multiplication: `sin(30deg)`. */
const BUILTIN_CONSTANTS: Readonly<Record<string, number>> = {
  pi: Math.PI,
  e: Math.E,
  tau: 2 * Math.PI,
  deg: Math.PI / 180,
}

const isBuiltinFunction = (name: string) => Object.hasOwn(BUILTIN_FUNCTIONS, name)
const isBuiltinConstant = (name: string) => Object.hasOwn(BUILTIN_CONSTANTS, name)
/** Names a line cannot define: the built-ins, and x and y, which the graph's axes own. */
export const isReservedName = (name: string) =>
  isBuiltinFunction(name) || isBuiltinConstant(name) || name === 'x' || name === 'y'

/** The built-ins as an evaluation scope (user definitions are added on top). */
export function builtinScope(): Map<string, unknown> {
  const scope = new Map<string, unknown>(Object.entries(BUILTIN_CONSTANTS))
  for (const [name, builtin] of Object.entries(BUILTIN_FUNCTIONS)) scope.set(name, builtin.fn)
  return scope
}

const DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
const SYMBOLS: Readonly<Record<string, string>> = {
  '\u066b': '.', // Arabic decimal separator
  '\u066c': '', // Arabic thousands separator
  '\u060c': ',', // Arabic comma
  '\u00d7': '*',
  '\u00b7': '*',
  '\u22c5': '*',
  '\u00f7': '/',
  '\u2212': '-',
  '\u2013': '-',
  '\u03c0': 'pi',
  '\u00b2': '^2',
  '\u00b3': '^3',
}

/**
 * What the learner typed, in math.js's notation: Arabic-Indic digits and separators (an Arabic
 * keyboard types them), ×, ÷, −, π and squares become ASCII, and |x| becomes abs(x).
 */
export function normalizeInput(text: string): string {
  const ascii = text
    .replace(DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .replace(
      /[\u066b\u066c\u060c\u00d7\u00b7\u22c5\u00f7\u2212\u2013\u03c0\u00b2\u00b3]/g,
      (symbol) => SYMBOLS[symbol]!,
    )
  let out = ''
  let open = 0
  for (const char of ascii) {
    if (char !== '|') {
      out += char
      continue
    }
    // A bar opens outside any bars, or after an operator or an opening; otherwise it closes one.
    const before = out.trimEnd().at(-1)
    const opens = open === 0 || before === undefined || '(,+-*/^='.includes(before)
    out += opens ? 'abs(' : ')'
    open += opens ? 1 : -1
  }
  return out
}

/** Is `name` used as a value (not only called) anywhere in `node`? */
function mentions(node: MathNode, name: string): boolean {
  let found = false
  node.traverse((child, _path, parent) => {
    if (child.type !== 'SymbolNode' || (child as MathNode & { name: string }).name !== name) return
    const called = parent?.type === 'FunctionNode' && (parent as MathNode & { fn: MathNode }).fn === child
    if (!called) found = true
  })
  return found
}

/** A line as written, before the names of the other lines are known. */
export type ParsedLine =
  | { ok: true; kind: 'empty' }
  /** No `=`: a number, or a function of x when it mentions x. */
  | { ok: true; kind: 'expression'; node: MathNode }
  /** `y = …`, `f(x) = …`, or `a = …` that mentions x. */
  | { ok: true; kind: 'function'; name: string | null; param: string; node: MathNode }
  /** `a = …` without x. */
  | { ok: true; kind: 'constant'; name: string; node: MathNode }
  | CalculatorError

export function parseLine(text: string): ParsedLine {
  const source = normalizeInput(text).trim()
  if (source === '') return { ok: true, kind: 'empty' }
  let node: MathNode
  try {
    node = math.parse(source)
  } catch (error) {
    // `x^2 + y^2 = 1`, `2x + 3 = 7`: an equation, not a definition.
    const message = error instanceof Error ? error.message : ''
    return failure(message.startsWith('Invalid left hand side') ? 'unsupported' : 'syntax')
  }
  if (node.type === 'AssignmentNode') {
    const { object, value } = node as MathNode & { object: MathNode; value: MathNode }
    if (object.type !== 'SymbolNode') return failure('unsupported')
    const { name } = object as MathNode & { name: string }
    if (name === 'y') return { ok: true, kind: 'function', name: null, param: 'x', node: value }
    // `x = 3` is a vertical line, which is not a function of x.
    if (name === 'x') return failure('unsupported')
    if (isReservedName(name)) return failure('reserved-name', name)
    return mentions(value, 'x')
      ? { ok: true, kind: 'function', name, param: 'x', node: value }
      : { ok: true, kind: 'constant', name, node: value }
  }
  if (node.type === 'FunctionAssignmentNode') {
    const { name, params, expr } = node as MathNode & { name: string; params: string[]; expr: MathNode }
    if (params.length !== 1) return failure('unsupported')
    if (isReservedName(name)) return failure('reserved-name', name)
    const param = params[0]!
    if (param !== 'x' && param !== 'y' && isReservedName(param)) return failure('reserved-name', param)
    return { ok: true, kind: 'function', name, param, node: expr }
  }
  return { ok: true, kind: 'expression', node }
}

/** What a line's names refer to: the other lines' definitions. */
export type Definitions = ReadonlyMap<string, 'function' | 'constant'>

export interface LinkedExpression {
  ok: true
  /** The tree in math.js's terms, ready to compile. */
  code: EvalFunction
  /** The names of other lines it uses. */
  uses: ReadonlySet<string>
  /** Whether it mentions its variable (`param`). */
  usesParam: boolean
}

type Linked = { ok: true; node: MathNode } | CalculatorError
const ARITHMETIC = new Set(['add', 'subtract', 'multiply', 'divide', 'unaryMinus', 'unaryPlus'])
const REWRITTEN = new Set(['pow', 'factorial', 'mod'])

/**
 * Checks every name in `node` against the built-ins, `param` and `definitions`, and rewrites the
 * tree where the calculator reads it differently from math.js: `x(x + 1)` and `a(2)` multiply, `^`,
 * `!` and `mod` use the calculator's own functions. Anything else math.js can parse (matrices,
 * strings, comparisons, ranges) is `unsupported`.
 */
export function linkExpression(
  root: MathNode,
  param: string | null,
  definitions: Definitions,
): LinkedExpression | CalculatorError {
  const uses = new Set<string>()
  let usesParam = false
  const call = (name: string, args: MathNode[]) => new math.FunctionNode(new math.SymbolNode(name), args)
  const isValueName = (name: string) =>
    name === param || isBuiltinConstant(name) || definitions.get(name) === 'constant'

  const link = (node: MathNode): Linked => {
    switch (node.type) {
      case 'ConstantNode': {
        const { value } = node as MathNode & { value: unknown }
        return typeof value === 'number' ? { ok: true, node } : failure('unsupported')
      }
      case 'ParenthesisNode':
        return link((node as MathNode & { content: MathNode }).content)
      case 'SymbolNode': {
        const { name } = node as MathNode & { name: string }
        if (name === param) usesParam = true
        else if (definitions.get(name) === 'constant') uses.add(name)
        else if (isBuiltinFunction(name) || definitions.get(name) === 'function')
          return failure('missing-parentheses', name)
        else if (!isBuiltinConstant(name)) return failure('unknown-symbol', name)
        return { ok: true, node }
      }
      case 'FunctionNode': {
        const { fn, args } = node as MathNode & { fn: MathNode; args: MathNode[] }
        if (fn.type !== 'SymbolNode') return failure('unsupported')
        const { name } = fn as MathNode & { name: string }
        const linkedArgs: MathNode[] = []
        for (const arg of args) {
          const linked = link(arg)
          if (!linked.ok) return linked
          linkedArgs.push(linked.node)
        }
        if (isValueName(name)) {
          // `x(x + 1)`, `a(2)`, `pi(r^2)`: implicit multiplication, as on paper.
          if (linkedArgs.length !== 1) return failure('syntax')
          const factor = link(fn)
          if (!factor.ok) return factor
          return { ok: true, node: new math.OperatorNode('*', 'multiply', [factor.node, linkedArgs[0]!], true) }
        }
        const builtin = BUILTIN_FUNCTIONS[name]
        const userFunction = definitions.get(name) === 'function'
        if (!builtin && !userFunction) return failure('unknown-symbol', name)
        const [fewest, most] = builtin?.arity ?? [1, 1]
        if (linkedArgs.length < fewest || linkedArgs.length > most) return failure('argument-count', name)
        if (userFunction) uses.add(name)
        return { ok: true, node: call(name, linkedArgs) }
      }
      case 'OperatorNode': {
        const operator = node as MathNode & { fn: string; op: string; args: MathNode[]; implicit: boolean }
        // `sin x`: math.js multiplies the function by x.
        const [left] = operator.args
        if (operator.implicit && left?.type === 'SymbolNode') {
          const { name } = left as MathNode & { name: string }
          if (isBuiltinFunction(name) || definitions.get(name) === 'function')
            return failure('missing-parentheses', name)
        }
        const linkedArgs: MathNode[] = []
        for (const arg of operator.args) {
          const linked = link(arg)
          if (!linked.ok) return linked
          linkedArgs.push(linked.node)
        }
        if (REWRITTEN.has(operator.fn)) return { ok: true, node: call(operator.fn, linkedArgs) }
        if (!ARITHMETIC.has(operator.fn)) return failure('unsupported')
        type Op = ConstructorParameters<typeof math.OperatorNode>
        return {
          ok: true,
          node: new math.OperatorNode(operator.op as Op[0], operator.fn as Op[1], linkedArgs, operator.implicit),
        }
      }
      default:
        return failure('unsupported')
    }
  }

  const linked = link(root)
  if (!linked.ok) return linked
  try {
    return { ok: true, code: linked.node.compile(), uses, usesParam }
  } catch {
    return failure('syntax')
  }
}
