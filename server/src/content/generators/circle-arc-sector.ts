import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, paren, poly, right, show } from './build'
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
        explanationAr: `القوس يمثّل ${m(`\\dfrac{${angle}}{360}`)} من محيط الدائرة ${m(`2\\pi(${num(radius)}) = ${show('pi', frac(2 * radius))}`)}. إذن طوله ${m(`\\dfrac{${angle}}{360} \\times ${show('pi', frac(2 * radius))} = ${show('pi', key)}`)} بوصة.`,
        check: `${angle} / 360 * 2 * Math.PI * ${radius}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(angle * radius * radius, 360),
              `This is the area of the sector (a fraction of ${m('\\pi r^2')}), not the length of the arc.`,
              `هذه مساحة القطاع (جزء من ${m('\\pi r^2')})، لا طول القوس.`,
            ),
            mistake(
              frac(angle * radius, 360),
              `This takes the fraction of ${m('\\pi r')} instead of the circumference ${m('2\\pi r')}.`,
              `هنا أُخذ الجزء من ${m('\\pi r')} بدلاً من المحيط ${m('2\\pi r')}.`,
            ),
            mistake(
              frac(2 * radius),
              `This is the whole circumference; the arc is only ${m(`\\dfrac{${angle}}{360}`)} of it.`,
              `هذا المحيط كاملاً، والقوس ليس إلا ${m(`\\dfrac{${angle}}{360}`)} منه.`,
            ),
            mistake(
              frac(angle * radius, 90),
              `This uses the diameter in place of the radius in ${m('2\\pi r')}, doubling the length.`,
              `هنا استُخدم القطر مكان نصف القطر في ${m('2\\pi r')}، فتضاعف الطول.`,
            ),
          ],
          'pi',
          false,
          right(
            `${m(`\\dfrac{${angle}}{360}`)} of the circumference ${m(show('pi', frac(2 * radius)))}.`,
            `${m(`\\dfrac{${angle}}{360}`)} من المحيط ${m(show('pi', frac(2 * radius)))}.`,
          ),
        ),
      }
    }
    if (p.kind === 'sector') {
      const { angle, radius } = p
      const key = frac(angle * radius * radius, 360)
      return {
        stem: `A circle has a radius of ${m(num(radius))} meters. What is the area, in square meters, of a sector of the circle with a central angle of ${m(`${angle}^\\circ`)}?`,
        explanation: `The sector is ${m(`\\dfrac{${angle}}{360}`)} of the circle's area ${m(`\\pi(${num(radius)})^2 = ${show('pi', frac(radius * radius))}`)}. So its area is ${m(`\\dfrac{${angle}}{360} \\times ${show('pi', frac(radius * radius))} = ${show('pi', key)}`)} square meters.`,
        explanationAr: `القطاع يمثّل ${m(`\\dfrac{${angle}}{360}`)} من مساحة الدائرة ${m(`\\pi(${num(radius)})^2 = ${show('pi', frac(radius * radius))}`)}. إذن مساحته ${m(`\\dfrac{${angle}}{360} \\times ${show('pi', frac(radius * radius))} = ${show('pi', key)}`)} متراً مربعاً.`,
        check: `${angle} / 360 * Math.PI * ${radius} ** 2`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(angle * radius, 180),
              `This is the length of the arc (a fraction of ${m('2\\pi r')}), not the area of the sector.`,
              `هذا طول القوس (جزء من ${m('2\\pi r')})، لا مساحة القطاع.`,
            ),
            mistake(
              frac(radius * radius),
              `This is the area of the whole circle; the sector is only ${m(`\\dfrac{${angle}}{360}`)} of it.`,
              `هذه مساحة الدائرة كلها، والقطاع ليس إلا ${m(`\\dfrac{${angle}}{360}`)} منها.`,
            ),
            mistake(
              frac(angle * radius * radius, 180),
              `This divides the angle by ${m('180')} instead of ${m('360')}, doubling the area.`,
              `هنا قُسمت الزاوية على ${m('180')} بدلاً من ${m('360')}، فتضاعفت المساحة.`,
            ),
            mistake(
              frac(angle * radius, 360),
              `This uses ${m('r')} instead of ${m('r^2')} in the area of the circle.`,
              `هنا استُخدم ${m('r')} بدلاً من ${m('r^2')} في مساحة الدائرة.`,
            ),
          ],
          'pi',
          false,
          right(
            `${m(`\\dfrac{${angle}}{360}`)} of the circle's area ${m(show('pi', frac(radius * radius)))}.`,
            `${m(`\\dfrac{${angle}}{360}`)} من مساحة الدائرة ${m(show('pi', frac(radius * radius)))}.`,
          ),
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
      explanationAr: `ننقل الحد الثابت إلى الطرف الأيمن، ثم نُكمل المربع في ${m('x')} وفي ${m('y')} بإضافة ${m(num(h * h))} و${m(num(k * k))} إلى الطرفين: ${m(`(${poly([1, 'x'], [-h, ''])})^2 + (${poly([1, 'y'], [-k, ''])})^2 = ${num(-F)} + ${num(h * h)} + ${num(k * k)} = ${num(r * r)}`)}. إذن نصف القطر ${m(`\\sqrt{${num(r * r)}} = ${num(r)}`)}.`,
      check: `Math.sqrt((${D} / 2) ** 2 + (${E} / 2) ** 2 - ${paren(F)})`,
      answer: answerAs('student_produced', frac(r), []),
    }
  },
})
