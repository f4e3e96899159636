import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '~/i18n/i18n'
import { AppLocaleProvider } from '~/i18n/locale-context'
import {
  COUNTRY_LOOKUP_TIMEOUT_MS,
  fallbackCountry,
  lookupCountry,
  parseCountryReply,
  resetCountryLookups,
  useDefaultCountry,
} from './lookup-country'

const URL = 'https://country.example/lookup'

function reply(body: string, status = 200): typeof fetch {
  return vi.fn(async () => new Response(body, { status }))
}

/** A fetch that answers only when aborted, like a network that never replies. */
const hangingFetch: typeof fetch = vi.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    }),
)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetCountryLookups()
})

describe('parseCountryReply', () => {
  it('reads the code at characters 2 to 3 of a reply starting with 1', () => {
    expect(parseCountryReply('1;EG;EGY;Egypt')).toBe('EG')
    expect(parseCountryReply('1;sa;SAU;Saudi Arabia')).toBe('SA')
    expect(parseCountryReply('1AE')).toBe('AE')
  })

  it.each(['0;;;WRONG INPUT', '2;;;UNKNOWN', ';EG', '', '1;', '1;ZZ;ZZZ;Reserved', '1;E1'])('refuses %j', (body) => {
    expect(() => parseCountryReply(body)).toThrow('unable to fetch the country')
  })
})

describe('lookupCountry', () => {
  it('returns the country of a good reply, asking without cookies', async () => {
    const fetchImpl = reply('1;EG;EGY;Egypt')
    await expect(lookupCountry(URL, fetchImpl)).resolves.toBe('EG')
    expect(fetchImpl).toHaveBeenCalledWith(URL, expect.objectContaining({ credentials: 'omit' }))
  })

  it('fails when the first character is not 1', async () => {
    await expect(lookupCountry(URL, reply('2;;;UNKNOWN'))).rejects.toThrow(new Error('unable to fetch the country'))
  })

  it('fails on a bad status, even with a good body', async () => {
    await expect(lookupCountry(URL, reply('1;EG;EGY;Egypt', 503))).rejects.toThrow('unable to fetch the country')
  })

  it('fails when fetch throws', async () => {
    const fetchImpl: typeof fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const error: unknown = await lookupCountry(URL, fetchImpl).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('unable to fetch the country')
    expect((error as Error).cause).toBeInstanceOf(TypeError)
  })

  it('fails after 1500 ms without a reply, and aborts the request', async () => {
    vi.useFakeTimers()
    const outcome = lookupCountry(URL, hangingFetch).catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(COUNTRY_LOOKUP_TIMEOUT_MS - 1)
    let settled = false
    void outcome.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toEqual(new Error('unable to fetch the country'))
    const init = vi.mocked(hangingFetch).mock.calls.at(-1)?.[1]
    expect(init?.signal?.aborted).toBe(true)
  })

  it('fails after 1500 ms even when fetch ignores the abort signal', async () => {
    vi.useFakeTimers()
    const deaf: typeof fetch = vi.fn(() => new Promise<Response>(() => {}))
    const outcome = lookupCountry(URL, deaf).catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(COUNTRY_LOOKUP_TIMEOUT_MS)
    await expect(outcome).resolves.toEqual(new Error('unable to fetch the country'))
  })

  it('fails when the caller aborts', async () => {
    const controller = new AbortController()
    const outcome = lookupCountry(URL, hangingFetch, controller.signal)
    controller.abort()
    await expect(outcome).rejects.toThrow('unable to fetch the country')
  })
})

describe('fallbackCountry', () => {
  it('is Egypt in both languages (an Egypt-centred product)', () => {
    expect(fallbackCountry('ar')).toBe('EG')
    expect(fallbackCountry('en')).toBe('EG')
  })
})

describe('useDefaultCountry', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(AppLocaleProvider, { initialLocale: 'en', children })

  it('gives the fallback at once, then the country found, asking once per URL', async () => {
    const fetchImpl = reply('1;SA;SAU;Saudi Arabia')
    vi.stubGlobal('fetch', fetchImpl)
    const { result } = renderHook(() => useDefaultCountry(URL), { wrapper })
    expect(result.current).toBe('EG')
    await waitFor(() => expect(result.current).toBe('SA'))
    const second = renderHook(() => useDefaultCountry(URL), { wrapper })
    await waitFor(() => expect(second.result.current).toBe('SA'))
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('keeps the fallback when the lookup fails', async () => {
    vi.stubGlobal('fetch', reply('', 500))
    const { result } = renderHook(() => useDefaultCountry(URL), { wrapper })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
    expect(result.current).toBe('EG')
  })

  it('does not look anything up without a URL', () => {
    const fetchImpl = reply('1;SA')
    vi.stubGlobal('fetch', fetchImpl)
    const { result } = renderHook(() => useDefaultCountry(), { wrapper })
    expect(result.current).toBe('EG')
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
