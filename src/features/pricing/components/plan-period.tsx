import { Plural } from '@lingui/react/macro'

export type PeriodUnit = 'years' | 'months' | 'weeks' | 'days'

/**
 * A plan's length in the largest whole unit that fits: 365 days a year, 30 a month (the server's
 * months are 30 days), 7 a week; otherwise days.
 */
export function periodOf(durationDays: number): { unit: PeriodUnit; count: number } {
  if (durationDays % 365 === 0) return { unit: 'years', count: durationDays / 365 }
  if (durationDays % 30 === 0) return { unit: 'months', count: durationDays / 30 }
  if (durationDays % 7 === 0) return { unit: 'weeks', count: durationDays / 7 }
  return { unit: 'days', count: durationDays }
}

/** "for 3 months": how long a plan's price buys, in words. */
export function PlanPeriod({ durationDays }: { durationDays: number }) {
  const { unit, count } = periodOf(durationDays)
  switch (unit) {
    case 'years': {
      const years = count
      return <Plural value={years} one="for # year" other="for # years" />
    }
    case 'months': {
      const months = count
      return <Plural value={months} one="for # month" other="for # months" />
    }
    case 'weeks': {
      const weeks = count
      return <Plural value={weeks} one="for # week" other="for # weeks" />
    }
    case 'days': {
      const days = count
      return <Plural value={days} one="for # day" other="for # days" />
    }
  }
}
