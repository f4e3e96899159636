import { describe, expect, it } from 'vitest'
import { isAcceptedResponse, parseResponse } from '../../../../common/answers/student-response'
import { loadTaxonomy } from '../taxonomy'
import { difficulties, type ChoiceLabel, type ContentItem, type Difficulty } from '../types'
import { evaluateCheck } from '../check-expression'
import { sameNumber } from '../raw-values'
import { BANK_ID_PATTERN, figureProblems } from '../validate-item'
import { arabicProblems } from '../validate-extras'
import { keyIsLongest, visibleLength } from '../bank-bias'
import { anglesTriangles } from './angles-triangles'
import { areaVolume } from './area-volume'
import { acceptedForms, GENERATOR_AUTHOR, generatedId, MAX_SEED, type ParamGenerator } from './build'
import { circleArcSector } from './circle-arc-sector'
import { equivalentExpressions } from './equivalent-expressions'
import { exponential } from './exponential'
import { frac } from './fraction'
import { generators, generatorsForSkill } from './index'
import { inequalities } from './inequalities'
import { lineOfFit } from './line-of-fit'
import { linearEquationOneVariable } from './linear-equation-one-variable'
import { linearEquationTwoVariables } from './linear-equation-two-variables'
import { linearFunctionSlope } from './linear-function-slope'
import { meanMedian } from './mean-median'
import { percentages } from './percentages'
import { probabilityTable } from './probability-table'
import { pythagorean } from './pythagorean'
import { quadraticRoots } from './quadratic-roots'
import { hashSeed, mulberry32, Random } from './random'
import { ratiosUnits } from './ratios-units'
import { sampleEstimate } from './sample-estimate'
import { statisticalClaims } from './statistical-claims'
import { systems } from './systems'
import { trigRatio } from './trig-ratio'

const taxonomy = loadTaxonomy()

/** 200 seeds: the first hundred, and a hundred spread over the whole range (with its ends). */
const SEEDS: number[] = (() => {
  const next = mulberry32(20240601)
  const spread = Array.from({ length: 98 }, () => Math.floor(next() * (MAX_SEED + 1)))
  return [...Array.from({ length: 100 }, (_, i) => i), ...spread, MAX_SEED, MAX_SEED - 1]
})()

// ---------------------------------------------------------------------------------------------
// Independent answers: each recomputes the key from the numbers of the stem by another route
// (brute-force search, substitution, numeric evaluation, trigonometric functions, ...).
// ---------------------------------------------------------------------------------------------

/** The integers in [-1000, 1000] for which `holds` is true. */
const search = (holds: (n: number) => boolean) => {
  const found: number[] = []
  for (let n = -1000; n <= 1000; n++) if (holds(n)) found.push(n)
  return found
}
/** The only integer for which `holds` is true (fails the test otherwise). */
const only = (holds: (n: number) => boolean) => {
  const found = search(holds)
  expect(found).toHaveLength(1)
  return found[0]!
}
/** Real roots of ax^2 + bx + c = 0 by the quadratic formula. */
const roots = (a: number, b: number, c: number) => {
  const disc = Math.sqrt(b * b - 4 * a * c)
  return [(-b - disc) / (2 * a), (-b + disc) / (2 * a)]
}
/** Cramer's rule for ax + by = c, dx + ey = f. */
const solve2 = (a: number, b: number, c: number, d: number, e: number, f: number) => {
  const det = a * e - b * d
  return { x: (c * e - b * f) / det, y: (a * f - c * d) / det }
}
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const degrees = (angle: number) => (angle * Math.PI) / 180

interface Case {
  generator: ParamGenerator<unknown>
  expected(seed: number, difficulty: Difficulty): number
}
function caseOf<P>(generator: ParamGenerator<P>, expected: (params: P, difficulty: Difficulty) => number): Case {
  return {
    generator: generator as ParamGenerator<unknown>,
    expected: (seed, difficulty) => expected(generator.params(seed, difficulty), difficulty),
  }
}

