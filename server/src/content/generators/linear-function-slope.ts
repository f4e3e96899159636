import type { Difficulty } from '../types'
import { answerAs, defineGenerator, fracTex, m, mistake, num, paren, parenFrac, poly, right, signed } from './build'
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
        explanationAr: `نعوّض عن ${m('x')} بالعدد ${m(num(input))}: ${m(`f(${num(input)}) = ${num(slope)}(${num(input)}) ${intercept < 0 ? '-' : '+'} ${num(Math.abs(intercept))} = ${num(slope * input)} ${intercept < 0 ? '-' : '+'} ${num(Math.abs(intercept))} = ${num(key)}`)}.`,
        check: `${slope} * ${paren(input)} + ${paren(intercept)}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [
            mistake(
              frac(slope * (input + intercept)),
              `This multiplies ${m(num(slope))} by ${m(`${num(input)} ${signed(intercept)}`)}, as if the constant were inside parentheses with ${m('x')}.`,
              `هنا ضُرب ${m(num(slope))} في ${m(`${num(input)} ${signed(intercept)}`)}، كأن الثابت داخل قوس مع ${m('x')}.`,
            ),
            mistake(
              frac(slope * input - intercept),
              `This ${intercept < 0 ? 'adds' : 'subtracts'} the constant ${m(num(Math.abs(intercept)))} instead of ${intercept < 0 ? 'subtracting' : 'adding'} it: a sign error.`,
              `هنا ${intercept < 0 ? 'أُضيف' : 'طُرح'} الثابت ${m(num(Math.abs(intercept)))} بدلاً من ${intercept < 0 ? 'طرحه' : 'إضافته'}، وهو خطأ في الإشارة.`,
            ),
            mistake(
              frac(slope + input + intercept),
              `This adds ${m(num(slope))} and ${m(num(input))} instead of multiplying them.`,
              `هنا جُمع ${m(num(slope))} و${m(num(input))} بدلاً من ضربهما.`,
            ),
            mistake(
              frac(-key),
              `This is the opposite of the value: a sign was lost along the way.`,
              `هذا معكوس القيمة الصحيحة: ضاعت إشارة في أثناء الحساب.`,
            ),
          ],
          'number',
          true,
          right(
            `${m(`${num(slope)}(${num(input)}) = ${num(slope * input)}`)}, and adding ${m(num(intercept))} gives ${m(num(key))}.`,
            `${m(`${num(slope)}(${num(input)}) = ${num(slope * input)}`)}، وبإضافة ${m(num(intercept))} نحصل على ${m(num(key))}.`,
          ),
        ),
      }
    }
    if (p.kind === 'slope') {
      const { x1, y1, x2, y2 } = p
      const key = frac(y2 - y1, x2 - x1)
      return {
        stem: `In the ${m('xy')}-plane, a line passes through the points ${m(`(${num(x1)}, ${num(y1)})`)} and ${m(`(${num(x2)}, ${num(y2)})`)}. What is the slope of the line?`,
        explanation: `The slope is the change in ${m('y')} divided by the change in ${m('x')}: ${m(`\\dfrac{${num(y2)} - ${paren(y1)}}{${num(x2)} - ${paren(x1)}} = \\dfrac{${num(y2 - y1)}}{${num(x2 - x1)}} = ${fracTex(key)}`)}.`,
        explanationAr: `الميل هو التغيّر في ${m('y')} مقسوماً على التغيّر في ${m('x')}، مع الطرح بالترتيب نفسه في البسط والمقام: ${m(`\\dfrac{${num(y2)} - ${paren(y1)}}{${num(x2)} - ${paren(x1)}} = \\dfrac{${num(y2 - y1)}}{${num(x2 - x1)}} = ${fracTex(key)}`)}.`,
        check: `(${y2} - ${paren(y1)}) / (${x2} - ${paren(x1)})`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(x2 - x1, y2 - y1),
              `This is the change in ${m('x')} over the change in ${m('y')}: the ratio is upside down.`,
              `هذا هو التغيّر في ${m('x')} على التغيّر في ${m('y')}، أي أن النسبة مقلوبة.`,
            ),
            mistake(
              neg(key),
              `This subtracts in opposite orders in the numerator and the denominator, which flips the sign.`,
              `هنا طُرحت الإحداثيات بترتيبين مختلفين في البسط والمقام، فانقلبت الإشارة.`,
            ),
            mistake(
              frac(y2 + y1, x2 + x1),
              `This adds the coordinates instead of subtracting them.`,
              `هنا جُمعت الإحداثيات بدلاً من طرحها.`,
            ),
            mistake(
              frac(-(x2 - x1), y2 - y1),
              `This is the negative reciprocal of the slope, the slope of a perpendicular line.`,
              `هذا مقلوب الميل بإشارة معاكسة، وهو ميل مستقيم عمودي على هذا المستقيم.`,
            ),
          ],
          'number',
          true,
          right(
            `the rise ${m(num(y2 - y1))} over the run ${m(num(x2 - x1))} is ${m(fracTex(key))}.`,
            `التغيّر الرأسي ${m(num(y2 - y1))} على التغيّر الأفقي ${m(num(x2 - x1))} يساوي ${m(fracTex(key))}.`,
          ),
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
      explanationAr: `ميل ${m('f')} هو ${m(`\\dfrac{${num(s)} - ${paren(q)}}{${num(r)} - ${paren(px)}} = ${fracTex(slope)}`)}. عند الانتقال من ${m(`x = ${num(px)}`)} إلى ${m(`x = ${num(t)}`)} يتغيّر المدخل بمقدار ${m(num(t - px))}، فيتغيّر المخرج بمقدار ${m(`${parenFrac(slope)}(${num(t - px)}) = ${num(change)}`)}. إذن ${m(`f(${num(t)}) = ${num(q)} ${signed(change)} = ${num(key)}`)}.`,
      check: `${q} + (${s} - ${paren(q)}) / (${r} - ${paren(px)}) * (${t} - ${paren(px)})`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})
