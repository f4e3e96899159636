import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, right } from './build'
import { frac } from './fraction'
import type { Random } from './random'

/**
 * Right triangles: the Pythagorean theorem (with a figure).
 * easy: the hypotenuse from the two legs.
 * medium: a leg from the hypotenuse and the other leg; student-produced.
 * hard: the area of the triangle from the hypotenuse and one leg (find the other leg first).
 */
export interface PythagoreanParams {
  /** A primitive triple a^2 + b^2 = c^2, scaled by k. */
  a: number
  b: number
  c: number
  k: number
  /** A labelled figure, or a story: a ladder against a wall, a path across a field (hard: a rectangle and its diagonal). */
  context: 'figure' | 'ladder' | 'field'
}

export const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [12, 35, 37],
  [9, 40, 41],
  [28, 45, 53],
  [11, 60, 61],
  [33, 56, 65],
  [16, 63, 65],
]

function draw(random: Random, difficulty: Difficulty): PythagoreanParams {
  const context = random.pick(['figure', 'ladder', 'field'] as const)
  // Ladders stay under 40 feet; easy items use the smaller triples.
  const longest = context === 'ladder' && difficulty !== 'hard' ? 40 : 100
  const [p, q, c] = random.pick(
    TRIPLES.filter(([, , hyp]) => hyp <= (difficulty === 'easy' ? 29 : longest)).filter(([, , hyp]) => hyp <= longest),
  )
  // Either leg may be the vertical one.
  const [a, b] = random.chance(0.5) ? [p, q] : [q, p]
  return { a, b, c, k: random.int(1, Math.max(1, Math.min(12, Math.floor(longest / c)))), context }
}

/** A right triangle, right angle at the lower left; legs labelled vertical (a) and horizontal (b). */
export function triangleSvg(vertical: number, horizontal: number, labels: { a: string; b: string; c: string }): string {
  const scale = 150 / Math.max(vertical, horizontal)
  const h = Math.max(40, Math.round(vertical * scale))
  const w = Math.max(40, Math.round(horizontal * scale))
  const x0 = 40
  const y0 = 20 + h
  const description = `A right triangle with the right angle at the lower left. ${
    labels.a ? `The vertical leg is labeled ${labels.a}` : 'The vertical leg is not labeled'
  }, the horizontal leg is labeled ${labels.b}, and the hypotenuse is labeled ${labels.c}.`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w + 100} ${h + 60}" role="img" aria-label="${description}">`,
    `<polygon points="${x0},${y0} ${x0 + w},${y0} ${x0},${y0 - h}" stroke="currentColor" fill="none" stroke-width="2"/>`,
    `<polyline points="${x0},${y0 - 12} ${x0 + 12},${y0 - 12} ${x0 + 12},${y0}" stroke="currentColor" fill="none"/>`,
    ...(labels.a
      ? [
          `<text x="${x0 - 8}" y="${y0 - h / 2}" font-size="14" text-anchor="end" fill="currentColor">${labels.a}</text>`,
        ]
      : []),
    `<text x="${x0 + w / 2}" y="${y0 + 20}" font-size="14" text-anchor="middle" fill="currentColor">${labels.b}</text>`,
    `<text x="${x0 + w / 2 + 10}" y="${y0 - h / 2 - 6}" font-size="14" text-anchor="start" fill="currentColor">${labels.c}</text>`,
    `</svg>`,
  ].join('\n')
}

