import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import type { QuizActor } from '../hooks/use-quiz-actor'
import { useQuizKeys } from '../hooks/use-quiz-keys'
import { questionAt, questionMarks, type Draft, type QuizQuestion } from '../machines/quiz-answers'
import { QuestionNavigator } from './question-navigator'
import { QuestionView, type QuestionViewProps } from './question-view'
import { QuizCountdown } from './quiz-countdown'

// The confirmations' code (Ark's dialog, its focus trap) loads as the quiz shows, not before it.
const EndDialog = lazy(() => import('./quiz-dialogs').then((module) => ({ default: module.EndDialog })))
const ExitDialog = lazy(() => import('./quiz-dialogs').then((module) => ({ default: module.ExitDialog })))

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
const notice = css({ p: '3', borderRadius: 'l2', bg: 'orange.2', color: 'orange.12', textStyle: 'sm' })

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

/** The clock, on its own: its tick every second re-renders it, not the screen around it. */
function QuizClock({ actor }: { actor: QuizActor }) {
  const remainingSeconds = useSelector(actor, (snapshot) => snapshot.context.remainingSeconds)
  return remainingSeconds === null ? null : <QuizCountdown remainingSeconds={remainingSeconds} />
}

/** The question on screen, its controls, the navigator and the clock. */
export function QuizInProgress({ actor }: { actor: QuizActor }) {
  const { t } = useLingui()
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const quiz = useSelector(actor, (snapshot) => snapshot.context.quiz)!
  const position = useSelector(actor, (snapshot) => snapshot.context.position)
  const answers = useSelector(actor, (snapshot) => snapshot.context.answers)
  const timeUp = useSelector(actor, (snapshot) => snapshot.context.remainingSeconds === 0)
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
          <QuizClock actor={actor} />
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
          {/* Not primary (issue 16): Save is the one solid action; End is secondary, and Exit, which
              discards every answer, is destructive. Both ask before they act. */}
          <Button
            type="button"
            variant="outline"
            loading={ending}
            disabled={!inQuestion}
            onClick={() => send({ type: 'end' })}
          >
            <Trans>End</Trans>
          </Button>
          <Button
            type="button"
            variant="outline"
            colorPalette="red"
            disabled={!inQuestion}
            onClick={() => send({ type: 'exit' })}
          >
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
      <Suspense fallback={null}>
        <EndDialog actor={actor} />
        <ExitDialog actor={actor} />
      </Suspense>
    </div>
  )
}
