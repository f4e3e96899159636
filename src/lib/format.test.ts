import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney } from './format'

describe('formatMoney', () => {
  it('places the point where the currency has its minor digits', () => {
    expect(formatMoney({ amount: 119900, currency: 'EGP' }, 'en')).toBe('EGP\u00a01,199.00')
    expect(formatMoney({ amount: 1500, currency: 'JPY' }, 'en')).toBe('¥1,500')
  })
})

describe('formatDate', () => {
  it('writes the day in words', () => {
    expect(formatDate('2026-11-23T08:30:00Z', 'en')).toBe('November 23, 2026')
  })
})
