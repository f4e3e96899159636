import { describe, expect, it } from 'vitest'
import { periodOf } from './plan-period'

describe('periodOf', () => {
  it('names a plan by the largest whole unit of its days', () => {
    expect(periodOf(365)).toEqual({ unit: 'years', count: 1 })
    expect(periodOf(730)).toEqual({ unit: 'years', count: 2 })
    expect(periodOf(30)).toEqual({ unit: 'months', count: 1 })
    expect(periodOf(90)).toEqual({ unit: 'months', count: 3 })
    expect(periodOf(14)).toEqual({ unit: 'weeks', count: 2 })
    expect(periodOf(45)).toEqual({ unit: 'days', count: 45 })
    expect(periodOf(1)).toEqual({ unit: 'days', count: 1 })
  })
})
