import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { Link, useSearch } from 'wouter'
import { isApiError } from '~/api/api-error'
import { paths } from '~/lib/paths'
import { invalidateLearnerProgress, QuizScreen, QuizStage } from '~/features/quiz'

import { NoAccess } from '~/features/subscription'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { Icon, type IconName } from '~/ui/icon'
import { PageHeader } from '~/ui/page-header'
import { fetchDivision, startDivisionQuiz, startShortTest, type DivisionSubject } from '../api/divisions'
import { LoadError } from '../components/load-error'
import { QuizResultPanel, QuizScore, RoundProgress, useFocusOnMount } from '../components/quiz-result'
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
  promoted: css({ borderColor: 'green.11', borderWidth: '2px', bg: 'green.2' }),
  eligibleForPromotion: css({ borderColor: 'green.11', borderWidth: '2px', bg: 'green.2' }),
  stayed: css({ borderColor: 'gray.8', bg: 'gray.2' }),
  relegated: css({ borderColor: 'amber.11', borderWidth: '2px', bg: 'amber.2' }),
}
const outcomeIcon: Record<keyof typeof outcomeTone, IconName> = {
  promoted: 'trophy',
  eligibleForPromotion: 'trophy',
  stayed: 'target',
  relegated: 'alert',
}
const outcomeBadge = {
  promoted: css({ bg: 'green.9', color: 'white' }),
  eligibleForPromotion: css({ bg: 'green.3', color: 'green.11' }),
  stayed: css({ bg: 'gray.3', color: 'gray.11' }),
  relegated: css({ bg: 'amber.3', color: 'amber.11' }),
}
const momentHead = css({ display: 'flex', alignItems: 'center', gap: '4' })
const momentTitle = css({
  textStyle: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  _focusVisible: { outline: 'none' },
})
const momentBadge = css({ display: 'inline-flex', flexShrink: 0, p: '3', borderRadius: 'full' })
const momentMessage = css({ textStyle: 'lg', fontWeight: 'medium' })

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

/**
 * Eligible for promotion, or an outcome: the moment the round (or the Short Test) decided — a
 * heading, its tone and icon, the server's message (it states the level and status), and the
 * score of the quiz that decided it.
 */
function Outcome({ actor, state }: { actor: DivisionActor; state: keyof typeof outcomeTone }) {
  const { t } = useLingui()
  const division = useSelector(actor, (snapshot) => snapshot.context.division)!
  const lastQuizId = useSelector(actor, (snapshot) => snapshot.context.lastQuizId)
  const startingTest = useSelector(actor, (snapshot) => snapshot.matches('startingShortTest'))
  const startingQuiz = useSelector(actor, (snapshot) => snapshot.matches('startingQuiz'))
  const headingRef = useFocusOnMount<HTMLHeadingElement>()
  const heading = {
    eligibleForPromotion: t`Eligible for promotion`,
    promoted: t`Promoted`,
    stayed: t`Level kept`,
    relegated: t`Moved down a level`,
  }[state]
  const message = division.last_result?.message
  return (
    <section aria-labelledby="division-outcome" className={`${panel} ${outcomeTone[state]}`}>
      <div className={momentHead}>
        <span className={`${momentBadge} ${outcomeBadge[state]}`}>
          <Icon name={outcomeIcon[state]} size="lg" />
        </span>
        <h2 id="division-outcome" ref={headingRef} tabIndex={-1} className={momentTitle}>
          {heading}
        </h2>
      </div>
      <p role="status" className={momentMessage}>
        {message}
      </p>
      {lastQuizId && <QuizScore quizId={lastQuizId} titled />}
      {state === 'eligibleForPromotion' && <RoundProgress division={division} />}
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

/** The quiz that just ended, its score and the round's progress, with "Next quiz". */
function LastQuizResult({ actor }: { actor: DivisionActor }) {
  const division = useSelector(actor, (snapshot) => snapshot.context.division)!
  const lastQuizId = useSelector(actor, (snapshot) => snapshot.context.lastQuizId)!
  const starting = useSelector(actor, (snapshot) => snapshot.matches('startingQuiz'))
  return (
    <QuizResultPanel
      division={division}
      quizId={lastQuizId}
      starting={starting}
      onNext={() => actor.send({ type: 'quiz.start' })}
    >
      <BackToDivisions />
    </QuizResultPanel>
  )
}

type Panel = 'nextQuiz' | 'quizResult' | keyof typeof outcomeTone | null

/**
 * Which panel the page shows. While a quiz starts, the panel whose button started it stays (the
 * division says which: an outcome until the next quiz, else the last quiz's result, else the
 * next quiz).
 */
function panelOf(snapshot: SnapshotFrom<typeof divisionMachine>): Panel {
  const { division, lastQuizId } = snapshot.context
  if (snapshot.matches('inLevel')) return 'nextQuiz'
  if (snapshot.matches('quizResult')) return 'quizResult'
  if (snapshot.matches('eligibleForPromotion') || snapshot.matches('startingShortTest')) return 'eligibleForPromotion'
  for (const outcome of ['promoted', 'stayed', 'relegated'] as const) if (snapshot.matches(outcome)) return outcome
  if (snapshot.matches('startingQuiz')) {
    const status = division?.status
    if (status === 'promoted' || status === 'stayed' || status === 'relegated') return status
    return lastQuizId ? 'quizResult' : 'nextQuiz'
  }
  return null
}

function DivisionTest({ subject, title }: { subject: DivisionSubject; title: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [logic] = useState(logicFor)
  const actor = useActorRef(logic, { input: { subject } })
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const quizId = useSelector(actor, (snapshot) => snapshot.context.quizId)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const shown = useSelector(actor, panelOf)

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
      ) : shown === 'nextQuiz' ? (
        <NextQuiz actor={actor} />
      ) : shown === 'quizResult' ? (
        <LastQuizResult actor={actor} />
      ) : shown ? (
        <Outcome actor={actor} state={shown} />
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
