import type { Difficulty } from '../types'
import { answerAs, defineGenerator, m, mistake, num, poly, right, show } from './build'
import { frac, mul } from './fraction'
import type { Random } from './random'

/**
 * Lines, angles and triangles.
 * easy: the third angle of a triangle.
 * medium: parallel lines cut by a transversal; angles given as expressions are equal or supplementary; student-produced.
 * hard: a segment parallel to one side of a triangle makes similar triangles; a missing side from the ratio.
 */
export type AngleParams =
  | { kind: 'triangle'; first: number; second: number }
  | { kind: 'parallel'; relation: 'alternate' | 'same-side'; a: number; b: number; c: number; d: number; x: number }
  | { kind: 'similar'; ad: number; db: number; de: number }

function draw(random: Random, difficulty: Difficulty): AngleParams {
  if (difficulty === 'easy') {
    const first = random.int(20, 110)
    const second = random.int(15, 160 - first)
    return { kind: 'triangle', first, second }
  }
  if (difficulty === 'medium') {
    for (;;) {
      const relation = random.pick(['alternate', 'same-side'] as const)
      const x = random.int(5, 30)
      const a = random.int(2, 6)
      const c = random.intExcept(1, 5, [a])
      const first = random.int(30, 150)
      const second = relation === 'alternate' ? first : 180 - first
      const b = first - a * x
      const d = second - c * x
      if (b !== 0 && d !== 0 && Math.abs(b) <= 60 && Math.abs(d) <= 60 && first !== 90)
        return { kind: 'parallel', relation, a, b, c, d, x }
    }
  }
  for (;;) {
    const ad = random.int(2, 12)
    const db = random.int(2, 12)
    const de = random.int(3, 15)
    const bc = frac(de * (ad + db), ad)
    // BC in whole or half units.
    if (bc.d <= 2 && ad !== db) return { kind: 'similar', ad, db, de }
  }
}

