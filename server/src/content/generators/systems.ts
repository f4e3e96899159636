import type { Difficulty } from '../types'
import { answerAs, defineGenerator, display, fracTex, m, mistake, num, paren, poly, right } from './build'
import { frac } from './fraction'
import type { Random } from './random'

/**
 * Systems of two linear equations.
 * easy: x + y = s and x - y = d; add the equations for x.
 * medium: ax + by = c and dx + ey = f with integer solution; x, y or x + y by elimination; student-produced.
 * hard: for which constant k the system has no solution (proportional coefficients, different constants).
 */
export type SystemParams =
  | { kind: 'sum-difference'; x: number; y: number }
  | {
      kind: 'elimination'
      a: number
      b: number
      d: number
      e: number
      x: number
      y: number
      ask: 'x' | 'y' | 'x + y'
    }
  | { kind: 'no-solution'; a0: number; b0: number; u: number; v: number; c: number; e: number }

function draw(random: Random, difficulty: Difficulty): SystemParams {
  if (difficulty === 'easy') {
    const x = random.int(2, 20)
    const y = random.intExcept(-9, 15, [0, x, -x])
    return { kind: 'sum-difference', x, y }
  }
  if (difficulty === 'medium') {
    for (;;) {
      const a = random.int(1, 6)
      const b = random.intExcept(-6, 6)
      const d = random.int(1, 6)
      const e = random.intExcept(-6, 6)
      const x = random.intExcept(-8, 9)
      const y = random.intExcept(-8, 9, [0, x])
      // Independent equations, neither a multiple of the other's x or y alone.
      if (a * e - b * d !== 0 && a !== d && x + y !== 0)
        return { kind: 'elimination', a, b, d, e, x, y, ask: random.pick(['x', 'y', 'x + y'] as const) }
    }
  }
  const a0 = random.intExcept(-5, 5, [0])
  const b0 = random.intExcept(1, 5, [Math.abs(a0)])
  const u = random.int(1, 3)
  const v = random.intExcept(2, 5, [u])
  const c = random.intExcept(-20, 20)
  // The second constant is not v/u times the first, so the lines are parallel and distinct.
  const e = random.intExcept(-30, 30, [(c * v) / u])
  return { kind: 'no-solution', a0, b0, u, v, c, e }
}

