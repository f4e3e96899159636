import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowsPrefetch, canPrefetch } from './connection'

describe('allowsPrefetch', () => {
  it('skips prefetching when the visitor saves data, on any connection', () => {
    expect(allowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
  })

  it('skips prefetching on 2g and slow 2g', () => {
    expect(allowsPrefetch({ saveData: false, effectiveType: '2g' })).toBe(false)
    expect(allowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('prefetches on 3g and 4g', () => {
    expect(allowsPrefetch({ saveData: false, effectiveType: '4g' })).toBe(true)
    expect(allowsPrefetch({ effectiveType: '3g' })).toBe(true)
  })

  it('prefetches when the browser tells nothing of the connection', () => {
    expect(allowsPrefetch(undefined)).toBe(true)
    expect(allowsPrefetch({})).toBe(true)
  })
})

describe('canPrefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads the browser connection when asked', () => {
    expect(canPrefetch()).toBe(true)
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })
    expect(canPrefetch()).toBe(false)
  })
})
