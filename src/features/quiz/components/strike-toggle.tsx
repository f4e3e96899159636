import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'

// Test day's eliminator: the choice's letter with a line through it, beside the choice. A plain
// button with static classes: it re-renders with the choices on every answer (the 50 ms goal).
const toggle = css({
  flexShrink: '0',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8',
  height: '8',
  mt: '2',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'gray.9',
  bg: 'bg.default',
  color: 'fg.default',
  fontWeight: 'semibold',
  textStyle: 'sm',
  cursor: 'pointer',
  // The letter is drawn, not written: the button's name says it, and the choice's letter stays the
  // only text "B" on the screen.
  _before: { content: 'attr(data-letter)' },
  // The line through the letter.
  _after: {
    content: '""',
    position: 'absolute',
    insetInline: '1.5',
    top: '50%',
    height: '2px',
    bg: 'currentColor',
    transform: 'rotate(-25deg)',
  },
  _hover: { bg: 'bg.subtle' },
  _disabled: { cursor: 'not-allowed', opacity: '0.6' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
  // Struck: the toggle is pressed in, and now restores the choice.
  '&[data-struck]': { bg: 'gray.12', color: 'gray.1', borderColor: 'gray.12' },
})

export interface StrikeToggleProps {
  /** The choice's letter (A–D). */
  label: string
  choiceId: string
  struck: boolean
  onToggle: (choiceId: string) => void
  /** @default false */
  disabled?: boolean
}

/**
 * Strikes a choice out, or restores it: "Strike out choice B" / "Restore choice B". Shift and the
 * letter do the same from the keyboard (`aria-keyshortcuts`).
 */
export function StrikeToggle({ label, choiceId, struck, onToggle, disabled = false }: StrikeToggleProps) {
  const { t } = useLingui()
  const name = struck ? t`Restore choice ${label}` : t`Strike out choice ${label}`
  return (
    <button
      type="button"
      className={toggle}
      data-letter={label}
      data-struck={struck ? '' : undefined}
      data-choice-id={choiceId}
      aria-label={name}
      aria-keyshortcuts={`Shift+${label}`}
      title={name}
      disabled={disabled}
      onClick={() => onToggle(choiceId)}
    />
  )
}
