import type { Difficulty } from '../content/types'
import { scoreScale, type ItemFormat } from './full-test'

/**
 * Item response theory for the full-length test (issue 17): the three-parameter logistic model, the
 * ability estimate behind a section's score, the scaled scores and their ranges, and the calibration
 * that moves each item's difficulty from its label's prior towards what learners' answers show.
 * Pure functions: calibrate.ts reads the answers and writes `item_parameters`.
 */

/** 3PL parameters: discrimination `a`, difficulty `b` (on the θ scale), guessing floor `c`. */
export interface ItemParameters {
  a: number
  b: number
  c: number
}

/**
 * The logistic scale factor D. With it the logistic curve stays within about 0.01 of the normal
 * ogive at every θ, so `a` and `b` read on the normal-ogive scale that published item parameters use.
 */
export const logisticScale = 1.7

/** Chance that a learner of ability θ answers the item right: c + (1 − c) / (1 + e^(−D a (θ − b))). */
export function probabilityCorrect(theta: number, item: ItemParameters): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-logisticScale * item.a * (theta - item.b)))
}

export const labelDifficulty: Record<Difficulty, number> = { easy: -1.2, medium: 0, hard: 1.2 }

/**
 * An item's starting parameters, read from its difficulty label: priors that calibration refines.
 * a = 1 (an ordinary discrimination; nothing in a label tells one item from another). b = −1.2, 0,
 * +1.2 for easy, medium, hard: the labels split learners (θ ~ N(0, 1)) into rough thirds, and ±1.2
 * is where each outer third's items sit. c = 0.2 for multiple choice (four choices, and a guess does a
 * little worse than 1/4 in practice, as distractors draw the weakest), 0 for a typed answer.
 */
export function initialParameters(
  difficulty: Difficulty,
  format: ItemFormat,
  reviewerB: number | null = null,
): ItemParameters {
  return { a: 1, b: reviewerB ?? labelDifficulty[difficulty], c: format === 'multiple_choice' ? 0.2 : 0 }
}

/** log(1 + e^x) without overflow. */
const softplus = (x: number) => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)))

/** The ability grid of the quadrature: 121 points from −4 to 4 (steps of 1/15). */
const grid = Float64Array.from({ length: 121 }, (_, k) => -4 + (8 * k) / 120)

/** An item's log-likelihood of a right and of a wrong answer at each grid point. */
interface ItemTable {
  right: Float64Array
  wrong: Float64Array
}

function itemTable(item: ItemParameters): ItemTable {
  const right = new Float64Array(grid.length)
  const wrong = new Float64Array(grid.length)
  const logMiss = Math.log1p(-item.c)
  grid.forEach((theta, k) => {
    const x = logisticScale * item.a * (theta - item.b)
    // Log space: at the grid's far ends an answer's likelihood can be 1e-5, and 60 of them underflow.
    right[k] = item.c > 0 ? Math.log(item.c + (1 - item.c) / (1 + Math.exp(-x))) : -softplus(-x)
    wrong[k] = logMiss - softplus(x)
  })
  return { right, wrong }
}

export interface AbilityPrior {
  mean: number
  sd: number
}

const standardPrior: AbilityPrior = { mean: 0, sd: 1 }

function logPrior(prior: AbilityPrior): Float64Array {
  return grid.map((theta) => -((theta - prior.mean) ** 2) / (2 * prior.sd ** 2))
}

/** Mean and standard deviation of the posterior whose unnormalised log density on the grid is `log`. */
function posteriorSummary(log: Float64Array): { theta: number; standardError: number } {
  const top = Math.max(...log)
  let mass = 0
  let first = 0
  let second = 0
  grid.forEach((theta, k) => {
    const weight = Math.exp(log[k]! - top)
    mass += weight
    first += weight * theta
    second += weight * theta * theta
  })
  const theta = first / mass
  return { theta, standardError: Math.sqrt(Math.max(0, second / mass - theta * theta)) }
}

/**
 * The ability estimate from a learner's answers: the posterior mean (EAP) under a normal prior,
 * by quadrature on the grid, and its posterior standard deviation as the standard error. EAP
 * rather than maximum likelihood because it is finite for all-right and all-wrong patterns, which a
 * short module does give. No answers leave the prior.
 */
