import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { NoAccess } from '~/features/subscription'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { useQuizActor, type QuizActor } from '../hooks/use-quiz-actor'
import type { QuizOutput } from '../machines/quiz.machine'
import { QuizInProgress } from './quiz-in-progress'

const page = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const message = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })
const messageTitle = css({ textStyle: 'lg', fontWeight: 'semibold' })

function LoadFailure({ actor }: { actor: QuizActor }) {
  const code = useSelector(actor, (snapshot) => snapshot.context.error?.code ?? 'unknown')
  if (code === 'notFound')
    return (
      <div role="alert" className={message}>
        <p className={messageTitle}>
          <Trans>Quiz not found</Trans>
        </p>
        <p>
          <Trans>It may have been exited, or the link may be incomplete.</Trans>
        </p>
        <Button asChild variant="outline">
          <Link href={paths.home.getHref()}>
            <Trans>Back to home</Trans>
          </Link>
        </Button>
      </div>
    )
  return (
    <div role="alert" className={message}>
      <p className={messageTitle}>
        <Trans>The quiz could not be loaded.</Trans>
      </p>
      <p>
        <Trans>Your answers are kept on this device. Check your connection and try again.</Trans>
      </p>
      <Button type="button" variant="outline" onClick={() => actor.send({ type: 'retry' })}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

/**
 * The quiz screen for one quiz: its header, the running quiz, and what follows its end. By
 * default the report opens (home after an exit); `onDone` replaces that (the division test page
 * shows the division's outcome instead).
 */
export function QuizScreen({
  quizId,
  title,
  onDone,
}: {
  quizId: string
  title: string
  onDone?: (output: QuizOutput) => void
}) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const actor = useQuizActor(quizId, (output) => {
    if (onDone) return onDone(output)
    if (output.endedAs === 'exited') return navigate(paths.home.getHref(), { replace: true })
    // A review of missed questions runs and is reported as a practice is (issue 19).
    const report = output.kind === 'practice' || output.kind === 'review' ? paths.practiceReport : paths.evaluateReport
    navigate(report.getHref(output.quizId), { replace: true })
  })
  const stage = useSelector(actor, (snapshot) =>
    snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('inProgress')
        ? 'inProgress'
        : snapshot.matches('timeUp')
          ? 'timeUp'
          : 'loading',
  )
  const forbidden = useSelector(actor, (snapshot) => snapshot.context.error?.code === 'forbidden')
  // No subscription (403): the no-access screen, with its own heading, in place of the page.
  if (forbidden && stage === 'failed') return <NoAccess />
  // Running, the quiz's own bar names it (test day); before and after, the page's heading does.
  if (stage === 'inProgress') return <QuizInProgress actor={actor} title={title} />
  return (
    <div className={page}>
      <PageHeader title={title} />
      {stage === 'failed' ? (
        <LoadFailure actor={actor} />
      ) : stage === 'timeUp' ? (
        <p role="status" className={messageTitle}>
          <Trans>Time is up. Scoring your answers…</Trans>
        </p>
      ) : (
        <p role="status">{t`Loading the quiz…`}</p>
      )}
    </div>
  )
}
