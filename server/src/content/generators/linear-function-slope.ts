import type { Difficulty } from '../types'
import { answerAs, defineGenerator, fracTex, m, num, paren, parenFrac, poly, signed } from './build'
import { frac, mul, neg, toNumber } from './fraction'
import type { Random } from './random'

/**
 * Linear functions.
 * easy: evaluate f(x) = mx + b at a point.
 * medium: the slope of the line through two points (a fraction when it is one).
 * hard: f is linear with two known values; f at a third input (slope, then a step from a known point); student-produced.
 */
export type LinearFunctionParams =
  | { kind: 'evaluate'; slope: number; intercept: number; input: number }
  | { kind: 'slope'; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'third-value'; p: number; q: number; r: number; s: number; t: number }

function draw(random: Random, difficulty: Difficulty): LinearFunctionParams {
  if (difficulty === 'easy')
    return {
      kind: 'evaluate',
      slope: random.intExcept(-7, 9, [0, 1]),
      intercept: random.intExcept(-15, 15),
      input: random.intExcept(-6, 9, [0, 1]),
    }
  if (difficulty === 'medium') {
    for (;;) {
      const x1 = random.int(-8, 8)
      const x2 = random.intExcept(-8, 8, [x1, -x1])
      const y1 = random.int(-9, 9)
      const y2 = random.intExcept(-9, 9, [y1, -y1])
      // A slope that is not ±1 and differs from its reciprocal, so the usual mistakes give distinct choices.
      if (Math.abs(y2 - y1) !== Math.abs(x2 - x1)) return { kind: 'slope', x1, y1, x2, y2 }
    }
  }
  const run = random.int(1, 4)
  const rise = random.intExcept(-7, 7)
  const p = random.int(-5, 6)
  const r = p + run * random.int(1, 3)
  const t = p + run * random.intExcept(-3, 5, [0, (r - p) / run])
  const q = random.int(-10, 20)
  return { kind: 'third-value', p, q, r, s: q + (rise * (r - p)) / run, t }
}

export const linearFunctionSlope = defineGenerator({
  key: 'linfn',
  domain: 'algebra',
  skill: 'linear_functions',
  draw,
  build(p) {
    if (p.kind === 'evaluate') {
      const { slope, intercept, input } = p
      const key = slope * input + intercept
      return {
        stem: `The function ${m('f')} is defined by ${m(`f(x) = ${poly([slope, 'x'], [intercept, ''])}`)}. What is the value of ${m(`f(${num(input)})`)}?`,
        explanation: `Substitute ${m(num(input))} for ${m('x')}: ${m(`f(${num(input)}) = ${num(slope)}(${num(input)}) ${intercept < 0 ? '-' : '+'} ${num(Math.abs(intercept))} = ${num(slope * input)} ${intercept < 0 ? '-' : '+'} ${num(Math.abs(intercept))} = ${num(key)}`)}.`,
        check: `${slope} * ${paren(input)} + ${paren(intercept)}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [
            frac(slope * (input + intercept)),
            frac(slope * input - intercept),
            frac(slope + input + intercept),
            frac(-key),
          ],
          'number',
          true,
        ),
      }
    }
    if (p.kind === 'slope') {
      const { x1, y1, x2, y2 } = p
      const key = frac(y2 - y1, x2 - x1)
      return {
        stem: `In the ${m('xy')}-plane, a line passes through the points ${m(`(${num(x1)}, ${num(y1)})`)} and ${m(`(${num(x2)}, ${num(y2)})`)}. What is the slope of the line?`,
        explanation: `The slope is the change in ${m('y')} divided by the change in ${m('x')}: ${m(`\\dfrac{${num(y2)} - ${paren(y1)}}{${num(x2)} - ${paren(x1)}} = \\dfrac{${num(y2 - y1)}}{${num(x2 - x1)}} = ${fracTex(key)}`)}.`,
        check: `(${y2} - ${paren(y1)}) / (${x2} - ${paren(x1)})`,
        answer: answerAs(
          'multiple_choice',
          key,
          [frac(x2 - x1, y2 - y1), neg(key), frac(y2 + y1, x2 + x1), frac(-(x2 - x1), y2 - y1)],
          'number',
          true,
        ),
      }
    }
    const { p: px, q, r, s, t } = p
    const slope = frac(s - q, r - px)
    const change = toNumber(mul(slope, frac(t - px)))
    const key = q + change
    return {
      stem: `For the linear function ${m('f')}, ${m(`f(${num(px)}) = ${num(q)}`)} and ${m(`f(${num(r)}) = ${num(s)}`)}. What is the value of ${m(`f(${num(t)})`)}?`,
      explanation: `The slope of ${m('f')} is ${m(`\\dfrac{${num(s)} - ${paren(q)}}{${num(r)} - ${paren(px)}} = ${fracTex(slope)}`)}. From ${m(`x = ${num(px)}`)} to ${m(`x = ${num(t)}`)} the input changes by ${m(num(t - px))}, so the output changes by ${m(`${parenFrac(slope)}(${num(t - px)}) = ${num(change)}`)}. Therefore ${m(`f(${num(t)}) = ${num(q)} ${signed(change)} = ${num(key)}`)}.`,
      check: `${q} + (${s} - ${paren(q)}) / (${r} - ${paren(px)}) * (${t} - ${paren(px)})`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})
