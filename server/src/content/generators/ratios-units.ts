import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, right, show } from './build'
import { frac, mul, terminates, toNumber } from './fraction'
import type { Random } from './random'

/**
 * Ratios, rates, proportions and units.
 * easy: a proportion (a cups for b servings; how many cups for c servings).
 * medium: a speed (meters per second and kilometers per hour) or a flow (liters per minute and milliliters per
 *   second) converted in either direction, two units at once; student-produced.
 * hard: carpet priced per square yard for a room measured in feet (convert area: 9 square feet per square yard).
 */
export type RatioParams =
  | { kind: 'proportion'; amount: number; servings: number; wanted: number }
  | { kind: 'speed'; metersPerSecond: number; toKmPerHour: boolean; mover: string }
  | { kind: 'flow'; step: number; toMilliliters: boolean }
  | { kind: 'area-cost'; length: number; width: number; pricePerYard: number }

function draw(random: Random, difficulty: Difficulty): RatioParams {
  if (difficulty === 'easy') {
    for (;;) {
      const amount = random.int(2, 9)
      const servings = random.pick([4, 6, 8, 10, 12, 16, 20, 24])
      const wanted = random.intExcept(2, 60, [servings])
      const key = frac(amount * wanted, servings)
      // Quarter cups at most, and not a whole multiple of the recipe (so the rate is needed).
      if (terminates(key) && (key.d === 1 || key.d === 2 || key.d === 4) && wanted % servings !== 0)
        return { kind: 'proportion', amount, servings, wanted }
    }
  }
  if (difficulty === 'medium') {
    if (random.chance(0.5)) return { kind: 'flow', step: random.int(1, 30), toMilliliters: random.chance(0.5) }
    // Multiples of 5 m/s are whole numbers of km/h (1 m/s = 3.6 km/h).
    const metersPerSecond = random.int(1, 16) * 5
    const movers =
      metersPerSecond <= 10 ? ['cyclist', 'runner'] : metersPerSecond <= 30 ? ['car', 'boat'] : ['train', 'small plane']
    return { kind: 'speed', metersPerSecond, toKmPerHour: random.chance(0.5), mover: random.pick(movers) }
  }
  for (;;) {
    const length = random.int(3, 8) * 3
    const width = random.int(8, 24)
    if (width !== length && (width * length) % 9 === 0)
      return { kind: 'area-cost', length, width, pricePerYard: random.pick([12, 15, 18, 20, 24, 25, 30, 36, 40]) }
  }
}

