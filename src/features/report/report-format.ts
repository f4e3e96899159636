import type { Locale } from '~/i18n/locale'

/**
 * Numbers, percentages, durations and dates of a report, in the page's language. Arabic uses
 * Intl's `ar` (the digits Ark's progress bars and Lingui's plurals show too), so one page never
 * mixes two kinds of digits; the page isolates each value with `<bdi>`.
 */
export const formatNumber = (value: number, locale: Locale | 'en') => new Intl.NumberFormat(locale).format(value)

/** `percentage` is 0–100, as the API sends it. */
export const formatPercent = (percentage: number, locale: Locale | 'en') =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percentage / 100)

/** A clock reading of a duration: `15:12`, `1:02:05`. Clocks read left to right in Arabic too. */
export function formatClock(totalSeconds: number, locale: Locale | 'en') {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false })
  const one = new Intl.NumberFormat(locale, { useGrouping: false })
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`
}

export const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))

export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
