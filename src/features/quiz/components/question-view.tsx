import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { css } from 'styled-system/css'
import type { components } from '@common/api/schema.gen'
import { AnswerFeedbackPanel, type AnswerFeedback } from './answer-feedback'
import { ChoiceList } from './choice-list'
import { MathText, QUESTION_LANG } from './math-text'
import { PassageSplit } from './passage-split'
import { QuestionFigure } from './question-figure'
import { StudentResponseField } from './student-response-field'

/** A question of the contract (`Question`; `QuizQuestion` and `PreviewQuestion` extend it). */
export type Question = components['schemas']['Question']

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
}

/**
 * One question: its passage (Reading and Writing), figure, stem, and either four choices A–D or,
 * for `student_produced`, a typed numeric answer; with feedback when given. Question text is English
 * (`lang="en"`, direction from its own text) inside an interface that may be Arabic; math and
 * figures stay left to right.
 */
export function QuestionView({ question, value, onChange, disabled = false, feedback, labelledBy }: QuestionViewProps) {
  const { t } = useLingui()
  const stemId = useId()
  const result = feedback ?? undefined
  const correctLabel = question.choices.find((choice) => choice.id === feedback?.correct_choice_id)?.label ?? null

  const column = (
    <div className={questionColumn}>
      {question.figure_svg && <QuestionFigure markup={question.figure_svg} />}
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
      ) : (
        <ChoiceList
          choices={question.choices}
          value={value}
          onChange={onChange}
          disabled={disabled}
          result={result && { correctChoiceId: result.correct_choice_id }}
          labelledBy={[labelledBy, stemId].filter(Boolean).join(' ')}
        />
      )}
      {/* The verdict is announced when it comes (after "Check answer" or a practice save); the panel is read on demand. */}
      <p role="status" className={srOnly}>
        {result && (result.is_correct ? t`Correct!` : t`Not quite.`)}
      </p>
      {result && <AnswerFeedbackPanel feedback={result} correctLabel={correctLabel} />}
    </div>
  )
  if (!question.passage) return column
  return (
    <PassageSplit
      passage={
        // A scrolling region must be reachable from the keyboard (WCAG 2.1.1), hence the tab stop.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <section aria-label={t`Passage`} tabIndex={0} className={passagePanel}>
          <MathText as="div" text={question.passage} lang={QUESTION_LANG} dir="auto" />
        </section>
      }
      question={column}
    />
  )
}
