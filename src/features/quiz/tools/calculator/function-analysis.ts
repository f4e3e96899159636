// Numerical work on functions of one variable: samples to draw, roots, intersections, extrema and
// tables. Pure, and fast enough to rerun on every drag of the graph.

/** The part of the plane the graph shows. */
export interface Viewport {
  xMin: number
  xMax: number
  yMin: number
  yMax: number
}

type Fn = (x: number) => number

const safe =
  (fn: Fn): Fn =>
  (x) => {
    try {
      const y = fn(x)
      return typeof y === 'number' ? y : Number.NaN
    } catch {
      return Number.NaN
    }
  }

const grid = (from: number, to: number, steps: number) =>
  Array.from({ length: steps + 1 }, (_, index) => (index === steps ? to : from + ((to - from) * index) / steps))

/**
 * Between two finite samples far apart, is there a break (a pole, as 1/x at 0, or a jump, as
 * floor's)? Halving towards the larger change: a continuous function's change shrinks with the
 * interval, a break's does not. Returns where the break is, or `null`.
 */
function breakBetween(fn: Fn, a: number, ya: number, b: number, yb: number, tolerance: number): number | null {
  let [lo, ylo, hi, yhi] = [a, ya, b, yb]
  for (let step = 0; step < 80; step += 1) {
    const mid = (lo + hi) / 2
    if (mid <= lo || mid >= hi) break
    const ymid = fn(mid)
    if (!Number.isFinite(ymid)) return mid
    if (Math.abs(ymid - ylo) >= Math.abs(yhi - ymid)) [hi, yhi] = [mid, ymid]
    else [lo, ylo] = [mid, ymid]
  }
  return Math.abs(yhi - ylo) > tolerance ? (lo + hi) / 2 : null
}

/** Where a function stops being defined between `a` (defined) and `b` (not): the last defined point. */
function edgeBetween(fn: Fn, a: number, b: number): number {
  let [inside, outside] = [a, b]
  for (let step = 0; step < 60; step += 1) {
    const mid = (inside + outside) / 2
    if (mid === inside || mid === outside) break
    if (Number.isFinite(fn(mid))) inside = mid
    else outside = mid
  }
  return inside
}

/** uPlot's aligned data: the x values, then each function's y values (`null`: the line breaks). */
export interface PlotData {
  xs: number[]
  ys: (number | null)[][]
}

/**
 * Samples `functions` across the viewport for drawing. Where a function is undefined its line
 * breaks; where it has a pole or a jump, a break point (`null`) goes between the samples on either
 * side, so no vertical line joins them; where its domain ends (sqrt(4 - x^2)), the last defined
 * point is added, so the curve reaches the edge. Values far outside the view are clamped, which
 * keeps the canvas's numbers small without changing what is seen.
 */
export function samplePlot(functions: readonly Fn[], viewport: Viewport, samples = 600): PlotData {
  const { xMin, xMax, yMin, yMax } = viewport
  const span = yMax - yMin
  const base = grid(xMin, xMax, samples)
  const fns = functions.map(safe)
  const extra = new Set<number>()
  const gaps = fns.map(() => new Set<number>())

  fns.forEach((fn, series) => {
    const ys = base.map(fn)
    for (let index = 0; index + 1 < base.length; index += 1) {
      const [a, b, ya, yb] = [base[index]!, base[index + 1]!, ys[index]!, ys[index + 1]!]
      const finiteA = Number.isFinite(ya)
      const finiteB = Number.isFinite(yb)
      if (finiteA && finiteB) {
        // Only a steep segment that crosses the view can hide a break worth drawing.
        const steep = Math.abs(yb - ya) > span * 0.02
        const seen = Math.max(ya, yb) >= yMin && Math.min(ya, yb) <= yMax
        if (!steep || !seen) continue
        const at = breakBetween(fn, a, ya, b, yb, span * 1e-3)
        if (at !== null) {
          extra.add(at)
          gaps[series]!.add(at)
        }
      } else if (finiteA !== finiteB) {
        extra.add(finiteA ? edgeBetween(fn, a, b) : edgeBetween(fn, b, a))
      }
    }
  })

  const xs = [...base, ...extra].sort((left, right) => left - right)
  const low = yMin - 4 * span
  const high = yMax + 4 * span
  const ys = fns.map((fn, series) =>
    xs.map((x) => {
      if (gaps[series]!.has(x)) return null
      const y = fn(x)
      return Number.isFinite(y) ? Math.min(high, Math.max(low, y)) : null
    }),
  )
  return { xs, ys }
}

