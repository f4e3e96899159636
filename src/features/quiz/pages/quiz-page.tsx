import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { toastApiError } from '~/api/notify'
import { paths } from '~/lib/paths'
import { invalidateLearnerProgress } from '../api/learner-progress'
import { NoAccess } from '~/features/subscription'
import { useLocale } from '~/i18n/locale-context'
import type { PageProps } from '~/lib/page-props'
import { Button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { PageHeader } from '~/ui/page-header'
import { endQuiz, exitQuiz, quizQuery, saveAnswer, skipQuestion } from '../api/quiz'
import { QuestionNavigator } from '../components/question-navigator'
import { QuestionView, type QuestionViewProps } from '../components/question-view'
import { QuizCountdown } from '../components/quiz-countdown'
import { questionAt, questionMarks, type Draft, type QuizQuestion } from '../machines/quiz-answers'
import { quizMachine, type QuizOutput } from '../machines/quiz.machine'
import { clearPendingSaves, loadPendingSaves, savePendingSaves } from '../quiz-storage'

type QuizActor = ActorRefFrom<typeof quizMachine>

const page = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const layout = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 18rem' },
  alignItems: 'start',
})
const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
})
const questionTitle = css({ textStyle: 'lg', fontWeight: 'semibold', _focus: { outline: 'none' } })
const column = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
const spacer = css({ flex: '1' })
const dialogActions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '4' })
const message = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })
const messageTitle = css({ textStyle: 'lg', fontWeight: 'semibold' })
const notice = css({ p: '3', borderRadius: 'l2', bg: 'orange.2', color: 'orange.12', textStyle: 'sm' })

/** The machine with the quiz API, the query cache and localStorage plugged in. */
const quizLogic = (queryClient: QueryClient) =>
  quizMachine.provide({
    actors: {
      // Through the query factory, silent: the page says what went wrong (not found, no access).
      loadQuiz: fromPromise(({ input }) =>
        queryClient.fetchQuery({ ...quizQuery(input.quizId), meta: { silent: true } }),
      ),
      saveAnswer: fromPromise(({ input }) => saveAnswer(input.quizId, input.questionId, input.body)),
      skipQuestion: fromPromise(({ input }) => skipQuestion(input.quizId, input.questionId)),
      endQuiz: fromPromise(({ input }) => endQuiz(input.quizId, input.confirmMissing)),
      exitQuiz: fromPromise(({ input }) => exitQuiz(input.quizId)),
    },
    actions: {
      persistQueue: (_, { quizId, queue }) => savePendingSaves(quizId, queue),
      // A failed load is told on the page itself; anything else is a toast (spec §8).
      notifyError: ({ context }, { error, cause }) => {
        if (context.quiz === null || error.code === 'forbidden' || error.code === 'notFound') return
        toastApiError(cause)
      },
    },
  })

function useQuizActor(quizId: string, onDone: (output: QuizOutput) => void): QuizActor {
  const queryClient = useQueryClient()
  const [logic] = useState(() => quizLogic(queryClient))
  const actor = useActorRef(logic, {
    input: { quizId, pendingSaves: loadPendingSaves(quizId), online: navigator.onLine },
  })
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return
      clearPendingSaves(quizId)
      invalidateLearnerProgress(queryClient)
      onDoneRef.current(snapshot.output!)
    })
    return () => subscription.unsubscribe()
  }, [actor, quizId, queryClient])
  useEffect(() => {
    const online = () => actor.send({ type: 'online' })
    const offline = () => actor.send({ type: 'offline' })
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [actor])
  return actor
}

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input:not([type=radio]), textarea, select, [role=radiogroup]') !== null)

