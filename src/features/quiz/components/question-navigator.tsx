import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { QuestionMark } from '../machines/quiz-answers'

type Mark = QuestionMark['mark']

const markNames: Record<Mark, MessageDescriptor> = {
  not_answered: msg`Not answered`,
  answered: msg`Answered`,
  correct: msg`Correct`,
  wrong: msg`Wrong`,
  skipped: msg`Skipped`,
  current: msg`Current`,
}

// Colour never carries the meaning alone: each mark has a shape too (border style, a symbol).
const markStyles: Record<Mark, string> = {
  not_answered: css({ bg: 'bg.default', borderColor: 'gray.8', color: 'gray.12' }),
  skipped: css({ bg: 'bg.default', borderColor: 'gray.8', borderStyle: 'dashed', color: 'gray.12' }),
  answered: css({ bg: 'gray.5', borderColor: 'gray.11', color: 'gray.12' }),
  correct: css({ bg: 'green.3', borderColor: 'green.11', color: 'green.12' }),
  wrong: css({ bg: 'red.3', borderColor: 'red.11', color: 'red.12' }),
  current: css({ bg: 'gray.12', borderColor: 'gray.12', color: 'gray.1' }),
}
const symbols: Partial<Record<Mark, string>> = { correct: '✓', wrong: '✗' }

const grid = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' })
const cell = css({
  position: 'relative',
  minWidth: '10',
  height: '10',
  px: '1',
  borderRadius: 'l2',
  borderWidth: '2px',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
  _disabled: { cursor: 'not-allowed', opacity: 0.6 },
})
const flag = css({
  position: 'absolute',
  top: '-1.5',
  insetInlineEnd: '-1.5',
  width: '3',
  height: '3',
  borderRadius: 'full',
  bg: 'amber.9',
  borderWidth: '1px',
  borderColor: 'bg.default',
})
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  listStyle: 'none',
  m: '0',
  p: '0',
  textStyle: 'sm',
  color: 'fg.muted',
})
const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const swatch = css({ display: 'inline-block', width: '4', height: '4', borderRadius: 'l1', borderWidth: '2px' })

export interface QuestionNavigatorProps {
  /** One per question, from `questionMarks()`. */
  marks: readonly QuestionMark[]
  /** Practice shows correct and wrong; an evaluation shows answered and marked for review. */
  practice: boolean
  onSelect: (position: number) => void
  /** No jumping (the quiz is being ended or exited). @default false */
  disabled?: boolean
}

/** A button per question, with its state in words for screen readers, and the legend. */
export function QuestionNavigator({ marks, practice, onSelect, disabled = false }: QuestionNavigatorProps) {
  const { t, i18n } = useLingui()
  const legendMarks: Mark[] = practice
    ? ['not_answered', 'skipped', 'correct', 'wrong', 'current']
    : ['not_answered', 'skipped', 'answered', 'current']
  // The list separator of the language (the Arabic comma in Arabic), for the spoken names.
  const separator = t({ message: ', ', comment: 'Separator between the parts of a question button name' })
  return (
    <nav aria-label={t`Questions`} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ul className={grid}>
        {marks.map((mark) => {
          const state = i18n._(markNames[mark.mark])
          const review = mark.markedForReview ? t`marked for review` : null
          const number = mark.position
          const label = [t`Question ${number}`, state, review].filter(Boolean).join(separator)
          return (
            <li key={mark.questionId}>
              <button
                type="button"
                className={cx(cell, markStyles[mark.mark])}
                aria-label={label}
                aria-current={mark.mark === 'current' ? 'step' : undefined}
                disabled={disabled}
                onClick={() => onSelect(mark.position)}
              >
                <bdi>{mark.position}</bdi>
                {symbols[mark.mark] && <span aria-hidden="true">{symbols[mark.mark]}</span>}
                {mark.markedForReview && <span aria-hidden="true" className={flag} />}
              </button>
            </li>
          )
        })}
      </ul>
      <ul className={legend} aria-label={t`Legend`}>
        {legendMarks.map((mark) => (
          <li key={mark} className={legendItem}>
            <span aria-hidden="true" className={cx(swatch, markStyles[mark])} />
            {i18n._(markNames[mark])}
          </li>
        ))}
        {!practice && (
          <li className={legendItem}>
            <span aria-hidden="true" className={cx(swatch, css({ position: 'relative' }))}>
              <span className={flag} />
            </span>
            <Trans>Marked for review</Trans>
          </li>
        )}
      </ul>
    </nav>
  )
}
