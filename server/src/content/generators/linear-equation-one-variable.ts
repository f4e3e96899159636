import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, paren, poly, right, signed } from './build'
import { frac } from './fraction'
import type { Random } from './random'

/**
 * Linear equations in one variable.
 * easy: ax + b = c (undo the constant, then the coefficient).
 * medium: a(x + b) = cx + d (distribute, collect x on one side, divide); student-produced.
 * hard: from ax + b = c, the value of (ka)x + e without solving for x (the hidden step is scaling).
 */
export type LinearEquationParams =
  | { kind: 'two-step'; a: number; b: number; x: number; c: number }
  | { kind: 'both-sides'; a: number; b: number; c: number; d: number; x: number }
  | {
      kind: 'scaled'
      a: number
      b: number
      c: number
      k: number
      e: number
      format: 'multiple_choice' | 'student_produced'
    }

function draw(random: Random, difficulty: Difficulty): LinearEquationParams {
  if (difficulty === 'easy') {
    const a = random.int(2, 9)
    const x = random.intExcept(-9, 12, [0, 1])
    const b = random.intExcept(-20, 20)
    return { kind: 'two-step', a, b, x, c: a * x + b }
  }
  if (difficulty === 'medium') {
    const a = random.int(2, 7)
    const c = random.intExcept(1, 9, [a])
    const x = random.intExcept(-10, 10)
    const b = random.intExcept(-9, 9)
    return { kind: 'both-sides', a, b, c, x, d: a * (x + b) - c * x }
  }
  const a = random.int(2, 9)
  const b = random.intExcept(-15, 15)
  // c - b is not a multiple of a, so solving for x first means working with a fraction.
  const c = b + a * random.int(-4, 6) + random.int(1, a - 1)
  return {
    kind: 'scaled',
    a,
    b,
    c,
    k: random.int(2, 5),
    e: random.intExcept(-12, 12),
    format: random.chance(0.5) ? 'student_produced' : 'multiple_choice',
  }
}

