import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, num, poly, show } from './build'
import { frac, mul } from './fraction'
import type { Random } from './random'

/**
 * Lines, angles and triangles.
 * easy: the third angle of a triangle.
 * medium: parallel lines cut by a transversal; angles given as expressions are equal or supplementary; student-produced.
 * hard: a segment parallel to one side of a triangle makes similar triangles; a missing side from the ratio.
 */
export type AngleParams =
  | { kind: 'triangle'; first: number; second: number }
  | { kind: 'parallel'; relation: 'alternate' | 'same-side'; a: number; b: number; c: number; d: number; x: number }
  | { kind: 'similar'; ad: number; db: number; de: number }

function draw(random: Random, difficulty: Difficulty): AngleParams {
  if (difficulty === 'easy') {
    const first = random.int(20, 110)
    const second = random.int(15, 160 - first)
    return { kind: 'triangle', first, second }
  }
  if (difficulty === 'medium') {
    for (;;) {
      const relation = random.pick(['alternate', 'same-side'] as const)
      const x = random.int(5, 30)
      const a = random.int(2, 6)
      const c = random.intExcept(1, 5, [a])
      const first = random.int(30, 150)
      const second = relation === 'alternate' ? first : 180 - first
      const b = first - a * x
      const d = second - c * x
      if (b !== 0 && d !== 0 && Math.abs(b) <= 60 && Math.abs(d) <= 60 && first !== 90)
        return { kind: 'parallel', relation, a, b, c, d, x }
    }
  }
  for (;;) {
    const ad = random.int(2, 12)
    const db = random.int(2, 12)
    const de = random.int(3, 15)
    const bc = frac(de * (ad + db), ad)
    // BC in whole or half units.
    if (bc.d <= 2 && ad !== db) return { kind: 'similar', ad, db, de }
  }
}

export const anglesTriangles = defineGenerator({
  key: 'angle',
  domain: 'geometry_and_trigonometry',
  skill: 'lines_angles_triangles',
  draw,
  build(p) {
    if (p.kind === 'triangle') {
      const { first, second } = p
      const key = 180 - first - second
      return {
        stem: `In triangle ${m('PQR')}, the measure of angle ${m('P')} is ${m(`${num(first)}^\\circ`)} and the measure of angle ${m('Q')} is ${m(`${num(second)}^\\circ`)}. What is the measure of angle ${m('R')}?`,
        explanation: `The angles of a triangle add up to ${m('180^\\circ')}, so the measure of angle ${m('R')} is ${m(`180^\\circ - ${num(first)}^\\circ - ${num(second)}^\\circ = ${num(key)}^\\circ`)}.`,
        check: `180 - ${first} - ${second}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [frac(360 - first - second), frac(first + second), frac(90 - Math.abs(first - second)), frac(180 - first)],
          'degrees',
        ),
      }
    }
    if (p.kind === 'parallel') {
      const { relation, a, b, c, d, x } = p
      const first = poly([a, 'x'], [b, ''])
      const second = poly([c, 'x'], [d, ''])
      const relationText =
        relation === 'alternate'
          ? 'are alternate interior angles'
          : 'are interior angles on the same side of the transversal'
      const equation = relation === 'alternate' ? `${first} = ${second}` : `(${first}) + (${second}) = 180`
      const solved =
        relation === 'alternate'
          ? `${poly([a - c, 'x'])} = ${num(d - b)}`
          : `${poly([a + c, 'x'])} = ${num(180 - b - d)}`
      return {
        stem: `Parallel lines ${m('\\ell')} and ${m('m')} are cut by a transversal ${m('t')}. Two of the angles formed ${relationText}. Their measures are ${m(`(${first})^\\circ`)} and ${m(`(${second})^\\circ`)}. What is the value of ${m('x')}?`,
        explanation: `${relation === 'alternate' ? 'Alternate interior angles formed by parallel lines are equal' : 'Same-side interior angles formed by parallel lines are supplementary'}, so ${m(equation)}. Collecting terms gives ${solved.startsWith('x =') ? m(solved) : `${m(solved)}, so ${m(`x = ${num(x)}`)}`}.`,
        check: relation === 'alternate' ? `(${d} - (${b})) / (${a} - ${c})` : `(180 - (${b}) - (${d})) / (${a} + ${c})`,
        answer: answerAs('student_produced', frac(x), []),
      }
    }
    const { ad, db, de } = p
    const ab = ad + db
    const key = frac(de * ab, ad)
    return {
      stem: `In triangle ${m('ABC')}, point ${m('D')} lies on ${m('\\overline{AB}')} and point ${m('E')} lies on ${m('\\overline{AC}')}, with ${m('\\overline{DE}')} parallel to ${m('\\overline{BC}')}. If ${m(`AD = ${num(ad)}`)}, ${m(`DB = ${num(db)}`)} and ${m(`DE = ${num(de)}`)}, what is the length of ${m('\\overline{BC}')}?`,
      explanation: `Because ${m('\\overline{DE}')} is parallel to ${m('\\overline{BC}')}, triangle ${m('ADE')} is similar to triangle ${m('ABC')}, so ${m('\\dfrac{BC}{DE} = \\dfrac{AB}{AD}')}. Here ${m(`AB = ${num(ad)} + ${num(db)} = ${num(ab)}`)}, so ${m(`BC = ${num(de)} \\times \\dfrac{${num(ab)}}{${num(ad)}} = ${show('decimal', key)}`)}.`,
      check: `${de} * (${ad} + ${db}) / ${ad}`,
      answer: answerAs(
        'multiple_choice',
        key,
        [frac(de * db, ad), frac(de * ab, db), frac(de + db), mul(frac(de), frac(ad, ab))].filter((q) => q.d <= 2),
        'decimal',
      ),
    }
  },
})
