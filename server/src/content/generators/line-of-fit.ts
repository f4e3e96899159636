import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, paren, plain, right, show } from './build'
import { add, frac, mul, neg, sub, type Frac } from './fraction'
import type { Random } from './random'

/**
 * Two-variable data.
 * easy: a prediction from the equation of a line of best fit.
 * medium: a linear relationship given by a table; y for a new x (rate of change, then a step); student-produced.
 * hard: the residual of a data point (actual minus predicted) for a line of best fit.
 */
export type LineOfFitParams =
  | { kind: 'predict'; slope: Frac; intercept: number; x: number }
  | { kind: 'table'; x0: number; step: number; y0: number; rate: number; target: number }
  | { kind: 'residual'; slope: Frac; intercept: number; x: number; actual: number }

const HALVES = [frac(3, 2), frac(5, 2), frac(7, 2), frac(9, 2), frac(2), frac(3), frac(4), frac(6)]

function draw(random: Random, difficulty: Difficulty): LineOfFitParams {
  if (difficulty === 'easy')
    return { kind: 'predict', slope: random.pick(HALVES), intercept: random.int(40, 70), x: random.int(2, 12) }
  if (difficulty === 'medium') {
    const step = random.int(1, 4)
    const x0 = random.int(0, 6)
    return {
      kind: 'table',
      x0,
      step,
      y0: random.int(-10, 30),
      rate: random.intExcept(-6, 8),
      target: x0 + step * random.int(4, 7),
    }
  }
  const slope = random.pick(HALVES)
  const intercept = random.int(10, 40)
  const x = random.int(2, 16)
  const predicted = add(frac(intercept), mul(slope, frac(x)))
  const actual = Math.round(predicted.n / predicted.d) + random.pick([-1, 1]) * random.int(2, 12)
  return { kind: 'residual', slope, intercept, x, actual }
}

