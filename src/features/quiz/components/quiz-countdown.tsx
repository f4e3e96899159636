import { Plural, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'

/** Seconds left at which the countdown is announced, largest first. */
const ANNOUNCE_AT = [300, 60, 30, 10] as const

const clock = css({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 'semibold',
  textStyle: 'lg',
  px: '3',
  py: '1',
  borderRadius: 'l2',
  bg: 'gray.3',
  color: 'gray.12',
})
const urgent = css({ bg: 'red.3', color: 'red.12' })
const srOnly = css({ srOnly: true })

/** `mm:ss`, minutes not wrapped at an hour (a long quiz reads `75:00`). */
export const formatClock = (seconds: number) => {
  const safe = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`
}

/** The last threshold passed (300, 60, 30 or 10 s), or `null` with more than 5 minutes left. */
export const announcedThreshold = (seconds: number) =>
  [...ANNOUNCE_AT].reverse().find((threshold) => seconds <= threshold) ?? null

export interface QuizCountdownProps {
  /** Seconds left by the server's clock (the machine's `remainingSeconds`). */
  remainingSeconds: number
}

/**
 * The quiz clock. The digits are never mirrored (`dir="ltr"`) and not live: a reader would hear
 * every second. A separate polite region speaks only when 5 min, 1 min, 30 s and 10 s are left
 * (its text changes only then).
 */
export function QuizCountdown({ remainingSeconds }: QuizCountdownProps) {
  const { t } = useLingui()
  const threshold = announcedThreshold(remainingSeconds)
  const minutes = threshold !== null && threshold >= 60 ? threshold / 60 : 0
  return (
    <>
      <span role="timer" aria-label={t`Time left`} dir="ltr" className={cx(clock, remainingSeconds <= 60 && urgent)}>
        {formatClock(remainingSeconds)}
      </span>
      <span aria-live="polite" className={srOnly}>
        {threshold === null ? null : minutes > 0 ? (
          <Plural value={minutes} one="# minute left" other="# minutes left" />
        ) : (
          <Plural value={threshold} one="# second left" other="# seconds left" />
        )}
      </span>
    </>
  )
}
