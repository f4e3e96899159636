import { useEffect, useRef, useState, type ReactNode } from 'react'
import { TextField } from '~/ui/text-field'
import { isIsoDay } from '../history-search'

/** How long a typed day waits before it filters: typing a year goes through 0002, 0020, 0202. */
export const DATE_SETTLE_MS = 600

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
 * A labelled `<input type="date">` whose day filters once it settles: at once when the field
 * loses focus or on Enter, else after a short pause, so typing a date does not fetch for every
 * digit. It follows the URL when the filters change elsewhere (Clear filters, Back).
 */
export function DateFilter({ label, name, value, onCommit, min, max, errorText }: DateFilterProps) {
  const [draft, setDraft] = useState(value ?? '')
  const [shown, setShown] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
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

  // A half-typed day reads as '' too, with `badInput`: only a field really emptied clears the filter.
  const settled = (input: HTMLInputElement) => isIsoDay(input.value) || (input.value === '' && !input.validity.badInput)
  const commit = (next: string) => {
    clearTimeout(timer.current)
    const day = isIsoDay(next) ? next : undefined
    if (day !== latest.current.value) latest.current.onCommit(day)
  }

  return (
    <TextField
      type="date"
      label={label}
      name={name}
      value={draft}
      min={min}
      max={max}
      invalid={errorText !== undefined}
      errorText={errorText}
      onChange={(event) => {
        const next = event.target.value
        setDraft(next)
        clearTimeout(timer.current)
        if (settled(event.target)) timer.current = setTimeout(() => commit(next), DATE_SETTLE_MS)
      }}
      onBlur={(event) => {
        if (settled(event.currentTarget)) commit(event.currentTarget.value)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && settled(event.currentTarget)) commit(event.currentTarget.value)
      }}
    />
  )
}
