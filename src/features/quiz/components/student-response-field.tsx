import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { responseLengthLimit, responseProblem } from '@common/answers/student-response'
import { Field } from '~/ui/text-field'
import { normalizeResponse } from './student-response'

// Could more typing still make it a valid response? ("-", "3/" and "." can; "1,5" cannot.)
const PREFIX = /^-?(?:[0-9]*(?:\.[0-9]*)?|[0-9]+\/[0-9]*)$/

const input = css({ maxWidth: '40', fontVariantNumeric: 'tabular-nums', _rtl: { textAlign: 'right' } })
const rules = css({ display: 'flex', flexDirection: 'column', gap: '0.5', ps: '4', listStyleType: 'disc' })
const toneStyles = {
  correct: css({ '& input': { borderColor: 'green.11', boxShadow: '0 0 0 1px {colors.green.11}' } }),
  wrong: css({ '& input': { borderColor: 'red.11', boxShadow: '0 0 0 1px {colors.red.11}' } }),
}

export interface StudentResponseFieldProps {
  /** The response as typed (already normalized). */
  value: string
  /** Called with the normalized text: ASCII digits, `.`, `/`, `-`. */
  onChange: (value: string) => void
  /** @default false */
  disabled?: boolean
  /** Locked after feedback. @default false */
  readOnly?: boolean
  /** Border colour after feedback. @default undefined */
  tone?: 'correct' | 'wrong'
  /** Ids of what the question says, read as the field's description. @default undefined */
  describedBy?: string
}

/**
 * The typed answer of a student-produced question. The rules are shown under it; a response that
 * breaks them says why (at once when more typing cannot fix it, otherwise after leaving the field).
 * Arabic-Indic digits, the Arabic decimal separator and typographic minus and slash are converted
 * as typed. No `inputMode`: phones' decimal and numeric pads have no `/` (and iOS's no `-`), so a
 * fraction or a negative answer could not be typed; the full keyboard can.
 */
export function StudentResponseField({
  value,
  onChange,
  disabled = false,
  readOnly = false,
  tone,
  describedBy,
}: StudentResponseFieldProps) {
  const { t } = useLingui()
  const [left, setLeft] = useState(false)
  const ids = { helperText: useId(), errorText: useId() }
  const problem = value ? responseProblem(value) : null
  const hopeless = problem !== null && (!PREFIX.test(value) || value.length > responseLengthLimit(value))
  const invalid = problem !== null && (left || hopeless) && !readOnly
  const message =
    problem === 'length'
      ? t`Use at most 5 characters, or 6 with a minus sign.`
      : t`Use only digits, with at most one decimal point or fraction bar, and a minus sign at the start.`

  return (
    <Field.Root
      ids={ids}
      invalid={invalid}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(tone && toneStyles[tone])}
    >
      <Field.Label>
        <Trans>Your answer</Trans>
      </Field.Label>
      <Field.Input
        value={value}
        onChange={(event) => {
          setLeft(false)
          onChange(normalizeResponse(event.target.value))
        }}
        onBlur={() => setLeft(true)}
        autoCapitalize="off"
        enterKeyHint="next"
        dir="ltr"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        className={input}
        aria-describedby={[describedBy, invalid && ids.errorText, ids.helperText].filter(Boolean).join(' ')}
      />
      <Field.ErrorText>{message}</Field.ErrorText>
      <Field.HelperText asChild>
        <div>
          <ul className={rules}>
            <li>
              <Trans>
                A fraction or a decimal: <bdi dir="ltr">1/4</bdi> or <bdi dir="ltr">.25</bdi>
              </Trans>
            </li>
            <li>
              <Trans>
                A negative answer starts with a minus sign: <bdi dir="ltr">-3/2</bdi>
              </Trans>
            </li>
            <li>
              <Trans>At most 5 characters, or 6 with the minus sign; round or cut a longer decimal.</Trans>
            </li>
            <li>
              <Trans>
                No mixed numbers: <bdi dir="ltr">7/2</bdi>, not <bdi dir="ltr">3 1/2</bdi>
              </Trans>
            </li>
          </ul>
        </div>
      </Field.HelperText>
    </Field.Root>
  )
}
