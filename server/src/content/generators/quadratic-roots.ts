import type { Difficulty } from '../types'
import {
  answerAs,
  defineGenerator,
  display,
  fracTex,
  m,
  mistake,
  num,
  paren,
  parenFrac,
  poly,
  right,
  signed,
} from './build'
import { add, frac, neg } from './fraction'
import type { Random } from './random'

/**
 * Nonlinear equations and systems.
 * easy: the positive solution of x^2 + bx + c = 0 (factor).
 * medium: the sum of the solutions of ax^2 + bx + c = 0 (factor (x - r)(ax - n)).
 * hard: a parabola and a line; the y-coordinate of the intersection with positive x; student-produced.
 */
export type QuadraticParams =
  | { kind: 'positive-root'; r1: number; r2: number }
  | { kind: 'sum-of-roots'; a: number; r: number; n: number }
  | { kind: 'parabola-line'; r1: number; r2: number; slope: number; intercept: number }

function draw(random: Random, difficulty: Difficulty): QuadraticParams {
  if (difficulty === 'easy') {
    const r1 = random.int(1, 12)
    return { kind: 'positive-root', r1, r2: -random.intExcept(1, 12, [r1]) }
  }
  if (difficulty === 'medium') {
    for (;;) {
      const a = random.int(2, 5)
      const r = random.intExcept(-6, 6)
      const n = random.intExcept(-9, 9)
      // n/a is not an integer, and the two roots do not cancel.
      if (n % a !== 0 && n + a * r !== 0) return { kind: 'sum-of-roots', a, r, n }
    }
  }
  const r1 = random.int(1, 7)
  const r2 = random.intExcept(-7, -1, [-r1])
  return {
    kind: 'parabola-line',
    r1,
    r2,
    slope: random.intExcept(-4, 5),
    intercept: random.int(-9, 9),
  }
}

