import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { invalidateLearnerProgress, QuizScreen } from '~/features/quiz'
import { NoAccess } from '~/features/subscription'
import type { PageProps } from '~/lib/page-props'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { PageHeader } from '~/ui/page-header'
import { advanceFullTest, exitFullTest, fetchFullTest, fullTestsKey } from '../api/full-tests'
import { BreakScreen } from '../components/break-screen'
import { fullTestMachine } from '../machines/full-test.machine'
import { isApiError } from '~/api/api-error'

type FullTestActor = ActorRefFrom<typeof fullTestMachine>

// A finished test's report: its code loads when the test is scored.
const FullTestReport = lazy(() => import('../components/full-test-report'))
// The confirmation's code (Ark's dialog) loads when the learner asks to leave, not with the test.
const LeaveTestDialog = lazy(() =>
  import('../components/leave-test-dialog').then((module) => ({ default: module.LeaveTestDialog })),
)

const page = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const message = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })

const logic = fullTestMachine.provide({
  actors: {
    loadTest: fromPromise(({ input }) => fetchFullTest(input.testId)),
    advanceTest: fromPromise(({ input }) => advanceFullTest(input.testId, input.fromStage)),
    leaveTest: fromPromise(({ input }) => exitFullTest(input.testId)),
  },
})

/** The running module: the quiz screen, named by its section and module; its end moves the test on. */
function RunningModule({ actor }: { actor: FullTestActor }) {
  const { t } = useLingui()
  const test = useSelector(actor, (snapshot) => snapshot.context.test)!
  const module = test.stages[test.stage]?.module ?? 1
  return (
    <QuizScreen
      key={test.current_quiz_id}
      quizId={test.current_quiz_id!}
      // The quiz's bar adds the section: "Full-length test, module 1: Reading and Writing".
      title={t`Full-length test, module ${module}`}
      onDone={() => actor.send({ type: 'module.done' })}
    />
  )
}

function Failure({ actor }: { actor: FullTestActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  if (isApiError(error) && error.status === 403) return <NoAccess />
  const notFound = isApiError(error) && error.status === 404
  return (
    <div role="alert" className={message}>
      <p className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        {notFound ? <Trans>Test not found</Trans> : <Trans>The test could not be loaded.</Trans>}
      </p>
      {!notFound && (
        <Button type="button" variant="outline" onClick={() => actor.send({ type: 'retry' })}>
          <Trans>Try again</Trans>
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link href={paths.fullTest.getHref()}>
          <Trans>Back to full-length tests</Trans>
        </Link>
      </Button>
    </div>
  )
}

/**
 * `/full-test/run/{id}` (issue 17): a full-length test as the machine runs it — each module on the
 * quiz screen, the break between sections, and the report at the end.
 */
export default function FullTestRunPage({ title, params }: PageProps) {
  const testId = params.id ?? ''
  const actor = useActorRef(logic, { input: { testId } })
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [leaving, setLeaving] = useState(false)

  useEffect(() => {
    if (state !== 'finished' && state !== 'left') return
    void queryClient.invalidateQueries({ queryKey: fullTestsKey })
    void invalidateLearnerProgress(queryClient)
  }, [state, queryClient])

  if (state === 'module') return <RunningModule actor={actor} />
  return (
    <div className={page}>
      <PageHeader title={title} />
      {state === 'finished' ? (
        <Suspense fallback={<p role="status">{t`Loading the report…`}</p>}>
          <FullTestReport testId={testId} />
        </Suspense>
      ) : state === 'onBreak' ? (
        <BreakScreen actor={actor} onLeave={() => setLeaving(true)} />
      ) : state === 'failed' ? (
        <Failure actor={actor} />
      ) : state === 'left' ? (
        <div role="status" className={message}>
          <p>
            <Trans>You left the test. It is not scored.</Trans>
          </p>
          <Button asChild>
            <Link href={paths.fullTest.getHref()}>
              <Trans>Back to full-length tests</Trans>
            </Link>
          </Button>
        </div>
      ) : (
        <p role="status">
          {state === 'advancing' ? <Trans>Saving the module…</Trans> : <Trans>Loading the test…</Trans>}
        </p>
      )}
      {leaving && (
        <Suspense fallback={null}>
          <LeaveTestDialog
            open
            busy={state === 'leaving'}
            onConfirm={() => actor.send({ type: 'test.leave' })}
            onCancel={() => setLeaving(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
