import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { Button } from '~/ui/button'

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
const wrap = css({ display: 'inline-flex', alignItems: 'center', gap: '1' })
// On a phone the toggle is its eye alone (its name stays for readers): the bar keeps room for the title.
const phoneHidden = css({ srOnly: { base: true, sm: false } })

/** An eye, struck through when the clock is hidden (drawn here: the icon set is part of `/`'s budget). */
function Eye({ struck }: { struck: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7-10-7-10-7M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6" />
      {struck && <path d="M3 3l18 18" />}
    </svg>
  )
}

/** The last stretch of a quiz in which a hidden clock shows again (as on test day): 5 minutes. */
export const DEFAULT_REVEAL_SECONDS = 300

const hiddenKey = (quizId: string) => `exam-prep:clock-hidden:${quizId}`
/** Whether the learner hid this quiz's clock (kept for a reload; storage may be off). */
function readHidden(quizId: string) {
  try {
    return quizId !== '' && sessionStorage.getItem(hiddenKey(quizId)) === '1'
  } catch {
    return false
  }
}
function writeHidden(quizId: string, hidden: boolean) {
  try {
    if (hidden) sessionStorage.setItem(hiddenKey(quizId), '1')
    else sessionStorage.removeItem(hiddenKey(quizId))
  } catch {
    // Private mode: the choice lasts until the page closes.
  }
}
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
  /** The quiz whose clock this is: a hidden clock stays hidden on a reload. @default '' */
  quizId?: string
  /** In this last stretch the clock cannot be hidden, and a hidden one shows. @default 300 */
  revealSeconds?: number
}

/**
 * The quiz clock. The digits are never mirrored (`dir="ltr"`) and not live: a reader would hear
 * every second. A separate polite region speaks only when 5 min, 1 min, 30 s and 10 s are left
 * (its text changes only then).
 */
export function QuizCountdown({
  remainingSeconds,
  quizId = '',
  revealSeconds = DEFAULT_REVEAL_SECONDS,
}: QuizCountdownProps) {
  const { t } = useLingui()
  const [hidden, setHidden] = useState(() => readHidden(quizId))
  const threshold = announcedThreshold(remainingSeconds)
  const minutes = threshold !== null && threshold >= 60 ? threshold / 60 : 0
  const lastStretch = remainingSeconds <= revealSeconds
  const showing = !hidden || lastStretch
  const toggle = () => {
    writeHidden(quizId, !hidden)
    setHidden(!hidden)
  }
  return (
    <span className={wrap}>
      {showing ? (
        <span role="timer" aria-label={t`Time left`} dir="ltr" className={cx(clock, remainingSeconds <= 60 && urgent)}>
          {formatClock(remainingSeconds)}
        </span>
      ) : null}
      {/* Test day: the clock may be hidden, except in its last stretch, when it shows and stays. */}
      {!lastStretch && (
        <Button type="button" size="xs" variant="ghost" onClick={toggle}>
          <Eye struck={!hidden} />
          <span className={phoneHidden}>{hidden ? <Trans>Show clock</Trans> : <Trans>Hide clock</Trans>}</span>
        </Button>
      )}
      <span aria-live="polite" className={srOnly}>
        {threshold === null ? null : minutes > 0 ? (
          <Plural value={minutes} one="# minute left" other="# minutes left" />
        ) : (
          <Plural value={threshold} one="# second left" other="# seconds left" />
        )}
        {hidden && lastStretch ? ` ${t`The clock is shown again.`}` : null}
      </span>
    </span>
  )
}
