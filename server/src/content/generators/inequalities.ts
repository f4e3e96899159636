import type { Difficulty } from '../types'
import { answerAs, defineGenerator, fracTex, m, mistake, num, paren, poly, right } from './build'
import { frac, toNumber } from './fraction'
import type { Random } from './random'

/**
 * Linear inequalities.
 * easy: the greatest integer with ax + b <= c (a > 0).
 * medium: the greatest integer with b - ax > c (dividing by a negative number flips the sign; strict).
 * hard: a budget with a fixed fee and two hourly costs; the greatest whole number of hours; student-produced.
 */
export type InequalityParams =
  | { kind: 'positive'; a: number; b: number; c: number }
  | { kind: 'negative'; a: number; b: number; c: number }
  | { kind: 'budget'; fee: number; truck: number; workers: number; wage: number; budget: number }

function draw(random: Random, difficulty: Difficulty): InequalityParams {
  if (difficulty === 'easy') {
    const a = random.int(2, 9)
    return { kind: 'positive', a, b: random.intExcept(-20, 20), c: random.int(-20, 60) }
  }
  if (difficulty === 'medium') {
    const a = random.int(2, 8)
    return { kind: 'negative', a, b: random.intExcept(-10, 30), c: random.int(-30, 20) }
  }
  const fee = random.pick([40, 50, 60, 75, 80, 90, 100, 120])
  const truck = random.pick([15, 20, 25, 30, 35])
  const workers = random.int(2, 4)
  const wage = random.pick([18, 20, 22, 25, 30])
  const rate = truck + workers * wage
  const budget = fee + rate * random.int(3, 9) + random.int(0, rate - 1)
  return { kind: 'budget', fee, truck, workers, wage, budget: Math.round(budget / 5) * 5 }
}

