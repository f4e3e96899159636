import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import type { components } from '@common/api/schema.gen'
import { RadioGroup } from '~/ui/radio-group'
import { MathText, QUESTION_LANG } from './math-text'
import { StrikeToggle } from './strike-toggle'

type Choice = components['schemas']['Choice']

const srOnly = css({ srOnly: true })
const choiceText = css({ display: 'block' })
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1.5' })
const badge = css({ textStyle: 'xs', fontWeight: 'semibold', px: '2', py: '0.5', borderRadius: 'l1' })
// The recipe marks a checked card green (border, ring and the letter's circle): after feedback the
// learner's wrong choice is red instead, so the conditions are repeated to outrank the recipe's.
const tones = {
  correct: {
    item: css({
      borderColor: 'green.11',
      bg: 'green.2',
      boxShadow: '0 0 0 1px {colors.green.11}',
      _checked: { borderColor: 'green.11' },
    }),
    badge: css({ bg: 'green.11', color: 'white' }),
  },
  wrong: {
    item: css({
      borderColor: 'red.11',
      bg: 'red.2',
      boxShadow: '0 0 0 1px {colors.red.11}',
      _checked: { borderColor: 'red.11', boxShadow: '0 0 0 1px {colors.red.11}' },
      '& [data-part="item-control"][data-state="checked"]': { bg: 'red.11', borderColor: 'red.11' },
    }),
    badge: css({ bg: 'red.11', color: 'white' }),
  },
}

// The answer eliminator: each card in a row with its strike toggle. A struck card sits in a disabled
// fieldset (the browser's own way to disable one radio of a group: not chosen by a click, skipped
// by the arrow keys), shown struck through and dimmed.
const choiceRow = css({ display: 'flex', alignItems: 'flex-start', gap: '2' })
const choiceBox = css({ flex: '1', minWidth: '0', m: '0', p: '0', borderWidth: '0' })
const struckItem = css({
  cursor: 'not-allowed',
  '& [data-part="item-text"]': { color: 'fg.muted', textDecoration: 'line-through' },
  '& [data-part="item-control"]': { opacity: '0.6' },
})

/** Text fields where the letters A–D are typing, not choosing. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true
  return (
    target instanceof HTMLInputElement &&
    !['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  )
}

/**
 * The choice letter a key press names: the key itself (A–D, either case), or, on a keyboard that
 * types another script (Arabic: ش لا ؤ ي), the physical A–D keys.
 */
function letterOf(event: KeyboardEvent): string | null {
  const key = event.key.toUpperCase()
  if (/^[A-D]$/.test(key)) return key
  if (event.key.length === 1 && !/[ -~]/.test(event.key) && /^Key[A-D]$/.test(event.code)) return event.code.slice(3)
  return null
}

export interface ChoiceListProps {
  choices: Choice[]
  /** The chosen choice's id. */
  value: string | null
  onChange: (choiceId: string) => void
  /** Ids of what names the group (the question). */
  labelledBy: string
  /** @default false */
  disabled?: boolean
  /** After feedback: the key (`correctChoiceId`) and the learner's choice are marked, nothing changes. */
  result?: { correctChoiceId: string | null }
  /**
   * The answer eliminator (a running quiz): a strike toggle beside each choice (Shift and the letter
   * from the keyboard); a struck choice is struck through and cannot be chosen. The toggles are
   * hidden once `result` is given. @default undefined
   */
  eliminator?: {
    struck: readonly string[]
    onToggle: (choiceId: string) => void
    /** @default false */
    disabled?: boolean
  }
}

/**
 * The four choices as a radio group of cards, each with its letter. Arrow keys move between them;
 * A–D choose from anywhere on the page except a text field (Shift and a letter strike it out, with
 * the eliminator).
 */
export function ChoiceList({
  choices,
  value,
  onChange,
  labelledBy,
  disabled = false,
  result,
  eliminator,
}: ChoiceListProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const locked = disabled || result !== undefined
  const striking = eliminator !== undefined && result === undefined

  useEffect(() => {
    if (locked) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTextEntry(event.target)) return
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return
      const letter = letterOf(event)
      const choice = choices.find((candidate) => candidate.label === letter)
      if (!choice) return
      const group = ref.current
      const radio = group?.querySelector<HTMLInputElement>(`input[type="radio"][value="${CSS.escape(choice.id)}"]`)
      if (event.shiftKey && eliminator) {
        event.preventDefault()
        if (eliminator.disabled) return
        // A radio that is about to be disabled hands the focus to its toggle, not to the page.
        if (radio && radio === document.activeElement)
          group?.querySelector<HTMLButtonElement>(`button[data-choice-id="${CSS.escape(choice.id)}"]`)?.focus()
        eliminator.onToggle(choice.id)
        return
      }
      if (eliminator?.struck.includes(choice.id)) return
      event.preventDefault()
      onChange(choice.id)
      // A focused radio moves with the choice, so the next arrow key starts from it.
      if (group?.contains(document.activeElement)) radio?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [choices, locked, onChange, eliminator])

  return (
    <div ref={ref}>
      <RadioGroup.Root
        variant="card"
        value={value}
        onValueChange={(details) => {
          if (details.value) onChange(details.value)
        }}
        disabled={disabled}
        readOnly={result !== undefined}
        aria-labelledby={labelledBy}
      >
        {choices.map((choice) => {
          const isKey = result !== undefined && choice.id === result.correctChoiceId
          const isChosen = result !== undefined && choice.id === value
          const tone = isKey ? tones.correct : isChosen ? tones.wrong : undefined
          const struck = eliminator?.struck.includes(choice.id) ?? false
          const item = (
            <RadioGroup.Item key={choice.id} value={choice.id} className={cx(tone?.item, struck && struckItem)}>
              <RadioGroup.ItemControl>{choice.label}</RadioGroup.ItemControl>
              <RadioGroup.ItemText>
                {/* The letter above is drawn, and hidden from screen readers: they hear it here. */}
                <span className={srOnly}>{t`Choice ${choice.label}:`} </span>
                <MathText text={choice.text} lang={QUESTION_LANG} dir="auto" className={choiceText} />
                {(isKey || isChosen) && (
                  <span className={badges}>
                    {isChosen && (
                      <span className={cx(badge, isKey ? tones.correct.badge : tones.wrong.badge)}>
                        {t`Your answer`}
                      </span>
                    )}
                    {isKey && <span className={cx(badge, tones.correct.badge)}>{t`Correct answer`}</span>}
                  </span>
                )}
              </RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          )
          if (!eliminator) return item
          return (
            <div key={choice.id} className={choiceRow}>
              <fieldset role="none" disabled={struck} className={choiceBox}>
                {item}
              </fieldset>
              {striking && (
                <StrikeToggle
                  label={choice.label}
                  choiceId={choice.id}
                  struck={struck}
                  onToggle={eliminator.onToggle}
                  disabled={disabled || eliminator.disabled}
                />
              )}
            </div>
          )
        })}
      </RadioGroup.Root>
    </div>
  )
}
