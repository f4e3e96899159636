import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration'

describe('formatDuration', () => {
  it('gives minutes and seconds, leaving out a zero part', () => {
    expect(formatDuration(990, 'en')).toBe('16 min 30 sec')
    expect(formatDuration(1320, 'en')).toBe('22 min')
    expect(formatDuration(45, 'en', 'long')).toBe('45 seconds')
    expect(formatDuration(60, 'en', 'long')).toBe('1 minute')
  })

  it('says zero seconds rather than nothing', () => {
    expect(formatDuration(0, 'en')).toBe('0 sec')
  })

  it('uses the language of the reader', () => {
    const arabic = formatDuration(990, 'ar')
    expect(arabic).toMatch(/د/)
    expect(arabic).toMatch(/ث/)
    expect(arabic).not.toMatch(/min|sec/)
  })
})