export const lineOfFit = defineGenerator({
  key: 'fit',
  domain: 'problem_solving_and_data_analysis',
  skill: 'two_variable_data',
  draw,
  build(p) {
    if (p.kind === 'predict') {
      const { slope, intercept, x } = p
      const slopeText = show('decimal', slope)
      const key = add(frac(intercept), mul(slope, frac(x)))
      return {
        stem: `A teacher collected data on the number of hours, ${m('x')}, that students spent reviewing and their scores, ${m('y')}, on a quiz. The line of best fit for the data has equation ${m(`y = ${slopeText}x + ${num(intercept)}`)}. What score does the line of best fit predict for a student who spent ${m(num(x))} hours reviewing?`,
        explanation: `Substitute ${m(`x = ${num(x)}`)}: ${m(`y = ${slopeText}(${num(x)}) + ${num(intercept)} = ${show('decimal', mul(slope, frac(x)))} + ${num(intercept)} = ${show('decimal', key)}`)}.`,
        explanationAr: `نعوّض ${m(`x = ${num(x)}`)} في معادلة خط أفضل مطابقة: ${m(`y = ${slopeText}(${num(x)}) + ${num(intercept)} = ${show('decimal', mul(slope, frac(x)))} + ${num(intercept)} = ${show('decimal', key)}`)}.`,
        check: `${plain(slope.n / slope.d)} * ${x} + ${intercept}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              mul(frac(intercept), frac(x)),
              `This multiplies the hours by the intercept ${m(num(intercept))} instead of by the slope ${m(slopeText)}, and leaves the slope out.`,
              `هنا ضُربت الساعات في المقطع ${m(num(intercept))} بدلاً من الميل ${m(slopeText)}، وأُهمل الميل.`,
            ),
            mistake(
              add(slope, frac(intercept * x)),
              `This swaps the roles of the slope and the intercept: ${m(num(intercept))} is the score at ${m('x = 0')}, and ${m(slopeText)} is added for each hour.`,
              `هنا تبادل الميل والمقطع دوريهما: ${m(num(intercept))} هي الدرجة عند ${m('x = 0')}، و${m(slopeText)} تُضاف عن كل ساعة.`,
            ),
            mistake(
              add(frac(intercept + x), slope),
              `This adds the hours, the slope and the intercept; the slope must multiply the hours.`,
              `هنا جُمعت الساعات والميل والمقطع، والصواب ضرب الميل في عدد الساعات.`,
            ),
            mistake(
              mul(slope, frac(x)),
              `This is ${m(`${slopeText}(${num(x)})`)} alone; the intercept ${m(num(intercept))} was not added.`,
              `هذا ناتج ${m(`${slopeText}(${num(x)})`)} وحده؛ لم يُضف المقطع ${m(num(intercept))}.`,
            ),
          ],
          'decimal',
          false,
          right(
            `${m(`${slopeText}(${num(x)}) + ${num(intercept)} = ${show('decimal', key)}`)}.`,
            `${m(`${slopeText}(${num(x)}) + ${num(intercept)} = ${show('decimal', key)}`)}.`,
          ),
        ),
      }
    }
    if (p.kind === 'table') {
      const { x0, step, y0, rate, target } = p
      const xs = [x0, x0 + step, x0 + 2 * step]
      const ys = xs.map((x) => y0 + rate * (x - x0))
      const key = y0 + rate * (target - x0)
      const lastX = xs[2]!
      const lastY = ys[2]!
      return {
        passage: [`x | ${xs.join(' | ')}`, `y | ${ys.join(' | ')}`].join('\n'),
        stem: `The table shows three values of ${m('x')} and their corresponding values of ${m('y')}. There is a linear relationship between ${m('x')} and ${m('y')}. What is the value of ${m('y')} when ${m(`x = ${num(target)}`)}?`,
        explanation: `Each increase of ${m(num(step))} in ${m('x')} changes ${m('y')} by ${m(num(rate * step))}, so ${m('y')} changes by ${m(num(rate))} for each unit of ${m('x')}. From ${m(`x = ${num(lastX)}`)} to ${m(`x = ${num(target)}`)}, ${m('x')} increases by ${m(num(target - lastX))}, so ${m(`y = ${num(lastY)} + ${paren(rate)}(${num(target - lastX)}) = ${num(key)}`)}.`,
        explanationAr: `كل زيادة بمقدار ${m(num(step))} في ${m('x')} تغيّر ${m('y')} بمقدار ${m(num(rate * step))}، أي أن ${m('y')} يتغيّر بمقدار ${m(num(rate))} لكل وحدة من ${m('x')}. ومن ${m(`x = ${num(lastX)}`)} إلى ${m(`x = ${num(target)}`)} يزداد ${m('x')} بمقدار ${m(num(target - lastX))}، إذن ${m(`y = ${num(lastY)} + ${paren(rate)}(${num(target - lastX)}) = ${num(key)}`)}.`,
        check: `${plain(lastY)} + (${plain(ys[1]!)} - ${plain(ys[0]!)}) / ${step} * (${target} - ${lastX})`,
        answer: answerAs('student_produced', frac(key), []),
      }
    }
    const { slope, intercept, x, actual } = p
    const predicted = add(frac(intercept), mul(slope, frac(x)))
    const key = sub(frac(actual), predicted)
    const slopeText = show('decimal', slope)
    return {
      stem: `For a set of data about plants, the line of best fit has equation ${m(`y = ${slopeText}x + ${num(intercept)}`)}, where ${m('y')} is the height of a plant, in centimeters, ${m('x')} weeks after planting. One plant in the data set had a height of ${m(num(actual))} centimeters at ${m(num(x))} weeks. What is the actual height of this plant minus the height predicted by the line of best fit, in centimeters?`,
      explanation: `The predicted height at ${m(`x = ${num(x)}`)} is ${m(`${slopeText}(${num(x)}) + ${num(intercept)} = ${show('decimal', predicted)}`)}. The actual height minus the predicted height is ${m(`${num(actual)} - ${show('decimal', predicted)} = ${show('decimal', key)}`)}.`,
      explanationAr: `الطول المتوقع عند ${m(`x = ${num(x)}`)} هو ${m(`${slopeText}(${num(x)}) + ${num(intercept)} = ${show('decimal', predicted)}`)}. والمطلوب هو الطول الفعلي ناقص الطول المتوقع: ${m(`${num(actual)} - ${show('decimal', predicted)} = ${show('decimal', key)}`)}.`,
      check: `${actual} - (${plain(slope.n / slope.d)} * ${x} + ${intercept})`,
      answer: answerAs(
        'multiple_choice',
        key,
        [
          mistake(
            neg(key),
            `This is the predicted height minus the actual height, the opposite order.`,
            `هذا هو الطول المتوقع ناقص الطول الفعلي، أي بالترتيب المعاكس.`,
          ),
          mistake(
            predicted,
            `This is the predicted height itself, not the difference between the actual and predicted heights.`,
            `هذا هو الطول المتوقع نفسه، وليس الفرق بين الطول الفعلي والمتوقع.`,
          ),
          mistake(
            sub(frac(actual), frac(intercept)),
            `This subtracts only the intercept ${m(num(intercept))}; the predicted height also includes ${m(`${slopeText}(${num(x)})`)}.`,
            `هنا طُرح المقطع ${m(num(intercept))} وحده، مع أن الطول المتوقع يتضمن أيضاً ${m(`${slopeText}(${num(x)})`)}.`,
          ),
          mistake(
            add(key, slope),
            `This uses the prediction for ${m(num(x - 1))} weeks instead of ${m(num(x))} weeks.`,
            `هنا استُخدم الطول المتوقع عند ${m(`x = ${num(x - 1)}`)} بدلاً من ${m(`x = ${num(x)}`)}.`,
          ),
          mistake(
            sub(key, slope),
            `This uses the prediction for ${m(num(x + 1))} weeks instead of ${m(num(x))} weeks.`,
            `هنا استُخدم الطول المتوقع عند ${m(`x = ${num(x + 1)}`)} بدلاً من ${m(`x = ${num(x)}`)}.`,
          ),
        ],
        'decimal',
        true,
        right(
          `the line predicts ${m(show('decimal', predicted))}, and ${m(`${num(actual)} - ${show('decimal', predicted)} = ${show('decimal', key)}`)}.`,
          `يتوقع الخط ${m(show('decimal', predicted))}، و${m(`${num(actual)} - ${show('decimal', predicted)} = ${show('decimal', key)}`)}.`,
        ),
      ),
    }
  },
})
