import type { Difficulty } from '../types'
import { answerAs, defineGenerator, fracTex, m, mistake, num, paren, poly, right } from './build'
import { frac, type Frac } from './fraction'
import { TRIPLES } from './pythagorean'
import type { Random } from './random'

/**
 * Right-triangle trigonometry.
 * easy: sin, cos or tan of an acute angle from the three side lengths.
 * medium: a side from sin A (or cos A) and the hypotenuse, then the other leg by Pythagoras.
 * hard: sin(x) = cos(y) for acute angles given as expressions in k, so x + y = 90; the value of k; student-produced.
 */
export interface TriangleParams {
  /** Vertex names: the angle asked about, the other acute angle, the right angle. */
  names: [string, string, string]
  /** A primitive triple (sides opposite and adjacent to the angle asked about, hypotenuse), scaled by k. */
  opposite: number
  adjacent: number
  hypotenuse: number
  k: number
  fn: 'sin' | 'cos' | 'tan'
}
export type TrigParams =
  | ({ kind: 'ratio' } & TriangleParams)
  | ({ kind: 'side' } & TriangleParams)
  | { kind: 'cofunction'; k: number; m1: number; c1: number; m2: number; c2: number }

const NAME_SETS: readonly [string, string, string][] = [
  ['A', 'B', 'C'],
  ['P', 'Q', 'R'],
  ['D', 'E', 'F'],
  ['J', 'K', 'L'],
  ['X', 'Y', 'Z'],
  ['R', 'S', 'T'],
]

function draw(random: Random, difficulty: Difficulty): TrigParams {
  if (difficulty !== 'hard') {
    const [p, q, hypotenuse] = random.pick(TRIPLES)
    const [opposite, adjacent] = random.chance(0.5) ? [p, q] : [q, p]
    const names = random.pick(NAME_SETS)
    if (difficulty === 'easy')
      return {
        kind: 'ratio',
        names,
        opposite,
        adjacent,
        hypotenuse,
        k: random.int(1, Math.max(1, Math.floor(60 / hypotenuse))),
        fn: random.pick(['sin', 'cos', 'tan'] as const),
      }
    return {
      kind: 'side',
      names,
      opposite,
      adjacent,
      hypotenuse,
      k: random.int(2, 4),
      fn: random.pick(['sin', 'cos'] as const),
    }
  }
  for (;;) {
    const m1 = random.int(1, 4)
    const m2 = random.int(1, 4)
    const k = random.int(3, 20)
    const x = random.int(10, 80)
    const c1 = x - m1 * k
    const c2 = 90 - x - m2 * k
    if (c1 !== 0 && c2 !== 0 && Math.abs(c1) <= 40 && Math.abs(c2) <= 40)
      return { kind: 'cofunction', k, m1, c1, m2, c2 }
  }
}

const NAMES = { sin: '\\sin', cos: '\\cos', tan: '\\tan' } as const
const DEFINITIONS = {
  sin: { en: 'opposite over hypotenuse', ar: 'الضلع المقابل على الوتر' },
  cos: { en: 'adjacent over hypotenuse', ar: 'الضلع المجاور على الوتر' },
  tan: { en: 'opposite over adjacent', ar: 'الضلع المقابل على الضلع المجاور' },
} as const

