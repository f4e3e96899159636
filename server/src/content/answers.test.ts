import { describe, expect, it } from 'vitest'
import { isAcceptedResponse, parseResponse } from './answers'

describe('student-produced responses', () => {
  it('parses the forms the entry rules allow, and nothing else', () => {
    expect(parseResponse('1/4')).toBe(0.25)
    expect(parseResponse('.25')).toBe(0.25)
    expect(parseResponse('-7/2')).toBe(-3.5)
    expect(parseResponse('12')).toBe(12)
    for (const bad of ['', '1,000', '3 1/2', '1/0', '123456', '--1', '1/2/3', '1.2.3', 'abc', '$5'])
      expect(parseResponse(bad)).toBeUndefined()
  })

  it('accepts equivalent forms of an exact value', () => {
    const quarter = { value: 0.25, accepted: ['1/4'] }
    for (const form of ['1/4', '.25', '0.25', '2/8', '0.250']) expect(isAcceptedResponse(form, quarter)).toBe(true)
    expect(isAcceptedResponse('0.2', quarter)).toBe(false)
  })

  it('accepts a non-terminating decimal only when it fills every character, rounded or truncated', () => {
    const twoThirds = { value: 2 / 3, accepted: [] }
    for (const form of ['2/3', '.6666', '.6667', '0.666', '0.667', '4/6'])
      expect(isAcceptedResponse(form, twoThirds)).toBe(true)
    for (const form of ['.66', '.67', '0.66', '.6']) expect(isAcceptedResponse(form, twoThirds)).toBe(false)
    const negative = { value: -2 / 3, accepted: [] }
    expect(isAcceptedResponse('-.6666', negative)).toBe(true)
    expect(isAcceptedResponse('-.66', negative)).toBe(false)
  })
})
