import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, right } from './build'
import { frac, isInt, mul, toNumber, type Frac } from './fraction'
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
        explanationAr: `نعوّض عن ${m('x')} بالعدد ${m(num(x))}، ونرفع الأساس ${m(num(b))} وحده إلى الأس قبل الضرب في ${m(num(a))}: ${m(`${name}(${num(x)}) = ${num(a)}(${num(b)})^{${num(x)}} = ${num(a)}(${num(b ** x)}) = ${num(key)}`)}.`,
        check: `${a} * ${b} ** ${x}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [
            mistake(
              frac((a * b) ** x),
              `This raises ${m(`${num(a)} \\cdot ${num(b)}`)} to the power; only ${m(num(b))} is raised to the power ${m(num(x))}.`,
              `هنا رُفع حاصل الضرب ${m(`${num(a)} \\cdot ${num(b)}`)} إلى الأس، مع أن الأس يخص ${m(num(b))} وحده.`,
            ),
            mistake(
              frac(a * b * x),
              `This multiplies by the exponent ${m(num(x))}; a power means multiplying ${m(num(b))} by itself ${m(num(x))} times.`,
              `هنا ضُرب في الأس ${m(num(x))}، مع أن القوة تعني ضرب ${m(num(b))} في نفسه ${m(num(x))} مرات.`,
            ),
            mistake(
              frac(a + b ** x),
              `This adds ${m(num(a))} to ${m(`${num(b)}^{${num(x)}}`)} instead of multiplying.`,
              `هنا جُمع ${m(num(a))} مع ${m(`${num(b)}^{${num(x)}}`)} بدلاً من ضربهما.`,
            ),
            mistake(
              frac(a * b ** (x - 1)),
              `This multiplies by ${m(num(b))} one time too few: it is ${m(`${name}(${num(x - 1)})`)}.`,
              `هنا الضرب في ${m(num(b))} أقل بمرة واحدة من المطلوب، فهذه قيمة ${m(`${name}(${num(x - 1)})`)}.`,
            ),
            mistake(
              frac(a * b ** (x + 1)),
              `This multiplies by ${m(num(b))} one time too many: it is ${m(`${name}(${num(x + 1)})`)}.`,
              `هنا الضرب في ${m(num(b))} أكثر بمرة واحدة من المطلوب، فهذه قيمة ${m(`${name}(${num(x + 1)})`)}.`,
            ),
          ],
          'number',
          false,
          right(
            `${m(`${num(b)}^{${num(x)}} = ${num(b ** x)}`)}, times ${m(num(a))}.`,
            `${m(`${num(b)}^{${num(x)}} = ${num(b ** x)}`)}، مضروباً في ${m(num(a))}.`,
          ),
        ),
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
        explanationAr: `${grows ? 'الزيادة' : 'النقصان'} بنسبة ${m(`${percent}\\%`)} كل سنة تعني ضرب الكمية في ${m(factorText)} كل سنة، فبعد ${m(num(years))} سنوات تصبح ${m(`${num(start)}(${factorText})^{${num(years)}}`)}. وسنة بعد سنة: ${m(steps.join(', '))}. إذن الكمية ${m(num(toNumber(amount)))}.`,
        check: `${start} * ${factorText} ** ${years}`,
        answer: answerAs(
          'multiple_choice',
          amount,
          [
            mistake(
              simple,
              `This ${grows ? 'adds' : 'subtracts'} ${m(`${percent}\\%`)} of the starting amount each year; each year's change is a percentage of the new amount.`,
              `هنا ${grows ? 'أُضيفت' : 'طُرحت'} ${m(`${percent}\\%`)} من الكمية الأصلية كل سنة، مع أن تغيّر كل سنة نسبة من الكمية الجديدة.`,
            ),
            mistake(
              mul(frac(start), frac(factor.n ** (years - 1), factor.d ** (years - 1))),
              `This applies the change for ${m(num(years - 1))} ${years - 1 === 1 ? 'year' : 'years'} only, one year too few.`,
              `هنا طُبّق التغيّر ${m(num(years - 1))} ${years - 1 === 1 ? 'مرة واحدة' : 'مرات'} فقط، أي أقل بسنة من المطلوب.`,
            ),
            mistake(
              mul(frac(start), frac(factorOf(percent, !grows).n ** years, factorOf(percent, !grows).d ** years)),
              `This ${grows ? 'decreases' : 'increases'} the amount each year; the stem says it ${grows ? 'increased' : 'decreased'}.`,
              `هنا ${grows ? 'أُنقصت' : 'زيدت'} الكمية كل سنة، بينما تقول المسألة إنها ${grows ? 'زادت' : 'نقصت'}.`,
            ),
            mistake(
              mul(frac(start), frac(factor.n ** (years + 1), factor.d ** (years + 1))),
              `This applies the change for ${m(num(years + 1))} years, one year too many.`,
              `هنا طُبّق التغيّر ${m(num(years + 1))} مرات، أي أكثر بسنة من المطلوب.`,
            ),
            mistake(
              frac(start),
              `This is the amount at the start of the study, before any change.`,
              `هذه هي الكمية في بداية الدراسة، قبل أي تغيّر.`,
            ),
          ].filter((wrong) => wrong.value.n > 0 && isInt(wrong.value)),
          'number',
          false,
          right(
            `the amount is multiplied by ${m(factorText)} each year for ${m(num(years))} years.`,
            `تُضرب الكمية في ${m(factorText)} كل سنة لمدة ${m(num(years))} سنوات.`,
          ),
        ),
      }
    }
    const { a, b, first, target } = p
    const second = first + 2
    const low = a * b ** first
    const high = a * b ** second
    const key = a * b ** target
    const steps = target - second
    const explainTargetAr =
      target > second
        ? `ومن ${m(`f(${second})`)} نضرب في ${m(num(b))} ${steps === 1 ? 'مرة واحدة' : `${steps} مرات`}: ${m(`f(${target}) = ${num(high)}${`(${num(b)})`.repeat(steps)} = ${num(key)}`)}.`
        : target > first
          ? `ومن ${m(`f(${first})`)} نضرب في ${m(num(b))}: ${m(`f(${target}) = ${num(low)}(${num(b)}) = ${num(key)}`)}.`
          : `ومن ${m(`f(${first})`)} نقسم على ${m(num(b))} ${first - target === 1 ? 'مرة واحدة' : `${first - target} مرات`}: ${m(`f(${target}) = \\dfrac{${num(low)}}{${num(b ** (first - target))}} = ${num(key)}`)}.`
    const explainTarget =
      target > second
        ? `From ${m(`f(${second})`)}, multiply by ${m(num(b))} ${steps === 1 ? 'once' : `${steps} times`}: ${m(`f(${target}) = ${num(high)}${`(${num(b)})`.repeat(steps)} = ${num(key)}`)}.`
        : target > first
          ? `From ${m(`f(${first})`)}, multiply by ${m(num(b))}: ${m(`f(${target}) = ${num(low)}(${num(b)}) = ${num(key)}`)}.`
          : `From ${m(`f(${first})`)}, divide by ${m(num(b))} ${first - target === 1 ? 'once' : `${first - target} times`}: ${m(`f(${target}) = \\dfrac{${num(low)}}{${num(b ** (first - target))}} = ${num(key)}`)}.`
    return {
      stem: `The function ${m('f')} is defined by ${m('f(x) = a(b)^x')}, where ${m('a')} and ${m('b')} are positive constants. If ${m(`f(${first}) = ${num(low)}`)} and ${m(`f(${second}) = ${num(high)}`)}, what is the value of ${m(`f(${target})`)}?`,
      explanation: `Divide: ${m(`\\dfrac{f(${second})}{f(${first})} = b^2`)}, so ${m(`b^2 = \\dfrac{${num(high)}}{${num(low)}} = ${num(b * b)}`)} and, since ${m('b > 0')}, ${m(`b = ${num(b)}`)}. Each increase of ${m('1')} in ${m('x')} multiplies ${m('f(x)')} by ${m(num(b))}. ${explainTarget}`,
      explanationAr: `نقسم القيمتين: ${m(`\\dfrac{f(${second})}{f(${first})} = b^2`)}، إذن ${m(`b^2 = \\dfrac{${num(high)}}{${num(low)}} = ${num(b * b)}`)}، وبما أن ${m('b > 0')} فإن ${m(`b = ${num(b)}`)}. كل زيادة بمقدار ${m('1')} في ${m('x')} تضرب ${m('f(x)')} في ${m(num(b))}. ${explainTargetAr}`,
      check: `${low} * Math.sqrt(${high} / ${low}) ** ${target - first}`,
      answer: answerAs('student_produced', frac(key), [], 'number'),
    }
  },
})
