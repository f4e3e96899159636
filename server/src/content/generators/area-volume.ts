import type { Difficulty } from '../types'
import { answerAs, defineGenerator, fracTex, m, mistake, num, right, show } from './build'
import { frac } from './fraction'
import type { Random } from './random'

/**
 * Area and volume.
 * easy: the volume of a cylinder (answer in terms of pi).
 * medium: the height of a rectangular box from its volume, length and width, or its surface area; student-produced.
 * hard: similar solids: a length scale factor k multiplies volume by k^3.
 */
export type AreaVolumeParams =
  | { kind: 'cylinder'; radius: number; height: number }
  | { kind: 'box'; length: number; width: number; height: number; ask: 'height' | 'surface' }
  | { kind: 'similar'; small: number; large: number; volume: number; solid: string }

const SOLIDS = ['cones', 'cylinders', 'square pyramids', 'rectangular prisms']

function draw(random: Random, difficulty: Difficulty): AreaVolumeParams {
  if (difficulty === 'easy') return { kind: 'cylinder', radius: random.int(2, 12), height: random.int(2, 20) }
  if (difficulty === 'medium') {
    const length = random.int(3, 15)
    const width = random.intExcept(2, 12, [length])
    return {
      kind: 'box',
      length,
      width,
      height: random.intExcept(2, 12, [length, width]),
      ask: random.pick(['height', 'surface'] as const),
    }
  }
  const small = random.int(1, 4)
  const large = random.intExcept(small + 1, 6, [2 * small])
  const unit = small ** 3
  return {
    kind: 'similar',
    small,
    large,
    volume: unit * random.int(Math.ceil(8 / unit), Math.floor(200 / unit)),
    solid: random.pick(SOLIDS),
  }
}