/** Enter saves (or checks) and arrows move between questions; arrows follow the reading direction. */
function useQuizKeys(actor: QuizActor, enabled: boolean) {
  const { dir } = useLocale()
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target
      if (target instanceof HTMLElement && target.closest('[role=dialog], [role=alertdialog]')) return
      const snapshot = actor.getSnapshot()
      if (!snapshot.matches({ inProgress: { flow: 'question' } })) return
      if (event.key === 'Enter') {
        if (target instanceof HTMLElement && target.closest('button, a, textarea')) return
        event.preventDefault()
        const practice = Boolean(snapshot.context.quiz?.immediate_feedback)
        const answering = snapshot.matches({ inProgress: { flow: { question: 'answering' } } })
        actor.send({ type: practice && answering ? 'answer.submit' : 'next' })
        return
      }
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      if (isField(target)) return
      const forward = (event.key === 'ArrowRight') === (dir === 'ltr')
      event.preventDefault()
      const { position } = snapshot.context
      actor.send(forward ? { type: 'goTo', position: position + 1 } : { type: 'previous' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [actor, enabled, dir])
}

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

function EndDialog({ actor }: { actor: QuizActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches({ inProgress: { flow: 'confirmingEnd' } }))
  const { t } = useLingui()
  // The language's list separator (the Arabic comma in Arabic).
  const separator = t({ message: ', ', comment: 'Separator between the parts of a question button name' })
  const unanswered = useSelector(actor, (snapshot) => snapshot.context.unansweredPositions.join(separator))
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'end.cancel' })
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>
            <Trans>End the quiz?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Some answers are missing, please check questions before ending quiz</Trans>
          </Dialog.Description>
          {unanswered && (
            <p className={css({ mt: '2', color: 'fg.muted' })}>
              <Trans>
                Not answered: <bdi>{unanswered}</bdi>
              </Trans>
            </p>
          )}
          <div className={dialogActions}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.CloseTrigger>
            <Button onClick={() => actor.send({ type: 'end.confirm' })}>
              <Trans>End anyway</Trans>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function ExitDialog({ actor }: { actor: QuizActor }) {
  const open = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches({ inProgress: { flow: 'confirmingExit' } }) ||
      snapshot.matches({ inProgress: { flow: 'exiting' } }),
  )
  const exiting = useSelector(actor, (snapshot) => snapshot.matches({ inProgress: { flow: 'exiting' } }))
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'exit.cancel' })
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>
            <Trans>Exit the quiz?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Exit discards all your answers and saves no points.</Trans>
          </Dialog.Description>
          <div className={dialogActions}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline" disabled={exiting}>
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.CloseTrigger>
            <Button loading={exiting} onClick={() => actor.send({ type: 'exit.confirm' })}>
              <Trans>Exit</Trans>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

const draftValue = (question: QuizQuestion, draft: Draft) =>
  question.format === 'multiple_choice' ? draft.choiceId : draft.response || null

/**
 * The question and the learner's draft answer. Only this part (and the submit button) follows the
 * draft, so choosing an answer re-renders the choices, not the whole screen (the 50 ms goal).
 */
function CurrentQuestion({
  actor,
  question,
  ...props
}: { actor: QuizActor; question: QuizQuestion } & Pick<QuestionViewProps, 'labelledBy' | 'disabled' | 'feedback'>) {
  const value = useSelector(actor, (snapshot) => draftValue(question, snapshot.context.draft))
  const multipleChoice = question.format === 'multiple_choice'
  const onChange = useCallback(
    (next: string) =>
      actor.send(
        multipleChoice ? { type: 'answer.select', choiceId: next } : { type: 'answer.select', response: next },
      ),
    [actor, multipleChoice],
  )
  return <QuestionView question={question} value={value} onChange={onChange} {...props} />
}

/** Practice: checks the draft answer; enabled once there is one. */
function SubmitAnswerButton({
  actor,
  question,
  checking,
  enabled,
}: {
  actor: QuizActor
  question: QuizQuestion
  checking: boolean
  enabled: boolean
}) {
  const hasValue = useSelector(actor, (snapshot) => draftValue(question, snapshot.context.draft) !== null)
  return (
    <Button
      type="button"
      loading={checking}
      disabled={!enabled || !hasValue}
      onClick={() => actor.send({ type: 'answer.submit' })}
    >
      <Trans>Submit answer</Trans>
    </Button>
  )
}

