import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, paren, poly, right, signed } from './build'
import { frac } from './fraction'
import type { Random } from './random'

/**
 * Equivalent expressions.
 * easy: (ax + b)(cx + d) = px^2 + qx + r; the value of q.
 * medium: (ax + b)(cx + d) - k(x + e)^2 = px^2 + qx + r; the value of q (two expansions, then combine).
 * hard: (x^2 + bx + c)/(x - r) = x + s + R/(x - r); the value of R (division, matching coefficients); student-produced.
 */
export type EquivalentParams =
  | { kind: 'product'; a: number; b: number; c: number; d: number }
  | { kind: 'difference'; a: number; b: number; c: number; d: number; k: number; e: number }
  | { kind: 'remainder'; b: number; c: number; r: number }

function draw(random: Random, difficulty: Difficulty): EquivalentParams {
  if (difficulty === 'easy') {
    for (;;) {
      const a = random.int(1, 6)
      const c = random.int(2, 6)
      const b = random.intExcept(-9, 9)
      const d = random.intExcept(-9, 9)
      if (a * d + b * c !== 0) return { kind: 'product', a, b, c, d }
    }
  }
  if (difficulty === 'medium') {
    for (;;) {
      const a = random.int(2, 6)
      const c = random.int(1, 5)
      const b = random.intExcept(-9, 9)
      const d = random.intExcept(-9, 9)
      const k = random.int(2, 4)
      const e = random.intExcept(-6, 6)
      if (a * d + b * c - 2 * k * e !== 0 && a * c !== k) return { kind: 'difference', a, b, c, d, k, e }
    }
  }
  for (;;) {
    const b = random.intExcept(-9, 9)
    const c = random.intExcept(-20, 20)
    const r = random.intExcept(-6, 6, [0, -b])
    if (r * r + b * r + c !== 0) return { kind: 'remainder', b, c, r }
  }
}