const cases: Case[] = [
  caseOf(linearEquationOneVariable, (p) => {
    if (p.kind === 'two-step') return only((x) => p.a * x + p.b === p.c)
    if (p.kind === 'both-sides') return only((x) => p.a * (x + p.b) === p.c * x + p.d)
    const x = (p.c - p.b) / p.a
    expect(p.a * x + p.b).toBeCloseTo(p.c, 9)
    return p.k * p.a * x + p.e
  }),
  caseOf(linearFunctionSlope, (p) => {
    if (p.kind === 'evaluate') {
      const f = (x: number) => p.slope * x + p.intercept
      return f(p.input)
    }
    if (p.kind === 'slope') {
      // The slope m such that y1 + m(x2 - x1) = y2.
      const m = (p.y2 - p.y1) / (p.x2 - p.x1)
      expect(p.y1 + m * (p.x2 - p.x1)).toBeCloseTo(p.y2, 9)
      return m
    }
    // Lagrange form through (p, q) and (r, s).
    return (p.q * (p.t - p.r)) / (p.p - p.r) + (p.s * (p.t - p.p)) / (p.r - p.p)
  }),
  caseOf(linearEquationTwoVariables, (p) => {
    if (p.kind === 'context') return only((y) => y >= 0 && p.a * p.countA + p.b * y === p.total)
    if (p.kind === 'intercept') return solve2(p.a, p.b, p.c, 0, 1, 0).x
    const c = p.a * p.p + p.b * p.q
    return only((k) => p.a * p.r + p.b * k === c)
  }),
  caseOf(systems, (p) => {
    if (p.kind === 'sum-difference') return solve2(1, 1, p.x + p.y, 1, -1, p.x - p.y).x
    if (p.kind === 'elimination') {
      const { x, y } = solve2(p.a, p.b, p.a * p.x + p.b * p.y, p.d, p.e, p.d * p.x + p.e * p.y)
      return p.ask === 'x' ? x : p.ask === 'y' ? y : x + y
    }
    const [a1, b1, c1] = [p.u * p.a0, p.u * p.b0, p.c]
    const [b2, c2] = [p.v * p.b0, p.e]
    const k = only((n) => a1 * b2 - b1 * n === 0)
    // Parallel but distinct: the constants are not in the ratio of the coefficients.
    expect(c1 * b2 === c2 * b1).toBe(false)
    return k
  }),
  caseOf(inequalities, (p) => {
    const holds =
      p.kind === 'positive'
        ? (x: number) => p.a * x + p.b <= p.c
        : p.kind === 'negative'
          ? (x: number) => p.b - p.a * x > p.c
          : (h: number) => h >= 0 && p.fee + (p.truck + p.workers * p.wage) * h <= p.budget
    return Math.max(...search(holds))
  }),
  caseOf(quadraticRoots, (p) => {
    if (p.kind === 'positive-root') {
      const positive = roots(1, -(p.r1 + p.r2), p.r1 * p.r2).filter((x) => x > 0)
      expect(positive).toHaveLength(1)
      return positive[0]!
    }
    if (p.kind === 'sum-of-roots') {
      const [x1, x2] = roots(p.a, -(p.n + p.a * p.r), p.n * p.r)
      return x1! + x2!
    }
    const pCoef = p.slope - (p.r1 + p.r2)
    const q = p.intercept + p.r1 * p.r2
    const positive = roots(1, pCoef - p.slope, q - p.intercept).filter((x) => x > 0)
    expect(positive).toHaveLength(1)
    const x = positive[0]!
    const y = p.slope * x + p.intercept
    expect(x * x + pCoef * x + q).toBeCloseTo(y, 9)
    return y
  }),
  caseOf(exponential, (p) => {
    if (p.kind === 'evaluate') return p.a * Math.pow(p.b, p.x)
    if (p.kind === 'growth') {
      let amount = p.start
      for (let year = 0; year < p.years; year++) amount += ((p.grows ? 1 : -1) * amount * p.percent) / 100
      return amount
    }
    const [low, high] = [p.a * p.b ** p.first, p.a * p.b ** (p.first + 2)]
    const b = Math.sqrt(high / low)
    const a = low / b ** p.first
    return a * b ** p.target
  }),
  caseOf(equivalentExpressions, (p) => {
    if (p.kind === 'remainder') {
      // Remainder theorem: R is the numerator's value at x = r.
      return p.r ** 2 + p.b * p.r + p.c
    }
    const value = (x: number) =>
      (p.a * x + p.b) * (p.c * x + p.d) - (p.kind === 'difference' ? p.k * (x + p.e) ** 2 : 0)
    // For px^2 + qx + r, (E(1) - E(-1)) / 2 = q.
    return (value(1) - value(-1)) / 2
  }),
  caseOf(ratiosUnits, (p) => {
    if (p.kind === 'proportion') return (p.wanted / p.servings) * p.amount
    if (p.kind === 'speed') {
      const kmPerHour = (p.metersPerSecond * 18) / 5
      return p.toKmPerHour ? (p.metersPerSecond / 1000) * 3600 : ((kmPerHour * 1000) / 60) * (1 / 60)
    }
    if (p.kind === 'flow') {
      const [litersPerMinute, millilitersPerSecond] = [3 * p.step, 50 * p.step]
      return p.toMilliliters ? (litersPerMinute * 1000) / 60 : (millilitersPerSecond / 1000) * 60
    }
    return (p.length / 3) * (p.width / 3) * p.pricePerYard
  }),
  caseOf(percentages, (p) => {
    if (p.kind === 'percent-of') return (p.whole / 100) * p.percent
    if (p.kind === 'successive') return p.price * (1 + p.up / 100) * (1 - p.down / 100)
    const total = Math.round(p.original * (1 - p.discount / 100) * (1 + p.tax / 100) * 100) / 100
    return total / (1 + p.tax / 100) / (1 - p.discount / 100)
  }),
  caseOf(meanMedian, (p) => {
    if (p.kind === 'mean') return p.values.reduce((a, b) => a + b, 0) / p.values.length
    if (p.kind === 'median') return medianOf(p.values.flatMap((value, i) => Array<number>(p.counts[i]!).fill(value)))
    // Build a data set with these means and read off the removed number.
    const rest = Array<number>(p.count - 1).fill(p.meanAfter)
    const removed = p.count * p.meanBefore - rest.reduce((a, b) => a + b, 0)
    expect([...rest, removed].reduce((a, b) => a + b, 0) / p.count).toBeCloseTo(p.meanBefore, 9)
    return removed
  }),
  caseOf(lineOfFit, (p) => {
    if (p.kind === 'predict') return (p.slope.n / p.slope.d) * p.x + p.intercept
    if (p.kind === 'table') {
      const xs = [p.x0, p.x0 + p.step, p.x0 + 2 * p.step]
      const ys = xs.map((x) => p.y0 + p.rate * (x - p.x0))
      // Least-squares line through the three points (exact for linear data).
      const mx = (xs[0]! + xs[1]! + xs[2]!) / 3
      const my = (ys[0]! + ys[1]! + ys[2]!) / 3
      const slope = xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0) / xs.reduce((s, x) => s + (x - mx) ** 2, 0)
      return my + slope * (p.target - mx)
    }
    return p.actual - ((p.slope.n / p.slope.d) * p.x + p.intercept)
  }),
  caseOf(probabilityTable, (p, difficulty) => {
    const people = p.cells.flatMap((row, r) => row.flatMap((count, c) => Array.from({ length: count }, () => [r, c])))
    const share = (event: (rc: number[]) => boolean, given: (rc: number[]) => boolean) =>
      people.filter((rc) => given(rc) && event(rc)).length / people.filter(given).length
    if (difficulty === 'easy')
      return share(
        ([, c]) => c === p.column,
        () => true,
      )
    if (difficulty === 'medium')
      return share(
        ([, c]) => c === p.column,
        ([r]) => r === p.row,
      )
    return share(
      ([r]) => r === p.row,
      ([, c]) => c !== p.column,
    )
  }),
  caseOf(sampleEstimate, (p, difficulty) => {
    const rate = p.yes / p.sample
    if (difficulty === 'easy') return p.population * rate
    if (difficulty === 'medium') return p.population * (1 - rate)
    return p.population * (rate + p.margin / 100)
  }),
  // Text choices: the number the conclusion rests on (the difference of means, the top of the plausible range,
  // the difference of the sample percents); the key conclusion is checked in its own test.
  caseOf(statisticalClaims, (p) => {
    if (p.kind === 'design') return p.meanDoing - p.meanOther
    if (p.kind === 'margin') return (100 * p.yes) / p.size + p.margin
    return (100 * (p.yesA - p.yesB)) / p.size
  }),
  caseOf(areaVolume, (p) => {
    if (p.kind === 'cylinder') return Math.PI * p.radius ** 2 * p.height
    if (p.kind === 'box') {
      if (p.ask === 'height') return only((h) => p.length * p.width * h === p.length * p.width * p.height)
      const { length: l, width: w, height: h } = p
      return l * w + l * w + l * h + l * h + w * h + w * h
    }
    return p.volume * (p.large / p.small) ** 3
  }),
  caseOf(anglesTriangles, (p) => {
    if (p.kind === 'triangle') return only((r) => r > 0 && p.first + p.second + r === 180)
    if (p.kind === 'parallel')
      return only((x) =>
        p.relation === 'alternate' ? p.a * x + p.b === p.c * x + p.d : p.a * x + p.b + p.c * x + p.d === 180,
      )
    return (p.de / p.ad) * (p.ad + p.db)
  }),
  caseOf(pythagorean, (p, difficulty) => {
    const [a, b, c] = [p.a * p.k, p.b * p.k, p.c * p.k]
    expect(a * a + b * b).toBe(c * c)
    if (difficulty === 'easy') return Math.hypot(a, b)
    if (difficulty === 'medium') return only((x) => x > 0 && x * x + b * b === c * c)
    // A right triangle (half the legs' product) or a rectangle cut by its diagonal.
    return (b * Math.sqrt(c * c - b * b)) / (p.context === 'figure' ? 2 : 1)
  }),
  caseOf(trigRatio, (p) => {
    if (p.kind === 'ratio') {
      const angle = Math.atan2(p.opposite * p.k, p.adjacent * p.k)
      return { sin: Math.sin, cos: Math.cos, tan: Math.tan }[p.fn](angle)
    }
    if (p.kind === 'side') {
      const ratio = p.fn === 'sin' ? p.opposite / p.hypotenuse : p.adjacent / p.hypotenuse
      const angle = p.fn === 'sin' ? Math.asin(ratio) : Math.acos(ratio)
      const hypotenuse = p.hypotenuse * p.k
      return p.fn === 'sin' ? hypotenuse * Math.cos(angle) : hypotenuse * Math.sin(angle)
    }
    const k = only((n) => p.m1 * n + p.c1 + p.m2 * n + p.c2 === 90)
    const [x, y] = [p.m1 * k + p.c1, p.m2 * k + p.c2]
    expect(x > 0 && x < 90 && y > 0 && y < 90).toBe(true)
    expect(Math.sin(degrees(x))).toBeCloseTo(Math.cos(degrees(y)), 9)
    return k
  }),
  caseOf(circleArcSector, (p) => {
    if (p.kind === 'arc') return degrees(p.angle) * p.radius
    if (p.kind === 'sector') return (degrees(p.angle) * p.radius ** 2) / 2
    const [D, E, F] = [-2 * p.h, -2 * p.k, p.h ** 2 + p.k ** 2 - p.r ** 2]
    const r = Math.sqrt((D * D + E * E) / 4 - F)
    // The point r to the right of the center lies on the circle.
    const [x, y] = [-D / 2 + r, -E / 2]
    expect(x * x + y * y + D * x + E * y + F).toBeCloseTo(0, 9)
    return r
  }),
]

