import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Field } from '~/ui/text-field'
import { isIsoDay } from '../history-search'

/** How long a typed day waits before it filters: typing a year goes through 0002, 0020, 0202. */
export const DATE_SETTLE_MS = 600

const row = css({ position: 'relative', display: 'flex', alignItems: 'center' })
// The day reads left to right in both languages (year, month, day); in an Arabic form it still
// lines up with its label on the right, with the calendar button on its end.
const dayInput = css({ pe: '10', _rtl: { textAlign: 'right', pe: '3', ps: '10' } })
const calendarButton = css({
  position: 'absolute',
  insetInlineEnd: '1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  borderRadius: 'l2',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'gray.3', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '1px' },
})
// The browser's own calendar, opened by the button: drawn where the field is, never seen itself.
const nativePicker = css({
  position: 'absolute',
  insetInlineStart: '0',
  bottom: '0',
  w: '1px',
  h: '1px',
  opacity: 0,
  pointerEvents: 'none',
})

export interface DateFilterProps {
  label: ReactNode
  name: string
  /** The day in the URL (`YYYY-MM-DD`), or none. */
  value: string | undefined
  /** Called with a whole day, or `undefined` when the field is emptied. */
  onCommit: (value: string | undefined) => void
  min?: string
  max?: string
  errorText?: ReactNode
}

/**
 * A labelled day, typed as `YYYY-MM-DD` or chosen in the browser's calendar (the button at its
 * end), that filters once it settles: at once when the field loses focus or on Enter, else after a
 * short pause, so typing a date does not fetch for every digit. It follows the URL when the filters
 * change elsewhere (Clear filters, Back).
 *
 * Not an `<input type="date">` (issue 16): Chrome draws that in the browser's language whatever the
 * page's, so an Arabic page showed "mm/dd/yyyy". The day is written the way the URL and the API
 * write it, in both languages.
 */
export function DateFilter({ label, name, value, onCommit, min, max, errorText }: DateFilterProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(value ?? '')
  const [shown, setShown] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const picker = useRef<HTMLInputElement>(null)
  const ids = { helperText: useId(), errorText: useId() }
  // A pending commit reads the latest URL value and callback, not the ones of its keystroke.
  const latest = useRef({ value, onCommit })
  useEffect(() => {
    latest.current = { value, onCommit }
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  if (shown !== value) {
    setShown(value)
    setDraft(value ?? '')
  }

  // A whole day, or nothing at all: a half-typed day waits (and does not clear the filter).
  const settled = (text: string) => isIsoDay(text) || text === ''
  const commit = (next: string) => {
    clearTimeout(timer.current)
    const day = isIsoDay(next) ? next : undefined
    if (day !== latest.current.value) latest.current.onCommit(day)
  }
  const malformed = draft.length >= 10 && !isIsoDay(draft)
  const shownError = errorText ?? (malformed ? t`Write the day as YYYY-MM-DD, such as 2026-11-25.` : undefined)

  return (
    <Field.Root ids={ids} invalid={shownError !== undefined}>
      <Field.Label>{label}</Field.Label>
      <div className={row}>
        <Field.Input
          type="text"
          name={name}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={10}
          placeholder={t`YYYY-MM-DD`}
          value={draft}
          className={dayInput}
          aria-describedby={shownError !== undefined ? ids.errorText : undefined}
          onChange={(event) => {
            const next = event.target.value.trim()
            setDraft(next)
            clearTimeout(timer.current)
            if (settled(next)) timer.current = setTimeout(() => commit(next), DATE_SETTLE_MS)
          }}
          onBlur={(event) => {
            if (settled(event.currentTarget.value.trim())) commit(event.currentTarget.value.trim())
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && settled(event.currentTarget.value.trim()))
              commit(event.currentTarget.value.trim())
          }}
        />
        <button
          type="button"
          className={calendarButton}
          aria-label={t`Choose the day in a calendar`}
          onClick={() => picker.current?.showPicker()}
        >
          <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
            <path d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
          </svg>
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className={nativePicker}
          value={isIsoDay(draft) ? draft : ''}
          min={min}
          max={max}
          onChange={(event) => {
            setDraft(event.target.value)
            commit(event.target.value)
          }}
        />
      </div>
      {shownError !== undefined && <Field.ErrorText id={ids.errorText}>{shownError}</Field.ErrorText>}
    </Field.Root>
  )
}
