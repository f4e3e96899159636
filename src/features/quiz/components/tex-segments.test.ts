import { describe, expect, it } from 'vitest'
import { hasTex, splitTex } from './tex-segments'

describe('splitTex', () => {
  it('keeps text without TeX as one run', () => {
    expect(splitTex('A ticket costs $12 and a map $3.')).toEqual([
      { kind: 'text', text: 'A ticket costs $12 and a map $3.' },
    ])
    expect(hasTex('A ticket costs $12 and a map $3.')).toBe(false)
  })

  it('finds inline and display TeX between the contract’s delimiters', () => {
    expect(splitTex('If \\(3x - 7 = 11\\), then\\[6x - 14 = 22\\]is true.')).toEqual([
      { kind: 'text', text: 'If ' },
      { kind: 'math', tex: '3x - 7 = 11', display: false },
      { kind: 'text', text: ', then' },
      { kind: 'math', tex: '6x - 14 = 22', display: true },
      { kind: 'text', text: 'is true.' },
    ])
  })

  it('reads TeX spread over lines, and TeX that is the whole text', () => {
    expect(splitTex('\\(\\dfrac{5}{13}\\)')).toEqual([{ kind: 'math', tex: '\\dfrac{5}{13}', display: false }])
    expect(splitTex('\\[\n  x^2 + 1\n\\]')).toEqual([{ kind: 'math', tex: 'x^2 + 1', display: true }])
  })

  it('leaves an unclosed delimiter as text, and drops empty TeX', () => {
    expect(splitTex('Half of \\(x is')).toEqual([{ kind: 'text', text: 'Half of \\(x is' }])
    expect(splitTex('a\\(\\)b')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: 'b' },
    ])
    expect(hasTex('a \\( \\) b')).toBe(false)
  })
})