/** A root of `fn` between `a` and `b`, where its sign changes, by bisection to the last bit. */
function bisect(fn: Fn, a: number, fa: number, b: number): number {
  let [lo, flo, hi] = [a, fa, b]
  for (let step = 0; step < 200; step += 1) {
    const mid = (lo + hi) / 2
    if (mid <= lo || mid >= hi) break
    const fmid = fn(mid)
    if (fmid === 0) return mid
    if (Math.sign(fmid) === Math.sign(flo)) [lo, flo] = [mid, fmid]
    else hi = mid
  }
  return Math.abs(flo) <= Math.abs(fn(hi)) ? lo : hi
}

/** The x in [a, b] where `fn` is smallest (golden-section search). */
function minimize(fn: Fn, a: number, b: number): number {
  const ratio = (Math.sqrt(5) - 1) / 2
  let [lo, hi] = [a, b]
  let c = hi - ratio * (hi - lo)
  let d = lo + ratio * (hi - lo)
  let [fc, fd] = [fn(c), fn(d)]
  for (let step = 0; step < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); step += 1) {
    if (fc < fd) {
      ;[hi, d, fd] = [d, c, fc]
      c = hi - ratio * (hi - lo)
      fc = fn(c)
    } else {
      ;[lo, c, fc] = [c, d, fd]
      d = lo + ratio * (hi - lo)
      fd = fn(d)
    }
  }
  return (lo + hi) / 2
}

/**
 * A found x (its last digits noise from a minimum search) replaced by the shortest number near it
 * that does at least as well by `score` (smaller is better): the vertex of x^2 - 3 is at 0, not
 * at 1.49e-8. A point that is not at a short number keeps its digits.
 */
function tidy(x: number, score: Fn, near: number): number {
  const target = score(x)
  const candidates = [0, ...Array.from({ length: 12 }, (_, index) => Number(x.toPrecision(index + 1)))]
  for (const candidate of candidates)
    if (Math.abs(candidate - x) <= near && score(candidate) <= target) return candidate
  return x
}

/** Values closer than this to each other are one root. */
const dedupe = (values: number[], within: number) =>
  values
    .sort((left, right) => left - right)
    .filter((value, index, sorted) => index === 0 || value - sorted[index - 1]! > within)

/**
 * The roots of `fn` in [xMin, xMax]: where its sign changes (refined by bisection; a pole, where
 * the sign also changes, is left out because the value there is not near 0) and where it touches 0
 * without crossing (a tangent root, as x^2 at 0, found as a minimum of |fn| that reaches 0).
 */
function roots(fn: Fn, xMin: number, xMax: number, samples: number): number[] {
  const xs = grid(xMin, xMax, samples)
  const ys = xs.map(fn)
  const scale = (x: number) => 1 + Math.abs(x)
  const found: number[] = []
  for (let index = 0; index < xs.length; index += 1) {
    const [x, y] = [xs[index]!, ys[index]!]
    if (y === 0) {
      // Zero on a stretch (two equal functions, y = 0) is no point to show.
      if (ys[index - 1] !== 0 && ys[index + 1] !== 0) found.push(x)
      continue
    }
    const [nextX, nextY] = [xs[index + 1], ys[index + 1]]
    if (
      nextX !== undefined &&
      Number.isFinite(y) &&
      Number.isFinite(nextY) &&
      nextY !== 0 &&
      Math.sign(y) !== Math.sign(nextY!)
    ) {
      const root = bisect(fn, x, y, nextX)
      if (Math.abs(fn(root)) <= 1e-6 * scale(root)) found.push(root)
    }
    const [previousY] = [ys[index - 1]]
    if (
      previousY !== undefined &&
      nextY !== undefined &&
      Number.isFinite(previousY) &&
      Number.isFinite(nextY) &&
      Math.sign(previousY) === Math.sign(y) &&
      Math.sign(nextY) === Math.sign(y) &&
      Math.abs(y) <= Math.abs(previousY) &&
      Math.abs(y) <= Math.abs(nextY!)
    ) {
      const distance = (t: number) => Math.abs(fn(t))
      const touch = minimize(distance, xs[index - 1]!, nextX!)
      if (distance(touch) <= 1e-10 * scale(touch)) found.push(tidy(touch, distance, 1e-6 * (xMax - xMin)))
    }
  }
  return dedupe(found, ((xMax - xMin) / samples) * 0.5)
}

