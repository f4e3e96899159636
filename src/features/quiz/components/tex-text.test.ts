import { describe, expect, it } from 'vitest'
import { plainMathText, texToText } from './tex-text'

describe('formulas as plain text (issue 16: the CSV export had raw TeX)', () => {
  it.each([
    ['\\$60', '$60'],
    ['\\dfrac{3}{4}', '3/4'],
    ['\\dfrac{x + 1}{2}', '(x + 1)/2'],
    ['x^{2} + 3x - 4', 'x² + 3x - 4'],
    ['2^{x+1}', '2^(x+1)'],
    ['\\sqrt{2}', '√2'],
    ['\\sqrt{x^{2} + 9}', '√(x² + 9)'],
    ['30^\\circ', '30°'],
    ['3 \\cdot 4 \\times 5 \\div 6', '3 · 4 × 5 ÷ 6'],
    ['x \\le 7, y \\ge 2, z \\ne 0', 'x ≤ 7, y ≥ 2, z ≠ 0'],
    ['\\pi r^2', 'π r²'],
    ['\\left(\\dfrac{1}{2}\\right)^{3}', '(1/2)³'],
    ['\\overline{AB}', 'A\u0305B\u0305'],
    ['12\\%', '12%'],
    ['\\text{cm}^{2}', 'cm²'],
    ['\\sin(x)', 'sin(x)'],
  ])('%s → %s', (tex, text) => {
    expect(texToText(tex)).toBe(text)
  })

  it('keeps the words around the formulas', () => {
    expect(plainMathText('A ticket costs \\(\\$60\\). What is \\(\\dfrac{1}{4}\\) of it?')).toBe(
      'A ticket costs $60. What is 1/4 of it?',
    )
    expect(plainMathText('No formula here.')).toBe('No formula here.')
  })
})
