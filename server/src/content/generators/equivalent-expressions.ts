import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, num, paren, poly, signed } from './build'
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
        check: `${a} * ${paren(d)} + ${paren(b)} * ${c}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [frac(b * d), frac(a * c), frac(a * d - b * c), frac(a * b + c * d)],
          'number',
          true,
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
        check: `${a} * ${paren(d)} + ${paren(b)} * ${c} - 2 * ${k} * ${paren(e)}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [frac(first - k * e), frac(first + second), frac(first), frac(first - 2 * e)],
          'number',
          true,
        ),
      }
    }
    const { b, c, r } = p
    const s = b + r
    const key = c + r * s
    return {
      stem: `The expression ${m(`\\dfrac{${poly([1, 'x^2'], [b, 'x'], [c, ''])}}{${poly([1, 'x'], [-r, ''])}}`)} is equivalent to ${m(`x + s + \\dfrac{R}{${poly([1, 'x'], [-r, ''])}}`)} for ${m(`x \\ne ${num(r)}`)}, where ${m('s')} and ${m('R')} are constants. What is the value of ${m('R')}?`,
      explanation: `Multiply both sides by ${m(poly([1, 'x'], [-r, '']))}: ${m(`${poly([1, 'x^2'], [b, 'x'], [c, ''])} = (${poly([1, 'x'], [-r, ''])})(x + s) + R = x^2 + (s ${signed(-r)})x ${r > 0 ? '-' : '+'} ${Math.abs(r) === 1 ? '' : num(Math.abs(r))}s + R`)}. Matching the ${m('x')}-terms, ${m(`s ${signed(-r)} = ${num(b)}`)}, so ${m(`s = ${num(s)}`)}. Matching the constants, ${m(`${num(-r)}(${num(s)}) + R = ${num(c)}`)}, so ${m(`R = ${num(c)} ${signed(r * s)} = ${num(key)}`)}.`,
      check: `${paren(r)} ** 2 + ${paren(b)} * ${paren(r)} + ${paren(c)}`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})
