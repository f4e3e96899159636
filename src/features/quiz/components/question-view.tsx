import { useLingui } from '@lingui/react/macro'
import { useCallback, useId, useMemo } from 'react'
import { css } from 'styled-system/css'
import type { components } from '@common/api/schema.gen'
import type { Annotation } from '../api/quiz-tools'
import { AnswerFeedbackPanel, type AnswerFeedback } from './answer-feedback'
import { ChoiceList, type ChoiceListProps } from './choice-list'
import { HighlightablePassage } from './highlightable-passage'
import { MathText, QUESTION_LANG } from './math-text'
import { PassageSplit } from './passage-split'
import { QuestionTable } from './question-table'
import { QuestionFigure } from './question-figure'
import { questionToolsStore, useStruckChoices, type QuestionToolsStore } from './question-tools-store'
import { StudentResponseField } from './student-response-field'

/** A question of the contract (`Question`; `QuizQuestion` and `PreviewQuestion` extend it). */
export type Question = components['schemas']['Question']

/** Test-day tools of a running quiz: the answer eliminator, and highlights with notes on a passage. */
export interface QuestionTools {
  quizId: string
  /** Struck-out choices as the server has them (`answer.eliminated`). */
  eliminated: readonly string[]
  /** Highlights and notes as the server has them (`annotations`). */
  annotations: readonly Annotation[]
  /** Nothing can be struck, highlighted or noted (time is up, the quiz is ending). @default false */
  disabled?: boolean
  /** The learner struck out the chosen answer: it is no longer chosen (the server's rule too). */
  onChoiceCleared?: () => void
}

const passagePanel = css({
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.subtle',
  lineHeight: 'relaxed',
  whiteSpace: 'pre-line',
  // The passage scrolls on its own beside the question, under the quiz's top bar, so both stay in view.
  lg: { maxHeight: 'calc(100dvh - 10rem)', overflowY: 'auto', position: 'sticky', top: '5rem' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
})
const questionColumn = css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: '0' })
const srOnly = css({ srOnly: true })
const stem = css({ textStyle: 'md', fontWeight: 'medium', lineHeight: 'relaxed', whiteSpace: 'pre-line' })

export interface QuestionViewProps {
  question: Question
  /** The chosen choice's id (multiple choice) or the typed response (student-produced); `null` when unanswered. */
  value: string | null
  /** A choice id, or the typed response normalized to ASCII (`-`, digits, `.`, `/`). */
  onChange: (value: string) => void
  /** Nothing can be chosen or typed (time is up, an answer is being saved). @default false */
  disabled?: boolean
  /** Practice and the preview: marks the key and the learner's answer, shows the explanation, locks the answer. @default undefined */
  feedback?: AnswerFeedback | null
  /** Id of an element that names the question ("Question 3 of 22"); read before the stem. @default undefined */
  labelledBy?: string
  /**
   * A running quiz's tools (strike out choices, highlight the passage); the preview and practice
   * feedback have none. Pass the same object while the question stays (its store is the question's).
   * @default undefined
   */
  tools?: QuestionTools
}

/** The choices with the eliminator: only this part follows the struck set. */
function ChoicesWithEliminator({
  store,
  toolsDisabled,
  onChoiceCleared,
  ...props
}: Omit<ChoiceListProps, 'eliminator'> & {
  store: QuestionToolsStore
  toolsDisabled: boolean
  onChoiceCleared?: () => void
}) {
  const struck = useStruckChoices(store)
  const { value } = props
  const onToggle = useCallback(
    (choiceId: string) => {
      // As the server does: a struck choice is never the chosen one.
      if (choiceId === value && !struck.includes(choiceId)) onChoiceCleared?.()
      store.toggleStrike(choiceId)
    },
    [store, struck, value, onChoiceCleared],
  )
  const eliminator = useMemo(() => ({ struck, onToggle, disabled: toolsDisabled }), [struck, onToggle, toolsDisabled])
  return <ChoiceList {...props} eliminator={eliminator} />
}

/**
 * One question: its passage (Reading and Writing), figure, stem, and either four choices A–D or,
 * for `student_produced`, a typed numeric answer; with feedback when given. Question text is English
 * (`lang="en"`, direction from its own text) inside an interface that may be Arabic; math and
 * figures stay left to right.
 */
export function QuestionView({
  question,
  value,
  onChange,
  disabled = false,
  feedback,
  labelledBy,
  tools,
}: QuestionViewProps) {
  const { t } = useLingui()
  const stemId = useId()
  const result = feedback ?? undefined
  const correctLabel = question.choices.find((choice) => choice.id === feedback?.correct_choice_id)?.label ?? null
  const store = tools
    ? questionToolsStore(question, {
        quizId: tools.quizId,
        questionId: question.id,
        eliminated: tools.eliminated,
        annotations: tools.annotations,
      })
    : null
  const toolsDisabled = disabled || (tools?.disabled ?? false)
  const choiceProps = {
    choices: question.choices,
    value,
    onChange,
    disabled,
    result: result && { correctChoiceId: result.correct_choice_id },
    labelledBy: [labelledBy, stemId].filter(Boolean).join(' '),
  }

  const column = (
    <div className={questionColumn}>
      {question.figure_svg && <QuestionFigure markup={question.figure_svg} />}
      {question.table && <QuestionTable table={question.table} />}
      <MathText as="div" id={stemId} text={question.stem} lang={QUESTION_LANG} dir="auto" className={stem} />
      {question.format === 'student_produced' ? (
        <StudentResponseField
          value={value ?? ''}
          onChange={onChange}
          disabled={disabled}
          readOnly={result !== undefined}
          tone={result ? (result.is_correct ? 'correct' : 'wrong') : undefined}
          describedBy={[labelledBy, stemId].filter(Boolean).join(' ')}
        />
      ) : store ? (
        <ChoicesWithEliminator
          {...choiceProps}
          store={store}
          toolsDisabled={toolsDisabled}
          onChoiceCleared={tools?.onChoiceCleared}
        />
      ) : (
        <ChoiceList {...choiceProps} />
      )}
      {/* The verdict is announced when it comes (after "Check answer" or a practice save); the panel is read on demand. */}
      <p role="status" className={srOnly}>
        {result && (result.is_correct ? t`Correct!` : t`Not quite.`)}
      </p>
      {result && (
        <AnswerFeedbackPanel
          feedback={result}
          correctLabel={correctLabel}
          choices={question.choices}
          chosenChoiceId={question.format === 'multiple_choice' ? (value ?? null) : null}
        />
      )}
    </div>
  )
  if (!question.passage) return column
  return (
    <PassageSplit
      passage={
        store ? (
          <HighlightablePassage
            store={store}
            passage={question.passage}
            disabled={toolsDisabled}
            className={passagePanel}
          />
        ) : (
          // A scrolling region must be reachable from the keyboard (WCAG 2.1.1), hence the tab stop.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <section aria-label={t`Passage`} tabIndex={0} className={passagePanel}>
            <MathText as="div" text={question.passage} lang={QUESTION_LANG} dir="auto" />
          </section>
        )
      }
      question={column}
    />
  )
}
