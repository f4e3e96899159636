import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { css, cx } from 'styled-system/css'
import type { components } from '@common/api/schema.gen'
import { useLocale } from '~/i18n/locale-context'
import { Explanation } from './explanation'

export type AnswerFeedback = components['schemas']['AnswerFeedback']
type Choice = components['schemas']['Choice']

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  borderRadius: 'l2',
  borderInlineStartWidth: '4px',
})
const tones = {
  correct: css({ bg: 'green.2', borderColor: 'green.11' }),
  wrong: css({ bg: 'red.2', borderColor: 'red.11' }),
}
const title = css({ fontWeight: 'bold', textStyle: 'md' })
// Step 12: step 11 on the step-2 background is just under 4.5:1.
const titleTones = { correct: css({ color: 'green.12' }), wrong: css({ color: 'red.12' }) }

/** "3/4 or .75 or 0.75", in the interface language, each answer kept left to right. */
function AcceptedAnswers({ answers }: { answers: string[] }) {
  const { locale } = useLocale()
  const parts = new Intl.ListFormat(locale, { type: 'disjunction' }).formatToParts(answers)
  return (
    <>
      {parts.map((part, index) =>
        part.type === 'element' ? (
          <bdi key={index} dir="ltr">
            {part.value}
          </bdi>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  )
}

export interface AnswerFeedbackPanelProps {
  feedback: AnswerFeedback
  /** The key's letter for multiple choice (`null` for student-produced). */
  correctLabel: string | null
  /** The question's choices, to name the rationales' letters (empty for student-produced). */
  choices: Choice[]
  /** The learner's choice, whose rationale is shown beside the key's. */
  chosenChoiceId: string | null
}

/** Right or wrong, the key when wrong, and the explanation (practice and the preview). */
export function AnswerFeedbackPanel({ feedback, correctLabel, choices, chosenChoiceId }: AnswerFeedbackPanelProps) {
  const { t } = useLingui()
  const tone = feedback.is_correct ? 'correct' : 'wrong'
  return (
    <div className={cx(panel, tones[tone])} data-testid="answer-feedback" data-correct={feedback.is_correct}>
      <p className={cx(title, titleTones[tone])}>{feedback.is_correct ? t`Correct!` : t`Not quite.`}</p>
      {!feedback.is_correct && correctLabel !== null && (
        <p>
          <Trans>
            The correct answer is <bdi dir="ltr">{correctLabel}</bdi>.
          </Trans>
        </p>
      )}
      {feedback.accepted_answers.length > 0 && (
        <p>
          <Trans>
            Accepted answers: <AcceptedAnswers answers={feedback.accepted_answers} />
          </Trans>
        </p>
      )}
      {feedback.explanation && <Explanation answerKey={feedback} choices={choices} chosenChoiceId={chosenChoiceId} />}
    </div>
  )
}
