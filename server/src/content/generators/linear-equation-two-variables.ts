import type { Difficulty } from '../types'
import { answerAs, defineGenerator, fracTex, m, mistake, num, paren, poly, right, signed } from './build'
import { frac, isInt, neg } from './fraction'
import type { Random } from './random'

/**
 * Linear equations in two variables.
 * easy: a context ax + by = c (two items with prices and a total); given one count, the other.
 * medium: the x-intercept of the graph of ax + by = c.
 * hard: a line ax + by = c through a given point, with c unknown; the missing coordinate of another point; student-produced.
 */
export type TwoVariableParams =
  | {
      kind: 'context'
      itemA: string
      itemB: string
      a: number
      b: number
      countA: number
      countB: number
      total: number
    }
  | { kind: 'intercept'; a: number; b: number; c: number }
  | { kind: 'second-point'; a: number; b: number; p: number; q: number; r: number; k: number }

const CONTEXTS: readonly [string, string][] = [
  ['notebooks', 'pens'],
  ['adult tickets', 'student tickets'],
  ['large candles', 'small candles'],
  ['hardcover books', 'paperback books'],
  ['bags of soil', 'seed packets'],
]

function draw(random: Random, difficulty: Difficulty): TwoVariableParams {
  if (difficulty === 'easy') {
    const [itemA, itemB] = random.pick(CONTEXTS)
    const b = random.int(2, 9)
    const a = random.intExcept(b + 1, 15, [])
    const countA = random.int(2, 12)
    const countB = random.int(2, 15)
    return { kind: 'context', itemA, itemB, a, b, countA, countB, total: a * countA + b * countB }
  }
  if (difficulty === 'medium') {
    for (;;) {
      const a = random.intExcept(-9, 9, [0, 1, -1])
      const b = random.intExcept(-9, 9, [0, a, -a])
      const c = random.intExcept(-40, 40, [0])
      if (Math.abs(c) !== Math.abs(a) && Math.abs(c) !== Math.abs(b)) return { kind: 'intercept', a, b, c }
    }
  }
  const a = random.intExcept(-7, 7, [0])
  const b = random.intExcept(-7, 7, [0, 1, -1, a, -a])
  const p = random.int(-6, 6)
  const q = random.int(-6, 6)
  const j = random.intExcept(-3, 3)
  // (p + bj, q - aj) stays on the line: a(p + bj) + b(q - aj) = ap + bq.
  return { kind: 'second-point', a, b, p, q, r: p + b * j, k: q - a * j }
}

