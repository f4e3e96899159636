import { describe, expect, it } from 'vitest'
import {
  defineFunction,
  evaluateExpression,
  evaluateLines,
  findExtrema,
  findIntersections,
  findZeros,
  formatNumber,
  formatPoint,
  normalizeInput,
  pointsOfInterest,
  samplePlot,
  tableOfValues,
  type LineResult,
  type PlotFunction,
} from './calculator-model'

function fn(text: string): PlotFunction['evaluate'] {
  const result = defineFunction(text)
  if (!result.ok) throw new Error(`${text}: ${result.error}`)
  return result.fn.evaluate
}

function valueOf(result: LineResult | undefined): number {
  if (!result?.ok || result.kind !== 'value') throw new Error(`not a value: ${JSON.stringify(result)}`)
  return result.value
}

describe('evaluateExpression', () => {
  it.each([
    ['2^10', 1024],
    ['sqrt(2)', Math.SQRT2],
    ['sin(pi/6)', 0.5],
    ['3!', 6],
    ['(-8)^(1/3)', -2],
    ['log(1000)', 3],
    ['ln(e^2)', 2],
    ['sin(30deg)', 0.5],
    ['2(3 + 4)', 14],
    ['|-3| + 2|-4|', 11],
    ['10 mod 4', 2],
    ['max(1, 7, 3)', 7],
    ['٢^١٠', 1024],
    ['3 × 4 ÷ 2 − 1', 5],
  ])('%s = %d', (text, expected) => {
    const result = evaluateExpression(text)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.value).toBeCloseTo(expected, 12)
  })

  it.each([
    ['2 +', 'syntax'],
    ['(1 + 2', 'syntax'],
    ['foo + 1', 'unknown-symbol'],
    ['sin x', 'missing-parentheses'],
    ['sqrt(1, 2)', 'argument-count'],
    ['1/0', 'undefined-value'],
    ['sqrt(-1)', 'undefined-value'],
    ['[1, 2]', 'unsupported'],
    ['3 == 3', 'unsupported'],
    ['x^2 + y^2 = 1', 'unsupported'],
    ['"text"', 'unsupported'],
    ['', 'syntax'],
  ])('%s fails as %s, without throwing', (text, error) => {
    expect(evaluateExpression(text)).toMatchObject({ ok: false, error })
  })

  it('names the unknown symbol', () => {
    expect(evaluateExpression('2k + 1')).toEqual({ ok: false, error: 'unknown-symbol', symbol: 'k' })
  })

  it('does not reach math.js functions the calculator does not offer', () => {
    expect(evaluateExpression('import(1)')).toMatchObject({ ok: false, error: 'unknown-symbol' })
    expect(evaluateExpression('matrix(1)')).toMatchObject({ ok: false, error: 'unknown-symbol' })
  })
})

describe('normalizeInput', () => {
  it('reads absolute value bars, nested too', () => {
    expect(normalizeInput('2|x| + |x - |y||')).toBe('2abs(x) + abs(x - abs(y))')
  })
  it('turns Arabic-Indic digits and the Arabic decimal separator into ASCII', () => {
    expect(normalizeInput('٣٫٥ + ۴')).toBe('3.5 + 4')
  })
})

describe('defineFunction', () => {
  it('reads y = … with implicit multiplication', () => {
    const result = defineFunction('y = x^2 - 3')
    expect(result).toMatchObject({ ok: true, fn: { name: null, param: 'x' } })
    expect(fn('y = x^2 - 3')(3)).toBe(6)
  })
  it('reads f(x) = 2x + 1, and x(x + 1) as a product', () => {
    expect(defineFunction('f(x) = 2x + 1')).toMatchObject({ ok: true, fn: { name: 'f', param: 'x' } })
    expect(fn('f(x) = 2x + 1')(4)).toBe(9)
    expect(fn('x(x + 1)')(3)).toBe(12)
  })
  it('reads an expression in x as y = …', () => {
    expect(fn('3x - 1')(2)).toBe(5)
  })
  it('gives NaN where the function is undefined, not an error', () => {
    expect(fn('y = sqrt(x)')(-4)).toBeNaN()
  })
  it('refuses a vertical line and a name it owns', () => {
    expect(defineFunction('x = 3')).toMatchObject({ ok: false, error: 'unsupported' })
    expect(defineFunction('sin(x) = x')).toEqual({ ok: false, error: 'reserved-name', symbol: 'sin' })
  })
})