export const linearEquationOneVariable = defineGenerator({
  key: 'lineq',
  domain: 'algebra',
  skill: 'linear_equations_one_variable',
  draw,
  build(p) {
    if (p.kind === 'two-step') {
      const { a, b, c, x } = p
      const undo = b > 0 ? `Subtract ${m(num(b))} from both sides` : `Add ${m(num(-b))} to both sides`
      const undoAr = b > 0 ? `نطرح ${m(num(b))} من الطرفين` : `نضيف ${m(num(-b))} إلى الطرفين`
      return {
        stem: `What value of ${m('x')} satisfies the equation ${m(`${poly([a, 'x'], [b, ''])} = ${num(c)}`)}?`,
        explanation: `${undo}: ${m(`${num(a)}x = ${num(c - b)}`)}. Divide both sides by ${m(num(a))}: ${m(`x = \\dfrac{${num(c - b)}}{${num(a)}} = ${num(x)}`)}.`,
        explanationAr: `${undoAr} فنحصل على ${m(`${num(a)}x = ${num(c - b)}`)}، ثم نقسم الطرفين على ${m(num(a))}: ${m(`x = \\dfrac{${num(c - b)}}{${num(a)}} = ${num(x)}`)}.`,
        check: `(${c} - ${paren(b)}) / ${a}`,
        answer: answerAs(
          'multiple_choice',
          frac(x),
          [
            mistake(
              frac(c + b, a),
              `This ${b > 0 ? 'adds' : 'subtracts'} ${m(num(Math.abs(b)))} instead of undoing it: the constant must move to the other side with the opposite operation.`,
              `هنا ${b > 0 ? 'أُضيف' : 'طُرح'} العدد ${m(num(Math.abs(b)))} بدلاً من التخلص منه؛ فالثابت ينتقل إلى الطرف الآخر بالعملية المعاكسة.`,
            ),
            mistake(
              frac(c - b),
              `This is the value of ${m(`${num(a)}x`)}; it still has to be divided by ${m(num(a))}.`,
              `هذه قيمة ${m(`${num(a)}x`)}، وما زال يجب قسمتها على ${m(num(a))}.`,
            ),
            mistake(
              frac(c, a),
              `This divides ${m(num(c))} by ${m(num(a))} without first removing the constant ${m(num(b))}.`,
              `هنا قُسم ${m(num(c))} على ${m(num(a))} دون التخلص أولاً من الثابت ${m(num(b))}.`,
            ),
            mistake(
              frac(-x),
              `This has the wrong sign: substituting it gives ${m(num(-a * x + b))}, not ${m(num(c))}.`,
              `إشارة هذه القيمة خاطئة: التعويض بها يعطي ${m(num(-a * x + b))} لا ${m(num(c))}.`,
            ),
          ],
          'number',
          true,
          right(
            `${m(`${num(a)}(${num(x)}) ${signed(b)} = ${num(c)}`)}, so this value satisfies the equation.`,
            `${m(`${num(a)}(${num(x)}) ${signed(b)} = ${num(c)}`)}، فهذه القيمة تحقق المعادلة.`,
          ),
        ),
      }
    }
    if (p.kind === 'both-sides') {
      const { a, b, c, d, x } = p
      const left = `${num(a)}(${poly([1, 'x'], [b, ''])})`
      const k = a - c
      const r = d - a * b
      return {
        stem: `What is the solution to the equation ${m(`${left} = ${poly([c, 'x'], [d, ''])}`)}?`,
        explanation: `Distribute: ${m(`${poly([a, 'x'], [a * b, ''])} = ${poly([c, 'x'], [d, ''])}`)}. Subtract ${m(poly([c, 'x']))} from both sides and ${a * b > 0 ? `subtract ${m(num(a * b))}` : `add ${m(num(-a * b))}`}: ${m(`${poly([k, 'x'])} = ${num(r)}`)}. Divide by ${m(num(k))}: ${m(`x = ${num(x)}`)}.`,
        explanationAr: `نفك القوس: ${m(`${poly([a, 'x'], [a * b, ''])} = ${poly([c, 'x'], [d, ''])}`)}. ننقل حدود ${m('x')} إلى طرف والأعداد إلى الطرف الآخر، فنطرح ${m(poly([c, 'x']))} من الطرفين و${a * b > 0 ? `نطرح ${m(num(a * b))}` : `نضيف ${m(num(-a * b))}`}: ${m(`${poly([k, 'x'])} = ${num(r)}`)}. وبالقسمة على ${m(num(k))}: ${m(`x = ${num(x)}`)}.`,
        check: `(${d} - ${a} * ${paren(b)}) / (${a} - ${c})`,
        answer: answerAs('student_produced', frac(x), []),
      }
    }
    const { a, b, c, k, e, format } = p
    const key = k * (c - b) + e
    return {
      stem: `If ${m(`${poly([a, 'x'], [b, ''])} = ${num(c)}`)}, what is the value of ${m(poly([k * a, 'x'], [e, '']))}?`,
      explanation: `${b > 0 ? `Subtracting ${m(num(b))} from` : `Adding ${m(num(-b))} to`} both sides gives ${m(`${num(a)}x = ${num(c - b)}`)}. Since ${m(`${num(k * a)}x`)} is ${m(num(k))} times ${m(`${num(a)}x`)}, ${m(`${num(k * a)}x = ${num(k)}(${num(c - b)}) = ${num(k * (c - b))}`)}. So ${m(`${poly([k * a, 'x'], [e, ''])} = ${num(k * (c - b))} ${signed(e)} = ${num(key)}`)}.`,
      explanationAr: `لا حاجة إلى إيجاد ${m('x')}. ${b > 0 ? `نطرح ${m(num(b))} من` : `نضيف ${m(num(-b))} إلى`} الطرفين فنحصل على ${m(`${num(a)}x = ${num(c - b)}`)}. والمقدار ${m(`${num(k * a)}x`)} يساوي ${m(num(k))} أمثال ${m(`${num(a)}x`)}، إذن ${m(`${num(k * a)}x = ${num(k)}(${num(c - b)}) = ${num(k * (c - b))}`)}. وعليه ${m(`${poly([k * a, 'x'], [e, ''])} = ${num(k * (c - b))} ${signed(e)} = ${num(key)}`)}.`,
      check: `${k} * (${c} - ${paren(b)}) + ${paren(e)}`,
      answer: answerAs(
        format,
        frac(key),
        [
          mistake(
            frac(k * c + e),
            `This multiplies ${m(num(c))} by ${m(num(k))} without first removing the constant ${m(num(b))} from ${m(`${num(a)}x`)}.`,
            `هنا ضُرب ${m(num(c))} في ${m(num(k))} دون التخلص أولاً من الثابت ${m(num(b))} الملازم لـ ${m(`${num(a)}x`)}.`,
          ),
          mistake(
            frac(c - b + e),
            `This uses ${m(`${num(a)}x = ${num(c - b)}`)} but forgets that ${m(`${num(k * a)}x`)} is ${m(num(k))} times as large.`,
            `هنا استُخدمت ${m(`${num(a)}x = ${num(c - b)}`)} مع نسيان أن ${m(`${num(k * a)}x`)} يساوي ${m(num(k))} أمثالها.`,
          ),
          mistake(
            frac(k * (c - b)),
            `This is the value of ${m(`${num(k * a)}x`)}; the constant ${m(num(e))} was not added.`,
            `هذه قيمة ${m(`${num(k * a)}x`)} فقط؛ لم يُضف الثابت ${m(num(e))}.`,
          ),
          mistake(
            frac(k * (c + b) + e),
            `This ${b > 0 ? 'adds' : 'subtracts'} ${m(num(Math.abs(b)))} instead of undoing it before scaling by ${m(num(k))}.`,
            `هنا ${b > 0 ? 'أُضيف' : 'طُرح'} العدد ${m(num(Math.abs(b)))} بدلاً من التخلص منه قبل الضرب في ${m(num(k))}.`,
          ),
        ],
        'number',
        true,
        right(
          `${m(`${num(k * a)}x`)} is ${m(num(k))} times ${m(`${num(a)}x = ${num(c - b)}`)}, plus ${m(num(e))}.`,
          `${m(`${num(k * a)}x`)} يساوي ${m(num(k))} أمثال ${m(`${num(a)}x = ${num(c - b)}`)}، ثم نضيف ${m(num(e))}.`,
        ),
      ),
    }
  },
})
