import { describe, expect, it } from 'vitest'
import type { Difficulty } from '../content/types'
import {
  calibrateDifficulties,
  calibration,
  estimateAbility,
  initialParameters,
  normalQuantile,
  probabilityCorrect,
  sectionScore,
  totalScore,
  type ItemParameters,
} from './irt'

/** mulberry32: a seeded PRNG, so every run simulates the same learners. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** A standard normal draw (Box–Muller). */
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
  /** `k` distinct indices of 0…n−1 (a partial Fisher–Yates shuffle). */
  const sample = (n: number, k: number) => {
    const indices = Array.from({ length: n }, (_, i) => i)
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(next() * (n - i))
      ;[indices[i], indices[j]] = [indices[j]!, indices[i]!]
    }
    return indices.slice(0, k)
  }
  return { next, normal, sample }
}

const medium: ItemParameters = { a: 1, b: 0, c: 0.2 }

/** Items spread evenly over [low, high], every fourth one typed (c = 0). */
const spreadItems = (n: number, low = -2, high = 2): ItemParameters[] =>
  Array.from({ length: n }, (_, i) => ({ a: 1, b: low + ((high - low) * i) / (n - 1), c: i % 4 === 3 ? 0 : 0.2 }))

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length
const variance = (values: number[]) => mean(values.map((v) => (v - mean(values)) ** 2))

function pearson(x: number[], y: number[]) {
  const mx = mean(x)
  const my = mean(y)
  let sxy = 0
  let sxx = 0
  let syy = 0
  x.forEach((xi, i) => {
    sxy += (xi - mx) * (y[i]! - my)
    sxx += (xi - mx) ** 2
    syy += (y[i]! - my) ** 2
  })
  return sxy / Math.sqrt(sxx * syy)
}

describe('the 3PL model', () => {
  it('gives a probability between the guessing floor and 1, rising with ability', () => {
    let previous = 0
    for (let theta = -6; theta <= 6; theta += 0.5) {
      const p = probabilityCorrect(theta, medium)
      expect(p).toBeGreaterThanOrEqual(0.2)
      expect(p).toBeLessThanOrEqual(1)
      expect(p).toBeGreaterThan(previous)
      previous = p
    }
    expect(probabilityCorrect(0, medium)).toBeCloseTo(0.6, 10)
    expect(probabilityCorrect(0, { a: 1, b: 0, c: 0 })).toBeCloseTo(0.5, 10)
  })

  it('is harder for a harder item at the same ability', () => {
    expect(probabilityCorrect(0, { ...medium, b: 1 })).toBeLessThan(probabilityCorrect(0, { ...medium, b: -1 }))
  })

  it('starts items from their label and format', () => {
    expect(initialParameters('easy', 'multiple_choice')).toEqual({ a: 1, b: -1.2, c: 0.2 })
    expect(initialParameters('medium', 'student_produced')).toEqual({ a: 1, b: 0, c: 0 })
    expect(initialParameters('hard', 'multiple_choice')).toEqual({ a: 1, b: 1.2, c: 0.2 })
  })
})

describe('the ability estimate (EAP)', () => {
  it('is the prior when there are no answers', () => {
    expect(estimateAbility([])).toEqual({ theta: 0, standardError: 1 })
    expect(estimateAbility([], { mean: 0.5, sd: 0.8 })).toEqual({ theta: 0.5, standardError: 0.8 })
  })

  it('rises with every further right answer', () => {
    const items = spreadItems(10, -1.5, 1.5)
    const thetas = Array.from(
      { length: items.length + 1 },
      (_, right) => estimateAbility(items.map((item, i) => ({ item, correct: i < right }))).theta,
    )
    for (let k = 1; k < thetas.length; k++) expect(thetas[k]).toBeGreaterThan(thetas[k - 1]!)
    // Finite even when every answer is right or every one wrong.
    expect(thetas[0]).toBeGreaterThan(-4)
    expect(thetas.at(-1)).toBeLessThan(4)
  })

  it('finds a simulated learner of θ = 1 within 3 standard errors from 60 answers', () => {
    const random = seeded(17)
    const items = spreadItems(60, -2.5, 2.5)
    for (let learner = 0; learner < 20; learner++) {
      const responses = items.map((item) => ({ item, correct: random.next() < probabilityCorrect(1, item) }))
      const estimate = estimateAbility(responses)
      expect(Number.isFinite(estimate.theta)).toBe(true)
      expect(Math.abs(estimate.theta - 1)).toBeLessThanOrEqual(3 * estimate.standardError)
      expect(estimate.standardError).toBeLessThan(0.4)
    }
  })

  it('narrows as answers accumulate', () => {
    const random = seeded(3)
    const items = spreadItems(60)
    const responses = items.map((item) => ({ item, correct: random.next() < probabilityCorrect(0.3, item) }))
    const errors = [5, 15, 30, 60].map((n) => estimateAbility(responses.slice(0, n)).standardError)
    for (let k = 1; k < errors.length; k++) expect(errors[k]).toBeLessThan(errors[k - 1]!)
    expect(errors[0]).toBeLessThan(1)
  })
})