export const trigRatio = defineGenerator({
  key: 'trig',
  domain: 'geometry_and_trigonometry',
  skill: 'right_triangles_and_trigonometry',
  draw,
  build(p) {
    if (p.kind === 'ratio') {
      const { names, k, fn } = p
      const [A, B, C] = names
      const [opposite, adjacent, hypotenuse] = [p.opposite * k, p.adjacent * k, p.hypotenuse * k]
      const ratios: Record<'sin' | 'cos' | 'tan', Frac> = {
        sin: frac(opposite, hypotenuse),
        cos: frac(adjacent, hypotenuse),
        tan: frac(opposite, adjacent),
      }
      const key = ratios[fn]
      const definition = DEFINITIONS[fn].en
      const definitionAr = DEFINITIONS[fn].ar
      const [top, bottom] = { sin: [opposite, hypotenuse], cos: [adjacent, hypotenuse], tan: [opposite, adjacent] }[fn]
      return {
        stem: `In triangle ${m(`${A}${B}${C}`)}, angle ${m(C)} is a right angle, ${m(`${B}${C} = ${num(opposite)}`)}, ${m(`${A}${C} = ${num(adjacent)}`)} and ${m(`${A}${B} = ${num(hypotenuse)}`)}. What is the value of ${m(`${NAMES[fn]} ${A}`)}?`,
        explanation: `For angle ${m(A)}, the opposite side is ${m(`${B}${C} = ${num(opposite)}`)}, the adjacent side is ${m(`${A}${C} = ${num(adjacent)}`)} and the hypotenuse is ${m(`${A}${B} = ${num(hypotenuse)}`)}. ${m(`${NAMES[fn]} ${A}`)} is ${definition}: ${m(`${NAMES[fn]} ${A} = \\dfrac{${num(top!)}}{${num(bottom!)}}${key.n === top ? '' : ` = ${fracTex(key)}`}`)}.`,
        explanationAr: `بالنسبة إلى الزاوية ${m(A)}: الضلع المقابل ${m(`${B}${C} = ${num(opposite)}`)}، والضلع المجاور ${m(`${A}${C} = ${num(adjacent)}`)}، والوتر ${m(`${A}${B} = ${num(hypotenuse)}`)}. و${m(`${NAMES[fn]} ${A}`)} هو ${definitionAr}: ${m(`${NAMES[fn]} ${A} = \\dfrac{${num(top!)}}{${num(bottom!)}}${key.n === top ? '' : ` = ${fracTex(key)}`}`)}.`,
        check: `${top} / ${bottom}`,
        answer: answerAs(
          'multiple_choice',
          key,
          [
            ...(['sin', 'cos', 'tan'] as const)
              .filter((other) => other !== fn)
              .map((other) =>
                mistake(
                  ratios[other],
                  `This is ${DEFINITIONS[other].en}, which is ${m(`${NAMES[other]} ${A}`)}, not ${m(`${NAMES[fn]} ${A}`)}.`,
                  `هذا ${DEFINITIONS[other].ar}، أي ${m(`${NAMES[other]} ${A}`)} لا ${m(`${NAMES[fn]} ${A}`)}.`,
                ),
              ),
            mistake(
              frac(bottom!, top!),
              `This is the ratio upside down: ${m(`${NAMES[fn]} ${A}`)} is ${definition}.`,
              `هذه النسبة مقلوبة: ${m(`${NAMES[fn]} ${A}`)} هو ${definitionAr}.`,
            ),
            mistake(
              frac(hypotenuse, fn === 'cos' ? opposite : adjacent),
              `This divides the hypotenuse by a leg, which gives a number greater than ${m('1')}; ${m(`${NAMES[fn]} ${A}`)} is ${definition}.`,
              `هنا قُسم الوتر على أحد الساقين فنتج عدد أكبر من ${m('1')}، بينما ${m(`${NAMES[fn]} ${A}`)} هو ${definitionAr}.`,
            ),
          ],
          'number',
          false,
          right(
            `${m(`${NAMES[fn]} ${A}`)} is ${definition}: ${m(`\\dfrac{${num(top!)}}{${num(bottom!)}}`)}.`,
            `${m(`${NAMES[fn]} ${A}`)} هو ${definitionAr}: ${m(`\\dfrac{${num(top!)}}{${num(bottom!)}}`)}.`,
          ),
        ),
      }
    }
    if (p.kind === 'side') {
      const { names, opposite, adjacent, hypotenuse, k } = p
      const given = p.fn === 'cos' ? 'cos' : 'sin'
      const [A, B, C] = names
      const ratio = given === 'sin' ? frac(opposite, hypotenuse) : frac(adjacent, hypotenuse)
      const first = (given === 'sin' ? opposite : adjacent) * k
      const other = (given === 'sin' ? adjacent : opposite) * k
      const ab = hypotenuse * k
      const firstName = given === 'sin' ? `${B}${C}` : `${A}${C}`
      const otherName = given === 'sin' ? `${A}${C}` : `${B}${C}`
      return {
        stem: `In right triangle ${m(`${A}${B}${C}`)}, angle ${m(C)} is the right angle, ${m(`${NAMES[given]} ${A} = ${fracTex(ratio)}`)} and ${m(`${A}${B} = ${num(ab)}`)}. What is the length of ${m(otherName)}?`,
        explanation: `${m(`${NAMES[given]} ${A} = \\dfrac{${firstName}}{${A}${B}}`)}, so ${m(`${firstName} = ${fracTex(ratio)} \\times ${num(ab)} = ${num(first)}`)}. By the Pythagorean theorem, ${m(`${otherName} = \\sqrt{${num(ab)}^2 - ${num(first)}^2} = \\sqrt{${num(ab * ab - first * first)}} = ${num(other)}`)}.`,
        explanationAr: `${m(`${NAMES[given]} ${A} = \\dfrac{${firstName}}{${A}${B}}`)}، إذن ${m(`${firstName} = ${fracTex(ratio)} \\times ${num(ab)} = ${num(first)}`)}. ثم حسب نظرية فيثاغورس: ${m(`${otherName} = \\sqrt{${num(ab)}^2 - ${num(first)}^2} = \\sqrt{${num(ab * ab - first * first)}} = ${num(other)}`)}.`,
        check: `Math.sqrt(${ab} ** 2 - (${ratio.n} / ${ratio.d} * ${ab}) ** 2)`,
        answer: answerAs(
          'multiple_choice',
          frac(other),
          [
            mistake(
              frac(first),
              `This is ${m(firstName)}, the side that ${m(`${NAMES[given]} ${A}`)} gives directly; the question asks for ${m(otherName)}.`,
              `هذا طول ${m(firstName)}، وهو الضلع الذي تعطيه ${m(`${NAMES[given]} ${A}`)} مباشرة، والمطلوب ${m(otherName)}.`,
            ),
            mistake(
              frac(ab - first),
              `This subtracts the lengths, ${m(`${num(ab)} - ${num(first)}`)}; the Pythagorean theorem subtracts their squares.`,
              `هنا طُرح الطولان ${m(`${num(ab)} - ${num(first)}`)}، أما نظرية فيثاغورس فتطرح مربعيهما.`,
            ),
            frac(other + k),
            mistake(
              frac(ab),
              `This is the hypotenuse ${m(`${A}${B}`)}, which is given.`,
              `هذا طول الوتر ${m(`${A}${B}`)}، وهو معطى في السؤال.`,
            ),
          ],
          'number',
          false,
          right(
            `${m(`${firstName} = ${num(first)}`)}, and ${m(`${num(ab)}^2 - ${num(first)}^2 = ${num(other)}^2`)}.`,
            `${m(`${firstName} = ${num(first)}`)}، و${m(`${num(ab)}^2 - ${num(first)}^2 = ${num(other)}^2`)}.`,
          ),
        ),
      }
    }
    const { k, m1, c1, m2, c2 } = p
    const x = m1 * k + c1
    const y = m2 * k + c2
    const xText = poly([m1, 'k'], [c1, ''])
    const yText = poly([m2, 'k'], [c2, ''])
    return {
      stem: `In the equation ${m('\\sin(x^\\circ) = \\cos(y^\\circ)')}, ${m('x')} and ${m('y')} are between ${m('0')} and ${m('90')}. If ${m(`x = ${xText}`)} and ${m(`y = ${yText}`)}, what is the value of ${m('k')}?`,
      explanation: `The sine of an acute angle equals the cosine of its complement, so ${m('x + y = 90')}: ${m(`(${xText}) + (${yText}) = 90`)}. Combine like terms: ${m(`${poly([m1 + m2, 'k'], [c1 + c2, ''])} = 90`)}, so ${m(`${num(m1 + m2)}k = ${num(90 - c1 - c2)}`)} and ${m(`k = ${num(k)}`)}. (The angles are ${m(`${num(x)}^\\circ`)} and ${m(`${num(y)}^\\circ`)}.) The value of ${m('k')} is ${m(num(k))}.`,
      explanationAr: `جيب الزاوية الحادة يساوي جيب تمام الزاوية المتممة لها، إذن ${m('x + y = 90')}: ${m(`(${xText}) + (${yText}) = 90`)}. وبجمع الحدود المتشابهة: ${m(`${poly([m1 + m2, 'k'], [c1 + c2, ''])} = 90`)}، أي ${m(`${num(m1 + m2)}k = ${num(90 - c1 - c2)}`)}، ومنه ${m(`k = ${num(k)}`)}. (الزاويتان ${m(`${num(x)}^\\circ`)} و${m(`${num(y)}^\\circ`)}.) إذن قيمة ${m('k')} هي ${m(num(k))}.`,
      check: `(90 - ${paren(c1)} - ${paren(c2)}) / (${m1} + ${m2})`,
      answer: answerAs('student_produced', frac(k), []),
    }
  },
})