// ---------------------------------------------------------------------------------------------
// Well-formedness helpers.
// ---------------------------------------------------------------------------------------------

/** Inline and display math segments in order; fails on unbalanced or nested delimiters. */
function mathSegments(text: string): { segments: string[]; plain: string } {
  const segments: string[] = []
  let plain = ''
  let rest = text
  for (;;) {
    const open = /\\[([]/.exec(rest)
    const stray = /\\[)\]]/.exec(rest)
    if (stray && (!open || stray.index < open.index)) throw new Error(`unbalanced TeX (stray close) in: ${text}`)
    if (!open) {
      plain += rest
      break
    }
    plain += rest.slice(0, open.index)
    const close = open[0] === '\\(' ? '\\)' : '\\]'
    const after = rest.slice(open.index + 2)
    const end = after.indexOf(close)
    if (end < 0) throw new Error(`unbalanced TeX (no ${close}) in: ${text}`)
    const inner = after.slice(0, end)
    if (/\\[()[\]]/.test(inner)) throw new Error(`nested TeX delimiters in: ${text}`)
    segments.push(inner)
    rest = after.slice(end + 2)
  }
  return { segments, plain }
}

const NUMBER = String.raw`(?:\d{1,3}(?:\{,\}\d{3})+|\d+)(?:\.\d+)?`
const FRACTION = String.raw`\\dfrac\{\d+\}\{\d+\}`
/** A numeric TeX token: optional minus and \$, a number or \dfrac, optional \pi, optional ^\circ or \%. */
const NUMERIC = new RegExp(String.raw`(-)?(\\\$)?(${NUMBER}|${FRACTION})?(\\pi)?(\^\\circ|\\%)?`)
const WHOLE_NUMERIC = new RegExp(`^${NUMERIC.source}$`)
const TRAILING_NUMERIC = new RegExp(String.raw`(?:^|[\s=(])(${NUMERIC.source})$`)

