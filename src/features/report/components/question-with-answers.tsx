import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
// The quiz feature owns question rendering (KaTeX, checked figures); the report shows the same questions.
import { MathText, QUESTION_LANG, QuestionFigure, QuestionTable } from '~/features/quiz'
import type { ReportQuestion } from '../api/report'
import { answerStatusName, correctAnswer, learnerAnswer } from '../report-labels'

const questionText = css({ display: 'flex', flexDirection: 'column', gap: '2', whiteSpace: 'pre-line' })
const passage = css({ ps: '3', borderInlineStartWidth: '3px', borderColor: 'border.default', color: 'fg.muted' })
// Label beside value from `sm` up; on a phone each value under its label, so a long answer has the width.
const answers = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '4',
  rowGap: '1',
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'medium', minWidth: '0' },
})

/**
 * A finished question as the report and the mistake log show it: the passage, figure, table and
 * stem (in the exam's English, isolated), then the learner's answer and the correct one.
 */
export function QuestionWithAnswers({ question }: { question: ReportQuestion }) {
  const { i18n } = useLingui()
  const given = learnerAnswer(question)
  return (
    <>
      {/* Question text is English, as the exam is (DESIGN §3), whatever the page's language. */}
      <div lang={QUESTION_LANG} dir="ltr" className={questionText}>
        {question.passage ? <MathText as="div" text={question.passage} className={passage} /> : null}
        {question.figure_svg ? <QuestionFigure markup={question.figure_svg} /> : null}
        {question.table ? <QuestionTable table={question.table} /> : null}
        <MathText as="p" text={question.stem} />
      </div>

      <dl className={answers}>
        <dt>
          <Trans>Your answer</Trans>
        </dt>
        <dd>
          {given === null ? (
            <span className={css({ fontStyle: 'italic', fontWeight: 'normal' })}>
              {i18n._(answerStatusName[question.answer.status])}
            </span>
          ) : (
            <MathText text={given} lang={QUESTION_LANG} dir="ltr" />
          )}
        </dd>
        <dt>
          <Trans>Correct answer</Trans>
        </dt>
        <dd>
          <MathText text={correctAnswer(question)} lang={QUESTION_LANG} dir="ltr" />
        </dd>
      </dl>
    </>
  )
}