export function estimateAbility(
  responses: { item: ItemParameters; correct: boolean }[],
  prior: AbilityPrior = standardPrior,
): { theta: number; standardError: number } {
  if (responses.length === 0) return { theta: prior.mean, standardError: prior.sd }
  const log = logPrior(prior)
  for (const { item, correct } of responses) {
    const table = itemTable(item)
    const add = correct ? table.right : table.wrong
    for (let k = 0; k < grid.length; k++) log[k]! += add[k]!
  }
  return posteriorSummary(log)
}

/**
 * The standard normal quantile Φ⁻¹(p), by Acklam's rational approximation (relative error below
 * 1.2e-9), so any confidence level maps to its z.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`)
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ]
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572]
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ]
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416]
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
  const low = 0.02425
  if (p < low) return tail(Math.sqrt(-2 * Math.log(p)))
  if (p > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - p)))
  const q = p - 0.5
  const r = q * q
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  )
}

/** z of a two-sided interval holding `confidence` of the normal (1.2816 for 0.8, 1.96 for 0.95). */
const twoSidedZ = (confidence: number) => normalQuantile((1 + confidence) / 2)

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))
const roundToStep = (value: number) => Math.round(value / scoreScale.step) * scoreScale.step
/** θ on the section scale: 500 + 100 θ, rounded to 10, within 200–800. */
const sectionPoint = (theta: number) =>
  clamp(roundToStep(scoreScale.mean + scoreScale.perTheta * theta), scoreScale.min, scoreScale.max)

export interface ScaledScore {
  score: number
  low: number
  high: number
}

/** A section's scaled score, and the range θ ± z·SE mapped the same way. */
export function sectionScore(
  theta: number,
  standardError: number,
  confidence: number = scoreScale.confidence,
): ScaledScore {
  const spread = twoSidedZ(confidence) * standardError
  return { score: sectionPoint(theta), low: sectionPoint(theta - spread), high: sectionPoint(theta + spread) }
}

/**
 * The total: the sum of the sections' scaled points, and a range of z times the error of that sum
 * (the sections' errors are independent, so their variances add), within 400–1600 for two sections.
 */
export function totalScore(
  sections: { theta: number; standardError: number }[],
  confidence: number = scoreScale.confidence,
): ScaledScore {
  const score = sections.reduce((sum, section) => sum + sectionPoint(section.theta), 0)
  const variance = sections.reduce((sum, section) => sum + section.standardError ** 2, 0)
  const spread = twoSidedZ(confidence) * scoreScale.perTheta * Math.sqrt(variance)
  const low = sections.length * scoreScale.min
  const high = sections.length * scoreScale.max
  return {
    score,
    low: clamp(roundToStep(score - spread), low, high),
    high: clamp(roundToStep(score + spread), low, high),
  }
}

export const calibration = {
  /**
   * Responses an item needs before calibration moves it. At 30 the standard error of b is about 0.3,
   * a quarter of the 1.2 between two labels; with fewer, the estimate is noisier than the label it
   * would replace.
   */
  minResponses: 30,
  /** Rounds of (abilities, then difficulties): the difficulties settle within a few. */
  iterations: 6,
} as const

/** Difficulty stays within the ability grid: beyond it no learner's answers tell values apart. */
const difficultyBound = 4

/**
 * What the learners' answers to one item say, spread over the ability grid: at each grid point, the
 * expected number of its learners there (`learners`) and of those who answered right (`right`).
 */
interface ItemEvidence {
  learners: Float64Array
  right: Float64Array
}

/**
 * The maximum-likelihood b of one item given its evidence, with a and c held: Fisher scoring from
 * the current b, each step at most 0.5.
 */
