import { describe, expect, it } from 'vitest'
import { countdown, nextTickIn } from './countdown'

const now = new Date('2026-11-23T12:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)
const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H

describe('countdown (spec §4: days, otherwise hours, minutes or seconds, then Expired)', () => {
  it('counts days, rounded to the nearest, while at least a day is left', () => {
    expect(countdown(now, later(7 * D))).toEqual({ expired: false, unit: 'days', value: 7 })
    expect(countdown(now, later(7 * D - S))).toEqual({ expired: false, unit: 'days', value: 7 })
    expect(countdown(now, later(D + 11 * H))).toEqual({ expired: false, unit: 'days', value: 1 })
    expect(countdown(now, later(D + 13 * H))).toEqual({ expired: false, unit: 'days', value: 2 })
    expect(countdown(now, later(D))).toEqual({ expired: false, unit: 'days', value: 1 })
  })

  it('falls to hours, minutes and seconds', () => {
    expect(countdown(now, later(D - S))).toEqual({ expired: false, unit: 'hours', value: 23 })
    expect(countdown(now, later(H))).toEqual({ expired: false, unit: 'hours', value: 1 })
    expect(countdown(now, later(H - S))).toEqual({ expired: false, unit: 'minutes', value: 59 })
    expect(countdown(now, later(M - 1))).toEqual({ expired: false, unit: 'seconds', value: 60 })
    expect(countdown(now, later(1))).toEqual({ expired: false, unit: 'seconds', value: 1 })
  })

  it('is expired at and after the end date', () => {
    expect(countdown(now, now)).toEqual({ expired: true })
    expect(countdown(now, later(-D))).toEqual({ expired: true })
  })

  it('accepts ISO strings and fails on an invalid date (spec §5)', () => {
    expect(countdown('2026-11-23T12:00:00Z', '2026-11-25T12:00:00Z')).toEqual({
      expired: false,
      unit: 'days',
      value: 2,
    })
    expect(() => countdown(now, 'not a date')).toThrow(RangeError)
    expect(() => countdown('2026-13-45', now)).toThrow(RangeError)
  })
})

describe('nextTickIn', () => {
  it('wakes at the next change of the displayed value', () => {
    expect(nextTickIn(now, later(2 * D + 5 * H))).toBe(H) // capped at an hour
    expect(nextTickIn(now, later(D + 12 * H + 10 * M))).toBe(10 * M + 1) // 2 days, then 1
    expect(nextTickIn(now, later(D + 10 * M))).toBe(10 * M + 1) // 1 day, then 23 hours
    expect(nextTickIn(now, later(3 * H + 10 * M))).toBe(10 * M + 1)
    expect(nextTickIn(now, later(H))).toBe(1) // 1 hour now, 59 minutes 1 ms later
    expect(nextTickIn(now, later(5 * M + 30 * S))).toBe(30 * S + 1)
    expect(nextTickIn(now, later(10 * S + 250))).toBe(250)
    expect(nextTickIn(now, later(-S))).toBe(S)
  })
})
