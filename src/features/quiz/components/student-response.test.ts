import { describe, expect, it } from 'vitest'
import { normalizeResponse } from './student-response'

describe('normalizeResponse', () => {
  it('turns Arabic-Indic digits, the Arabic decimal separator, slashes and minus signs into ASCII', () => {
    expect(normalizeResponse('٣/٤')).toBe('3/4')
    expect(normalizeResponse('٫٥')).toBe('.5')
    expect(normalizeResponse('−۱⁄۲')).toBe('-1/2')
    expect(normalizeResponse(' 1 / 4 ')).toBe('1/4')
  })

  it('keeps what it cannot read, so the field can say what is wrong', () => {
    expect(normalizeResponse('3 1/2')).toBe('31/2')
    expect(normalizeResponse('1,5')).toBe('1,5')
  })
})
