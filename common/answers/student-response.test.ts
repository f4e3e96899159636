import { describe, expect, it } from 'vitest'
import { scoringCases } from './student-response.fixtures'
import { isAcceptedForm, isAcceptedResponse, parseResponse, responseProblem } from './student-response'

describe('parseResponse', () => {
  it('parses the forms the entry rules allow, and nothing else', () => {
    expect(parseResponse('1/4')).toBe(0.25)
    expect(parseResponse('.25')).toBe(0.25)
    expect(parseResponse('.75')).toBe(0.75)
    expect(parseResponse('-7/2')).toBe(-3.5)
    expect(parseResponse('-3/4')).toBe(-0.75)
    expect(parseResponse('7/2')).toBe(3.5)
    expect(parseResponse('12')).toBe(12)
    expect(parseResponse('7.')).toBe(7)
    for (const bad of ['', '1,000', '1,5', '3 1/2', '1/0', '123456', '--1', '1/2/3', '1.2.3', 'abc', '$5'])
      expect(parseResponse(bad)).toBeUndefined()
  })

  it('ignores surrounding spaces and reads a zero top as zero (the answer field refuses both)', () => {
    expect(parseResponse(' 1/4 ')).toBe(0.25)
    expect(responseProblem(' 1/4 ')).toBe('characters')
    expect(parseResponse('0/5')).toBe(0)
    expect(responseProblem('0/5')).toBe('characters')
  })
})

describe('responseProblem', () => {
  it.each(['.5', '0.5', '1/4', '-3', '-3/4', '12345', '-12345', '7.'])('accepts %s', (text) => {
    expect(responseProblem(text)).toBeNull()
    expect(parseResponse(text)).toBeDefined()
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

describe('scoring', () => {
  it.each(scoringCases)('$response against $key.accepted: $accepted', ({ response, key, accepted }) => {
    expect(isAcceptedResponse(response, key)).toBe(accepted)
    // Listing a form is never what makes a response right: the value alone gives the same verdict.
    expect(isAcceptedResponse(response, { value: key.value, accepted: [] })).toBe(accepted)
    // A key without its value (the public preview's) is read from its first form.
    expect(isAcceptedForm(response, key.accepted)).toBe(accepted)
  })

  it('accepts a listed form as it is written', () => {
    expect(isAcceptedResponse('1/4', { value: 0.3, accepted: ['1/4'] })).toBe(true)
    expect(isAcceptedForm('1/4', ['1/4', 'x'])).toBe(true)
  })
})
