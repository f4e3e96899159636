import type { Generator } from '../types'
import { anglesTriangles } from './angles-triangles'
import { areaVolume } from './area-volume'
import { circleArcSector } from './circle-arc-sector'
import { equivalentExpressions } from './equivalent-expressions'
import { exponential } from './exponential'
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
import { ratiosUnits } from './ratios-units'
import { sampleEstimate } from './sample-estimate'
import { statisticalClaims } from './statistical-claims'
import { systems } from './systems'
import { trigRatio } from './trig-ratio'

/**
 * Parameterised Math generators: fresh variants with computed answers and
 * explanations in English and Arabic, and a rationale per choice (ids
 * `gen2-<key>-<difficulty>-<seed>`). One for each of the 19 Math skills, except
 * right triangles and trigonometry, which has two: 20 in all. Numeric choices
 * ascend from A to D, with the key's rank drawn per variant;
 * evaluating_statistical_claims has conclusions (text) as choices.
 */
export const generators: Generator[] = [
  linearEquationOneVariable,
  linearFunctionSlope,
  linearEquationTwoVariables,
  systems,
  inequalities,
  exponential,
  quadraticRoots,
  equivalentExpressions,
  ratiosUnits,
  percentages,
  meanMedian,
  lineOfFit,
  probabilityTable,
  sampleEstimate,
  statisticalClaims,
  areaVolume,
  anglesTriangles,
  pythagorean,
  trigRatio,
  circleArcSector,
]

/** The generators of a skill (empty when it has none). */
export function generatorsForSkill(skill: string): Generator[] {
  return generators.filter((generator) => generator.skill === skill)
}
