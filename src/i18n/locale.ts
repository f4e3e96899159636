import { readCookie, writeCookie } from '~/lib/cookies'

export const locales = ['en', 'ar'] as const
export type Locale = (typeof locales)[number]
export type Direction = 'ltr' | 'rtl'

/** Spec §3/§9: the interface language lives in this cookie for 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_DAYS = 365
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** The stored interface language, else English (the spec's default). */
export function readStoredLocale(): Locale {
  const stored = readCookie(LOCALE_COOKIE)
  return isLocale(stored) ? stored : DEFAULT_LOCALE
}

export function storeLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS })
}

/** One locale value drives `<html lang dir>`; nothing else sets them. */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale
  root.dir = directionOf(locale)
}
