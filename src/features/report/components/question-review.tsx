import { Collapsible } from '@ark-ui/react/collapsible'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
// The quiz feature owns question rendering (KaTeX, checked figures); the report shows the same questions.
import { Explanation } from '~/features/quiz'
import { useLocale } from '~/i18n/locale-context'
import { Icon } from '~/ui/icon'
import type { ReportQuestion } from '../api/report'
import { formatNumber } from '../report-format'
import { answerStatusName, difficultyName } from '../report-labels'
import { QuestionWithAnswers } from './question-with-answers'
import { badge, ReportSection, screenOnly, type Tone } from './report-section'

const statusTone: Record<ReportQuestion['answer']['status'], Tone> = {
  correct: 'good',
  wrong: 'bad',
  unanswered: 'neutral',
  skipped: 'fair',
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  py: '4',
  borderBlockStartWidth: '1px',
  borderColor: 'border.subtle',
  // On paper a question stays on one page when it fits.
  _print: { breakInside: 'avoid' },
})
const trigger = css({
  alignSelf: 'flex-start',
  '& svg': { transition: 'transform 150ms ease-out', _motionReduce: { transition: 'none' } },
  '&[data-state=open] svg': { transform: 'rotate(180deg)' },
})
// Ark hides closed content with the `hidden` attribute, which the reset layer makes `display: none
// !important` for print too. The page takes `hidden` over: closed content is hidden on screen
// only, so a printed report carries every explanation.
const explanation = css({
  pt: '2',
  '@media screen': { '&[data-state=closed]': { display: 'none' } },
})

/** Every question again: the learner's answer, the correct one, and the explanation on demand. */
export function QuestionReview({ questions }: { questions: ReportQuestion[] }) {
  const count = questions.length
  return (
    <ReportSection
      id="report-review"
      title={<Trans>Question review</Trans>}
      description={
        <Plural
          value={count}
          one="# question, with your answer, the correct one and an explanation."
          other="# questions, each with your answer, the correct one and an explanation."
        />
      }
    >
      <ol className={css({ display: 'flex', flexDirection: 'column' })}>
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionItem question={question} />
          </li>
        ))}
      </ol>
    </ReportSection>
  )
}

function QuestionItem({ question }: { question: ReportQuestion }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const { position, answer } = question
  const titleId = `question-${position}`
  const earned = formatNumber(question.points_earned, locale)
  const points = formatNumber(question.points, locale)
  const number = formatNumber(position, locale)

  return (
    <article aria-labelledby={titleId} className={card}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1' })}>
        <h3 id={titleId} className={css({ fontWeight: 'semibold' })}>
          <Trans>
            Question <bdi>{number}</bdi>
          </Trans>
        </h3>
        <span className={badge({ tone: statusTone[answer.status] })}>{i18n._(answerStatusName[answer.status])}</span>
        <p className={css({ color: 'fg.muted', textStyle: 'sm', flexBasis: 'full' })}>
          {question.domain.name} · {question.skill.name} · {i18n._(difficultyName[question.difficulty])} ·{' '}
          <Trans>
            <bdi>{earned}</bdi> of <bdi>{points}</bdi> points
          </Trans>
        </p>
      </header>

      <QuestionWithAnswers question={question} />

      <Collapsible.Root className={css({ display: 'flex', flexDirection: 'column' })}>
        <Collapsible.Trigger className={cx(button({ variant: 'outline', size: 'sm' }), trigger, screenOnly)}>
          <Trans>
            Explanation<span className={css({ srOnly: true })}> of question {number}</span>
          </Trans>
          <Icon name="chevronDown" />
        </Collapsible.Trigger>
        <Collapsible.Content hidden={false} className={explanation}>
          <Explanation answerKey={question.key} choices={question.choices} chosenChoiceId={answer.choice_id} />
        </Collapsible.Content>
      </Collapsible.Root>
    </article>
  )
}
