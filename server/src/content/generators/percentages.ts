import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, num, plain, show } from './build'
import { frac, mul, toNumber } from './fraction'
import type { Random } from './random'

/**
 * Percentages.
 * easy: p% of N.
 * medium: a price raised by a% and then lowered by b% (successive changes multiply).
 * hard: the original price from the total after a discount and a sales tax (undo two changes).
 */
export type PercentParams =
  | { kind: 'percent-of'; percent: number; whole: number }
  | { kind: 'successive'; price: number; up: number; down: number }
  | { kind: 'reverse'; original: number; discount: number; tax: number; format: 'multiple_choice' | 'student_produced' }

/** Whether price * (100 + up)% * (100 - down)% is a whole number of cents. */
const wholeCents = (price: number, factorA: number, factorB: number) => (price * factorA * factorB) % 100 === 0

function draw(random: Random, difficulty: Difficulty): PercentParams {
  if (difficulty === 'easy') {
    const percent = random.pick([5, 12, 15, 20, 25, 30, 35, 40, 45, 60, 64, 75, 80])
    return { kind: 'percent-of', percent, whole: random.int(2, 60) * 10 }
  }
  if (difficulty === 'medium') {
    for (;;) {
      const up = random.pick([10, 20, 25, 30, 40, 50])
      const down = random.pick([10, 20, 25, 30, 40, 50].filter((x) => x !== up))
      const price = random.int(4, 80) * 5
      if (wholeCents(price, 100 + up, 100 - down)) return { kind: 'successive', price, up, down }
    }
  }
  for (;;) {
    const discount = random.pick([10, 15, 20, 25, 30, 40])
    const tax = random.pick([4, 5, 6, 8, 10])
    const original = random.int(6, 90) * 5
    if (wholeCents(original, 100 - discount, 100 + tax))
      return {
        kind: 'reverse',
        original,
        discount,
        tax,
        format: random.chance(0.5) ? 'student_produced' : 'multiple_choice',
      }
  }
}

export const percentages = defineGenerator({
  key: 'pct',
  domain: 'problem_solving_and_data_analysis',
  skill: 'percentages',
  draw,
  build(p) {
    if (p.kind === 'percent-of') {
      const { percent, whole } = p
      const key = frac(percent * whole, 100)
      return {
        stem: `What is ${m(`${percent}\\%`)} of ${m(num(whole))}?`,
        explanation: `${m(`${percent}\\%`)} of ${m(num(whole))} is ${m(`${num(percent / 100)} \\times ${num(whole)} = ${show('decimal', key)}`)}.`,
        check: `${percent} / 100 * ${whole}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            frac(percent * whole, 10),
            frac(whole * (100 - percent), 100),
            frac(whole * (100 + percent), 100),
            frac(percent * whole, 1000),
          ],
          'decimal',
        ),
      }
    }
    if (p.kind === 'successive') {
      const { price, up, down } = p
      const raised = frac(price * (100 + up), 100)
      const key = mul(raised, frac(100 - down, 100))
      return {
        stem: `A store raised the price of a jacket by ${m(`${up}\\%`)}. A month later, it lowered the new price by ${m(`${down}\\%`)}. If the original price was ${m(show('money', frac(price)))}, what is the price after both changes?`,
        explanation: `After the increase the price is ${m(`${show('money', frac(price))} \\times ${num((100 + up) / 100)} = ${show('money', raised)}`)}. The decrease is taken from this new price: ${m(`${show('money', raised)} \\times ${num((100 - down) / 100)} = ${show('money', key)}`)}.`,
        check: `${price} * ${(100 + up) / 100} * ${(100 - down) / 100}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [frac(price * (100 + up - down), 100), raised, frac(price * (100 - down), 100), frac(price)],
          'money',
        ),
      }
    }
    const { original, discount, tax, format } = p
    const total = mul(frac(original), frac((100 - discount) * (100 + tax), 10000))
    const salePrice = frac(original * (100 - discount), 100)
    const totalText = show('money', total)
    return {
      stem: `A home-goods store discounts the price of a lamp by ${m(`${discount}\\%`)}, and then a sales tax of ${m(`${tax}\\%`)} is added to the discounted price. A customer pays ${m(totalText)} in total. What was the price of the lamp, in dollars, before the discount?`,
      explanation: `The customer paid ${m(`${num((100 + tax) / 100)}`)} times the discounted price, so the discounted price was ${m(`${totalText} \\div ${num((100 + tax) / 100)} = ${show('money', salePrice)}`)}. The discounted price is ${m(num((100 - discount) / 100))} times the original price, so the original price was ${m(`${show('money', salePrice)} \\div ${num((100 - discount) / 100)} = ${format === 'student_produced' ? num(original) : show('money', frac(original))}`)}.`,
      check: `${plain(toNumber(total))} / (${plain((100 - discount) / 100)} * ${plain((100 + tax) / 100)})`,
      answer: answerAs(
        format,
        frac(original),
        [
          mul(total, frac((100 + discount) * (100 - tax), 10000)),
          mul(total, frac(100 + discount - tax, 100)),
          salePrice,
          total,
        ],
        'money',
      ),
    }
  },
})