export const anglesTriangles = defineGenerator({
  key: 'angle',
  domain: 'geometry_and_trigonometry',
  skill: 'lines_angles_triangles',
  draw,
  build(p) {
    if (p.kind === 'triangle') {
      const { first, second } = p
      const key = 180 - first - second
      return {
        stem: `In triangle ${m('PQR')}, the measure of angle ${m('P')} is ${m(`${num(first)}^\\circ`)} and the measure of angle ${m('Q')} is ${m(`${num(second)}^\\circ`)}. What is the measure of angle ${m('R')}?`,
        explanation: `The angles of a triangle add up to ${m('180^\\circ')}, so the measure of angle ${m('R')} is ${m(`180^\\circ - ${num(first)}^\\circ - ${num(second)}^\\circ = ${num(key)}^\\circ`)}.`,
        explanationAr: `مجموع قياسات زوايا المثلث ${m('180^\\circ')}، إذن قياس الزاوية ${m('R')} هو ${m(`180^\\circ - ${num(first)}^\\circ - ${num(second)}^\\circ = ${num(key)}^\\circ`)}.`,
        check: `180 - ${first} - ${second}`,
        answer: answerAs(
          'multiple_choice',
          frac(key),
          [
            mistake(
              frac(360 - first - second),
              `This uses ${m('360^\\circ')}, the angle sum of a quadrilateral; a triangle's angles add up to ${m('180^\\circ')}.`,
              `هنا استُخدم ${m('360^\\circ')}، وهو مجموع زوايا الشكل الرباعي، أما زوايا المثلث فمجموعها ${m('180^\\circ')}.`,
            ),
            mistake(
              frac(first + second),
              `This is the sum of the two given angles (the exterior angle at ${m('R')}), not angle ${m('R')}.`,
              `هذا مجموع الزاويتين المعطاتين، وهو قياس الزاوية الخارجية عند ${m('R')}، لا الزاوية ${m('R')} نفسها.`,
            ),
            mistake(
              frac(180 - first),
              `This subtracts only angle ${m('P')} from ${m('180^\\circ')}; angle ${m('Q')} must be subtracted too.`,
              `هنا طُرحت الزاوية ${m('P')} وحدها من ${m('180^\\circ')}، ويجب طرح الزاوية ${m('Q')} أيضاً.`,
            ),
            mistake(
              frac(180 - second),
              `This subtracts only angle ${m('Q')} from ${m('180^\\circ')}; angle ${m('P')} must be subtracted too.`,
              `هنا طُرحت الزاوية ${m('Q')} وحدها من ${m('180^\\circ')}، ويجب طرح الزاوية ${m('P')} أيضاً.`,
            ),
            mistake(
              frac(Math.abs(first - second)),
              `This is the difference of the two given angles; angle ${m('R')} is ${m('180^\\circ')} minus their sum.`,
              `هذا الفرق بين الزاويتين المعطاتين، أما الزاوية ${m('R')} فقياسها ${m('180^\\circ')} ناقص مجموعهما.`,
            ),
          ],
          'degrees',
          false,
          right(
            `${m(`${num(first)}^\\circ + ${num(second)}^\\circ + ${num(key)}^\\circ = 180^\\circ`)}.`,
            `${m(`${num(first)}^\\circ + ${num(second)}^\\circ + ${num(key)}^\\circ = 180^\\circ`)}.`,
          ),
        ),
      }
    }
    if (p.kind === 'parallel') {
      const { relation, a, b, c, d, x } = p
      const first = poly([a, 'x'], [b, ''])
      const second = poly([c, 'x'], [d, ''])
      const relationText =
        relation === 'alternate'
          ? 'are alternate interior angles'
          : 'are interior angles on the same side of the transversal'
      const equation = relation === 'alternate' ? `${first} = ${second}` : `(${first}) + (${second}) = 180`
      const solved =
        relation === 'alternate'
          ? `${poly([a - c, 'x'])} = ${num(d - b)}`
          : `${poly([a + c, 'x'])} = ${num(180 - b - d)}`
      return {
        stem: `Parallel lines ${m('\\ell')} and ${m('m')} are cut by a transversal ${m('t')}. Two of the angles formed ${relationText}. Their measures are ${m(`(${first})^\\circ`)} and ${m(`(${second})^\\circ`)}. What is the value of ${m('x')}?`,
        explanation: `${relation === 'alternate' ? 'Alternate interior angles formed by parallel lines are equal' : 'Same-side interior angles formed by parallel lines are supplementary'}, so ${m(equation)}. Collecting terms gives ${solved.startsWith('x =') ? m(solved) : `${m(solved)}, so ${m(`x = ${num(x)}`)}`}.`,
        explanationAr: `${relation === 'alternate' ? 'الزاويتان الداخليتان المتبادلتان الناتجتان عن مستقيمين متوازيين متساويتان' : 'الزاويتان الداخليتان الواقعتان في جهة واحدة من القاطع لمستقيمين متوازيين متكاملتان، أي مجموعهما 180 درجة'}، إذن ${m(equation)}. وبتجميع الحدود نحصل على ${solved.startsWith('x =') ? m(solved) : `${m(solved)}، ومنه ${m(`x = ${num(x)}`)}`}.`,
        check: relation === 'alternate' ? `(${d} - (${b})) / (${a} - ${c})` : `(180 - (${b}) - (${d})) / (${a} + ${c})`,
        answer: answerAs('student_produced', frac(x), []),
      }
    }
    const { ad, db, de } = p
    const ab = ad + db
    const key = frac(de * ab, ad)
    return {
      stem: `In triangle ${m('ABC')}, point ${m('D')} lies on ${m('\\overline{AB}')} and point ${m('E')} lies on ${m('\\overline{AC}')}, with ${m('\\overline{DE}')} parallel to ${m('\\overline{BC}')}. If ${m(`AD = ${num(ad)}`)}, ${m(`DB = ${num(db)}`)} and ${m(`DE = ${num(de)}`)}, what is the length of ${m('\\overline{BC}')}?`,
      explanation: `Because ${m('\\overline{DE}')} is parallel to ${m('\\overline{BC}')}, triangle ${m('ADE')} is similar to triangle ${m('ABC')}, so ${m('\\dfrac{BC}{DE} = \\dfrac{AB}{AD}')}. Here ${m(`AB = ${num(ad)} + ${num(db)} = ${num(ab)}`)}, so ${m(`BC = ${num(de)} \\times \\dfrac{${num(ab)}}{${num(ad)}} = ${show('decimal', key)}`)}.`,
      explanationAr: `لأن ${m('\\overline{DE}')} يوازي ${m('\\overline{BC}')}، فالمثلث ${m('ADE')} يشابه المثلث ${m('ABC')}، ومنه ${m('\\dfrac{BC}{DE} = \\dfrac{AB}{AD}')}. وهنا ${m(`AB = ${num(ad)} + ${num(db)} = ${num(ab)}`)}، إذن ${m(`BC = ${num(de)} \\times \\dfrac{${num(ab)}}{${num(ad)}} = ${show('decimal', key)}`)}.`,
      check: `${de} * (${ad} + ${db}) / ${ad}`,
      answer: answerAs(
        'multiple_choice',
        key,
        [
          mistake(
            frac(de * db, ad),
            `This uses ${m('\\dfrac{DB}{AD}')}; the sides that correspond are ${m('AB')} and ${m('AD')}, and ${m('AB')} is the whole side ${m(num(ab))}.`,
            `هنا استُخدمت ${m('\\dfrac{DB}{AD}')}، مع أن الضلعين المتناظرين هما ${m('AB')} و${m('AD')}، و${m('AB')} هو الضلع كاملاً وطوله ${m(num(ab))}.`,
          ),
          mistake(
            frac(de * ab, db),
            `This divides by ${m('DB')}; ${m('DE')} corresponds to ${m('BC')} as ${m('AD')} corresponds to ${m('AB')}.`,
            `هنا القسمة على ${m('DB')}، والصواب أن ${m('DE')} يناظر ${m('BC')} كما يناظر ${m('AD')} الضلع ${m('AB')}.`,
          ),
          mistake(
            frac(de + db),
            `This adds ${m('DB')} to ${m('DE')}, as if the lengths grew by the same amount; similar triangles scale by a ratio.`,
            `هنا أُضيف ${m('DB')} إلى ${m('DE')} كأن الأطوال تزيد بالمقدار نفسه، والمثلثات المتشابهة تتناسب أطوالها بنسبة ثابتة.`,
          ),
          mistake(
            frac(de * ab),
            `This multiplies ${m('DE')} by ${m('AB')} without dividing by ${m('AD')}: the scale factor is ${m(`\\dfrac{${num(ab)}}{${num(ad)}}`)}, not ${m(num(ab))}.`,
            `هنا ضُرب ${m('DE')} في ${m('AB')} دون القسمة على ${m('AD')}، مع أن معامل التكبير ${m(`\\dfrac{${num(ab)}}{${num(ad)}}`)} لا ${m(num(ab))}.`,
          ),
          mistake(
            mul(frac(de), frac(ad, ab)),
            `This uses the ratio upside down, which makes ${m('BC')} shorter than ${m('DE')}.`,
            `هنا استُخدمت النسبة مقلوبة، فجاء ${m('BC')} أقصر من ${m('DE')}.`,
          ),
        ].filter((q) => q.value.d <= 2),
        'decimal',
        false,
        right(
          `${m('\\dfrac{BC}{DE} = \\dfrac{AB}{AD}')}, so ${m('BC')} is ${m(num(de))} times ${m(`\\dfrac{${num(ab)}}{${num(ad)}}`)}.`,
          `${m('\\dfrac{BC}{DE} = \\dfrac{AB}{AD}')}، فطول ${m('BC')} يساوي ${m(num(de))} مضروباً في ${m(`\\dfrac{${num(ab)}}{${num(ad)}}`)}.`,
        ),
      ),
    }
  },
})
