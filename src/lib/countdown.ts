/** Spec §9: the trial countdown's units. */
export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds'

export type Countdown = { expired: false; unit: CountdownUnit; value: number } | { expired: true }

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A date given as a Date, an ISO string or epoch milliseconds; `NaN` time when it is not a valid date. */
function timeOf(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime()
}

/**
 * Time left until `end`, in days when at least one day is left, otherwise whole hours,
 * minutes or seconds (spec §4), or `expired` once `end` has passed. Days are rounded to the
 * nearest (a 7-day trial reads "7 days" on its first day, not 6); hours and minutes are
 * rounded down and seconds up, so the count never says more time than is left below a day.
 *
 * @throws RangeError when either date is invalid (spec §5: the calculation fails).
 */
export function countdown(now: Date | string | number, end: Date | string | number): Countdown {
  const from = timeOf(now)
  const to = timeOf(end)
  if (Number.isNaN(from) || Number.isNaN(to)) throw new RangeError('Invalid date in the trial countdown')
  const left = to - from
  if (left <= 0) return { expired: true }
  if (left >= DAY) return { expired: false, unit: 'days', value: Math.round(left / DAY) }
  if (left >= HOUR) return { expired: false, unit: 'hours', value: Math.floor(left / HOUR) }
  if (left >= MINUTE) return { expired: false, unit: 'minutes', value: Math.floor(left / MINUTE) }
  return { expired: false, unit: 'seconds', value: Math.ceil(left / SECOND) }
}

/**
 * How long until the displayed countdown can change: the next whole-unit boundary, so a
 * banner counting days wakes once a day, not every second (capped to keep timers sane).
 */
export function nextTickIn(now: Date | string | number, end: Date | string | number): number {
  const left = timeOf(end) - timeOf(now)
  if (!(left > 0)) return SECOND
  if (left >= DAY) {
    // Rounded days drop half-way between two whole days, and to hours below one day.
    const days = Math.round(left / DAY)
    const nextDrop = days === 1 ? DAY : (days - 0.5) * DAY
    return Math.min(left - nextDrop + 1, HOUR)
  }
  const unit = left >= HOUR ? HOUR : left >= MINUTE ? MINUTE : SECOND
  // Hours and minutes are rounded down: the value drops 1 ms after a whole multiple.
  // Seconds are rounded up: the value drops on each whole second.
  const untilChange = unit === SECOND ? left % SECOND || SECOND : (left % unit) + 1
  return Math.min(untilChange, HOUR)
}