function readNumeric(tex: string): number | undefined {
  const match = WHOLE_NUMERIC.exec(tex)
  if (!match || (!match[3] && !match[4])) return undefined
  const [, minus, , body, pi] = match
  let value = 1
  if (body) {
    const fraction = /^\\dfrac\{(\d+)\}\{(\d+)\}$/.exec(body)
    value = fraction ? Number(fraction[1]) / Number(fraction[2]) : Number(body.replaceAll('{,}', ''))
  }
  return (minus ? -1 : 1) * value * (pi ? Math.PI : 1)
}

const texts = (item: ContentItem) => [
  item.stem,
  item.explanation,
  ...(item.passage ? [item.passage] : []),
  ...item.choices.map((choice) => choice.text),
]

function checkText(text: string) {
  for (const bad of ['NaN', 'undefined', 'Infinity', 'null', '[object', '+ -', '- -', '+ +', '--'])
    expect(text, `"${bad}" in: ${text}`).not.toContain(bad)
  expect(text, `-0 in: ${text}`).not.toMatch(/(?<![\d.])-0(?![.\d])/)
  expect(text, `0x term in: ${text}`).not.toMatch(/(?<![\d.{])0[a-z]/)
  expect(text, `1x term in: ${text}`).not.toMatch(/(?<![\d.{,])1[a-z](?![a-z])/)
  expect(text.trim()).not.toBe('')
  const { plain } = mathSegments(text)
  // Everything with a backslash, brace or dollar sign is inside math.
  expect(plain, `TeX outside math in: ${text}`).not.toMatch(/[\\{}$]/)
}

/** The Arabic explanation and the rationales: Arabic prose, the English explanation's TeX, one rationale per choice. */
function checkArabic(item: ContentItem) {
  expect(item.explanationAr, `${item.id} has no Arabic explanation`).toBeTruthy()
  const arabic = item.explanationAr ?? ''
  checkText(arabic)
  expect(arabicProblems(arabic), arabic).toEqual([])
  // The same computed numbers: every number of the Arabic's TeX is in the English explanation or the stem, and
  // both end with the same formula (the key).
  const numbers = (text: string) =>
    mathSegments(text)
      .segments.join(' ')
      .match(/\d+(?:\{,\}\d{3})*(?:\.\d+)?/g) ?? []
  const known = new Set([...numbers(item.explanation), ...numbers(`${item.passage ?? ''} ${item.stem}`)])
  for (const number of numbers(arabic)) expect(known, `${number} is not in the English explanation`).toContain(number)
  expect(mathSegments(arabic).segments.at(-1)).toBe(mathSegments(item.explanation).segments.at(-1))
  if (item.format === 'multiple_choice') {
    expect(Object.keys(item.rationales).sort()).toEqual(['A', 'B', 'C', 'D'])
    for (const choice of item.choices) {
      const why = item.rationales[choice.label]!
      checkText(why.en)
      checkText(why.ar)
      expect(arabicProblems(why.ar), why.ar).toEqual([])
      expect(why.en).toMatch(/[A-Za-z]{3}/)
    }
    // The key's rationale says it is right; the others do not.
    const keyWhy = item.rationales[item.answer as ChoiceLabel]!
    expect(keyWhy.en, keyWhy.en).toMatch(/^Correct/)
    expect(keyWhy.ar, keyWhy.ar).toMatch(/^صحيح/)
    for (const choice of item.choices)
      if (choice.label !== item.answer) expect(item.rationales[choice.label]!.en).not.toMatch(/^Correct/)
  } else expect(item.rationales).toEqual({})
}

/** Everything the item must satisfy, whatever its generator. */
function checkItem(item: ContentItem, key: string, seed: number, difficulty: Difficulty, expected: number) {
  expect(item.id).toBe(`gen2-${key}-${difficulty}-${seed}`)
  expect(item.id).toMatch(BANK_ID_PATTERN)
  expect(item.subject).toBe('math')
  expect(item.difficulty).toBe(difficulty)
  expect(item.publicSample).toBe(false)
  expect(item.author).toBe(GENERATOR_AUTHOR)
  expect(item.source).toBe('generated')
  expect(item.reviewStatus).toBe('reviewed')
  expect(Number.isFinite(expected)).toBe(true)
  for (const text of texts(item)) checkText(text)
  if (item.passage !== null) expect(item.passage.split('\n').every((line) => line.includes(' | '))).toBe(true)

  if (item.figureSvg !== null) {
    expect(item.figureSvg.startsWith('<svg')).toBe(true)
    expect(figureProblems(item.figureSvg)).toEqual([])
    expect(item.figureSvg).not.toMatch(/<script|href|style\s*=|\son[a-z]+\s*=/i)
    expect(item.figureSvg).toMatch(/role="img"/)
    expect(item.figureSvg).toMatch(/aria-label="[^"]+"/)
  }

  // The check recomputes the key from the stem's numbers.
  const checked = evaluateCheck(item.check ?? '')
  expect(checked, item.check).toHaveProperty('value')
  const checkValue = 'value' in checked ? checked.value : NaN
  expect(sameNumber(checkValue, expected), `check ${item.check} = ${checkValue}, expected ${expected}`).toBe(true)

  // The explanation ends at the key: its last math segment ends with the key.
  const english = mathSegments(item.explanation).segments
  const last = english.at(-1) ?? ''
  const trailing = TRAILING_NUMERIC.exec(last)?.[1]
  expect(trailing, `no number at the end of ${last}`).toBeDefined()
  checkArabic(item)

  if (item.format === 'multiple_choice' && item.choices.every((choice) => choice.value === undefined)) {
    // Text choices (conclusions): four distinct texts, the key among them; the explanation ends with the
    // number the conclusion rests on.
    expect(item.choices.map((choice) => choice.label)).toEqual(['A', 'B', 'C', 'D'])
    expect(new Set(item.choices.map((choice) => choice.text)).size).toBe(4)
    expect(item.choices.every((choice) => choice.text.length > 30)).toBe(true)
    expect(['A', 'B', 'C', 'D']).toContain(item.answer)
    expect(sameNumber(readNumeric(trailing ?? '') ?? NaN, expected), `explanation ends with ${trailing}`).toBe(true)
  } else if (item.format === 'multiple_choice') {
    expect(item.choices.map((choice) => choice.label)).toEqual(['A', 'B', 'C', 'D'])
    expect(new Set(item.choices.map((choice) => choice.text)).size).toBe(4)
    for (const choice of item.choices) {
      expect(choice.value).toBeDefined()
      expect(Number.isFinite(choice.value)).toBe(true)
      const { segments, plain } = mathSegments(choice.text)
      expect(segments).toHaveLength(1)
      expect(plain).toBe('')
      // The text reads as its value.
      const read = readNumeric(segments[0]!)
      expect(read, choice.text).toBeDefined()
      expect(sameNumber(read!, choice.value!), `${choice.text} vs ${choice.value}`).toBe(true)
    }
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) expect(sameNumber(item.choices[i]!.value!, item.choices[j]!.value!)).toBe(false)
    // Numeric choices ascend from A to D.
    for (let i = 1; i < 4; i++) expect(item.choices[i]!.value!).toBeGreaterThan(item.choices[i - 1]!.value!)
    expect(typeof item.answer).toBe('string')
    const keyChoice = item.choices.find((choice) => choice.label === item.answer)
    expect(keyChoice).toBeDefined()
    const matching = item.choices.filter((choice) => sameNumber(choice.value!, expected))
    expect(
      matching.map((choice) => choice.label),
      `expected ${expected}`,
    ).toEqual([item.answer])
    expect(trailing).toBe(mathSegments(keyChoice!.text).segments[0])
  } else {
    expect(item.choices).toEqual([])
    expect(typeof item.answer).toBe('object')
    const answer = item.answer as Exclude<ContentItem['answer'], string>
    expect(sameNumber(answer.value, expected), `value ${answer.value}, expected ${expected}`).toBe(true)
    expect(answer.accepted.length).toBeGreaterThan(0)
    expect(new Set(answer.accepted).size).toBe(answer.accepted.length)
    for (const form of answer.accepted) {
      expect(form.length).toBeLessThanOrEqual(form.startsWith('-') ? 6 : 5)
      expect(parseResponse(form), form).toBeDefined()
      expect(isAcceptedResponse(form, { value: answer.value, accepted: [] }), `${form} for ${answer.value}`).toBe(true)
      expect(isAcceptedResponse(form, answer)).toBe(true)
    }
    // A wrong response is not accepted.
    expect(isAcceptedResponse(String(Math.round(answer.value) + 1), answer)).toBe(false)
    expect(sameNumber(readNumeric(trailing ?? '') ?? NaN, answer.value), `explanation ends with ${trailing}`).toBe(true)
  }
}

// ---------------------------------------------------------------------------------------------

describe('generators', () => {
  it('has an independent check for every generator, and nothing else', () => {
    expect(cases.map((c) => c.generator.key).sort()).toEqual(generators.map((g) => g.key).sort())
  })

  it('covers at least 12 skills and all four Math domains, with skills of their domains', () => {
    const math = taxonomy.subject('math')!
    expect(new Set(generators.map((g) => g.skill)).size).toBeGreaterThanOrEqual(12)
    expect(new Set(generators.map((g) => g.domain))).toEqual(new Set(math.domains.map((d) => d.id)))
    for (const generator of generators) {
      expect(taxonomy.skill(generator.skill)?.domain, generator.key).toBe(generator.domain)
      expect(taxonomy.domain(generator.domain)?.subject).toBe('math')
    }
  })

  it('has unique short keys that fit ids of 40 characters', () => {
    const keys = generators.map((g) => g.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9]+$/)
      expect(generatedId(key, 'medium', MAX_SEED)).toMatch(BANK_ID_PATTERN)
    }
  })

  it('finds the generators of a skill', () => {
    for (const generator of generators) expect(generatorsForSkill(generator.skill)).toContain(generator)
    expect(generatorsForSkill('right_triangles_and_trigonometry').map((g) => g.key)).toEqual(['pyth', 'trig'])
    expect(generatorsForSkill('words_in_context')).toEqual([])
    expect(generatorsForSkill('no_such_skill')).toEqual([])
  })

  it('mixes formats: at least four generators produce student-produced items', () => {
    const producing = generators.filter((g) =>
      difficulties.some((d) => SEEDS.slice(0, 20).some((seed) => g.generate(seed, d).format === 'student_produced')),
    )
    expect(producing.length).toBeGreaterThanOrEqual(4)
    const choosing = generators.filter((g) =>
      difficulties.some((d) => SEEDS.slice(0, 20).some((seed) => g.generate(seed, d).format === 'multiple_choice')),
    )
    expect(choosing).toHaveLength(generators.length)
  })

  it('claims: the key is the conclusion the design or the numbers support', () => {
    for (const difficulty of difficulties)
      for (const seed of SEEDS) {
        const p = statisticalClaims.params(seed, difficulty)
        const item = statisticalClaims.generate(seed, difficulty)
        const key = item.choices.find((choice) => choice.label === item.answer)!.text
        if (p.kind === 'design') {
          const phrase = {
            'assigned-volunteers': 'similar to the volunteers',
            'assigned-sample': 'in general',
            'observed-sample': 'is associated with',
          }[p.design]
          expect(key).toContain(phrase)
          // Exactly one choice says it.
          expect(item.choices.filter((choice) => choice.text.includes(phrase))).toHaveLength(1)
        } else if (p.kind === 'margin') {
          const [low, high] = [(100 * p.yes) / p.size - p.margin, (100 * p.yes) / p.size + p.margin]
          expect(key).toContain(`between \\(${low}\\%\\) and \\(${high}\\%\\) of all the`)
          expect(key).not.toContain('in the sample')
        } else {
          const overlap = (100 * (p.yesA - p.yesB)) / p.size <= 2 * p.margin
          expect(key).toContain(overlap ? 'do not show' : 'is likely greater')
        }
      }
  })

  it('claims: the length of the key gives nothing away (longest in at most 25%, shortest in at most 35% of 2,000 variants per difficulty)', () => {
    const seeds = 2000
    for (const difficulty of difficulties) {
      let longest = 0
      let shortest = 0
      for (let seed = 0; seed < seeds; seed++) {
        const item = statisticalClaims.generate(seed, difficulty)
        const key = item.choices.find((choice) => choice.label === item.answer)!
        if (keyIsLongest(item)) longest++
        const length = visibleLength(key.text)
        if (item.choices.every((choice) => choice === key || visibleLength(choice.text) > length)) shortest++
      }
      expect(longest / seeds, `${difficulty}: key longest`).toBeLessThanOrEqual(0.25)
      expect(shortest / seeds, `${difficulty}: key strictly shortest`).toBeLessThanOrEqual(0.35)
    }
  })

  it('rejects seeds that are not integers from 0 to 999999999', () => {
    for (const seed of [-1, 1.5, MAX_SEED + 1, Number.NaN])
      expect(() => linearEquationOneVariable.generate(seed, 'easy')).toThrow(RangeError)
  })

  // The key's rank over 2,000 seeds per difficulty, ascending choices and complete explanations: bank-bias.test.ts.

  const seen = new Set<string>()
  describe.each(cases.map((c) => [c.generator.key, c] as const))('%s', (key, { generator, expected }) => {
    it.each(difficulties)('%s: 200 seeds give well-formed, deterministic items with the right key', (difficulty) => {
      const stems = new Set<string>()
      const labels = new Set<string>()
      for (const seed of SEEDS) {
        const item = generator.generate(seed, difficulty)
        expect(item.domain).toBe(generator.domain)
        expect(item.skill).toBe(generator.skill)
        checkItem(item, key, seed, difficulty, expected(seed, difficulty))
        expect(generator.generate(seed, difficulty)).toEqual(item)
        expect(seen.has(item.id), item.id).toBe(false)
        seen.add(item.id)
        stems.add(`${item.passage ?? ''}${item.stem}`)
        if (typeof item.answer === 'string') labels.add(item.answer)
      }
      // Fresh variants (most seeds give a new item), and the key is not always in the same place.
      expect(stems.size).toBeGreaterThanOrEqual(80)
      if (labels.size) expect(labels.size).toBe(4)
    })
  })
})