export const pythagorean = defineGenerator({
  key: 'pyth',
  domain: 'geometry_and_trigonometry',
  skill: 'right_triangles_and_trigonometry',
  draw,
  build(p, difficulty) {
    const a = p.a * p.k
    const b = p.b * p.k
    const c = p.c * p.k
    const figure = p.context === 'figure'
    const note = '\n\nNote: Figure not drawn to scale.'
    if (difficulty === 'easy')
      return {
        stem: figure
          ? `In the right triangle shown, the legs have lengths ${m(num(a))} and ${m(num(b))}. What is the length of the hypotenuse, ${m('x')}?${note}`
          : p.context === 'ladder'
            ? `The bottom of a straight ladder is ${m(num(b))} feet from a vertical wall, and the top of the ladder touches the wall ${m(num(a))} feet above the level ground. What is the length of the ladder, in feet?`
            : `A rectangular field is ${m(num(b))} meters long and ${m(num(a))} meters wide. A straight path crosses the field from one corner to the opposite corner. What is the length of the path, in meters?`,
        ...(figure ? { figureSvg: triangleSvg(a, b, { a: num(a), b: num(b), c: 'x' }) } : {}),
        explanation: `${figure ? `The hypotenuse ${m('x')}` : `The ${p.context === 'ladder' ? 'ladder is the hypotenuse of a right triangle with legs along the wall and the ground' : 'path is the hypotenuse of a right triangle whose legs are two sides of the field'}. Its length ${m('x')}`} satisfies ${m(`x^2 = ${num(a)}^2 + ${num(b)}^2 = ${num(a * a)} + ${num(b * b)} = ${num(c * c)}`)} by the Pythagorean theorem, so ${m(`x = \\sqrt{${num(c * c)}} = ${num(c)}`)}.`,
        explanationAr: `${figure ? `الوتر ${m('x')}` : `${p.context === 'ladder' ? 'السلم هو وتر مثلث قائم ساقاه على امتداد الجدار والأرض' : 'الممر هو وتر مثلث قائم ساقاه ضلعان من أضلاع الحقل'}، وطوله ${m('x')}`} يحقق حسب نظرية فيثاغورس ${m(`x^2 = ${num(a)}^2 + ${num(b)}^2 = ${num(a * a)} + ${num(b * b)} = ${num(c * c)}`)}، إذن ${m(`x = \\sqrt{${num(c * c)}} = ${num(c)}`)}.`,
        check: `Math.sqrt(${a} ** 2 + ${b} ** 2)`,
        answer: answerAs(
          'multiple_choice',
          frac(c),
          [
            mistake(
              frac(a + b),
              `This adds the two legs; the Pythagorean theorem adds their squares: ${m(`x^2 = ${num(a)}^2 + ${num(b)}^2`)}.`,
              `هنا جُمع طولا الساقين، أما نظرية فيثاغورس فتجمع مربعيهما: ${m(`x^2 = ${num(a)}^2 + ${num(b)}^2`)}.`,
            ),
            mistake(
              frac(c * c),
              `This is ${m('x^2')}; the square root has not been taken.`,
              `هذه قيمة ${m('x^2')}؛ لم يُؤخذ الجذر التربيعي بعد.`,
            ),
            mistake(
              frac(Math.max(a, b)),
              `This is the longer leg; the hypotenuse is the longest side of a right triangle.`,
              `هذا طول الساق الأطول، أما الوتر فهو أطول أضلاع المثلث القائم.`,
            ),
            mistake(
              frac(Math.abs(a - b)),
              `This subtracts the legs; the Pythagorean theorem adds their squares.`,
              `هنا طُرح طولا الساقين، أما نظرية فيثاغورس فتجمع مربعيهما.`,
            ),
            frac(c + p.k),
          ],
          'number',
          false,
          right(
            `${m(`${num(a)}^2 + ${num(b)}^2 = ${num(c * c)} = ${num(c)}^2`)}.`,
            `${m(`${num(a)}^2 + ${num(b)}^2 = ${num(c * c)} = ${num(c)}^2`)}.`,
          ),
        ),
      }
    if (difficulty === 'medium')
      return {
        stem: figure
          ? `In the right triangle shown, the hypotenuse has length ${m(num(c))} and one leg has length ${m(num(b))}. What is the length of the other leg, ${m('x')}?${note}`
          : p.context === 'ladder'
            ? `A straight ladder ${m(num(c))} feet long leans against a vertical wall, with its bottom ${m(num(b))} feet from the wall on level ground. How high up the wall, in feet, does the top of the ladder touch?`
            : `A straight path ${m(num(c))} meters long crosses a rectangular field from one corner to the opposite corner. The field is ${m(num(b))} meters long. How wide is the field, in meters?`,
        ...(figure ? { figureSvg: triangleSvg(a, b, { a: 'x', b: num(b), c: num(c) }) } : {}),
        explanation: `${figure ? 'By the Pythagorean theorem' : p.context === 'ladder' ? `The ladder, the wall and the ground form a right triangle with hypotenuse ${m(num(c))}, so if the height is ${m('x')}` : `The path and two sides of the field form a right triangle with hypotenuse ${m(num(c))}, so if the width is ${m('x')}`}, ${m(`x^2 + ${num(b)}^2 = ${num(c)}^2`)}. Then ${m(`x^2 = ${num(c * c)} - ${num(b * b)} = ${num(a * a)}`)} and ${m(`x = \\sqrt{${num(a * a)}} = ${num(a)}`)}.`,
        explanationAr: `${figure ? 'حسب نظرية فيثاغورس' : p.context === 'ladder' ? `السلم والجدار والأرض تكوّن مثلثاً قائماً وتره ${m(num(c))}، فإذا كان الارتفاع ${m('x')}` : `الممر وضلعا الحقل تكوّن مثلثاً قائماً وتره ${m(num(c))}، فإذا كان العرض ${m('x')}`} فإن ${m(`x^2 + ${num(b)}^2 = ${num(c)}^2`)}. إذن ${m(`x^2 = ${num(c * c)} - ${num(b * b)} = ${num(a * a)}`)}، ومنه ${m(`x = \\sqrt{${num(a * a)}} = ${num(a)}`)}.`,
        check: `Math.sqrt(${c} ** 2 - ${b} ** 2)`,
        answer: answerAs('student_produced', frac(a), []),
      }
    // Hard: find the missing side first, then the area (a triangle, or a rectangle cut by its diagonal).
    const key = figure ? frac(a * b, 2) : frac(a * b)
    return {
      stem: figure
        ? `In the right triangle shown, the hypotenuse has length ${m(num(c))} and one leg has length ${m(num(b))}. What is the area of the triangle?${note}`
        : `A rectangle has a diagonal of length ${m(num(c))} centimeters and one side of length ${m(num(b))} centimeters. What is the area of the rectangle, in square centimeters?`,
      ...(figure ? { figureSvg: triangleSvg(a, b, { a: '', b: num(b), c: num(c) }) } : {}),
      explanation: figure
        ? `First find the other leg: ${m(`\\sqrt{${num(c)}^2 - ${num(b)}^2} = \\sqrt{${num(c * c - b * b)}} = ${num(a)}`)}. The legs are the base and height, so the area is ${m(`\\dfrac{1}{2}(${num(a)})(${num(b)}) = ${num((a * b) / 2)}`)}.`
        : `The diagonal splits the rectangle into two right triangles, so the other side is ${m(`\\sqrt{${num(c)}^2 - ${num(b)}^2} = \\sqrt{${num(c * c - b * b)}} = ${num(a)}`)}. The area is ${m(`${num(a)} \\times ${num(b)} = ${num(a * b)}`)}.`,
      explanationAr: figure
        ? `نجد أولاً الساق الأخرى: ${m(`\\sqrt{${num(c)}^2 - ${num(b)}^2} = \\sqrt{${num(c * c - b * b)}} = ${num(a)}`)}. الساقان هما القاعدة والارتفاع، فالمساحة ${m(`\\dfrac{1}{2}(${num(a)})(${num(b)}) = ${num((a * b) / 2)}`)}.`
        : `القطر يقسم المستطيل إلى مثلثين قائمين، فطول الضلع الآخر ${m(`\\sqrt{${num(c)}^2 - ${num(b)}^2} = \\sqrt{${num(c * c - b * b)}} = ${num(a)}`)}. والمساحة ${m(`${num(a)} \\times ${num(b)} = ${num(a * b)}`)}.`,
      check: figure ? `${b} * Math.sqrt(${c} ** 2 - ${b} ** 2) / 2` : `${b} * Math.sqrt(${c} ** 2 - ${b} ** 2)`,
      answer: answerAs(
        'multiple_choice',
        key,
        figure
          ? [
              mistake(
                frac(b * c, 2),
                `This uses the hypotenuse ${m(num(c))} as the height; the height is the other leg, ${m(num(a))}.`,
                `هنا استُخدم الوتر ${m(num(c))} ارتفاعاً، والارتفاع هو الساق الأخرى وطولها ${m(num(a))}.`,
              ),
              mistake(
                frac(a * b),
                `This is the product of the legs without the factor ${m('\\dfrac{1}{2}')}: the area of a rectangle, not a triangle.`,
                `هذا حاصل ضرب الساقين دون العامل ${m('\\dfrac{1}{2}')}، أي مساحة مستطيل لا مثلث.`,
              ),
              mistake(
                frac(a + b + c),
                `This is the perimeter of the triangle, not its area.`,
                `هذا محيط المثلث، وليس مساحته.`,
              ),
              mistake(
                frac(c * c, 2),
                `This is half the square of the hypotenuse; the area uses the two legs.`,
                `هذا نصف مربع الوتر، والمساحة تُحسب من الساقين.`,
              ),
            ]
          : [
              mistake(
                frac(b * c),
                `This multiplies the side by the diagonal; the area uses the two sides, and the other side is ${m(num(a))}.`,
                `هنا ضُرب الضلع في القطر، والمساحة حاصل ضرب ضلعين، وطول الضلع الآخر ${m(num(a))}.`,
              ),
              mistake(
                frac(a * b, 2),
                `This is the area of one of the two right triangles, half the rectangle.`,
                `هذه مساحة أحد المثلثين القائمين، أي نصف المستطيل.`,
              ),
              mistake(
                frac(2 * (a + b)),
                `This is the perimeter of the rectangle, not its area.`,
                `هذا محيط المستطيل، وليس مساحته.`,
              ),
              mistake(
                frac(c * c),
                `This is the square of the diagonal; the area is the product of the two sides.`,
                `هذا مربع القطر، والمساحة حاصل ضرب الضلعين.`,
              ),
            ],
        'number',
        false,
        right(
          `the other ${figure ? 'leg' : 'side'} is ${m(num(a))}, and the area is ${figure ? `half of ${m(`${num(a)} \\times ${num(b)}`)}` : m(`${num(a)} \\times ${num(b)}`)}.`,
          `${figure ? 'الساق الأخرى' : 'الضلع الآخر'} طوله ${m(num(a))}، والمساحة ${figure ? `نصف ${m(`${num(a)} \\times ${num(b)}`)}` : m(`${num(a)} \\times ${num(b)}`)}.`,
        ),
      ),
    }
  },
})