export const areaVolume = defineGenerator({
  key: 'vol',
  domain: 'geometry_and_trigonometry',
  skill: 'area_and_volume',
  draw,
  build(p) {
    if (p.kind === 'cylinder') {
      const { radius, height } = p
      const key = frac(radius * radius * height)
      return {
        stem: `A right circular cylinder has a radius of ${m(num(radius))} centimeters and a height of ${m(num(height))} centimeters. What is the volume of the cylinder, in cubic centimeters?`,
        explanation: `The volume of a cylinder is ${m('V = \\pi r^2 h')}. So ${m(`V = \\pi(${num(radius)})^2(${num(height)}) = \\pi(${num(radius * radius)})(${num(height)}) = ${show('pi', key)}`)} cubic centimeters.`,
        explanationAr: `حجم الأسطوانة ${m('V = \\pi r^2 h')}، أي مساحة القاعدة الدائرية مضروبة في الارتفاع. إذن ${m(`V = \\pi(${num(radius)})^2(${num(height)}) = \\pi(${num(radius * radius)})(${num(height)}) = ${show('pi', key)}`)} سنتيمتراً مكعباً.`,
        check: `Math.PI * ${radius} ** 2 * ${height}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            mistake(
              frac(2 * radius * height),
              `This is ${m('2\\pi rh')}, the area of the curved side, not the volume.`,
              `هذا ${m('2\\pi rh')}، وهو مساحة السطح الجانبي لا الحجم.`,
            ),
            mistake(
              frac(radius * height),
              `This uses ${m('r')} instead of ${m('r^2')}: the radius must be squared.`,
              `هنا استُخدم ${m('r')} بدلاً من ${m('r^2')}، والصواب تربيع نصف القطر.`,
            ),
            mistake(
              frac(4 * radius * radius * height),
              `This uses the diameter ${m(num(2 * radius))} in place of the radius.`,
              `هنا استُخدم القطر ${m(num(2 * radius))} مكان نصف القطر.`,
            ),
            mistake(
              frac(2 * radius * radius * height),
              `This doubles the volume, as if the base were counted twice.`,
              `هذا ضعف الحجم، كأن القاعدة حُسبت مرتين.`,
            ),
          ],
          'pi',
          false,
          right(
            `${m(`\\pi r^2 h = \\pi(${num(radius)})^2(${num(height)})`)}.`,
            `${m(`\\pi r^2 h = \\pi(${num(radius)})^2(${num(height)})`)}.`,
          ),
        ),
      }
    }
    if (p.kind === 'box') {
      const { length, width, height, ask } = p
      if (ask === 'height') {
        const volume = length * width * height
        return {
          stem: `A rectangular box has a volume of ${m(num(volume))} cubic inches. The length of its base is ${m(num(length))} inches and the width is ${m(num(width))} inches. What is the height of the box, in inches?`,
          explanation: `The volume is length times width times height: ${m(`${num(length)} \\times ${num(width)} \\times h = ${num(volume)}`)}, so ${m(`${num(length * width)}h = ${num(volume)}`)} and ${m(`h = \\dfrac{${num(volume)}}{${num(length * width)}} = ${num(height)}`)}.`,
          explanationAr: `الحجم يساوي الطول في العرض في الارتفاع: ${m(`${num(length)} \\times ${num(width)} \\times h = ${num(volume)}`)}، أي ${m(`${num(length * width)}h = ${num(volume)}`)}، ومنه ${m(`h = \\dfrac{${num(volume)}}{${num(length * width)}} = ${num(height)}`)}.`,
          check: `${volume} / (${length} * ${width})`,
          answer: answerAs('student_produced', frac(height), []),
        }
      }
      const faces = [length * width, length * height, width * height]
      const key = 2 * (faces[0]! + faces[1]! + faces[2]!)
      return {
        stem: `A closed rectangular box is ${m(num(length))} inches long, ${m(num(width))} inches wide and ${m(num(height))} inches tall. What is the total surface area of the box, in square inches?`,
        explanation: `The box has two faces of each size: ${m(`${num(length)} \\times ${num(width)} = ${num(faces[0]!)}`)}, ${m(`${num(length)} \\times ${num(height)} = ${num(faces[1]!)}`)} and ${m(`${num(width)} \\times ${num(height)} = ${num(faces[2]!)}`)}. The surface area is ${m(`2(${num(faces[0]!)} + ${num(faces[1]!)} + ${num(faces[2]!)}) = ${num(key)}`)}.`,
        explanationAr: `للصندوق ستة أوجه، كل وجهين منها متطابقان: ${m(`${num(length)} \\times ${num(width)} = ${num(faces[0]!)}`)} و${m(`${num(length)} \\times ${num(height)} = ${num(faces[1]!)}`)} و${m(`${num(width)} \\times ${num(height)} = ${num(faces[2]!)}`)}. إذن المساحة الكلية ${m(`2(${num(faces[0]!)} + ${num(faces[1]!)} + ${num(faces[2]!)}) = ${num(key)}`)}.`,
        check: `2 * (${length} * ${width} + ${length} * ${height} + ${width} * ${height})`,
        answer: answerAs('student_produced', frac(key), []),
      }
    }
    const { small, large, volume, solid } = p
    const scale = frac(large, small)
    const key = frac(volume * large ** 3, small ** 3)
    return {
      stem: `Two ${solid} are similar. Each length of the larger solid is ${m(fracTex(scale))} times the corresponding length of the smaller solid. The volume of the smaller solid is ${m(num(volume))} cubic meters. What is the volume of the larger solid, in cubic meters?`,
      explanation: `When every length is multiplied by ${m(fracTex(scale))}, the volume is multiplied by ${m(`\\left(${fracTex(scale)}\\right)^3 = ${fracTex(frac(large ** 3, small ** 3))}`)}. So the larger volume is ${m(`${num(volume)} \\times ${fracTex(frac(large ** 3, small ** 3))} = ${fracTex(key)}`)}.`,
      explanationAr: `عندما تُضرب كل الأطوال في ${m(fracTex(scale))} يُضرب الحجم في مكعب هذا العامل: ${m(`\\left(${fracTex(scale)}\\right)^3 = ${fracTex(frac(large ** 3, small ** 3))}`)}. إذن حجم المجسم الأكبر ${m(`${num(volume)} \\times ${fracTex(frac(large ** 3, small ** 3))} = ${fracTex(key)}`)}.`,
      check: `${volume} * (${large} / ${small}) ** 3`,
      answer: answerAs(
        'multiple_choice',
        key,
        [
          mistake(
            frac(volume * large, small),
            `This multiplies the volume by the length factor ${m(fracTex(scale))}; volume scales by its cube.`,
            `هنا ضُرب الحجم في عامل الأطوال ${m(fracTex(scale))} نفسه، مع أن الحجم يُضرب في مكعبه.`,
          ),
          mistake(
            frac(volume * large ** 2, small ** 2),
            `This squares the length factor, which is how areas scale; volumes scale by the cube.`,
            `هنا رُبّع عامل الأطوال، وهكذا تتغير المساحات؛ أما الحجوم فتتغير بمكعب العامل.`,
          ),
          mistake(
            frac(volume * large * 3, small),
            `This multiplies by ${m('3')} times the factor instead of raising the factor to the power ${m('3')}.`,
            `هنا ضُرب في ثلاثة أمثال العامل بدلاً من رفع العامل إلى القوة ${m('3')}.`,
          ),
          mistake(
            frac(volume * large ** 3),
            `This multiplies by ${m(`${num(large)}^3`)}, the cube of the larger length alone; the factor to cube is the ratio ${m(fracTex(scale))}.`,
            `هنا ضُرب الحجم في ${m(`${num(large)}^3`)}، أي مكعب الطول الأكبر وحده، مع أن العامل الذي يُكعَّب هو النسبة ${m(fracTex(scale))}.`,
          ),
          mistake(
            frac(volume + large ** 3 - small ** 3),
            `This adds the difference of the cubes to the volume; similar solids scale by multiplication, not addition.`,
            `هنا أُضيف الفرق بين المكعبين إلى الحجم، مع أن التشابه يعني الضرب في عامل لا الإضافة.`,
          ),
        ],
        'number',
        false,
        right(
          `the volume is multiplied by ${m(`\\left(${fracTex(scale)}\\right)^3 = ${fracTex(frac(large ** 3, small ** 3))}`)}.`,
          `يُضرب الحجم في ${m(`\\left(${fracTex(scale)}\\right)^3 = ${fracTex(frac(large ** 3, small ** 3))}`)}.`,
        ),
      ),
    }
  },
})
