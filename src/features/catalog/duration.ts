/**
 * A number of seconds as minutes and seconds in the reader's language, by the browser's own
 * unit formatting (so Arabic gets its plural forms and digits): `990` → "16 min 30 sec" or
 * "16 minutes, 30 seconds" in English, "16 د و30 ث" in Arabic.
 */
export function formatDuration(totalSeconds: number, locale: string, unitDisplay: 'short' | 'long' = 'short'): string {
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay }).format(value)
  const parts = [minutes > 0 && unit(minutes, 'minute'), (seconds > 0 || minutes === 0) && unit(seconds, 'second')]
  return new Intl.ListFormat(locale, { type: 'unit', style: unitDisplay === 'long' ? 'long' : 'narrow' }).format(
    parts.filter((part): part is string => Boolean(part)),
  )
}
