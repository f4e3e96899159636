import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, num } from './build'
import { frac, mul, toNumber, type Frac } from './fraction'
import type { Random } from './random'

/**
 * Exponential functions (nonlinear functions).
 * easy: evaluate f(x) = a(b)^x.
 * medium: a quantity grows or decays by r% each year; the amount after t years.
 * hard: f(x) = a(b)^x with f(n) and f(n + 2) known; f at another input (b from the ratio, then a); student-produced.
 */
export type ExponentialParams =
  | { kind: 'evaluate'; name: string; a: number; b: number; x: number }
  | { kind: 'growth'; start: number; percent: number; grows: boolean; years: number; thing: string }
  | { kind: 'two-values'; a: number; b: number; first: number; target: number }

/** Percent changes whose factors give whole amounts when the start is a multiple of the denominator^years. */
const RATES: readonly { percent: number; grows: boolean }[] = [
  { percent: 10, grows: true },
  { percent: 20, grows: true },
  { percent: 25, grows: true },
  { percent: 50, grows: true },
  { percent: 10, grows: false },
  { percent: 20, grows: false },
  { percent: 25, grows: false },
  { percent: 50, grows: false },
]
const THINGS = [
  'the number of members of a hiking club',
  'the value of a used car, in dollars',
  'the number of bacteria in a sample',
  'the number of visitors to a website each month',
]

const factorOf = (percent: number, grows: boolean): Frac => frac(100 + (grows ? percent : -percent), 100)

function draw(random: Random, difficulty: Difficulty): ExponentialParams {
  if (difficulty === 'easy') {
    const b = random.int(2, 4)
    const x = random.int(2, b === 2 ? 5 : 3)
    return { kind: 'evaluate', name: random.pick(['f', 'g', 'h']), a: random.int(2, 12), b, x }
  }
  if (difficulty === 'medium') {
    const { percent, grows } = random.pick(RATES)
    const years = random.int(2, 3)
    const factor = factorOf(percent, grows)
    const unit = factor.d ** years
    const start = unit * random.int(Math.ceil(200 / unit), Math.floor(9000 / unit))
    return { kind: 'growth', start, percent, grows, years, thing: random.pick(THINGS) }
  }
  for (;;) {
    const b = random.int(2, 5)
    const a = random.int(1, 12)
    const first = random.int(0, 2)
    const target = random.intExcept(0, 5, [first, first + 2])
    // Every number shown or asked fits in the answer grid.
    if (a * b ** Math.max(first + 2, target) <= 99999) return { kind: 'two-values', a, b, first, target }
  }
}

export const exponential = defineGenerator({
  key: 'expo',
  domain: 'advanced_math',
  skill: 'nonlinear_functions',
  draw,
  build(p) {
    if (p.kind === 'evaluate') {
      const { name, a, b, x } = p
      const key = a * b ** x
      return {
        stem: `The function ${m(name)} is defined by ${m(`${name}(x) = ${num(a)}(${num(b)})^x`)}. What is the value of ${m(`${name}(${num(x)})`)}?`,
        explanation: `Substitute ${m(num(x))} for ${m('x')}: ${m(`${name}(${num(x)}) = ${num(a)}(${num(b)})^{${num(x)}} = ${num(a)}(${num(b ** x)}) = ${num(key)}`)}.`,
        check: `${a} * ${b} ** ${x}`,
        answer: answerAs('multiple_choice', frac(key), [
          frac((a * b) ** x),
          frac(a * b * x),
          frac(a + b ** x),
          frac(a * b ** (x - 1)),
        ]),
      }
    }
    if (p.kind === 'growth') {
      const { start, percent, grows, years, thing } = p
      const factor = factorOf(percent, grows)
      let amount = frac(start)
      const steps: string[] = []
      for (let year = 1; year <= years; year++) {
        amount = mul(amount, factor)
        steps.push(num(toNumber(amount)))
      }
      const simple = frac(start * (100 + (grows ? 1 : -1) * percent * years), 100)
      const factorText = num(toNumber(factor))
      return {
        stem: `At the start of a study, ${thing} was ${m(num(start))}. It then ${grows ? 'increased' : 'decreased'} by ${m(`${percent}\\%`)} each year. What was it ${m(num(years))} years after the start of the study?`,
        explanation: `${grows ? 'Increasing' : 'Decreasing'} by ${m(`${percent}\\%`)} multiplies the amount by ${m(factorText)} each year, so after ${m(num(years))} years it is ${m(`${num(start)}(${factorText})^{${num(years)}}`)}. Year by year: ${m(steps.join(', '))}. So the amount was ${m(num(toNumber(amount)))}.`,
        check: `${start} * ${factorText} ** ${years}`,
        answer: answerAs(
          'multiple_choice',
          amount,
          [
            simple,
            mul(frac(start), frac(factor.n ** (years - 1), factor.d ** (years - 1))),
            mul(frac(start), frac(factorOf(percent, !grows).n ** years, factorOf(percent, !grows).d ** years)),
            frac(start),
          ].filter((wrong) => wrong.n > 0),
        ),
      }
    }
    const { a, b, first, target } = p
    const second = first + 2
    const low = a * b ** first
    const high = a * b ** second
    const key = a * b ** target
    const steps = target - second
    const explainTarget =
      target > second
        ? `From ${m(`f(${second})`)}, multiply by ${m(num(b))} ${steps === 1 ? 'once' : `${steps} times`}: ${m(`f(${target}) = ${num(high)}${`(${num(b)})`.repeat(steps)} = ${num(key)}`)}.`
        : target > first
          ? `From ${m(`f(${first})`)}, multiply by ${m(num(b))}: ${m(`f(${target}) = ${num(low)}(${num(b)}) = ${num(key)}`)}.`
          : `From ${m(`f(${first})`)}, divide by ${m(num(b))} ${first - target === 1 ? 'once' : `${first - target} times`}: ${m(`f(${target}) = \\dfrac{${num(low)}}{${num(b ** (first - target))}} = ${num(key)}`)}.`
    return {
      stem: `The function ${m('f')} is defined by ${m('f(x) = a(b)^x')}, where ${m('a')} and ${m('b')} are positive constants. If ${m(`f(${first}) = ${num(low)}`)} and ${m(`f(${second}) = ${num(high)}`)}, what is the value of ${m(`f(${target})`)}?`,
      explanation: `Divide: ${m(`\\dfrac{f(${second})}{f(${first})} = b^2`)}, so ${m(`b^2 = \\dfrac{${num(high)}}{${num(low)}} = ${num(b * b)}`)} and, since ${m('b > 0')}, ${m(`b = ${num(b)}`)}. Each increase of ${m('1')} in ${m('x')} multiplies ${m('f(x)')} by ${m(num(b))}. ${explainTarget}`,
      check: `${low} * Math.sqrt(${high} / ${low}) ** ${target - first}`,
      answer: answerAs('student_produced', frac(key), [], 'number'),
    }
  },
})
