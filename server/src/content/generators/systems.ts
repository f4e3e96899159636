import type { Difficulty } from '../types'
import { answerAs, defineGenerator, display, fracTex, m, num, paren, poly } from './build'
import { frac } from './fraction'
import type { Random } from './random'

/**
 * Systems of two linear equations.
 * easy: x + y = s and x - y = d; add the equations for x.
 * medium: ax + by = c and dx + ey = f with integer solution; x, y or x + y by elimination; student-produced.
 * hard: for which constant k the system has no solution (proportional coefficients, different constants).
 */
export type SystemParams =
  | { kind: 'sum-difference'; x: number; y: number }
  | {
      kind: 'elimination'
      a: number
      b: number
      d: number
      e: number
      x: number
      y: number
      ask: 'x' | 'y' | 'x + y'
    }
  | { kind: 'no-solution'; a0: number; b0: number; u: number; v: number; c: number; e: number }

function draw(random: Random, difficulty: Difficulty): SystemParams {
  if (difficulty === 'easy') {
    const x = random.int(2, 20)
    const y = random.intExcept(-9, 15, [0, x, -x])
    return { kind: 'sum-difference', x, y }
  }
  if (difficulty === 'medium') {
    for (;;) {
      const a = random.int(1, 6)
      const b = random.intExcept(-6, 6)
      const d = random.int(1, 6)
      const e = random.intExcept(-6, 6)
      const x = random.intExcept(-8, 9)
      const y = random.intExcept(-8, 9, [0, x])
      // Independent equations, neither a multiple of the other's x or y alone.
      if (a * e - b * d !== 0 && a !== d && x + y !== 0)
        return { kind: 'elimination', a, b, d, e, x, y, ask: random.pick(['x', 'y', 'x + y'] as const) }
    }
  }
  const a0 = random.intExcept(-5, 5, [0])
  const b0 = random.intExcept(1, 5, [Math.abs(a0)])
  const u = random.int(1, 3)
  const v = random.intExcept(2, 5, [u])
  const c = random.intExcept(-20, 20)
  // The second constant is not v/u times the first, so the lines are parallel and distinct.
  const e = random.intExcept(-30, 30, [(c * v) / u])
  return { kind: 'no-solution', a0, b0, u, v, c, e }
}

export const systems = defineGenerator({
  key: 'sys',
  domain: 'algebra',
  skill: 'systems_of_linear_equations',
  draw,
  build(p) {
    if (p.kind === 'sum-difference') {
      const { x, y } = p
      const s = x + y
      const d = x - y
      return {
        stem: `If ${m(`x + y = ${num(s)}`)} and ${m(`x - y = ${num(d)}`)}, what is the value of ${m('x')}?`,
        explanation: `Add the two equations: ${m(`(x + y) + (x - y) = ${num(s)} + ${paren(d)}`)}, so ${m(`2x = ${num(s + d)}`)} and ${m(`x = ${num(x)}`)}.`,
        check: `(${s} + ${paren(d)}) / 2`,
        answer: answerAs(
          'multiple_choice',
          frac(x),
          [frac(y), frac(s + d), frac(s - d, 2), frac(s - d)],
          'number',
          true,
        ),
      }
    }
    if (p.kind === 'elimination') {
      const { a, b, d, e, x, y, ask } = p
      const c = a * x + b * y
      const f = d * x + e * y
      const key = ask === 'x' ? x : ask === 'y' ? y : x + y
      // Eliminate x: d * (first) - a * (second) leaves (db - ae)y = dc - af.
      const yCoef = d * b - a * e
      const yRhs = d * c - a * f
      const multiply = [
        d !== 1 ? `the first equation by ${m(num(d))}` : '',
        a !== 1 ? `the second equation by ${m(num(a))}` : '',
      ]
        .filter(Boolean)
        .join(' and ')
      const findY = `Multiply ${multiply}, then subtract to eliminate ${m('x')}: ${m(`${poly([yCoef, 'y'])} = ${num(yRhs)}`)}, so ${m(`y = ${num(y)}`)}.`
      const findX = ` Substitute into the first equation: ${m(`${poly([a, 'x'], [b * y, ''])} = ${num(c)}`)}, so ${m(`x = ${num(x)}`)}.`
      const sum = ` Therefore ${m(`x + y = ${num(x)} + ${paren(y)} = ${num(x + y)}`)}.`
      return {
        stem: `${display(`${poly([a, 'x'], [b, 'y'])} = ${num(c)}`)}\n${display(`${poly([d, 'x'], [e, 'y'])} = ${num(f)}`)}\nThe solution to the system of equations above is ${m('(x, y)')}. What is the value of ${m(ask)}?`,
        explanation: findY + (ask === 'y' ? '' : findX) + (ask === 'x + y' ? sum : ''),
        check:
          ask === 'y'
            ? `(${d} * ${paren(c)} - ${a} * ${paren(f)}) / (${d} * ${paren(b)} - ${a} * ${paren(e)})`
            : ask === 'x'
              ? `(${e} * ${paren(c)} - ${paren(b)} * ${paren(f)}) / (${a} * ${paren(e)} - ${paren(b)} * ${d})`
              : `(${d} * ${paren(c)} - ${a} * ${paren(f)}) / (${d} * ${paren(b)} - ${a} * ${paren(e)}) + (${e} * ${paren(c)} - ${paren(b)} * ${paren(f)}) / (${a} * ${paren(e)} - ${paren(b)} * ${d})`,
        answer: answerAs('student_produced', frac(key), []),
      }
    }
    const { a0, b0, u, v, c, e } = p
    const key = v * a0
    const ratio = frac(v, u)
    return {
      stem: `${display(`${poly([u * a0, 'x'], [u * b0, 'y'])} = ${num(c)}`)}\n${display(`kx + ${poly([v * b0, 'y'])} = ${num(e)}`)}\nIn the system of equations above, ${m('k')} is a constant. For what value of ${m('k')} does the system have no solution?`,
      explanation: `A system of two linear equations has no solution when the lines are parallel and distinct: the coefficients of the second equation are the same multiple of those of the first, but the constants are not. The ${m('y')}-coefficients give the multiple ${m(`\\dfrac{${num(v * b0)}}{${num(u * b0)}} = ${fracTex(ratio)}`)}, and the constants ${m(num(c))} and ${m(num(e))} are not in that ratio. So ${m(`k = ${fracTex(ratio)} \\cdot ${paren(u * a0)} = ${num(key)}`)}.`,
      check: `${v * b0} / ${u * b0} * ${paren(u * a0)}`,
      answer: answerAs(
        'multiple_choice',
        frac(key),
        [frac(-key), frac(u * a0), frac(u * u * a0, v), frac(v * b0)],
        'number',
        true,
      ),
    }
  },
})