export const inequalities = defineGenerator({
  key: 'ineq',
  domain: 'algebra',
  skill: 'linear_inequalities',
  draw,
  build(p) {
    if (p.kind === 'positive') {
      const { a, b, c } = p
      const bound = frac(c - b, a)
      const key = Math.floor(toNumber(bound))
      return {
        stem: `What is the greatest integer ${m('x')} that satisfies the inequality ${m(`${poly([a, 'x'], [b, ''])} \\le ${num(c)}`)}?`,
        explanation: `${b > 0 ? `Subtract ${m(num(b))} from` : `Add ${m(num(-b))} to`} both sides: ${m(`${num(a)}x \\le ${num(c - b)}`)}. Divide by ${m(num(a))}: ${m(`x \\le ${fracTex(bound)}`)}. The greatest integer that satisfies this is ${m(num(key))}.`,
        explanationAr: `${b > 0 ? `نطرح ${m(num(b))} من` : `نضيف ${m(num(-b))} إلى`} الطرفين: ${m(`${num(a)}x \\le ${num(c - b)}`)}. ثم نقسم على العدد الموجب ${m(num(a))} فلا تتغيّر جهة المتباينة: ${m(`x \\le ${fracTex(bound)}`)}. وأكبر عدد صحيح يحقق ذلك هو ${m(num(key))}.`,
        check: `Math.floor((${c} - ${paren(b)}) / ${a})`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [
            mistake(
              frac(Math.floor((c + b) / a)),
              `This ${b > 0 ? 'adds' : 'subtracts'} ${m(num(Math.abs(b)))} instead of undoing it before dividing by ${m(num(a))}.`,
              `هنا ${b > 0 ? 'أُضيف' : 'طُرح'} العدد ${m(num(Math.abs(b)))} بدلاً من التخلص منه قبل القسمة على ${m(num(a))}.`,
            ),
            mistake(
              frac(key + 1),
              `This rounds ${m(fracTex(bound))} up, but ${m(num(key + 1))} is greater than ${m(fracTex(bound))} and does not satisfy the inequality.`,
              `هنا قُرّب ${m(fracTex(bound))} إلى الأعلى، لكن ${m(num(key + 1))} أكبر من ${m(fracTex(bound))} فلا يحقق المتباينة.`,
            ),
            mistake(
              frac(c - b),
              `This is the bound for ${m(`${num(a)}x`)}; it still has to be divided by ${m(num(a))}.`,
              `هذا هو الحد الأعلى لـ ${m(`${num(a)}x`)}، وما زال يجب قسمته على ${m(num(a))}.`,
            ),
            mistake(
              frac(key - 1),
              `This satisfies the inequality, but it is not the greatest integer that does: ${m(num(key))} also does.`,
              `هذا العدد يحقق المتباينة، لكنه ليس أكبر عدد صحيح يحققها؛ فالعدد ${m(num(key))} يحققها أيضاً.`,
            ),
          ],
          'number',
          true,
          right(
            `${m(`x \\le ${fracTex(bound)}`)}, and ${m(num(key))} is the greatest integer not above ${m(fracTex(bound))}.`,
            `${m(`x \\le ${fracTex(bound)}`)}، و${m(num(key))} هو أكبر عدد صحيح لا يتجاوز ${m(fracTex(bound))}.`,
          ),
        ),
      }
    }
    if (p.kind === 'negative') {
      const { a, b, c } = p
      const bound = frac(b - c, a)
      // x < bound: the greatest integer below it.
      const key = Math.ceil(toNumber(bound)) - 1
      return {
        stem: `What is the greatest integer ${m('x')} that satisfies the inequality ${m(`${poly([b, ''], [-a, 'x'])} > ${num(c)}`)}?`,
        explanation: `${b > 0 ? `Subtract ${m(num(b))} from` : `Add ${m(num(-b))} to`} both sides: ${m(`${num(-a)}x > ${num(c - b)}`)}. Dividing by ${m(num(-a))}, a negative number, reverses the inequality: ${m(`x < ${fracTex(bound)}`)}. The greatest integer less than ${m(fracTex(bound))} is ${m(num(key))}.`,
        explanationAr: `${b > 0 ? `نطرح ${m(num(b))} من` : `نضيف ${m(num(-b))} إلى`} الطرفين: ${m(`${num(-a)}x > ${num(c - b)}`)}. القسمة على ${m(num(-a))}، وهو عدد سالب، تقلب جهة المتباينة: ${m(`x < ${fracTex(bound)}`)}. وأكبر عدد صحيح أصغر من ${m(fracTex(bound))} هو ${m(num(key))}.`,
        check: `Math.ceil((${b} - ${paren(c)}) / ${a}) - 1`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [
            mistake(
              frac(Math.ceil(toNumber(bound))),
              `This allows ${m(`x = ${num(Math.ceil(toNumber(bound)))}`)}, but the inequality is strict (or the bound was rounded up): ${m(`x < ${fracTex(bound)}`)} excludes it.`,
              `هذا يسمح بالقيمة ${m(`x = ${num(Math.ceil(toNumber(bound)))}`)}، لكن المتباينة ${m(`x < ${fracTex(bound)}`)} تستبعدها لأنها تامة أو لأن الحد قُرّب إلى الأعلى.`,
            ),
            mistake(
              frac(-key),
              `This has the wrong sign, as happens when the minus sign of ${m(num(-a))} is dropped.`,
              `إشارة هذه القيمة خاطئة، كما يحدث عند إهمال الإشارة السالبة للمعامل ${m(num(-a))}.`,
            ),
            mistake(
              frac(Math.floor((c - b) / a)),
              `This divides by ${m(num(a))} instead of ${m(num(-a))} and does not reverse the inequality.`,
              `هنا القسمة على ${m(num(a))} بدلاً من ${m(num(-a))}، ولم تُقلب جهة المتباينة.`,
            ),
            mistake(
              frac(key - 1),
              `This satisfies the inequality, but it is not the greatest integer that does: ${m(num(key))} also does.`,
              `هذا العدد يحقق المتباينة، لكنه ليس أكبر عدد صحيح يحققها؛ فالعدد ${m(num(key))} يحققها أيضاً.`,
            ),
          ],
          'number',
          true,
          right(
            `dividing by ${m(num(-a))} reverses the inequality to ${m(`x < ${fracTex(bound)}`)}, and ${m(num(key))} is the greatest integer below ${m(fracTex(bound))}.`,
            `القسمة على ${m(num(-a))} تقلب المتباينة إلى ${m(`x < ${fracTex(bound)}`)}، و${m(num(key))} هو أكبر عدد صحيح أصغر من ${m(fracTex(bound))}.`,
          ),
        ),
      }
    }
    const { fee, truck, workers, wage, budget } = p
    const rate = truck + workers * wage
    const hours = frac(budget - fee, rate)
    const key = Math.floor(toNumber(hours))
    return {
      stem: `A moving company charges a fixed fee of ${m(`\\$${num(fee)}`)}, plus ${m(`\\$${num(truck)}`)} per hour for the truck and ${m(`\\$${num(wage)}`)} per hour for each worker. A family hires ${m(num(workers))} workers and can spend at most ${m(`\\$${num(budget)}`)}. If the company bills only whole hours, what is the greatest number of hours the family can hire the truck and workers?`,
      explanation: `Each hour costs ${m(`${num(truck)} + ${num(workers)}(${num(wage)}) = ${num(rate)}`)} dollars, so ${m('h')} hours cost ${m(`${num(fee)} + ${num(rate)}h`)} dollars. Solve ${m(`${num(fee)} + ${num(rate)}h \\le ${num(budget)}`)}: ${m(`${num(rate)}h \\le ${num(budget - fee)}`)}, so ${m(`h \\le ${fracTex(hours)}`)}. The greatest whole number of hours is ${m(num(key))}.`,
      explanationAr: `تكلفة الساعة الواحدة ${m(`${num(truck)} + ${num(workers)}(${num(wage)}) = ${num(rate)}`)} دولاراً، فتكلفة ${m('h')} ساعة هي ${m(`${num(fee)} + ${num(rate)}h`)} دولاراً. نحل المتباينة ${m(`${num(fee)} + ${num(rate)}h \\le ${num(budget)}`)}: ${m(`${num(rate)}h \\le ${num(budget - fee)}`)}، إذن ${m(`h \\le ${fracTex(hours)}`)}. وبما أن الساعات تُحسب كاملة، فأكبر عدد ممكن منها هو ${m(num(key))}.`,
      check: `Math.floor((${budget} - ${fee}) / (${truck} + ${workers} * ${wage}))`,
      answer: answerAs('student_produced', frac(key), []),
    }
  },
})