describe('scaled scores', () => {
  it('maps θ to 500 + 100 θ in steps of 10, within 200–800', () => {
    expect(sectionScore(0, 0.3).score).toBe(500)
    expect(sectionScore(1.234, 0.3).score).toBe(620)
    expect(sectionScore(-0.456, 0.3).score).toBe(450)
    expect(sectionScore(5, 0.3)).toEqual({ score: 800, low: 800, high: 800 })
    expect(sectionScore(-5, 0.3)).toEqual({ score: 200, low: 200, high: 200 })
    expect(sectionScore(2.9, 0.5)).toMatchObject({ score: 790, high: 800 })
  })

  it('gives the range θ ± z·SE, wider for a higher confidence', () => {
    expect(normalQuantile(0.9)).toBeCloseTo(1.2816, 4)
    expect(normalQuantile(0.975)).toBeCloseTo(1.96, 3)
    expect(normalQuantile(0.001)).toBeCloseTo(-3.0902, 4)
    // z = 1.2816: 500 ± 38.4, rounded to 10.
    expect(sectionScore(0, 0.3)).toEqual({ score: 500, low: 460, high: 540 })
    const eighty = sectionScore(0.2, 0.35, 0.8)
    const ninetyFive = sectionScore(0.2, 0.35, 0.95)
    expect(ninetyFive.high - ninetyFive.low).toBeGreaterThan(eighty.high - eighty.low)
    expect(ninetyFive).toEqual({ score: 520, low: 450, high: 590 })
  })

  it('adds two sections, with their errors combined in quadrature', () => {
    // Points 600 + 450; spread 1.2816 × 100 × √(0.3² + 0.4²) = 64.1.
    expect(
      totalScore([
        { theta: 1, standardError: 0.3 },
        { theta: -0.5, standardError: 0.4 },
      ]),
    ).toEqual({ score: 1050, low: 990, high: 1110 })
    // Within 400–1600 however large the error.
    expect(
      totalScore([
        { theta: 3.5, standardError: 1 },
        { theta: 3.5, standardError: 1 },
      ]),
    ).toEqual({ score: 1600, low: 1420, high: 1600 })
    expect(
      totalScore([
        { theta: -3, standardError: 2 },
        { theta: -3, standardError: 2 },
      ]),
    ).toMatchObject({ score: 400, low: 400 })
  })
})