export const ratiosUnits = defineGenerator({
  key: 'ratio',
  domain: 'problem_solving_and_data_analysis',
  skill: 'ratios_rates_proportions_units',
  draw,
  build(p) {
    if (p.kind === 'proportion') {
      const { amount, servings, wanted } = p
      const key = frac(amount * wanted, servings)
      return {
        stem: `A recipe uses ${m(num(amount))} cups of oats to make ${m(num(servings))} servings of granola. At this rate, how many cups of oats are needed to make ${m(num(wanted))} servings?`,
        explanation: `Set up the proportion ${m(`\\dfrac{${num(amount)}}{${num(servings)}} = \\dfrac{c}{${num(wanted)}}`)}. Multiply both sides by ${m(num(wanted))}: ${m(`c = \\dfrac{${num(amount)} \\times ${num(wanted)}}{${num(servings)}} = \\dfrac{${num(amount * wanted)}}{${num(servings)}} = ${show('decimal', key)}`)}.`,
        explanationAr: `الكمية تتناسب طردياً مع عدد الحصص، فنكتب التناسب ${m(`\\dfrac{${num(amount)}}{${num(servings)}} = \\dfrac{c}{${num(wanted)}}`)}. وبضرب الطرفين في ${m(num(wanted))}: ${m(`c = \\dfrac{${num(amount)} \\times ${num(wanted)}}{${num(servings)}} = \\dfrac{${num(amount * wanted)}}{${num(servings)}} = ${show('decimal', key)}`)}.`,
        check: `${amount} * ${wanted} / ${servings}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(servings * wanted, amount),
              `This sets up the proportion upside down, servings per cup on one side and cups per serving on the other.`,
              `هنا كُتب التناسب مقلوباً: عدد الحصص لكل كوب في طرف، وعدد الأكواب لكل حصة في الطرف الآخر.`,
            ),
            mistake(
              frac(amount + wanted - servings),
              `This adds the change in servings (${m(num(wanted - servings))}) to the cups, as if one more serving needed one more cup; the amounts grow in proportion, not by the same difference.`,
              `هنا أُضيف الفرق في عدد الحصص (${m(num(wanted - servings))}) إلى عدد الأكواب، كأن كل حصة إضافية تحتاج كوباً كاملاً؛ والصواب أن الكميات تتغير بالنسبة نفسها لا بالفرق نفسه.`,
            ),
            mistake(
              frac(amount * servings, wanted),
              `This scales the wrong way: more servings need more oats, but this value ${wanted > servings ? 'shrinks' : 'grows'} the amount.`,
              `هنا التغيير في الاتجاه الخاطئ: زيادة الحصص تحتاج إلى شوفان أكثر، لكن هذه القيمة ${wanted > servings ? 'تُنقص' : 'تزيد'} الكمية.`,
            ),
            mistake(
              frac(wanted, servings),
              `This is the number of batches of the recipe (${m(`\\dfrac{${num(wanted)}}{${num(servings)}}`)}); it still has to be multiplied by the ${m(num(amount))} cups of one batch.`,
              `هذا عدد مرات تكرار الوصفة (${m(`\\dfrac{${num(wanted)}}{${num(servings)}}`)})، وما زال يجب ضربه في ${m(num(amount))} أكواب للوصفة الواحدة.`,
            ),
          ].filter((wrong) => wrong.value.n > 0 && terminates(wrong.value)),
          'decimal',
          false,
          right(
            `each serving needs ${m(`\\dfrac{${num(amount)}}{${num(servings)}}`)} cup, and ${m(num(wanted))} servings need ${m(show('decimal', key))} cups.`,
            `كل حصة تحتاج ${m(`\\dfrac{${num(amount)}}{${num(servings)}}`)} من الكوب، فتحتاج ${m(num(wanted))} حصة إلى ${m(show('decimal', key))} كوب.`,
          ),
        ),
      }
    }
    if (p.kind === 'speed') {
      const { metersPerSecond, toKmPerHour, mover } = p
      const kmPerHour = (metersPerSecond * 18) / 5
      const unit = `(${m('1')} kilometer ${m('= 1{,}000')} meters)`
      if (toKmPerHour)
        return {
          stem: `A ${mover} moves at a constant speed of ${m(num(metersPerSecond))} meters per second. What is this speed in kilometers per hour? ${unit}`,
          explanation: `In one hour (${m('3{,}600')} seconds) the ${mover} travels ${m(`${num(metersPerSecond)} \\times 3{,}600 = ${num(metersPerSecond * 3600)}`)} meters, which is ${m(`\\dfrac{${num(metersPerSecond * 3600)}}{1{,}000} = ${num(kmPerHour)}`)} kilometers. The speed is ${m(num(kmPerHour))} kilometers per hour.`,
          explanationAr: `في ساعة واحدة (${m('3{,}600')} ثانية) يقطع المتحرك ${m(`${num(metersPerSecond)} \\times 3{,}600 = ${num(metersPerSecond * 3600)}`)} متر، وهذا يساوي ${m(`\\dfrac{${num(metersPerSecond * 3600)}}{1{,}000} = ${num(kmPerHour)}`)} كيلومتراً. إذن السرعة ${m(num(kmPerHour))} كيلومتراً في الساعة.`,
          check: `${metersPerSecond} * 3600 / 1000`,
          answer: answerAs('student_produced', frac(kmPerHour), []),
        }
      return {
        stem: `A ${mover} moves at a constant speed of ${m(num(kmPerHour))} kilometers per hour. What is this speed in meters per second? ${unit}`,
        explanation: `In one hour the ${mover} travels ${m(`${num(kmPerHour)} \\times 1{,}000 = ${num(kmPerHour * 1000)}`)} meters. One hour is ${m('3{,}600')} seconds, so the speed is ${m(`\\dfrac{${num(kmPerHour * 1000)}}{3{,}600} = ${num(metersPerSecond)}`)} meters per second.`,
        explanationAr: `في ساعة واحدة يقطع المتحرك ${m(`${num(kmPerHour)} \\times 1{,}000 = ${num(kmPerHour * 1000)}`)} متر، والساعة ${m('3{,}600')} ثانية، فالسرعة ${m(`\\dfrac{${num(kmPerHour * 1000)}}{3{,}600} = ${num(metersPerSecond)}`)} متراً في الثانية.`,
        check: `${kmPerHour} * 1000 / 3600`,
        answer: answerAs('student_produced', frac(metersPerSecond), []),
      }
    }
    if (p.kind === 'flow') {
      // 3 liters per minute is 3,000 milliliters in 60 seconds: 50 milliliters per second.
      const litersPerMinute = 3 * p.step
      const millilitersPerSecond = 50 * p.step
      const unit = `(${m('1')} liter ${m('= 1{,}000')} milliliters)`
      if (p.toMilliliters)
        return {
          stem: `A pump moves water at a constant rate of ${m(num(litersPerMinute))} liters per minute. What is this rate in milliliters per second? ${unit}`,
          explanation: `${m(num(litersPerMinute))} liters is ${m(`${num(litersPerMinute)} \\times 1{,}000 = ${num(litersPerMinute * 1000)}`)} milliliters, moved in ${m('60')} seconds. The rate is ${m(`\\dfrac{${num(litersPerMinute * 1000)}}{60} = ${num(millilitersPerSecond)}`)} milliliters per second.`,
          explanationAr: `${m(num(litersPerMinute))} لتراً تساوي ${m(`${num(litersPerMinute)} \\times 1{,}000 = ${num(litersPerMinute * 1000)}`)} ملليلتر، تُضخ في ${m('60')} ثانية. إذن المعدل ${m(`\\dfrac{${num(litersPerMinute * 1000)}}{60} = ${num(millilitersPerSecond)}`)} ملليلتراً في الثانية.`,
          check: `${litersPerMinute} * 1000 / 60`,
          answer: answerAs('student_produced', frac(millilitersPerSecond), []),
        }
      return {
        stem: `A pump moves water at a constant rate of ${m(num(millilitersPerSecond))} milliliters per second. What is this rate in liters per minute? ${unit}`,
        explanation: `In one minute (${m('60')} seconds) the pump moves ${m(`${num(millilitersPerSecond)} \\times 60 = ${num(millilitersPerSecond * 60)}`)} milliliters, which is ${m(`\\dfrac{${num(millilitersPerSecond * 60)}}{1{,}000} = ${num(litersPerMinute)}`)} liters. The rate is ${m(num(litersPerMinute))} liters per minute.`,
        explanationAr: `في دقيقة واحدة (${m('60')} ثانية) تضخ المضخة ${m(`${num(millilitersPerSecond)} \\times 60 = ${num(millilitersPerSecond * 60)}`)} ملليلتر، وهذا يساوي ${m(`\\dfrac{${num(millilitersPerSecond * 60)}}{1{,}000} = ${num(litersPerMinute)}`)} لتراً. إذن المعدل ${m(num(litersPerMinute))} لتراً في الدقيقة.`,
        check: `${millilitersPerSecond} * 60 / 1000`,
        answer: answerAs('student_produced', frac(litersPerMinute), []),
      }
    }
    const { length, width, pricePerYard } = p
    const squareFeet = length * width
    const squareYards = frac(squareFeet, 9)
    const key = mul(squareYards, frac(pricePerYard))
    return {
      stem: `A rectangular room is ${m(num(length))} feet long and ${m(num(width))} feet wide. Carpet costs ${m(`\\$${num(pricePerYard)}`)} per square yard. What is the cost of carpet to cover the whole floor? (${m('1')} yard ${m('= 3')} feet)`,
      explanation: `The floor's area is ${m(`${num(length)} \\times ${num(width)} = ${num(squareFeet)}`)} square feet. A square yard is ${m('3 \\times 3 = 9')} square feet, so the area is ${m(`\\dfrac{${num(squareFeet)}}{9} = ${num(toNumber(squareYards))}`)} square yards. The cost is ${m(`${num(toNumber(squareYards))} \\times ${show('money', frac(pricePerYard))} = ${show('money', key)}`)}.`,
      explanationAr: `مساحة الأرضية ${m(`${num(length)} \\times ${num(width)} = ${num(squareFeet)}`)} قدماً مربعة. والياردة المربعة تساوي ${m('3 \\times 3 = 9')} أقدام مربعة، فالمساحة ${m(`\\dfrac{${num(squareFeet)}}{9} = ${num(toNumber(squareYards))}`)} ياردة مربعة. إذن التكلفة ${m(`${num(toNumber(squareYards))} \\times ${show('money', frac(pricePerYard))} = ${show('money', key)}`)}.`,
      check: `${length} * ${width} / 9 * ${pricePerYard}`,
      answer: answerAs(
        'multiple_choice',
        key,
        [
          mistake(
            frac(squareFeet * pricePerYard, 3),
            `This divides the area by ${m('3')}, but a square yard is ${m('3 \\times 3 = 9')} square feet.`,
            `هنا قُسمت المساحة على ${m('3')}، مع أن الياردة المربعة تساوي ${m('3 \\times 3 = 9')} أقدام مربعة.`,
          ),
          mistake(
            frac(squareFeet * pricePerYard),
            `This prices the area in square feet, ${m(num(squareFeet))}, as if it were in square yards.`,
            `هنا سُعّرت المساحة بالأقدام المربعة (${m(num(squareFeet))}) كأنها بالياردات المربعة.`,
          ),
          mistake(
            frac(squareFeet * pricePerYard, 27),
            `This divides by ${m('27')}, the cubic feet in a cubic yard; an area needs ${m('9')}.`,
            `هنا القسمة على ${m('27')}، وهو عدد الأقدام المكعبة في الياردة المكعبة؛ أما المساحة فتحتاج إلى ${m('9')}.`,
          ),
          mistake(
            frac(2 * (length + width) * pricePerYard, 3),
            `This uses the perimeter of the room, in yards, instead of its area.`,
            `هنا استُخدم محيط الغرفة بالياردات بدلاً من مساحتها.`,
          ),
        ],
        'money',
        false,
        right(
          `the floor is ${m(num(toNumber(squareYards)))} square yards, at ${m(show('money', frac(pricePerYard)))} each.`,
          `مساحة الأرضية ${m(num(toNumber(squareYards)))} ياردة مربعة، وسعر الياردة المربعة ${m(show('money', frac(pricePerYard)))}.`,
        ),
      ),
    }
  },
})
