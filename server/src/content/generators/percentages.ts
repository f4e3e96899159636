import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, plain, right, show } from './build'
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
        explanationAr: `النسبة ${m(`${percent}\\%`)} تعني ${m(num(percent / 100))} من الكل، فنضرب العدد ${m(num(whole))} في هذا الكسر العشري: ${m(`${num(percent / 100)} \\times ${num(whole)} = ${show('decimal', key)}`)}.`,
        check: `${percent} / 100 * ${whole}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(percent * whole, 10),
              `This divides by 10 instead of 100: ${m(`${percent}\\%`)} means ${m(`\\dfrac{${percent}}{100}`)}, so this is 10 times too large.`,
              `هنا قُسم على 10 بدلاً من 100، مع أن ${m(`${percent}\\%`)} تعني ${m(`\\dfrac{${percent}}{100}`)}؛ فالناتج أكبر من المطلوب بعشر مرات.`,
            ),
            mistake(
              frac(whole * (100 - percent), 100),
              `This is what is left after taking ${m(`${percent}\\%`)} away, that is ${m(`${100 - percent}\\%`)} of ${m(num(whole))}, not ${m(`${percent}\\%`)} of it.`,
              `هذا هو الباقي بعد حذف ${m(`${percent}\\%`)} من العدد، أي ${m(`${100 - percent}\\%`)} منه، وليس ${m(`${percent}\\%`)} منه.`,
            ),
            mistake(
              frac(whole * (100 + percent), 100),
              `This is ${m(num(whole))} increased by ${m(`${percent}\\%`)}; the question asks for the part, not the new total.`,
              `هذه قيمة العدد ${m(num(whole))} بعد زيادته بنسبة ${m(`${percent}\\%`)}؛ والسؤال يطلب الجزء لا المجموع الجديد.`,
            ),
            mistake(
              frac(percent * whole, 1000),
              `This divides by 1,000 instead of 100, so it is 10 times too small.`,
              `هنا قُسم على 1000 بدلاً من 100، فجاء الناتج أصغر من المطلوب بعشر مرات.`,
            ),
          ],
          'decimal',
          false,
          right(
            `${m(`${percent}\\%`)} of a number is ${m(num(percent / 100))} times the number.`,
            `${m(`${percent}\\%`)} من عدد تساوي حاصل ضرب العدد في ${m(num(percent / 100))}.`,
          ),
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
        explanationAr: `الزيادة بنسبة ${m(`${up}\\%`)} تجعل السعر ${m(`${show('money', frac(price))} \\times ${num((100 + up) / 100)} = ${show('money', raised)}`)}. أما التخفيض فيُحسب من هذا السعر الجديد لا من السعر الأصلي: ${m(`${show('money', raised)} \\times ${num((100 - down) / 100)} = ${show('money', key)}`)}.`,
        check: `${price} * ${(100 + up) / 100} * ${(100 - down) / 100}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(price * (100 + up - down), 100),
              `This applies a single change of ${m(`${up - down}\\%`)} (the increase minus the decrease) to the original price; the decrease applies to the new, raised price.`,
              `هنا طُبّق تغيّر واحد بنسبة ${m(`${up - down}\\%`)} (الزيادة ناقص التخفيض) على السعر الأصلي، مع أن التخفيض يُحسب من السعر بعد الزيادة.`,
            ),
            mistake(
              raised,
              `This is the price after the increase only; the ${m(`${down}\\%`)} decrease was not applied.`,
              `هذا هو السعر بعد الزيادة فقط؛ لم يُطبَّق التخفيض بنسبة ${m(`${down}\\%`)}.`,
            ),
            mistake(
              frac(price * (100 - down), 100),
              `This is the original price after the decrease only; the ${m(`${up}\\%`)} increase came first and was left out.`,
              `هذا هو السعر الأصلي بعد التخفيض وحده؛ أُهملت الزيادة بنسبة ${m(`${up}\\%`)} التي جاءت أولاً.`,
            ),
            mistake(
              frac(price),
              `This assumes the two changes cancel out, but they are percentages of different prices.`,
              `هذا يفترض أن التغيّرين يلغي أحدهما الآخر، لكنهما نسبتان من سعرين مختلفين.`,
            ),
          ],
          'money',
          false,
          right(
            `the increase gives ${m(show('money', raised))}, and the decrease is taken from that new price.`,
            `الزيادة تعطي ${m(show('money', raised))}، ثم يُحسب التخفيض من هذا السعر الجديد.`,
          ),
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
      explanationAr: `دفع الزبون ${m(`${num((100 + tax) / 100)}`)} من السعر بعد الخصم، إذن السعر بعد الخصم هو ${m(`${totalText} \\div ${num((100 + tax) / 100)} = ${show('money', salePrice)}`)}. والسعر بعد الخصم يساوي ${m(num((100 - discount) / 100))} من السعر الأصلي، فنقسم عليه لنرجع إلى السعر الأصلي: ${m(`${show('money', salePrice)} \\div ${num((100 - discount) / 100)} = ${format === 'student_produced' ? num(original) : show('money', frac(original))}`)}.`,
      check: `${plain(toNumber(total))} / (${plain((100 - discount) / 100)} * ${plain((100 + tax) / 100)})`,
      answer: answerAs(
        format,
        frac(original),
        [
          mistake(
            mul(total, frac((100 + discount) * (100 - tax), 10000)),
            `This undoes each change by the opposite percentage of the wrong price (adding ${m(`${discount}\\%`)}, taking off ${m(`${tax}\\%`)}); percentages are undone by dividing.`,
            `هنا عُكس كل تغيّر بإضافة النسبة المعاكسة أو طرحها (إضافة ${m(`${discount}\\%`)} وطرح ${m(`${tax}\\%`)})، والصواب عكس النسبة بالقسمة.`,
          ),
          mistake(
            mul(total, frac(100, 100 - discount)),
            `This undoes the discount but not the tax: it is the original price plus the ${m(`${tax}\\%`)} tax.`,
            `هنا عُكس الخصم دون الضريبة، فهذا هو السعر الأصلي مضافاً إليه ضريبة ${m(`${tax}\\%`)}.`,
          ),
          ...(discount === tax
            ? []
            : [
                mistake(
                  mul(total, frac(100 + discount - tax, 100)),
                  `This adds back ${m(`${discount - tax}\\%`)} of the total in one step; each change must be undone by dividing, in turn.`,
                  `هنا أُضيفت ${m(`${discount - tax}\\%`)} من المبلغ المدفوع دفعة واحدة، والصواب عكس كل تغيّر بالقسمة خطوة بعد خطوة.`,
                ),
              ]),
          mistake(
            salePrice,
            `This is the discounted price, before tax; the discount still has to be undone.`,
            `هذا هو السعر بعد الخصم وقبل الضريبة؛ وما زال يجب عكس الخصم.`,
          ),
          mistake(
            total,
            `This is the amount paid, with the discount and the tax still in it.`,
            `هذا هو المبلغ المدفوع، وما زال يتضمن الخصم والضريبة.`,
          ),
        ],
        'money',
        false,
        right(
          `dividing the total by ${m(num((100 + tax) / 100))} and then by ${m(num((100 - discount) / 100))} undoes the tax and the discount.`,
          `قسمة المبلغ على ${m(num((100 + tax) / 100))} ثم على ${m(num((100 - discount) / 100))} تعكس الضريبة ثم الخصم.`,
        ),
      ),
    }
  },
})