export const linearEquationTwoVariables = defineGenerator({
  key: 'lin2',
  domain: 'algebra',
  skill: 'linear_equations_two_variables',
  draw,
  build(p) {
    if (p.kind === 'context') {
      const { itemA, itemB, a, b, countA, countB, total } = p
      return {
        stem: `A school club sells ${itemA} for ${m(`\\$${num(a)}`)} each and ${itemB} for ${m(`\\$${num(b)}`)} each. The equation ${m(`${num(a)}x + ${num(b)}y = ${num(total)}`)} represents selling ${m('x')} ${itemA} and ${m('y')} ${itemB} for a total of ${m(`\\$${num(total)}`)}. If the club sold ${m(num(countA))} ${itemA}, how many ${itemB} did it sell?`,
        explanation: `Substitute ${m(`x = ${num(countA)}`)}: ${m(`${num(a)}(${num(countA)}) + ${num(b)}y = ${num(total)}`)}, so ${m(`${num(b)}y = ${num(total)} - ${num(a * countA)} = ${num(b * countB)}`)}. Divide by ${m(num(b))}: ${m(`y = ${num(countB)}`)}.`,
        explanationAr: `نعوّض ${m(`x = ${num(countA)}`)} في المعادلة: ${m(`${num(a)}(${num(countA)}) + ${num(b)}y = ${num(total)}`)}، إذن ${m(`${num(b)}y = ${num(total)} - ${num(a * countA)} = ${num(b * countB)}`)}. وبالقسمة على ${m(num(b))}: ${m(`y = ${num(countB)}`)}.`,
        check: `(${total} - ${a} * ${countA}) / ${b}`,
        answer: answerAs(
          'multiple_choice',
          frac(countB),
          [
            mistake(
              frac(total - a * countA),
              `This is the money from the ${itemB}, ${m(`\\$${num(total - a * countA)}`)}, not their number: it still has to be divided by ${m(`\\$${num(b)}`)}.`,
              `هذا هو المبلغ الناتج عن بيع الصنف الثاني، وليس عدد القطع؛ ما زال يجب قسمته على ${m(`\\$${num(b)}`)}.`,
            ),
            mistake(
              frac(total - countA, b),
              `This subtracts the number of ${itemA}, ${m(num(countA))}, instead of their cost ${m(`${num(a)}(${num(countA)})`)}.`,
              `هنا طُرح عدد قطع الصنف الأول ${m(num(countA))} بدلاً من ثمنها ${m(`${num(a)}(${num(countA)})`)}.`,
            ),
            mistake(
              frac(total, a + b),
              `This divides the total by the sum of the two prices, which ignores the ${m(num(countA))} ${itemA} already known.`,
              `هنا قُسم المجموع على مجموع السعرين، وهذا يتجاهل عدد قطع الصنف الأول المعلوم ${m(num(countA))}.`,
            ),
            mistake(
              frac(total + a * countA, b),
              `This adds the cost of the ${itemA} to the total instead of subtracting it.`,
              `هنا أُضيف ثمن قطع الصنف الأول إلى المجموع بدلاً من طرحه منه.`,
            ),
            mistake(
              frac(total - a * countA, a),
              `This divides the money left, ${m(`\\$${num(total - a * countA)}`)}, by the price of the ${itemA}, ${m(`\\$${num(a)}`)}, instead of the price of the ${itemB}.`,
              `هنا قُسم المبلغ الباقي ${m(`\\$${num(total - a * countA)}`)} على سعر الصنف الأول ${m(`\\$${num(a)}`)} بدلاً من سعر الصنف الثاني.`,
            ),
            mistake(
              frac(total - b * countA, a),
              `This swaps the prices: it multiplies the ${m(num(countA))} ${itemA} by ${m(`\\$${num(b)}`)} and divides by ${m(`\\$${num(a)}`)}.`,
              `هنا تبادل السعران: ضُرب عدد قطع الصنف الأول ${m(num(countA))} في ${m(`\\$${num(b)}`)}، ثم قُسم على ${m(`\\$${num(a)}`)}.`,
            ),
            mistake(
              frac(countA),
              `This is the number of ${itemA}, which the question gives; it asks for the number of ${itemB}.`,
              `هذا عدد قطع الصنف الأول، وهو معطى في السؤال؛ والمطلوب عدد قطع الصنف الثاني.`,
            ),
          ].filter((wrong) => isInt(wrong.value)),
          'number',
          false,
          right(
            `${m(`${num(a)}(${num(countA)}) + ${num(b)}(${num(countB)}) = ${num(total)}`)}.`,
            `${m(`${num(a)}(${num(countA)}) + ${num(b)}(${num(countB)}) = ${num(total)}`)}.`,
          ),
        ),
      }
    }
    if (p.kind === 'intercept') {
      const { a, b, c } = p
      const key = frac(c, a)
      return {
        stem: `In the ${m('xy')}-plane, the graph of ${m(`${poly([a, 'x'], [b, 'y'])} = ${num(c)}`)} crosses the ${m('x')}-axis at the point ${m('(k, 0)')}. What is the value of ${m('k')}?`,
        explanation: `On the ${m('x')}-axis, ${m('y = 0')}, so ${m(`${num(a)}k = ${num(c)}`)} and ${m(`k = \\dfrac{${num(c)}}{${num(a)}} = ${fracTex(key)}`)}.`,
        explanationAr: `كل نقطة على محور السينات إحداثيها الصادي صفر، فنعوّض ${m('y = 0')}: ${m(`${num(a)}k = ${num(c)}`)}، ومنه ${m(`k = \\dfrac{${num(c)}}{${num(a)}} = ${fracTex(key)}`)}.`,
        check: `${c} / ${paren(a)}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(c, b),
              `This sets ${m('x = 0')} instead of ${m('y = 0')}: it is where the graph crosses the ${m('y')}-axis.`,
              `هنا عُوّض ${m('x = 0')} بدلاً من ${m('y = 0')}، فهذا هو موضع تقاطع المستقيم مع محور الصادات.`,
            ),
            mistake(
              neg(key),
              `This has the wrong sign: moving ${m(num(a))} to the other side means dividing by it, not changing the sign.`,
              `إشارة هذه القيمة خاطئة: نقل المعامل ${m(num(a))} إلى الطرف الآخر يعني القسمة عليه لا تغيير الإشارة.`,
            ),
            mistake(
              frac(a, c),
              `This divides upside down: ${m(`\\dfrac{${num(a)}}{${num(c)}}`)} instead of ${m(`\\dfrac{${num(c)}}{${num(a)}}`)}.`,
              `هنا القسمة مقلوبة: ${m(`\\dfrac{${num(a)}}{${num(c)}}`)} بدلاً من ${m(`\\dfrac{${num(c)}}{${num(a)}}`)}.`,
            ),
            mistake(
              frac(b, c),
              `This divides the ${m('y')}-coefficient by the constant, which is not a step of solving for ${m('k')}.`,
              `هنا قُسم معامل ${m('y')} على الثابت، وهذه ليست خطوة من خطوات إيجاد ${m('k')}.`,
            ),
          ],
          'number',
          true,
          right(
            `with ${m('y = 0')}, ${m(`${num(a)}k = ${num(c)}`)}, so ${m(`k = ${fracTex(key)}`)}.`,
            `بتعويض ${m('y = 0')} نجد ${m(`${num(a)}k = ${num(c)}`)}، أي ${m(`k = ${fracTex(key)}`)}.`,
          ),
        ),
      }
    }
    const { a, b, p: px, q, r, k } = p
    const c = a * px + b * q
    return {
      stem: `In the ${m('xy')}-plane, the line with equation ${m(`${poly([a, 'x'], [b, 'y'])} = c`)}, where ${m('c')} is a constant, passes through the points ${m(`(${num(px)}, ${num(q)})`)} and ${m(`(${num(r)}, k)`)}. What is the value of ${m('k')}?`,
      explanation: `The point ${m(`(${num(px)}, ${num(q)})`)} gives ${m(`c = ${num(a)}${`(${num(px)})`} ${signed(b)}(${num(q)}) = ${num(c)}`)}. Then ${m(`${num(a)}(${num(r)}) ${signed(b)}k = ${num(c)}`)}, so ${m(`${poly([b, 'k'])} = ${num(c)} - ${paren(a * r)} = ${num(c - a * r)}`)} and ${m(`k = ${num(k)}`)}.`,
      explanationAr: `نعوّض النقطة ${m(`(${num(px)}, ${num(q)})`)} في المعادلة لإيجاد الثابت: ${m(`c = ${num(a)}${`(${num(px)})`} ${signed(b)}(${num(q)}) = ${num(c)}`)}. ثم نعوّض النقطة الثانية: ${m(`${num(a)}(${num(r)}) ${signed(b)}k = ${num(c)}`)}، إذن ${m(`${poly([b, 'k'])} = ${num(c)} - ${paren(a * r)} = ${num(c - a * r)}`)}، ومنه ${m(`k = ${num(k)}`)}.`,
      check: `(${a} * ${paren(px)} + ${paren(b)} * ${paren(q)} - ${a} * ${paren(r)}) / ${paren(b)}`,
      answer: answerAs('student_produced', frac(k), []),
    }
  },
})