describe('evaluateLines', () => {
  it('uses functions and constants defined on other lines, in any order', () => {
    const results = evaluateLines(['f(3)', 'f(x) = a x + 1', 'a = 2', 'y = f(x)^2'])
    expect(valueOf(results[0])).toBe(7)
    expect(results[2]).toEqual({ ok: true, kind: 'value', value: 2, name: 'a' })
    const square = results[3]
    expect(square?.ok && square.kind === 'function' && square.fn.evaluate(1)).toBe(9)
  })
  it('says which name fails: duplicates, circles and broken definitions', () => {
    const results = evaluateLines(['a = b', 'b = a', 'c = a + 1', 'g(x) = k x', 'g(2)', 'c = 4', 'h(x) = h(x)'])
    expect(results[0]).toEqual({ ok: false, error: 'circular', symbol: 'a' })
    expect(results[1]).toEqual({ ok: false, error: 'circular', symbol: 'b' })
    expect(results[2]).toEqual({ ok: false, error: 'depends-on-error', symbol: 'a' })
    expect(results[3]).toEqual({ ok: false, error: 'unknown-symbol', symbol: 'k' })
    expect(results[4]).toEqual({ ok: false, error: 'depends-on-error', symbol: 'g' })
    expect(results[5]).toEqual({ ok: false, error: 'duplicate-name', symbol: 'c' })
    expect(results[6]).toEqual({ ok: false, error: 'circular', symbol: 'h' })
  })
  it('keeps empty lines empty', () => {
    expect(evaluateLines(['', '  '])).toEqual([
      { ok: true, kind: 'empty' },
      { ok: true, kind: 'empty' },
    ])
  })
})

describe('findIntersections', () => {
  it('finds y = x^2 and y = x + 2 meeting at (-1, 1) and (2, 4)', () => {
    const points = findIntersections(fn('y = x^2'), fn('y = x + 2'), -10, 10)
    expect(points).toHaveLength(2)
    expect(points[0]!.x).toBeCloseTo(-1, 10)
    expect(points[0]!.y).toBeCloseTo(1, 10)
    expect(points[1]!.x).toBeCloseTo(2, 10)
    expect(points[1]!.y).toBeCloseTo(4, 10)
    expect(points.map(({ x, y }) => formatPoint(x, y))).toEqual(['(-1, 1)', '(2, 4)'])
  })
  it('finds a tangent point, where the functions touch without crossing', () => {
    const points = findIntersections(fn('y = (x - 1/3)^2'), fn('y = 0'), -3, 3)
    expect(points).toHaveLength(1)
    expect(points[0]!.x).toBeCloseTo(1 / 3, 6)
  })
  it('does not take a pole for a crossing', () => {
    // 1/x changes sign at 0 without meeting y = 0.
    expect(findIntersections(fn('1/x'), fn('y = 0'), -5, 5)).toEqual([])
    // tan(x) - 1 changes sign at π/2 too, where it is undefined: its zeros are π/4 and 5π/4 only.
    expect(findZeros(fn('tan(x) - 1'), 0, 4).map(({ x }) => x)).toEqual([
      expect.closeTo(Math.PI / 4, 10),
      expect.closeTo((5 * Math.PI) / 4, 10),
    ])
  })
  it('reports nothing for two equal functions', () => {
    expect(findIntersections(fn('2x'), fn('x + x'), -5, 5)).toEqual([])
  })
})

describe('findZeros and findExtrema', () => {
  it('finds the zeros and the vertex of x^2 - 4x + 3', () => {
    const f = fn('x^2 - 4x + 3')
    expect(findZeros(f, -10, 10).map(({ x }) => x)).toEqual([expect.closeTo(1, 9), expect.closeTo(3, 9)])
    const [vertex, ...others] = findExtrema(f, -10, 10)
    expect(others).toEqual([])
    expect(vertex).toMatchObject({ kind: 'minimum', x: expect.closeTo(2, 6), y: expect.closeTo(-1, 9) })
  })
  it('gives a turning point at a short number exactly, not with the search’s noise', () => {
    expect(findExtrema(fn('x^2 - 3'), -10, 10)).toEqual([{ kind: 'minimum', x: 0, y: -3 }])
    expect(findExtrema(fn('sqrt(9 - x^2)'), -10, 10)).toEqual([{ kind: 'maximum', x: 0, y: 3 }])
  })
  it('finds no turning point at a pole', () => {
    expect(findExtrema(fn('1/x'), -5, 5)).toEqual([])
  })
})