describe('calibration', () => {
  const labelOf = (b: number): Difficulty => (b < -0.6 ? 'easy' : b > 0.6 ? 'hard' : 'medium')

  it('recovers items’ difficulties from 1,000 simulated learners', () => {
    const random = seeded(2026)
    const truth = spreadItems(60)
    const ids = truth.map((_, i) => `item-${i}`)
    const responses: { learner: string; item: string; correct: boolean }[] = []
    for (let learner = 0; learner < 1000; learner++) {
      const theta = random.normal()
      for (const i of random.sample(truth.length, 30))
        responses.push({
          learner: `l${learner}`,
          item: ids[i]!,
          correct: random.next() < probabilityCorrect(theta, truth[i]!),
        })
    }
    const parameters = new Map(
      truth.map((item, i) => [
        ids[i]!,
        initialParameters(labelOf(item.b), item.c > 0 ? 'multiple_choice' : 'student_produced'),
      ]),
    )
    const started = performance.now()
    const result = calibrateDifficulties({ responses, parameters, minResponses: calibration.minResponses })
    const seconds = (performance.now() - started) / 1000

    expect(result.size).toBe(60)
    const trueB = truth.map((item) => item.b)
    const before = ids.map((id) => result.get(id)!.before.b)
    const after = ids.map((id) => result.get(id)!.after.b)
    const errorBefore = mean(before.map((b, i) => Math.abs(b - trueB[i]!)))
    const errorAfter = mean(after.map((b, i) => Math.abs(b - trueB[i]!)))
    const r = pearson(after, trueB)
    console.log(
      `calibration: 60 items, mean |b error| ${errorBefore.toFixed(2)} → ${errorAfter.toFixed(2)}, r = ${r.toFixed(3)} (${seconds.toFixed(2)} s)`,
    )
    expect(errorAfter).toBeLessThanOrEqual(0.25)
    expect(r).toBeGreaterThanOrEqual(0.95)
    expect(errorAfter).toBeLessThan(errorBefore)
    // a and c are held; each item keeps its response count.
    for (const [id, item] of result) {
      expect(item.after.a).toBe(item.before.a)
      expect(item.after.c).toBe(item.before.c)
      expect(item.responses).toBe(responses.filter((response) => response.item === id).length)
    }
  })

  it('does not pull difficulties towards the middle when learners answer only a few items', () => {
    // With 10 answers a learner's ability estimate is shrunk towards 0; fitting b to it alone
    // would give a slope of about 0.88 here.
    const random = seeded(10)
    const truth = spreadItems(60)
    const responses: { learner: string; item: string; correct: boolean }[] = []
    for (let learner = 0; learner < 1000; learner++) {
      const theta = random.normal()
      for (const i of random.sample(truth.length, 10))
        responses.push({
          learner: `l${learner}`,
          item: `${i}`,
          correct: random.next() < probabilityCorrect(theta, truth[i]!),
        })
    }
    const parameters = new Map(truth.map((item, i) => [`${i}`, { ...item, b: 0 }]))
    const result = calibrateDifficulties({ responses, parameters, minResponses: calibration.minResponses })
    const trueB = truth.map((item) => item.b)
    const after = truth.map((_, i) => result.get(`${i}`)!.after.b)
    const slope = pearson(after, trueB) * Math.sqrt(variance(after) / variance(trueB))
    expect(slope).toBeGreaterThan(0.95)
    expect(slope).toBeLessThan(1.05)
  })

  it('leaves items under the threshold out, and moves an item its answers contradict', () => {
    const random = seeded(5)
    const parameters = new Map<string, ItemParameters>([
      ['labelled-easy', { a: 1, b: -1.2, c: 0.2 }],
      ['as-labelled', { a: 1, b: 0, c: 0.2 }],
      ['rare', { a: 1, b: 1.2, c: 0.2 }],
    ])
    const responses: { learner: string; item: string; correct: boolean }[] = []
    for (let learner = 0; learner < 200; learner++) {
      const theta = random.normal()
      const answer = (item: string, b: number) =>
        responses.push({
          learner: `l${learner}`,
          item,
          correct: random.next() < probabilityCorrect(theta, { ...medium, b }),
        })
      answer('labelled-easy', 1.5) // labelled easy, but answered as a hard item
      answer('as-labelled', 0)
      if (learner < 10) answer('rare', -2)
    }
    const result = calibrateDifficulties({ responses, parameters, minResponses: 30 })
    expect([...result.keys()].sort()).toEqual(['as-labelled', 'labelled-easy'])
    expect(result.get('labelled-easy')!.after.b).toBeGreaterThan(0.8)
    expect(Math.abs(result.get('as-labelled')!.after.b)).toBeLessThan(0.4)
  })

  it('refuses a response to an item without parameters', () => {
    expect(() =>
      calibrateDifficulties({
        responses: [{ learner: 'l', item: 'unknown', correct: true }],
        parameters: new Map(),
        minResponses: 1,
      }),
    ).toThrow(/unknown/)
  })
})
