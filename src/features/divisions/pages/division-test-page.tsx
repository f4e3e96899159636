import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { Link, useSearch } from 'wouter'
import { isApiError } from '~/api/api-error'
import { paths } from '~/lib/paths'
import { invalidateLearnerProgress, QuizScreen, QuizStage } from '~/features/quiz'

import { NoAccess } from '~/features/subscription'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { fetchDivision, startDivisionQuiz, startShortTest, type DivisionSubject } from '../api/divisions'
import { LoadError } from '../components/load-error'
import { isDivisionSubject } from '../division-links'
import { divisionMachine } from '../machines/division.machine'

type DivisionActor = ActorRefFrom<typeof divisionMachine>

const page = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  alignItems: 'flex-start',
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
  maxW: '2xl',
})
const panelTitle = css({ textStyle: 'xl', fontWeight: 'semibold' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
const outcomeTone = {
  promoted: css({ borderColor: 'green.11', bg: 'green.2' }),
  eligibleForPromotion: css({ borderColor: 'green.11', bg: 'green.2' }),
  stayed: css({}),
  relegated: css({ borderColor: 'orange.11', bg: 'orange.2' }),
}

const logicFor = () =>
  divisionMachine.provide({
    actors: {
      loadDivision: fromPromise(({ input }) => fetchDivision(input.subject)),
      startQuiz: fromPromise(({ input }) => startDivisionQuiz(input.subject)),
      startShortTest: fromPromise(({ input }) => startShortTest(input.subject)),
    },
  })

function BackToDivisions() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.divisions.getHref()}>
        <Trans>Back to divisions</Trans>
      </Link>
    </Button>
  )
}

/** The round's next step: the level and quiz number, and the button that starts it. */
function NextQuiz({ actor }: { actor: DivisionActor }) {
  const { t } = useLingui()
  const division = useSelector(actor, (snapshot) => snapshot.context.division)!
  const starting = useSelector(actor, (snapshot) => snapshot.matches('startingQuiz'))
  const { locale } = useLocale()
  const levelNumber = division.level
  const subjectName = division.subject_name
  const quizNumber = new Intl.NumberFormat(locale).format(division.quiz_number)
  const perLevel = new Intl.NumberFormat(locale).format(division.quizzes_per_level)
  return (
    <section aria-labelledby="division-next" className={panel}>
      <h2 id="division-next" className={panelTitle}>
        <Trans>
          {subjectName}, level <bdi>{levelNumber}</bdi>: quiz <bdi>{quizNumber}</bdi> of <bdi>{perLevel}</bdi>
        </Trans>
      </h2>
      <p>
        <Trans>
          Ten questions with the strict timer (45 seconds each). Exiting discards the quiz and it does not count.
        </Trans>
      </p>
      <div className={actions}>
        <Button loading={starting} onClick={() => actor.send({ type: 'quiz.start' })}>
          {t`Start quiz ${quizNumber}`}
        </Button>
        <BackToDivisions />
      </div>
    </section>
  )
}

/** Eligible for promotion, or an outcome: the server's message (it states the level and status). */
function Outcome({ actor, state }: { actor: DivisionActor; state: keyof typeof outcomeTone }) {
  const { t } = useLingui()
  const division = useSelector(actor, (snapshot) => snapshot.context.division)!
  const lastQuizId = useSelector(actor, (snapshot) => snapshot.context.lastQuizId)
  const startingTest = useSelector(actor, (snapshot) => snapshot.matches('startingShortTest'))
  const startingQuiz = useSelector(actor, (snapshot) => snapshot.matches('startingQuiz'))
  const heading = {
    eligibleForPromotion: t`Eligible for promotion`,
    promoted: t`Promoted`,
    stayed: t`Level kept`,
    relegated: t`Moved down a level`,
  }[state]
  const message = division.last_result?.message
  return (
    <section aria-labelledby="division-outcome" className={`${panel} ${outcomeTone[state]}`}>
      <h2 id="division-outcome" className={panelTitle}>
        {heading}
      </h2>
      <p role="status">{message}</p>
      <div className={actions}>
        {state === 'eligibleForPromotion' ? (
          <Button loading={startingTest} onClick={() => actor.send({ type: 'shortTest.start' })}>
            <Trans>Take the Short Test</Trans>
          </Button>
        ) : (
          <Button loading={startingQuiz} onClick={() => actor.send({ type: 'quiz.start' })}>
            <Trans>Start the next round</Trans>
          </Button>
        )}
        {lastQuizId && (
          <Button asChild variant="outline">
            <Link href={paths.evaluateReport.getHref(lastQuizId)}>
              <Trans>See the report</Trans>
            </Link>
          </Button>
        )}
        <BackToDivisions />
      </div>
    </section>
  )
}

function DivisionTest({ subject, title }: { subject: DivisionSubject; title: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [logic] = useState(logicFor)
  const actor = useActorRef(logic, { input: { subject } })
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const quizId = useSelector(actor, (snapshot) => snapshot.context.quizId)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)

  if ((state === 'quizRunning' || state === 'shortTest') && quizId)
    return (
      <QuizStage>
        <QuizScreen
          key={quizId}
          quizId={quizId}
          title={state === 'shortTest' ? t`Short Test` : t`Division quiz`}
          onDone={(output) => {
            invalidateLearnerProgress(queryClient)
            actor.send(output.endedAs === 'exited' ? { type: 'quiz.exited' } : { type: 'quiz.ended' })
          }}
        />
      </QuizStage>
    )
  if (state === 'failed' && isApiError(error) && error.status === 403) return <NoAccess />

  return (
    <div className={page}>
      <PageHeader title={title} />
      {state === 'failed' ? (
        <LoadError onRetry={() => actor.send({ type: 'retry' })}>
          <Trans>Your division could not be loaded.</Trans>
        </LoadError>
      ) : state === 'inLevel' || state === 'startingQuiz' ? (
        <NextQuiz actor={actor} />
      ) : state === 'eligibleForPromotion' || state === 'startingShortTest' ? (
        <Outcome actor={actor} state="eligibleForPromotion" />
      ) : state === 'promoted' || state === 'stayed' || state === 'relegated' ? (
        <Outcome actor={actor} state={state} />
      ) : (
        <p role="status">{t`Loading your division…`}</p>
      )}
    </div>
  )
}

/**
 * `/divisions/test?subject=…` (spec §2 "Division test"): the subject's division quiz or its
 * Short Test, through the same quiz screen, then the outcome the server decided — driven by the
 * division machine.
 */
export default function DivisionTestPage({ title }: PageProps) {
  const subject = new URLSearchParams(useSearch()).get('subject')
  if (!isDivisionSubject(subject))
    return (
      <div className={page}>
        <PageHeader title={title} />
        <div className={panel}>
          <p>
            <Trans>Choose a division to take its next quiz.</Trans>
          </p>
          <BackToDivisions />
        </div>
      </div>
    )
  return <DivisionTest key={subject} subject={subject} title={title} />
}