export const quadraticRoots = defineGenerator({
  key: 'quad',
  domain: 'advanced_math',
  skill: 'nonlinear_equations_and_systems',
  draw,
  build(p) {
    if (p.kind === 'positive-root') {
      const { r1, r2 } = p
      const b = -(r1 + r2)
      const c = r1 * r2
      return {
        stem: `What is the positive solution to the equation ${m(`${poly([1, 'x^2'], [b, 'x'], [c, ''])} = 0`)}?`,
        explanation: `Look for two numbers whose product is ${m(num(c))} and whose sum is ${m(num(b))}: ${m(num(-r1))} and ${m(num(-r2))}. So ${m(`(${poly([1, 'x'], [-r1, ''])})(${poly([1, 'x'], [-r2, ''])}) = 0`)}, and ${m(`x = ${num(r1)}`)} or ${m(`x = ${num(r2)}`)}. The positive solution is ${m(num(r1))}.`,
        explanationAr: `نبحث عن عددين حاصل ضربهما ${m(num(c))} ومجموعهما ${m(num(b))}، وهما ${m(num(-r1))} و${m(num(-r2))}. إذن ${m(`(${poly([1, 'x'], [-r1, ''])})(${poly([1, 'x'], [-r2, ''])}) = 0`)}، ومنه ${m(`x = ${num(r1)}`)} أو ${m(`x = ${num(r2)}`)}. والحل الموجب هو ${m(num(r1))}.`,
        check: `(${-b} + Math.sqrt(${paren(b)} ** 2 - 4 * ${paren(c)})) / 2`,
        answer: answerAs(
          'multiple_choice',
          frac(r1),
          [
            mistake(
              frac(-r2),
              `This takes the number in the factor ${m(`(${poly([1, 'x'], [-r2, ''])})`)} as a solution; that factor is zero at ${m(`x = ${num(r2)}`)}, the negative solution.`,
              `هنا أُخذ العدد الظاهر في العامل ${m(`(${poly([1, 'x'], [-r2, ''])})`)} حلاً، لكن هذا العامل ينعدم عند ${m(`x = ${num(r2)}`)}، وهو الحل السالب.`,
            ),
            mistake(
              frac(-c),
              `This is the opposite of the constant term, which is the product of the solutions, not a solution.`,
              `هذا معكوس الحد الثابت، والحد الثابت هو حاصل ضرب الحلين لا أحدهما.`,
            ),
            mistake(
              frac(r1 - r2),
              `This is the distance between the two solutions, not a solution.`,
              `هذه هي المسافة بين الحلين، وليست حلاً للمعادلة.`,
            ),
            mistake(
              frac(-b),
              `This is the sum of the two solutions, not one of them.`,
              `هذا مجموع الحلين، وليس أحدهما.`,
            ),
            mistake(
              frac(r2),
              `This is the other solution, which is negative; the question asks for the positive one.`,
              `هذا هو الحل الآخر، وهو سالب، والسؤال يطلب الحل الموجب.`,
            ),
          ],
          'number',
          true,
          right(
            `${m(`(${poly([1, 'x'], [-r1, ''])})(${poly([1, 'x'], [-r2, ''])}) = 0`)} gives ${m(`x = ${num(r1)}`)} or ${m(`x = ${num(r2)}`)}, and only ${m(num(r1))} is positive.`,
            `${m(`(${poly([1, 'x'], [-r1, ''])})(${poly([1, 'x'], [-r2, ''])}) = 0`)} تعطي ${m(`x = ${num(r1)}`)} أو ${m(`x = ${num(r2)}`)}، والموجب منهما ${m(num(r1))}.`,
          ),
        ),
      }
    }
    if (p.kind === 'sum-of-roots') {
      const { a, r, n } = p
      // (x - r)(ax - n) = ax^2 - (n + ar)x + nr
      const b = -(n + a * r)
      const c = n * r
      const key = add(frac(r), frac(n, a))
      return {
        stem: `What is the sum of the solutions to the equation ${m(`${poly([a, 'x^2'], [b, 'x'], [c, ''])} = 0`)}?`,
        explanation: `The left side factors as ${m(`(${poly([1, 'x'], [-r, ''])})(${poly([a, 'x'], [-n, ''])})`)}, so the solutions are ${m(`x = ${num(r)}`)} and ${m(`x = ${fracTex(frac(n, a))}`)}. Their sum is ${m(`${num(r)} + ${parenFrac(frac(n, a))} = ${fracTex(key)}`)}.`,
        explanationAr: `يتحلل الطرف الأيسر إلى ${m(`(${poly([1, 'x'], [-r, ''])})(${poly([a, 'x'], [-n, ''])})`)}، فالحلان هما ${m(`x = ${num(r)}`)} و${m(`x = ${fracTex(frac(n, a))}`)}. ومجموعهما ${m(`${num(r)} + ${parenFrac(frac(n, a))} = ${fracTex(key)}`)}.`,
        check: `-(${b}) / ${a}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              neg(key),
              `This has the wrong sign: the sum of the solutions of ${m('ax^2 + bx + c = 0')} is ${m('-\\dfrac{b}{a}')}.`,
              `إشارة هذه القيمة خاطئة: مجموع حلَّي ${m('ax^2 + bx + c = 0')} يساوي ${m('-\\dfrac{b}{a}')}.`,
            ),
            mistake(
              frac(b),
              `This is the coefficient of ${m('x')}; the sum of the solutions is ${m('-\\dfrac{b}{a}')}, not ${m('b')}.`,
              `هذا معامل ${m('x')}، ومجموع الحلين هو ${m('-\\dfrac{b}{a}')} لا ${m('b')}.`,
            ),
            mistake(
              frac(c, a),
              `This is ${m('\\dfrac{c}{a}')}, the product of the solutions, not their sum.`,
              `هذا ${m('\\dfrac{c}{a}')}، وهو حاصل ضرب الحلين لا مجموعهما.`,
            ),
            mistake(
              add(frac(r), frac(n)),
              `This takes ${m(num(n))} as a solution, forgetting that the factor ${m(`(${poly([a, 'x'], [-n, ''])})`)} is zero at ${m(`x = ${fracTex(frac(n, a))}`)}.`,
              `هنا اعتُبر ${m(num(n))} حلاً، مع أن العامل ${m(`(${poly([a, 'x'], [-n, ''])})`)} ينعدم عند ${m(`x = ${fracTex(frac(n, a))}`)}.`,
            ),
          ],
          'number',
          true,
          right(
            `the solutions are ${m(num(r))} and ${m(fracTex(frac(n, a)))}, whose sum is ${m(fracTex(key))}.`,
            `الحلان هما ${m(num(r))} و${m(fracTex(frac(n, a)))}، ومجموعهما ${m(fracTex(key))}.`,
          ),
        ),
      }
    }
    const { r1, r2, slope, intercept } = p
    // x^2 + px + q = mx + k has the solutions r1 and r2.
    const pCoef = slope - (r1 + r2)
    const q = intercept + r1 * r2
    const key = slope * r1 + intercept
    return {
      stem: `${display(`y = ${poly([1, 'x^2'], [pCoef, 'x'], [q, ''])}`)}\n${display(`y = ${poly([slope, 'x'], [intercept, ''])}`)}\nThe graphs of the equations above intersect at two points. If ${m('(x, y)')} is the intersection point with ${m('x > 0')}, what is the value of ${m('y')}?`,
      explanation: `Set the right sides equal: ${m(`${poly([1, 'x^2'], [pCoef, 'x'], [q, ''])} = ${poly([slope, 'x'], [intercept, ''])}`)}, so ${m(`${poly([1, 'x^2'], [-(r1 + r2), 'x'], [r1 * r2, ''])} = 0`)}. This factors as ${m(`(${poly([1, 'x'], [-r1, ''])})(${poly([1, 'x'], [-r2, ''])}) = 0`)}, so ${m(`x = ${num(r1)}`)} or ${m(`x = ${num(r2)}`)}. For ${m(`x = ${num(r1)}`)}, ${m(`y = ${num(slope)}(${num(r1)})${intercept ? ` ${signed(intercept)}` : ''} = ${num(key)}`)}.`,
      explanationAr: `عند نقطتي التقاطع تتساوى قيمتا ${m('y')}، فنساوي الطرفين الأيمنين: ${m(`${poly([1, 'x^2'], [pCoef, 'x'], [q, ''])} = ${poly([slope, 'x'], [intercept, ''])}`)}، أي ${m(`${poly([1, 'x^2'], [-(r1 + r2), 'x'], [r1 * r2, ''])} = 0`)}. وتتحلل إلى ${m(`(${poly([1, 'x'], [-r1, ''])})(${poly([1, 'x'], [-r2, ''])}) = 0`)}، ومنه ${m(`x = ${num(r1)}`)} أو ${m(`x = ${num(r2)}`)}. نأخذ الحل الموجب ${m(`x = ${num(r1)}`)} ونعوّضه في معادلة المستقيم: ${m(`y = ${num(slope)}(${num(r1)})${intercept ? ` ${signed(intercept)}` : ''} = ${num(key)}`)}.`,
      check: `${slope} * ${r1} + ${paren(intercept)}`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})