export const equivalentExpressions = defineGenerator({
  key: 'equiv',
  domain: 'advanced_math',
  skill: 'equivalent_expressions',
  draw,
  build(p) {
    if (p.kind === 'product') {
      const { a, b, c, d } = p
      const key = a * d + b * c
      return {
        stem: `The expression ${m(`(${poly([a, 'x'], [b, ''])})(${poly([c, 'x'], [d, ''])})`)} is equivalent to ${m('px^2 + qx + r')}, where ${m('p')}, ${m('q')} and ${m('r')} are constants. What is the value of ${m('q')}?`,
        explanation: `Expand: the ${m('x')}-terms come from ${m(`${poly([a, 'x'])} \\cdot ${paren(d)}`)} and ${m(`${paren(b)} \\cdot ${poly([c, 'x'])}`)}, so ${m(`q = ${num(a)}(${num(d)}) + ${paren(b)}(${num(c)}) = ${num(a * d)} ${signed(b * c)} = ${num(key)}`)}.`,
        explanationAr: `عند فك الأقواس تأتي حدود ${m('x')} من ${m(`${poly([a, 'x'])} \\cdot ${paren(d)}`)} ومن ${m(`${paren(b)} \\cdot ${poly([c, 'x'])}`)}، إذن ${m(`q = ${num(a)}(${num(d)}) + ${paren(b)}(${num(c)}) = ${num(a * d)} ${signed(b * c)} = ${num(key)}`)}.`,
        check: `${a} * ${paren(d)} + ${paren(b)} * ${c}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [
            mistake(
              frac(b * d),
              `This is the constant term ${m('r')}, the product of the two constants.`,
              `هذا هو الحد الثابت ${m('r')}، أي حاصل ضرب الثابتين.`,
            ),
            mistake(
              frac(a * c),
              `This is ${m('p')}, the coefficient of ${m('x^2')}.`,
              `هذا هو ${m('p')}، معامل ${m('x^2')}.`,
            ),
            mistake(
              frac(a * d - b * c),
              `This subtracts the two cross products instead of adding them.`,
              `هنا طُرح حاصلا الضرب المتقاطعان بدلاً من جمعهما.`,
            ),
            mistake(
              frac(a * b + c * d),
              `This multiplies the terms within each factor instead of across the two factors.`,
              `هنا ضُربت حدود كل عامل فيما بينها بدلاً من ضرب حدود العامل الأول في حدود الثاني.`,
            ),
          ],
          'number',
          true,
          right(
            `the ${m('x')}-terms of the product are ${m(poly([a * d, 'x']))} and ${m(poly([b * c, 'x']))}, which add to ${m(poly([key, 'x']))}.`,
            `حدّا ${m('x')} في حاصل الضرب هما ${m(poly([a * d, 'x']))} و${m(poly([b * c, 'x']))}، ومجموعهما ${m(poly([key, 'x']))}.`,
          ),
        ),
      }
    }
    if (p.kind === 'difference') {
      const { a, b, c, d, k, e } = p
      const first = a * d + b * c
      const second = 2 * k * e
      const key = first - second
      return {
        stem: `The expression ${m(`(${poly([a, 'x'], [b, ''])})(${poly([c, 'x'], [d, ''])}) - ${num(k)}(${poly([1, 'x'], [e, ''])})^2`)} is equivalent to ${m('px^2 + qx + r')}, where ${m('p')}, ${m('q')} and ${m('r')} are constants. What is the value of ${m('q')}?`,
        explanation: `Expand each part: ${m(`(${poly([a, 'x'], [b, ''])})(${poly([c, 'x'], [d, ''])}) = ${poly([a * c, 'x^2'], [first, 'x'], [b * d, ''])}`)} and ${m(`${num(k)}(${poly([1, 'x'], [e, ''])})^2 = ${poly([k, 'x^2'], [second, 'x'], [k * e * e, ''])}`)}. Subtracting, the ${m('x')}-coefficient is ${m(`q = ${num(first)} - ${paren(second)} = ${num(key)}`)}.`,
        explanationAr: `نفك كل جزء على حدة: ${m(`(${poly([a, 'x'], [b, ''])})(${poly([c, 'x'], [d, ''])}) = ${poly([a * c, 'x^2'], [first, 'x'], [b * d, ''])}`)} و${m(`${num(k)}(${poly([1, 'x'], [e, ''])})^2 = ${poly([k, 'x^2'], [second, 'x'], [k * e * e, ''])}`)}. وبالطرح يكون معامل ${m('x')} هو ${m(`q = ${num(first)} - ${paren(second)} = ${num(key)}`)}.`,
        check: `${a} * ${paren(d)} + ${paren(b)} * ${c} - 2 * ${k} * ${paren(e)}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [
            mistake(
              frac(first - k * e),
              `This forgets the factor ${m('2')} in the middle term of ${m(`(${poly([1, 'x'], [e, ''])})^2`)}: it is ${m(poly([2 * e, 'x']))}, not ${m(poly([e, 'x']))}.`,
              `هنا نُسي العامل ${m('2')} في الحد الأوسط لمفكوك ${m(`(${poly([1, 'x'], [e, ''])})^2`)}، فهو ${m(poly([2 * e, 'x']))} لا ${m(poly([e, 'x']))}.`,
            ),
            mistake(
              frac(first + second),
              `This adds the second expansion instead of subtracting it.`,
              `هنا أُضيف مفكوك الجزء الثاني بدلاً من طرحه.`,
            ),
            mistake(
              frac(second - first),
              `This subtracts in the wrong order, the first product from the square, which flips the sign.`,
              `هنا الطرح بالترتيب المعكوس، أي حاصل الضرب الأول من المربع، فانقلبت الإشارة.`,
            ),
            mistake(
              frac(first),
              `This is the ${m('x')}-coefficient of the first product only; the squared term also has an ${m('x')}-term.`,
              `هذا معامل ${m('x')} في حاصل الضرب الأول وحده، مع أن مربع القوس فيه حد بـ ${m('x')} أيضاً.`,
            ),
            mistake(
              frac(first - 2 * e),
              `This leaves out the factor ${m(num(k))} in front of the square.`,
              `هنا أُهمل العامل ${m(num(k))} الموجود أمام المربع.`,
            ),
          ],
          'number',
          true,
          right(
            `the ${m('x')}-coefficients are ${m(num(first))} and ${m(num(second))}, and ${m(`${num(first)} - ${paren(second)} = ${num(key)}`)}.`,
            `معاملا ${m('x')} هما ${m(num(first))} و${m(num(second))}، و${m(`${num(first)} - ${paren(second)} = ${num(key)}`)}.`,
          ),
        ),
      }
    }
    const { b, c, r } = p
    const s = b + r
    const key = c + r * s
    return {
      stem: `The expression ${m(`\\dfrac{${poly([1, 'x^2'], [b, 'x'], [c, ''])}}{${poly([1, 'x'], [-r, ''])}}`)} is equivalent to ${m(`x + s + \\dfrac{R}{${poly([1, 'x'], [-r, ''])}}`)} for ${m(`x \\ne ${num(r)}`)}, where ${m('s')} and ${m('R')} are constants. What is the value of ${m('R')}?`,
      explanation: `Multiply both sides by ${m(poly([1, 'x'], [-r, '']))}: ${m(`${poly([1, 'x^2'], [b, 'x'], [c, ''])} = (${poly([1, 'x'], [-r, ''])})(x + s) + R = x^2 + (s ${signed(-r)})x ${r > 0 ? '-' : '+'} ${Math.abs(r) === 1 ? '' : num(Math.abs(r))}s + R`)}. Matching the ${m('x')}-terms, ${m(`s ${signed(-r)} = ${num(b)}`)}, so ${m(`s = ${num(s)}`)}. Matching the constants, ${m(`${num(-r)}(${num(s)}) + R = ${num(c)}`)}, so ${m(`R = ${num(c)} ${signed(r * s)} = ${num(key)}`)}.`,
      explanationAr: `نضرب الطرفين في ${m(poly([1, 'x'], [-r, '']))}: ${m(`${poly([1, 'x^2'], [b, 'x'], [c, ''])} = (${poly([1, 'x'], [-r, ''])})(x + s) + R = x^2 + (s ${signed(-r)})x ${r > 0 ? '-' : '+'} ${Math.abs(r) === 1 ? '' : num(Math.abs(r))}s + R`)}. بمقارنة معاملات ${m('x')} نجد ${m(`s ${signed(-r)} = ${num(b)}`)}، أي ${m(`s = ${num(s)}`)}. وبمقارنة الحدود الثابتة نجد ${m(`${num(-r)}(${num(s)}) + R = ${num(c)}`)}، ومنه ${m(`R = ${num(c)} ${signed(r * s)} = ${num(key)}`)}.`,
      check: `${paren(r)} ** 2 + ${paren(b)} * ${paren(r)} + ${paren(c)}`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})