export const systems = defineGenerator({
  key: 'sys',
  domain: 'algebra',
  skill: 'systems_of_linear_equations',
  draw,
  build(p) {
    if (p.kind === 'sum-difference') {
      const { x, y } = p
      const s = x + y
      const d = x - y
      return {
        stem: `If ${m(`x + y = ${num(s)}`)} and ${m(`x - y = ${num(d)}`)}, what is the value of ${m('x')}?`,
        explanation: `Add the two equations: ${m(`(x + y) + (x - y) = ${num(s)} + ${paren(d)}`)}, so ${m(`2x = ${num(s + d)}`)} and ${m(`x = ${num(x)}`)}.`,
        explanationAr: `نجمع المعادلتين فيختفي ${m('y')}: ${m(`(x + y) + (x - y) = ${num(s)} + ${paren(d)}`)}، إذن ${m(`2x = ${num(s + d)}`)} ومنه ${m(`x = ${num(x)}`)}.`,
        check: `(${s} + ${paren(d)}) / 2`,
        answer: answerAs(
          'multiple_choice',
          frac(x),
          [
            mistake(
              frac(y),
              `This is the value of ${m('y')}, found by subtracting the equations; the question asks for ${m('x')}.`,
              `هذه قيمة ${m('y')} الناتجة عن طرح المعادلتين، والسؤال يطلب ${m('x')}.`,
            ),
            mistake(
              frac(s + d),
              `This is ${m('2x')}; it still has to be divided by ${m('2')}.`,
              `هذه قيمة ${m('2x')}، وما زال يجب قسمتها على ${m('2')}.`,
            ),
            mistake(
              frac(s, 2),
              `This is half of ${m('x + y')}, as if ${m('x')} and ${m('y')} were equal; the second equation says they differ by ${m(num(d))}.`,
              `هذا نصف ${m('x + y')}، كأن ${m('x')} و${m('y')} متساويان، مع أن المعادلة الثانية تقول إن الفرق بينهما ${m(num(d))}.`,
            ),
            mistake(
              frac(s - d),
              `This is ${m('2y')}, from subtracting the equations; it is neither ${m('x')} nor ${m('y')}.`,
              `هذه قيمة ${m('2y')} الناتجة عن طرح المعادلتين، وليست ${m('x')} ولا ${m('y')}.`,
            ),
          ],
          'number',
          true,
          right(
            `adding the equations gives ${m(`2x = ${num(s + d)}`)}, so ${m(`x = ${num(x)}`)}.`,
            `جمع المعادلتين يعطي ${m(`2x = ${num(s + d)}`)}، أي ${m(`x = ${num(x)}`)}.`,
          ),
        ),
      }
    }
    if (p.kind === 'elimination') {
      const { a, b, d, e, x, y, ask } = p
      const c = a * x + b * y
      const f = d * x + e * y
      const key = ask === 'x' ? x : ask === 'y' ? y : x + y
      // Eliminate x: d * (first) - a * (second) leaves (db - ae)y = dc - af.
      const yCoef = d * b - a * e
      const yRhs = d * c - a * f
      const multiply = [
        d !== 1 ? `the first equation by ${m(num(d))}` : '',
        a !== 1 ? `the second equation by ${m(num(a))}` : '',
      ]
        .filter(Boolean)
        .join(' and ')
      const findY = `Multiply ${multiply}, then subtract to eliminate ${m('x')}: ${m(`${poly([yCoef, 'y'])} = ${num(yRhs)}`)}, so ${m(`y = ${num(y)}`)}.`
      const findX = ` Substitute into the first equation: ${m(`${poly([a, 'x'], [b * y, ''])} = ${num(c)}`)}, so ${m(`x = ${num(x)}`)}.`
      const sum = ` Therefore ${m(`x + y = ${num(x)} + ${paren(y)} = ${num(x + y)}`)}.`
      const multiplyAr = [
        d !== 1 ? `المعادلة الأولى في ${m(num(d))}` : '',
        a !== 1 ? `المعادلة الثانية في ${m(num(a))}` : '',
      ]
        .filter(Boolean)
        .join(' و')
      const findYAr = `نضرب ${multiplyAr}، ثم نطرح إحداهما من الأخرى ليختفي ${m('x')}: ${m(`${poly([yCoef, 'y'])} = ${num(yRhs)}`)}، إذن ${m(`y = ${num(y)}`)}.`
      const findXAr = ` نعوّض في المعادلة الأولى: ${m(`${poly([a, 'x'], [b * y, ''])} = ${num(c)}`)}، إذن ${m(`x = ${num(x)}`)}.`
      const sumAr = ` وعليه ${m(`x + y = ${num(x)} + ${paren(y)} = ${num(x + y)}`)}.`
      return {
        stem: `${display(`${poly([a, 'x'], [b, 'y'])} = ${num(c)}`)}\n${display(`${poly([d, 'x'], [e, 'y'])} = ${num(f)}`)}\nThe solution to the system of equations above is ${m('(x, y)')}. What is the value of ${m(ask)}?`,
        explanation: findY + (ask === 'y' ? '' : findX) + (ask === 'x + y' ? sum : ''),
        explanationAr: findYAr + (ask === 'y' ? '' : findXAr) + (ask === 'x + y' ? sumAr : ''),
        check:
          ask === 'y'
            ? `(${d} * ${paren(c)} - ${a} * ${paren(f)}) / (${d} * ${paren(b)} - ${a} * ${paren(e)})`
            : ask === 'x'
              ? `(${e} * ${paren(c)} - ${paren(b)} * ${paren(f)}) / (${a} * ${paren(e)} - ${paren(b)} * ${d})`
              : `(${d} * ${paren(c)} - ${a} * ${paren(f)}) / (${d} * ${paren(b)} - ${a} * ${paren(e)}) + (${e} * ${paren(c)} - ${paren(b)} * ${paren(f)}) / (${a} * ${paren(e)} - ${paren(b)} * ${d})`,
        answer: answerAs('student_produced', frac(key), []),
      }
    }
    const { a0, b0, u, v, c, e } = p
    const key = v * a0
    const ratio = frac(v, u)
    return {
      stem: `${display(`${poly([u * a0, 'x'], [u * b0, 'y'])} = ${num(c)}`)}\n${display(`kx + ${poly([v * b0, 'y'])} = ${num(e)}`)}\nIn the system of equations above, ${m('k')} is a constant. For what value of ${m('k')} does the system have no solution?`,
      explanation: `A system of two linear equations has no solution when the lines are parallel and distinct: the coefficients of the second equation are the same multiple of those of the first, but the constants are not. The ${m('y')}-coefficients give the multiple ${m(`\\dfrac{${num(v * b0)}}{${num(u * b0)}} = ${fracTex(ratio)}`)}, and the constants ${m(num(c))} and ${m(num(e))} are not in that ratio. So ${m(`k = ${fracTex(ratio)} \\cdot ${paren(u * a0)} = ${num(key)}`)}.`,
      explanationAr: `يكون لنظام من معادلتين خطيتين لا حل عندما يكون المستقيمان متوازيين ومختلفين: معاملات المعادلة الثانية هي المضاعف نفسه لمعاملات الأولى، أما الثابتان فلا. معاملا ${m('y')} يعطيان المضاعف ${m(`\\dfrac{${num(v * b0)}}{${num(u * b0)}} = ${fracTex(ratio)}`)}، والثابتان ${m(num(c))} و${m(num(e))} ليسا بهذه النسبة. إذن ${m(`k = ${fracTex(ratio)} \\cdot ${paren(u * a0)} = ${num(key)}`)}.`,
      check: `${v * b0} / ${u * b0} * ${paren(u * a0)}`,
      answer: answerAs(
        'multiple_choice',
        frac(key),
        [
          mistake(
            frac(-key),
            `This has the wrong sign: the coefficients of ${m('x')} must have the same ratio as those of ${m('y')}, sign included.`,
            `إشارة هذه القيمة خاطئة: يجب أن تكون النسبة بين معاملي ${m('x')} هي نفسها النسبة بين معاملي ${m('y')}، بالإشارة نفسها.`,
          ),
          mistake(
            frac(u * a0),
            `This copies the ${m('x')}-coefficient of the first equation, but the second equation's coefficients are ${m(fracTex(ratio))} times the first's.`,
            `هنا نُسخ معامل ${m('x')} من المعادلة الأولى، مع أن معاملات الثانية تساوي ${m(fracTex(ratio))} أمثال معاملات الأولى.`,
          ),
          mistake(
            frac(u * u * a0, v),
            `This uses the ratio upside down, ${m(`\\dfrac{${num(u * b0)}}{${num(v * b0)}}`)} instead of ${m(`\\dfrac{${num(v * b0)}}{${num(u * b0)}}`)}.`,
            `هنا استُخدمت النسبة مقلوبة: ${m(`\\dfrac{${num(u * b0)}}{${num(v * b0)}}`)} بدلاً من ${m(`\\dfrac{${num(v * b0)}}{${num(u * b0)}}`)}.`,
          ),
          mistake(
            frac(v * b0),
            `This copies the ${m('y')}-coefficient of the second equation; ${m('k')} must match the ${m('x')}-coefficient scaled by ${m(fracTex(ratio))}.`,
            `هنا نُسخ معامل ${m('y')} من المعادلة الثانية، والمطلوب أن يساوي ${m('k')} معامل ${m('x')} في الأولى مضروباً في ${m(fracTex(ratio))}.`,
          ),
        ],
        'number',
        true,
        right(
          `with ${m(`k = ${num(key)}`)} the coefficients are in the ratio ${m(fracTex(ratio))} but the constants are not, so the lines are parallel and distinct.`,
          `عندما ${m(`k = ${num(key)}`)} تكون المعاملات بالنسبة ${m(fracTex(ratio))} والثابتان ليسا كذلك، فالمستقيمان متوازيان ومختلفان.`,
        ),
      ),
    }
  },
})
