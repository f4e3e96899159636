import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, num, paren, poly, show } from './build'
import { frac } from './fraction'
import type { Random } from './random'

/**
 * Circles.
 * easy: the length of an arc from the central angle and the radius (in terms of pi).
 * medium: the area of a sector from the central angle and the radius (in terms of pi).
 * hard: the radius of a circle given as x^2 + y^2 + Dx + Ey + F = 0 (complete the square twice); student-produced.
 */
export type CircleParams =
  | { kind: 'arc'; angle: number; radius: number }
  | { kind: 'sector'; angle: number; radius: number }
  | { kind: 'equation'; h: number; k: number; r: number }

const ANGLES = [20, 30, 36, 40, 45, 60, 72, 80, 90, 100, 120, 135, 140, 150, 160, 210, 225, 240, 270, 300]

function draw(random: Random, difficulty: Difficulty): CircleParams {
  if (difficulty === 'hard') {
    for (;;) {
      const h = random.int(-9, 9)
      const k = random.int(-9, 9)
      const r = random.int(2, 12)
      // Both linear terms present, so both squares need completing.
      if (h !== 0 && k !== 0 && h * h + k * k !== r * r) return { kind: 'equation', h, k, r }
    }
  }
  for (;;) {
    const angle = random.pick(ANGLES)
    const radius = random.int(2, 18)
    const arc = frac(angle * radius, 180)
    const sector = frac(angle * radius * radius, 360)
    // Whole or half coefficients of pi keep the choices clean.
    const clean = difficulty === 'easy' ? arc.d <= 2 : sector.d <= 2
    if (clean && arc.n * sector.d !== sector.n * arc.d)
      return { kind: difficulty === 'easy' ? 'arc' : 'sector', angle, radius }
  }
}

export const circleArcSector = defineGenerator({
  key: 'circle',
  domain: 'geometry_and_trigonometry',
  skill: 'circles',
  draw,
  build(p) {
    if (p.kind === 'arc') {
      const { angle, radius } = p
      const key = frac(angle * radius, 180)
      return {
        stem: `A circle has a radius of ${m(num(radius))} inches. What is the length, in inches, of an arc of the circle intercepted by a central angle of ${m(`${angle}^\\circ`)}?`,
        explanation: `The arc is ${m(`\\dfrac{${angle}}{360}`)} of the circumference ${m(`2\\pi(${num(radius)}) = ${show('pi', frac(2 * radius))}`)}. So its length is ${m(`\\dfrac{${angle}}{360} \\times ${show('pi', frac(2 * radius))} = ${show('pi', key)}`)} inches.`,
        check: `${angle} / 360 * 2 * Math.PI * ${radius}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [frac(angle * radius * radius, 360), frac(angle * radius, 360), frac(2 * radius), frac(angle * radius, 90)],
          'pi',
        ),
      }
    }
    if (p.kind === 'sector') {
      const { angle, radius } = p
      const key = frac(angle * radius * radius, 360)
      return {
        stem: `A circle has a radius of ${m(num(radius))} meters. What is the area, in square meters, of a sector of the circle with a central angle of ${m(`${angle}^\\circ`)}?`,
        explanation: `The sector is ${m(`\\dfrac{${angle}}{360}`)} of the circle's area ${m(`\\pi(${num(radius)})^2 = ${show('pi', frac(radius * radius))}`)}. So its area is ${m(`\\dfrac{${angle}}{360} \\times ${show('pi', frac(radius * radius))} = ${show('pi', key)}`)} square meters.`,
        check: `${angle} / 360 * Math.PI * ${radius} ** 2`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            frac(angle * radius, 180),
            frac(radius * radius),
            frac(angle * radius * radius, 180),
            frac(angle * radius, 360),
          ],
          'pi',
        ),
      }
    }
    const { h, k, r } = p
    const D = -2 * h
    const E = -2 * k
    const F = h * h + k * k - r * r
    return {
      stem: `In the ${m('xy')}-plane, the graph of ${m(`${poly([1, 'x^2'], [1, 'y^2'], [D, 'x'], [E, 'y'], [F, ''])} = 0`)} is a circle. What is the radius of the circle?`,
      explanation: `Move the constant term to the right side, then complete the square in ${m('x')} and in ${m('y')} by adding ${m(num(h * h))} and ${m(num(k * k))} to both sides: ${m(`(${poly([1, 'x'], [-h, ''])})^2 + (${poly([1, 'y'], [-k, ''])})^2 = ${num(-F)} + ${num(h * h)} + ${num(k * k)} = ${num(r * r)}`)}. The radius is ${m(`\\sqrt{${num(r * r)}} = ${num(r)}`)}.`,
      check: `Math.sqrt((${D} / 2) ** 2 + (${E} / 2) ** 2 - ${paren(F)})`,
      answer: answerAs('student_produced', frac(r), []),
    }
  },
})