describe('accepted forms', () => {
  it('lists the integer, fraction and decimal forms that fit', () => {
    expect(acceptedForms(frac(21))).toEqual(['21'])
    expect(acceptedForms(frac(-23))).toEqual(['-23'])
    expect(acceptedForms(frac(7, 2))).toEqual(['7/2', '3.5'])
    expect(acceptedForms(frac(1, 4))).toEqual(['1/4', '0.25', '.25'])
    expect(acceptedForms(frac(-3, 8))).toEqual(['-3/8', '-0.375', '-.375'])
  })

  it('fills every character, rounded and truncated, when the decimal does not end', () => {
    expect(acceptedForms(frac(2, 3))).toEqual(['2/3', '0.666', '0.667', '.6666', '.6667'])
    expect(acceptedForms(frac(-7, 3))).toEqual(['-7/3', '-2.333'])
    expect(acceptedForms(frac(46, 75))).toEqual(['46/75', '0.613', '.6133'])
  })

  it('drops forms that are too long, keeping a decimal that fills the characters', () => {
    expect(acceptedForms(frac(123456))).toEqual([])
    expect(acceptedForms(frac(1, 32))).toEqual(['1/32', '0.031', '.0312', '.0313'])
    const forms = acceptedForms(frac(101, 113))
    expect(forms).not.toContain('101/113')
    for (const form of forms) expect(isAcceptedResponse(form, { value: 101 / 113, accepted: [] })).toBe(true)
  })
})

