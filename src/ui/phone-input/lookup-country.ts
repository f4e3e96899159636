import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min'
import { useEffect, useState } from 'react'
import { useLocale } from '~/i18n/locale-context'
import type { Locale } from '~/i18n/locale'

/** Spec §9: the third-party lookup gets as long as the icon fetch. */
export const COUNTRY_LOOKUP_TIMEOUT_MS = 1500
/** Spec §7: the one error the lookup fails with, whatever went wrong. */
export const COUNTRY_LOOKUP_ERROR = 'unable to fetch the country'

/**
 * Reads the lookup's reply (spec §7): the first character is `1` and characters 2 to 3, counted
 * from 0, are the ISO code, as in `1;EG;EGY;Egypt` (ip2c.org's format, which the spec describes).
 * A reply without the separator (`1EG`) is read too. Unknown codes (`ZZ`) are refused.
 */
export function parseCountryReply(reply: string): CountryCode {
  const code = /^1[^A-Za-z0-9]?([A-Za-z]{2})/.exec(reply)?.[1]?.toUpperCase()
  if (code === undefined || !isSupportedCountry(code)) throw new Error(COUNTRY_LOOKUP_ERROR)
  return code
}

/**
 * Asks `url` for the visitor's country. Fails with `unable to fetch the country` on a network
 * error, a non-2xx status, an unexpected reply, an abort through `signal`, or after 1500 ms.
 */
export async function lookupCountry(
  url: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<CountryCode> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort, { once: true })
  if (signal?.aborted) abort()
  let timer: ReturnType<typeof setTimeout> | undefined
  // Also settles when a fetch ignores the abort signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort()
      reject(new Error(COUNTRY_LOOKUP_ERROR))
    }, COUNTRY_LOOKUP_TIMEOUT_MS)
  })
  try {
    const reply = await Promise.race([
      (async () => {
        // A third party: no cookies, no referrer.
        const response = await fetchImpl(url, {
          signal: controller.signal,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        })
        if (!response.ok) throw new Error(`status ${response.status}`)
        return response.text()
      })(),
      timeout,
    ])
    return parseCountryReply(reply)
  } catch (cause) {
    throw new Error(COUNTRY_LOOKUP_ERROR, { cause })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}

/**
 * The country assumed when the lookup is off or fails. Egypt for both languages: the product is
 * Egypt-centred (the EST, prices in EGP), and an English interface does not make a learner
 * American; the Arab countries come right after it in the select anyway.
 */
export function fallbackCountry(_locale: Locale): CountryCode {
  return 'EG'
}

// One lookup per URL and page load, shared by every phone field; a failure is not retried.
const lookups = new Map<string, Promise<CountryCode>>()

/** Forgets earlier lookups (tests). */
export function resetCountryLookups(): void {
  lookups.clear()
}

/**
 * The default country for a phone field: the locale's fallback at once, then the country the
 * lookup at `lookupUrl` finds, when a URL is given and the lookup succeeds. The app's
 * Content-Security-Policy must allow the URL (`connect-src`), or the lookup fails and the
 * fallback stays.
 */
export function useDefaultCountry(lookupUrl?: string): CountryCode {
  const { locale } = useLocale()
  const [found, setFound] = useState<{ url: string; country: CountryCode } | undefined>(undefined)

  useEffect(() => {
    if (lookupUrl === undefined || lookupUrl === '') return
    let current = true
    let lookup = lookups.get(lookupUrl)
    if (lookup === undefined) {
      lookup = lookupCountry(lookupUrl)
      lookups.set(lookupUrl, lookup)
    }
    lookup.then(
      (country) => {
        if (current) setFound({ url: lookupUrl, country })
      },
      () => {
        // The fallback country stays.
      },
    )
    return () => {
      current = false
    }
  }, [lookupUrl])

  return found !== undefined && found.url === lookupUrl ? found.country : fallbackCountry(locale)
}