function difficultyEstimate(item: ItemParameters, evidence: ItemEvidence): number {
  const scale = logisticScale * item.a
  let b = clamp(item.b, -difficultyBound, difficultyBound)
  for (let round = 0; round < 50; round++) {
    let score = 0
    let information = 0
    grid.forEach((theta, k) => {
      const logistic = 1 / (1 + Math.exp(-scale * (theta - b)))
      const p = item.c + (1 - item.c) * logistic
      // dP/db = −(1 − c)·D·a·L(1 − L) and 1 − P = (1 − c)(1 − L): the quotients below stay finite.
      score -= ((evidence.right[k]! - evidence.learners[k]! * p) * scale * logistic) / p
      information += (evidence.learners[k]! * (1 - item.c) * scale * scale * logistic * logistic * (1 - logistic)) / p
    })
    if (!(information > 0)) break
    const next = clamp(b + clamp(score / information, -0.5, 0.5), -difficultyBound, difficultyBound)
    const moved = Math.abs(next - b)
    b = next
    if (moved < 1e-6) break
  }
  return b
}

export interface CalibratedItem {
  before: ItemParameters
  after: ItemParameters
  responses: number
}

/**
 * Re-estimates the difficulty b of every item with at least `minResponses` responses, a and c held
 * (a few hundred responses per item cannot pin down a and c). Alternates `iterations` times: each
 * learner's ability from all their responses under the current parameters (items under the
 * threshold included, at their current values), then each item's b by maximum likelihood given
 * those abilities. The N(0, 1) prior on ability anchors the scale. Items under the threshold keep
 * their parameters and are left out of the result. Every response's item must have parameters.
 *
 * A learner's ability enters the b step as the whole EAP posterior on the quadrature grid, not just
 * its mean (Bock and Aitkin's EM). The mean is shrunk towards 0, the more so the fewer answers a
 * learner gave, and fitting b to shrunk abilities pulls every b towards 0: by about 10% with 10
 * answers per learner, where the posterior leaves b unbiased at the same cost.
 */
export function calibrateDifficulties(input: {
  responses: { learner: string; item: string; correct: boolean }[]
  parameters: Map<string, ItemParameters>
  minResponses: number
  iterations?: number
}): Map<string, CalibratedItem> {
  const iterations = input.iterations ?? calibration.iterations
  const current = new Map(input.parameters)
  const byLearner = new Map<string, { item: string; correct: boolean }[]>()
  const counts = new Map<string, number>()
  for (const response of input.responses) {
    if (!current.has(response.item)) throw new Error(`calibrateDifficulties: no parameters for item ${response.item}`)
    const learner = byLearner.get(response.learner) ?? []
    learner.push(response)
    byLearner.set(response.learner, learner)
    counts.set(response.item, (counts.get(response.item) ?? 0) + 1)
  }
  const calibrated = [...counts].filter(([, n]) => n >= input.minResponses).map(([item]) => item)
  const prior = logPrior(standardPrior)

  for (let round = 0; round < iterations; round++) {
    const tables = new Map([...counts.keys()].map((item) => [item, itemTable(current.get(item)!)]))
    const evidence = new Map<string, ItemEvidence>(
      calibrated.map((item) => [
        item,
        { learners: new Float64Array(grid.length), right: new Float64Array(grid.length) },
      ]),
    )
    for (const responses of byLearner.values()) {
      const log = prior.slice()
      for (const { item, correct } of responses) {
        const table = tables.get(item)!
        const add = correct ? table.right : table.wrong
        for (let k = 0; k < grid.length; k++) log[k]! += add[k]!
      }
      const top = Math.max(...log)
      const posterior = log.map((value) => Math.exp(value - top))
      const mass = posterior.reduce((sum, weight) => sum + weight, 0)
      for (let k = 0; k < grid.length; k++) posterior[k]! /= mass
      for (const { item, correct } of responses) {
        const counted = evidence.get(item)
        if (!counted) continue
        for (let k = 0; k < grid.length; k++) {
          counted.learners[k]! += posterior[k]!
          if (correct) counted.right[k]! += posterior[k]!
        }
      }
    }
    for (const [item, counted] of evidence) {
      const parameters = current.get(item)!
      current.set(item, { ...parameters, b: difficultyEstimate(parameters, counted) })
    }
  }
  return new Map(
    calibrated.map((item) => [
      item,
      { before: input.parameters.get(item)!, after: current.get(item)!, responses: counts.get(item)! },
    ]),
  )
}
