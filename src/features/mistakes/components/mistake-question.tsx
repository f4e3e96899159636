import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Explanation, MathText, QUESTION_LANG } from '~/features/quiz'
import { QuestionWithAnswers, type ReportQuestion } from '~/features/report'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { mistakeQuery } from '../api/mistakes'

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const heading = css({ fontWeight: 'semibold' })
const choiceList = css({ display: 'flex', flexDirection: 'column', gap: '3' })

/**
 * One missed question as the learner last missed it: the question, their answer and the key, the
 * explanation (Arabic first in Arabic, as in the quiz), and the rationale of every other choice.
 */
export function MistakeQuestion({ questionId }: { questionId: string }) {
  const { locale } = useLocale()
  const query = useQuery(mistakeQuery(questionId, locale))
  if (query.data) return <QuestionDetail question={query.data.question} />
  if (query.isError)
    return (
      <div role="alert" className={section}>
        <p>
          <Trans>This question could not be loaded.</Trans>
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          className={css({ alignSelf: 'flex-start' })}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  return (
    <p role="status" className={css({ color: 'fg.muted' })}>
      <Trans>Loading the question…</Trans>
    </p>
  )
}

function QuestionDetail({ question }: { question: ReportQuestion }) {
  const { locale } = useLocale()
  const { key, answer } = question
  // The key's and the learner's rationales are in the explanation; the others follow it.
  const others = question.choices.filter(
    (choice) => choice.id !== key.correct_choice_id && choice.id !== answer.choice_id,
  )
  const rationale = (choiceId: string) => key.rationales.find((entry) => entry.choice_id === choiceId)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <QuestionWithAnswers question={question} />

      <Explanation answerKey={key} choices={question.choices} chosenChoiceId={answer.choice_id} />

      {others.some((choice) => rationale(choice.id)) && (
        <section className={section} aria-labelledby={`other-choices-${question.id}`}>
          <h3 id={`other-choices-${question.id}`} className={heading}>
            <Trans>Why the other choices are wrong</Trans>
          </h3>
          <ul className={choiceList}>
            {others.map((choice) => {
              const entry = rationale(choice.id)
              if (!entry) return null
              const arabic = locale === 'ar' && entry.ar !== null
              return (
                <li key={choice.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  <MathText
                    as="p"
                    text={`${choice.label}. ${choice.text}`}
                    lang={QUESTION_LANG}
                    dir="ltr"
                    className={css({ fontWeight: 'medium' })}
                  />
                  <MathText
                    as="p"
                    text={arabic ? entry.ar! : entry.en}
                    lang={arabic ? 'ar' : 'en'}
                    dir={arabic ? 'rtl' : 'ltr'}
                    isolateLtr={arabic}
                    className={css({ color: 'fg.muted' })}
                  />
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </div>
  )
}