/** A point the calculator points out; `y` is the (first) function's value there. */
export interface PointOfInterest {
  x: number
  y: number
}

/** Where `f` and `g` meet in [xMin, xMax]: crossings and touching points, left to right. */
export function findIntersections(f: Fn, g: Fn, xMin: number, xMax: number, samples = 1000): PointOfInterest[] {
  const [sf, sg] = [safe(f), safe(g)]
  return roots((x) => sf(x) - sg(x), xMin, xMax, samples).map((x) => ({ x, y: sf(x) }))
}

/** Where `f` is 0 in [xMin, xMax] (its x-intercepts), left to right. */
export function findZeros(f: Fn, xMin: number, xMax: number, samples = 1000): PointOfInterest[] {
  return findIntersections(f, () => 0, xMin, xMax, samples)
}

/**
 * The turning points of `f` strictly inside [xMin, xMax]: where it rises then falls (a maximum) or
 * falls then rises (a minimum), such as a parabola's vertex. A line or a constant has none.
 */
export function findExtrema(
  f: Fn,
  xMin: number,
  xMax: number,
  samples = 1000,
): { kind: 'minimum' | 'maximum'; x: number; y: number }[] {
  const fn = safe(f)
  const xs = grid(xMin, xMax, samples)
  const ys = xs.map(fn)
  const found: { kind: 'minimum' | 'maximum'; x: number; y: number }[] = []
  for (let index = 1; index + 1 < xs.length; index += 1) {
    const [before, y, after] = [ys[index - 1]!, ys[index]!, ys[index + 1]!]
    if (![before, y, after].every(Number.isFinite)) continue
    const kind = y < before && y <= after ? 'minimum' : y > before && y >= after ? 'maximum' : null
    if (!kind) continue
    const sign = kind === 'minimum' ? 1 : -1
    const signed = (t: number) => sign * fn(t)
    const x = tidy(minimize(signed, xs[index - 1]!, xs[index + 1]!), signed, 1e-6 * (xMax - xMin))
    const value = fn(x)
    // A pole between the samples is no turning point: the value there runs far past the samples'.
    const reach = Math.abs(y - before) + Math.abs(y - after)
    if (Number.isFinite(value) && Math.abs(value - y) <= reach) found.push({ kind, x, y: value })
  }
  return found
}

export interface TableRow {
  x: number
  /** `null` where the function is undefined. */
  y: number | null
}

/** `rows` values of `f`, x from `start` by `step`; x rounded to 12 digits, so 0.1 + 0.2 reads 0.3. */
export function tableOfValues(f: Fn, start: number, step: number, rows: number): TableRow[] {
  const fn = safe(f)
  return Array.from({ length: Math.max(0, rows) }, (_, index) => {
    const x = Number((start + index * step).toPrecision(12))
    const y = fn(x)
    return { x, y: Number.isFinite(y) ? y : null }
  })
}

/** A point the list shows: on which lines (their indexes in the list), and what it is. */
export type PointKind = 'intersection' | 'zero' | 'y-intercept' | 'minimum' | 'maximum'
export interface ListedPoint extends PointOfInterest {
  kind: PointKind
  lines: readonly number[]
}

/**
 * Everything worth pointing at in the view's x range: each function's zeros, y-intercept and
 * turning points, and where each pair meets; at most `limit` points (sin(x) zoomed out has many),
 * and `more` says whether there were others.
 */
export function pointsOfInterest(
  functions: readonly { line: number; evaluate: Fn }[],
  viewport: Viewport,
  limit = 40,
): { points: ListedPoint[]; more: boolean } {
  const { xMin, xMax } = viewport
  const points: ListedPoint[] = []
  functions.forEach(({ line, evaluate }, index) => {
    for (const point of findZeros(evaluate, xMin, xMax)) points.push({ kind: 'zero', lines: [line], ...point })
    const atZero = safe(evaluate)(0)
    if (xMin <= 0 && 0 <= xMax && Number.isFinite(atZero))
      points.push({ kind: 'y-intercept', lines: [line], x: 0, y: atZero })
    for (const { kind, x, y } of findExtrema(evaluate, xMin, xMax)) points.push({ kind, lines: [line], x, y })
    for (const other of functions.slice(index + 1))
      for (const point of findIntersections(evaluate, other.evaluate, xMin, xMax))
        points.push({ kind: 'intersection', lines: [line, other.line], ...point })
  })
  return { points: points.slice(0, limit), more: points.length > limit }
}
