import { describe, expect, it } from 'vitest'
import { isAcceptedResponse, normalizeResponse, parseResponse, responseProblem } from './student-response'

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

describe('responseProblem', () => {
  it.each(['.5', '0.5', '1/4', '-3', '-3/4', '12345', '-12345', '7.'])('accepts %s', (text) => {
    expect(responseProblem(text)).toBeNull()
  })

  it.each([
    ['1,5', 'characters'],
    ['3/4/5', 'characters'],
    ['1.2.3', 'characters'],
    ['--1', 'characters'],
    ['1-', 'characters'],
    ['3/0', 'characters'],
    ['x', 'characters'],
    ['', 'characters'],
    ['123456', 'length'],
    ['0.666', null],
    ['0.6666', 'length'],
    ['.66666', 'length'],
  ])('%s: %s', (text, problem) => {
    expect(responseProblem(text)).toBe(problem)
  })
})

describe('parseResponse', () => {
  it('reads decimals and fractions, negative or not', () => {
    expect(parseResponse('.75')).toBe(0.75)
    expect(parseResponse('-3/4')).toBe(-0.75)
    expect(parseResponse('7/2')).toBe(3.5)
    expect(parseResponse('1,5')).toBeUndefined()
  })
})

describe('isAcceptedResponse', () => {
  const threeQuarters = ['3/4', '.75', '0.75']
  const twoThirds = ['2/3', '.6666', '.6667', '0.666', '0.667']

  it('accepts the listed forms and the same value written another way', () => {
    expect(isAcceptedResponse('0.75', threeQuarters)).toBe(true)
    expect(isAcceptedResponse('6/8', threeQuarters)).toBe(true)
    expect(isAcceptedResponse('30/40', threeQuarters)).toBe(true)
  })

  it('accepts a decimal that fills the field, rounded or cut, and nothing shorter', () => {
    expect(isAcceptedResponse('.6666', ['2/3'])).toBe(true)
    expect(isAcceptedResponse('.6667', ['2/3'])).toBe(true)
    expect(isAcceptedResponse('.667', ['2/3'])).toBe(false)
    expect(isAcceptedResponse('.67', twoThirds)).toBe(false)
  })

  it('refuses a wrong value and a response that breaks the rules', () => {
    expect(isAcceptedResponse('4/3', threeQuarters)).toBe(false)
    expect(isAcceptedResponse('-3/4', threeQuarters)).toBe(false)
    expect(isAcceptedResponse('0,75', threeQuarters)).toBe(false)
  })
})
