import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type Dispatch, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { Button, IconButton } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Field } from '~/ui/text-field'
import { formatNumber, type LineResult } from './calculator-model'
import { MAX_LINES, MAX_LINE_LENGTH, type CalculatorEvent, type CalculatorLine } from './calculator-state'
import { LineError } from './line-error'
import { PlusIcon, Swatch } from './calculator-icons'
import type { SeriesStyle } from './series-style'

const list = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const row = css({ display: 'flex', alignItems: 'flex-start', gap: '2' })
const marker = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  flexShrink: 0,
  width: '7',
  pt: '2',
  color: 'fg.muted',
  textStyle: 'sm',
  fontVariantNumeric: 'tabular-nums',
})
const field = css({ flex: '1', minWidth: '0' })
// Math reads left to right; on a right-to-left page it still lines up on the right.
const mathInput = css({ fontFamily: 'body', _rtl: { textAlign: 'right' } })
const result = css({ textStyle: 'sm', mt: '1', overflowWrap: 'anywhere' })
const value = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })

/** How long a line may sit still while being typed before its error shows. */
const SETTLE_MS = 1000

export interface ExpressionListProps {
  lines: readonly CalculatorLine[]
  results: readonly LineResult[]
  /** The style of each function line, by line id. */
  styles: ReadonlyMap<string, SeriesStyle>
  dispatch: Dispatch<CalculatorEvent>
}

/**
 * The calculator's lines: one input each (math, left to right in both languages), its value or
 * the reason it has none, and a swatch of its curve's colour and pattern if it is a function.
 * Enter adds a line after the current one, Backspace in an empty line removes it, the up and down
 * arrows move between lines. An error waits until the line is left or sits still for a moment, so
 * a half-typed `2 +` is not scolded.
 */
export function ExpressionList({ lines, results, styles, dispatch }: ExpressionListProps) {
  const { t } = useLingui()
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const focusNext = useRef<string | 'added' | null>(null)
  const [typing, setTyping] = useState<string | null>(null)
  const previousIds = useRef(lines.map(({ id }) => id))
  const idPrefix = useId()

  // A new line takes the focus, and so does a neighbour of a removed one ('added': the new line).
  useEffect(() => {
    const added = lines.find(({ id }) => !previousIds.current.includes(id))
    previousIds.current = lines.map(({ id }) => id)
    const target = focusNext.current === 'added' ? (added?.id ?? lines.at(-1)?.id) : focusNext.current
    focusNext.current = null
    if (target) inputs.current.get(target)?.focus()
  }, [lines])

  useEffect(() => {
    if (!typing) return
    const timer = setTimeout(() => setTyping(null), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [typing, lines])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const line = lines[index]!
    const neighbour = (step: number) => lines[index + step]?.id
    if (event.key === 'Enter') {
      event.preventDefault()
      if (lines.length < MAX_LINES) {
        dispatch({ type: 'line.added', afterId: line.id })
        focusNext.current = 'added'
      }
    } else if (event.key === 'Backspace' && line.text === '' && lines.length > 1) {
      event.preventDefault()
      dispatch({ type: 'line.removed', id: line.id })
      focusNext.current = neighbour(-1) ?? neighbour(1) ?? null
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey) {
      const target = neighbour(event.key === 'ArrowUp' ? -1 : 1)
      if (target) {
        event.preventDefault()
        inputs.current.get(target)?.focus()
      }
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ol className={list}>
        {lines.map((line, index) => {
          const position = index + 1
          const outcome = results[index]
          const style = styles.get(line.id)
          const showsError = outcome !== undefined && !outcome.ok && typing !== line.id
          const showsValue = outcome?.ok === true && outcome.kind === 'value'
          const ids = { errorText: `${idPrefix}-${line.id}-error` }
          const valueId = `${idPrefix}-${line.id}-value`
          return (
            <li key={line.id} className={row}>
              <span className={marker} aria-hidden="true">
                {position}
                {style && <Swatch style={style} />}
              </span>
              <Field.Root ids={ids} invalid={showsError} className={field}>
                <Field.Label className={css({ srOnly: true })}>{t`Expression ${position}`}</Field.Label>
                <Field.Input
                  ref={(element) => {
                    if (element) inputs.current.set(line.id, element)
                    else inputs.current.delete(line.id)
                  }}
                  value={line.text}
                  onChange={(event) => {
                    setTyping(line.id)
                    dispatch({ type: 'line.edited', id: line.id, text: event.target.value })
                  }}
                  onBlur={() => setTyping(null)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  dir="ltr"
                  maxLength={MAX_LINE_LENGTH}
                  autoComplete="off"
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  enterKeyHint="enter"
                  className={mathInput}
                  // Ark points only `aria-errormessage` at the error; the value and the error are read with the input.
                  aria-describedby={
                    [showsValue && valueId, showsError && ids.errorText].filter(Boolean).join(' ') || undefined
                  }
                />
                {/* Read out as it changes: the value while typing, the error once it shows. */}
                <div aria-live="polite" className={result}>
                  {outcome?.ok && outcome.kind === 'value' && (
                    <span id={valueId} dir="ltr" className={value}>
                      = {formatNumber(outcome.value)}
                    </span>
                  )}
                  {outcome && !outcome.ok && showsError && (
                    <Field.ErrorText>
                      <LineError error={outcome} />
                    </Field.ErrorText>
                  )}
                </div>
              </Field.Root>
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t`Remove expression ${position}`}
                onClick={() => {
                  dispatch({ type: 'line.removed', id: line.id })
                  focusNext.current = lines.length > 1 ? (lines[index - 1]?.id ?? lines[index + 1]!.id) : 'added'
                }}
                className={css({ mt: '1' })}
              >
                <Icon name="close" />
              </IconButton>
            </li>
          )
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        disabled={lines.length >= MAX_LINES}
        onClick={() => {
          dispatch({ type: 'line.added' })
          focusNext.current = 'added'
        }}
        className={css({ alignSelf: 'flex-start' })}
      >
        <PlusIcon />
        <Trans>Add expression</Trans>
      </Button>
    </div>
  )
}