describe('pointsOfInterest', () => {
  it('lists zeros, y-intercepts, turning points and intersections, naming their lines', () => {
    const { points, more } = pointsOfInterest(
      [
        { line: 0, evaluate: fn('y = x^2') },
        { line: 2, evaluate: fn('y = x + 2') },
      ],
      { xMin: -10, xMax: 10, yMin: -10, yMax: 10 },
    )
    expect(more).toBe(false)
    const described = points.map(({ kind, lines, x, y }) => `${kind} ${lines.join('+')} ${formatPoint(x, y)}`)
    expect(described).toEqual([
      'zero 0 (0, 0)',
      'y-intercept 0 (0, 0)',
      'minimum 0 (0, 0)',
      'intersection 0+2 (-1, 1)',
      'intersection 0+2 (2, 4)',
      'zero 2 (-2, 0)',
      'y-intercept 2 (0, 2)',
    ])
  })
  it('stops at the limit and says there were more', () => {
    const { points, more } = pointsOfInterest([{ line: 0, evaluate: fn('sin(x)') }], {
      xMin: -100,
      xMax: 100,
      yMin: -2,
      yMax: 2,
    })
    expect(points).toHaveLength(40)
    expect(more).toBe(true)
  })
})

describe('samplePlot', () => {
  const viewport = { xMin: -5, xMax: 5, yMin: -5, yMax: 5 }

  /** Consecutive drawn points (neither null): the segments uPlot draws. */
  const segments = (xs: number[], ys: (number | null)[]) =>
    xs.slice(1).flatMap((x, index) => {
      const [y0, y1] = [ys[index], ys[index + 1]]
      return y0 == null || y1 == null ? [] : [{ x0: xs[index]!, x1: x, y0, y1 }]
    })

  it('does not join the two branches of 1/x across its asymptote', () => {
    // 101 samples: no sample falls on 0, so only the break detection can keep the branches apart.
    const { xs, ys } = samplePlot([fn('1/x')], viewport, 101)
    const series = ys[0]!
    expect(series.some((y) => y === null)).toBe(true)
    for (const { x0, x1 } of segments(xs, series)) expect(x0 < 0 && x1 > 0).toBe(false)
    // Left of 0 the curve goes down out of view, right of it up: its last and first points are off the view.
    const left = series[xs.findLastIndex((x) => x < 0)]
    const right = series[xs.findIndex((x) => x > 0)]
    expect(left).toBeLessThan(viewport.yMin)
    expect(right).toBeGreaterThan(viewport.yMax)
  })

  it('breaks tan(x) at each asymptote in view, and keeps continuous curves whole', () => {
    const { xs, ys } = samplePlot([fn('tan(x)'), fn('x^3')], viewport, 300)
    const breaks = ys[0]!.filter((y) => y === null).length
    expect(breaks).toBe(4) // -3π/2, -π/2, π/2, 3π/2
    expect(ys[1]!.every((y) => y !== null)).toBe(true)
    for (const { y0, y1 } of segments(xs, ys[0]!))
      expect(Math.sign(y0) === Math.sign(y1) || Math.abs(y1 - y0) < 1).toBe(true)
  })

  it('reaches the edge of a domain and leaves undefined points out', () => {
    const { xs, ys } = samplePlot([fn('sqrt(4 - x^2)')], viewport, 100)
    const drawn = xs.filter((_, index) => ys[0]![index] !== null)
    expect(drawn[0]).toBeCloseTo(-2, 9)
    expect(drawn.at(-1)).toBeCloseTo(2, 9)
    expect(ys[0]![0]).toBeNull()
  })
})

describe('tableOfValues', () => {
  it('lists n rows from start by step, with undefined values as null', () => {
    expect(tableOfValues(fn('1/x'), -0.2, 0.1, 4)).toEqual([
      { x: -0.2, y: -5 },
      { x: -0.1, y: -10 },
      { x: 0, y: null },
      { x: 0.1, y: 10 },
    ])
    expect(tableOfValues(fn('y = x^2 - 3'), 0, 0.1, 4).map(({ x }) => x)).toEqual([0, 0.1, 0.2, 0.3])
  })
})

describe('formatNumber', () => {
  it('shows ten significant digits, without rounding noise or a negative zero', () => {
    expect(formatNumber(Math.SQRT2)).toBe('1.414213562')
    expect(formatNumber(0.1 + 0.2)).toBe('0.3')
    expect(formatNumber(-0)).toBe('0')
    expect(formatNumber(1024)).toBe('1024')
  })
})