/** The question on screen, its controls, the navigator and the clock. */
function QuizInProgress({ actor }: { actor: QuizActor }) {
  const { t } = useLingui()
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const quiz = useSelector(actor, (snapshot) => snapshot.context.quiz)!
  const position = useSelector(actor, (snapshot) => snapshot.context.position)
  const answers = useSelector(actor, (snapshot) => snapshot.context.answers)
  const remainingSeconds = useSelector(actor, (snapshot) => snapshot.context.remainingSeconds)
  const online = useSelector(actor, (snapshot) => snapshot.context.online)
  const pending = useSelector(actor, (snapshot) => snapshot.context.queue.length)
  const inQuestion = useSelector(actor, (snapshot) => snapshot.matches({ inProgress: { flow: 'question' } }))
  const checking = useSelector(actor, (snapshot) =>
    snapshot.matches({ inProgress: { flow: { question: 'checking' } } }),
  )
  const showingFeedback = useSelector(actor, (snapshot) =>
    snapshot.matches({ inProgress: { flow: { question: 'feedback' } } }),
  )
  const ending = useSelector(actor, (snapshot) => snapshot.matches({ inProgress: { flow: 'submitting' } }))
  const practice = quiz.immediate_feedback
  const question = questionAt(quiz, position)!
  const view = answers[question.id]
  const total = quiz.questions.length
  const timeUp = remainingSeconds === 0

  // A new question: the keyboard user's place moves to its heading (not on the first one shown).
  const shown = useRef(position)
  useEffect(() => {
    if (shown.current === position) return
    shown.current = position
    headingRef.current?.focus()
  }, [position])

  useQuizKeys(actor, true)

  const send = actor.send
  return (
    <div className={layout}>
      <div className={column}>
        <div className={toolbar}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={questionTitle}>
            <Trans>
              Question <bdi>{position}</bdi> of <bdi>{total}</bdi>
            </Trans>
          </h2>
          {remainingSeconds !== null && <QuizCountdown remainingSeconds={remainingSeconds} />}
        </div>
        {!online && (
          <p role="status" className={notice}>
            <Trans>You are offline. Your answers are kept and will be sent when you are back online.</Trans>
          </p>
        )}
        <CurrentQuestion
          key={question.id}
          actor={actor}
          question={question}
          labelledBy={headingId}
          disabled={timeUp || ending || checking}
          feedback={practice ? (view?.feedback ?? null) : null}
        />
        <div className={actions}>
          <Button
            type="button"
            variant="outline"
            disabled={!inQuestion || position <= 1}
            onClick={() => send({ type: 'previous' })}
          >
            <Trans>Previous</Trans>
          </Button>
          {!showingFeedback && (
            <Button type="button" variant="ghost" disabled={!inQuestion} onClick={() => send({ type: 'skip' })}>
              <Trans>Skip</Trans>
            </Button>
          )}
          {!practice && (
            <Button
              type="button"
              variant="ghost"
              aria-pressed={view?.marked_for_review ?? false}
              disabled={!inQuestion}
              onClick={() => send({ type: 'review.toggle' })}
            >
              <Trans>Mark for review</Trans>
            </Button>
          )}
          <span className={spacer} />
          {practice && !showingFeedback ? (
            <SubmitAnswerButton actor={actor} question={question} checking={checking} enabled={inQuestion} />
          ) : practice ? (
            <Button type="button" disabled={position >= total} onClick={() => send({ type: 'next' })}>
              <Trans>Next</Trans>
            </Button>
          ) : (
            <Button type="button" disabled={!inQuestion} onClick={() => send({ type: 'next' })}>
              <Trans>Save and continue</Trans>
            </Button>
          )}
        </div>
        <div className={actions}>
          <Button type="button" loading={ending} disabled={!inQuestion} onClick={() => send({ type: 'end' })}>
            <Trans>End</Trans>
          </Button>
          <Button type="button" variant="outline" disabled={!inQuestion} onClick={() => send({ type: 'exit' })}>
            <Trans>Exit</Trans>
          </Button>
          {pending > 0 && online && (
            <span role="status" className={css({ color: 'fg.muted', textStyle: 'sm' })}>
              {t`Saving…`}
            </span>
          )}
        </div>
      </div>
      <aside aria-label={t`Question navigator`}>
        <QuestionNavigator
          marks={questionMarks(quiz, answers, position)}
          practice={practice}
          disabled={!inQuestion}
          onSelect={(target) => send({ type: 'goTo', position: target })}
        />
      </aside>
      <EndDialog actor={actor} />
      <ExitDialog actor={actor} />
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
    const report = output.kind === 'practice' ? paths.practiceReport : paths.evaluateReport
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
  return (
    <div className={page}>
      <PageHeader title={title} />
      {stage === 'failed' ? (
        <LoadFailure actor={actor} />
      ) : stage === 'inProgress' ? (
        <QuizInProgress actor={actor} />
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

/**
 * `/evaluate/quiz/{id}` and `/practice/quiz/{id}` (spec §2 quiz screen, §4): the quiz machine
 * drives the flow; unsent answers survive a reload in localStorage; the report follows the end.
 */
export default function QuizPage({ title, params }: PageProps) {
  const quizId = params.id ?? ''
  return <QuizScreen key={quizId} quizId={quizId} title={title} />
}