describe('random', () => {
  it('is deterministic and seeded', () => {
    const a = new Random(42)
    const b = new Random(42)
    const c = new Random(43)
    const draws = (r: Random) => Array.from({ length: 20 }, () => r.int(0, 1000))
    const first = draws(a)
    expect(draws(b)).toEqual(first)
    expect(draws(c)).not.toEqual(first)
  })

  it('starts unrelated streams for neighbouring seeds', () => {
    // For independent uniform draws, the mean distance between neighbours is 1/3.
    const first = Array.from({ length: 2000 }, (_, seed) => new Random(hashSeed('trig', 'medium', seed)).float())
    const distance = first.slice(1).reduce((sum, u, i) => sum + Math.abs(u - first[i]!), 0) / (first.length - 1)
    expect(distance).toBeGreaterThan(0.3)
    expect(distance).toBeLessThan(0.37)
  })

  it('draws integers in range, picks members and shuffles into permutations', () => {
    const random = new Random(7)
    const counts = new Map<number, number>()
    for (let i = 0; i < 6000; i++) {
      const n = random.int(-2, 3)
      counts.set(n, (counts.get(n) ?? 0) + 1)
    }
    expect([...counts.keys()].sort((x, y) => x - y)).toEqual([-2, -1, 0, 1, 2, 3])
    for (const count of counts.values()) expect(count).toBeGreaterThan(800)
    for (let i = 0; i < 100; i++) expect([0, 1]).not.toContain(random.intExcept(-3, 3, [0, 1]))
    expect(['a', 'b', 'c']).toContain(random.pick(['a', 'b', 'c']))
    const items = [1, 2, 3, 4, 5, 6, 7]
    const shuffled = random.shuffle(items)
    expect([...shuffled].sort()).toEqual(items)
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(() => random.int(3, 2)).toThrow(RangeError)
    expect(() => random.pick([])).toThrow(RangeError)
  })
})
