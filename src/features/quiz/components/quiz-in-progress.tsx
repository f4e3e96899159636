import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import type { QuizActor } from '../hooks/use-quiz-actor'
import { useQuizKeys } from '../hooks/use-quiz-keys'
import { questionAt, questionMarks, type Draft, type QuizQuestion } from '../machines/quiz-answers'
import { QuestionNavigator } from './question-navigator'
import { QuestionView, type QuestionTools, type QuestionViewProps } from './question-view'
import { DEFAULT_REVEAL_SECONDS, QuizCountdown } from './quiz-countdown'
import { subjectNames } from '../subject-names'

// The confirmations' code (Ark's dialog, its focus trap) loads as the quiz shows, not before it.
const EndDialog = lazy(() => import('./quiz-dialogs').then((module) => ({ default: module.EndDialog })))
// Math's test-day tools (issue 17) load when opened.
const ReferenceSheet = lazy(() => import('../tools/reference/reference-sheet'))
const GraphingCalculator = lazy(() => import('../tools/calculator/graphing-calculator'))
const CheckYourWork = lazy(() => import('./check-your-work').then((module) => ({ default: module.CheckYourWork })))
const ExitDialog = lazy(() => import('./quiz-dialogs').then((module) => ({ default: module.ExitDialog })))

// Test day (issue 16): a bar on top that stays (the quiz's name, n of N, the clock, End and Exit), the
// question, and a bar at the bottom that stays (Previous, the question list, Save). Both bars span the
// layout's padding, so they read as the screen's edges.
const screen = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const edge = css({
  position: 'sticky',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', md: '3' },
  mx: { base: '-4', md: '-8' },
  px: { base: '3', md: '8' },
  py: '2',
  bg: 'bg.default',
  borderColor: 'border.default',
})
const topBar = css({ top: '0', borderBlockEndWidth: '1px', mt: { base: '-4', md: '-8' } })
const bottomBar = css({
  bottom: '0',
  justifyContent: 'space-between',
  borderBlockStartWidth: '1px',
  mb: { base: '-4', md: '-8' },
  // The phone's home indicator does not cover the buttons.
  pb: 'max(0.5rem, env(safe-area-inset-bottom))',
})
const names = css({ display: 'flex', flexDirection: 'column', minWidth: '0', flex: '1' })
const quizName = css({
  textStyle: { base: 'sm', md: 'md' },
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
const questionTitle = css({
  textStyle: { base: 'xs', md: 'sm' },
  color: 'fg.muted',
  fontWeight: 'medium',
  _focus: { outline: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
})
const barEnd = css({ display: 'flex', alignItems: 'center', gap: { base: '1.5', md: '2' } })
const tools = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
const spacer = css({ flex: '1' })
const notice = css({ p: '3', borderRadius: 'l2', bg: 'amber.2', color: 'amber.12', textStyle: 'sm' })
// A Math question reads best in one column of about 70 characters; a passage takes the full width.
const narrow = css({ width: 'full', maxWidth: '3xl', mx: 'auto' })
// A tool sits above the question on a phone, no taller than half the screen, scrolling on its own; on a
// wide screen it is a column beside the question that stays in view (the question keeps its width).
const withTool = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  lg: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(22rem, 30rem)', alignItems: 'start', gap: '6' },
})
const toolPanel = css({
  maxHeight: '50dvh',
  overflowY: 'auto',
  minHeight: '0',
  lg: { order: 2, position: 'sticky', top: '5.5rem', maxHeight: 'calc(100dvh - 16rem)' },
})
const navigatorPanel = css({
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
  boxShadow: 'md',
})
// On a phone the bottom bar's buttons say what they do with an icon (their names stay for readers).
const phoneHidden = css({ srOnly: { base: true, sm: false } })
const phoneOnly = css({ display: { base: 'block', sm: 'none' } })

const draftValue = (question: QuizQuestion, draft: Draft) =>
  question.format === 'multiple_choice' ? draft.choiceId : draft.response || null

/**
 * The question and the learner's draft answer, with the test-day tools (strike out choices,
 * highlight the passage). Only this part (and the submit button) follows the draft, so choosing an
 * answer re-renders the choices, not the whole screen (the 50 ms goal).
 */
function CurrentQuestion({
  actor,
  question,
  ...props
}: { actor: QuizActor; question: QuizQuestion } & Pick<QuestionViewProps, 'labelledBy' | 'disabled' | 'feedback'>) {
  const value = useSelector(actor, (snapshot) => draftValue(question, snapshot.context.draft))
  const quizId = useSelector(actor, (snapshot) => snapshot.context.quizId)
  const multipleChoice = question.format === 'multiple_choice'
  const onChange = useCallback(
    (next: string) =>
      actor.send(
        multipleChoice ? { type: 'answer.select', choiceId: next } : { type: 'answer.select', response: next },
      ),
    [actor, multipleChoice],
  )
  // A practice answer, once checked, is locked: its choices can no longer be struck (the server says 409).
  const locked = Boolean(props.feedback)
  const tools = useMemo<QuestionTools>(
    () => ({
      quizId,
      eliminated: question.answer.eliminated ?? [],
      annotations: question.annotations ?? [],
      disabled: locked,
      // An empty response is the machine's empty draft: the struck choice is no longer chosen.
      onChoiceCleared: () => actor.send({ type: 'answer.select', response: '' }),
    }),
    [actor, quizId, question, locked],
  )
  return <QuestionView question={question} value={value} onChange={onChange} tools={tools} {...props} />
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
  const quizId = useSelector(actor, (snapshot) => snapshot.context.quiz?.id ?? '')
  const revealSeconds = useSelector(
    actor,
    (snapshot) => snapshot.context.quiz?.full_test?.clock_reveal_seconds ?? DEFAULT_REVEAL_SECONDS,
  )
  return remainingSeconds === null ? null : (
    <QuizCountdown remainingSeconds={remainingSeconds} quizId={quizId} revealSeconds={revealSeconds} />
  )
}

/**
 * The question on screen in the test-day frame: a top bar that stays while a long passage scrolls
 * (the quiz's name, "Question n of N", the clock, End and Exit, apart from Save), the question
 * (passage and question side by side on a wide screen), the question list on demand, and a bottom
 * bar that stays (Previous, the question list's toggle, Save and continue).
 */
export function QuizInProgress({ actor, title }: { actor: QuizActor; title: string }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const navigatorId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [listOpen, setListOpen] = useState(false)
  const [checkingWork, setChecking] = useState(false)
  const [tool, setTool] = useState<'calculator' | 'reference' | null>(null)
  const toolId = useId()
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
  const fullTestModule = quiz.kind === 'full_test'
  const question = questionAt(quiz, position)!
  const view = answers[question.id]
  const total = quiz.questions.length
  const subject = i18n._(subjectNames[quiz.subject])

  // A new question: the keyboard user's place moves to its heading (not on the first one shown).
  const shown = useRef(position)
  useEffect(() => {
    if (shown.current === position) return
    shown.current = position
    headingRef.current?.focus()
  }, [position])

  useQuizKeys(actor, true)

  const send = actor.send
  const goTo = (target: number) => {
    setListOpen(false)
    send({ type: 'goTo', position: target })
  }
  return (
    <div className={screen}>
      <header className={cx(edge, topBar)}>
        <div className={names}>
          <h1 className={quizName}>
            <Trans>
              {title}: {subject}
            </Trans>
          </h1>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={questionTitle}>
            <Trans>
              Question <bdi>{position}</bdi> of <bdi>{total}</bdi>
            </Trans>
          </h2>
        </div>
        <QuizClock actor={actor} />
        <div className={barEnd}>
          {/* Not primary (issue 16): Save is the one solid action, at the bottom; End is secondary,
              and Exit, which discards every answer, is destructive. Both ask before they act. */}
          <Button
            type="button"
            size="sm"
            variant="outline"
            loading={ending}
            disabled={!inQuestion}
            onClick={() => (fullTestModule ? setChecking(true) : send({ type: 'end' }))}
          >
            {fullTestModule ? <Trans>Submit module</Trans> : <Trans>End</Trans>}
          </Button>
          {/* A full test's module is not left alone: the test is left from its own screen. */}
          {!fullTestModule && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={!inQuestion}
              onClick={() => send({ type: 'exit' })}
            >
              <Trans>Exit</Trans>
            </Button>
          )}
        </div>
      </header>
      {!online && (
        <p role="status" className={notice}>
          <Trans>You are offline. Your answers are kept and will be sent when you are back online.</Trans>
        </p>
      )}
      <div className={cx(tools, !question.passage && !tool && narrow)}>
        {!practice && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-pressed={view?.marked_for_review ?? false}
            disabled={!inQuestion}
            onClick={() => send({ type: 'review.toggle' })}
          >
            <Trans>Mark for review</Trans>
          </Button>
        )}
        {!showingFeedback && (
          <Button type="button" size="sm" variant="ghost" disabled={!inQuestion} onClick={() => send({ type: 'skip' })}>
            <Trans>Skip</Trans>
          </Button>
        )}
        {quiz.subject === 'math' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={tool === 'calculator'}
            aria-controls={toolId}
            onClick={() => setTool(tool === 'calculator' ? null : 'calculator')}
          >
            <Trans>Calculator</Trans>
          </Button>
        )}
        {quiz.subject === 'math' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={tool === 'reference'}
            aria-controls={toolId}
            onClick={() => setTool(tool === 'reference' ? null : 'reference')}
          >
            <Trans context="math reference sheet">Reference</Trans>
          </Button>
        )}
        <span className={spacer} />
        {pending > 0 && online && (
          <span role="status" className={css({ color: 'fg.muted', textStyle: 'sm' })}>
            {t`Saving…`}
          </span>
        )}
      </div>
      <div className={tool ? withTool : undefined}>
        {tool && (
          <div id={toolId} className={toolPanel}>
            <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
              {tool === 'reference' && <ReferenceSheet onClose={() => setTool(null)} />}
              {tool === 'calculator' && <GraphingCalculator quizId={quiz.id} onClose={() => setTool(null)} />}
            </Suspense>
          </div>
        )}
        <div className={question.passage ? undefined : narrow}>
          <CurrentQuestion
            key={question.id}
            actor={actor}
            question={question}
            labelledBy={headingId}
            disabled={timeUp || ending || checking}
            feedback={practice ? (view?.feedback ?? null) : null}
          />
        </div>
      </div>
      <div id={navigatorId} hidden={!listOpen} className={cx(navigatorPanel, !question.passage && narrow)}>
        <QuestionNavigator
          marks={questionMarks(quiz, answers, position)}
          practice={practice}
          disabled={!inQuestion}
          onSelect={goTo}
        />
      </div>
      <footer className={cx(edge, bottomBar)}>
        <Button
          type="button"
          variant="outline"
          disabled={!inQuestion || position <= 1}
          onClick={() => send({ type: 'previous' })}
        >
          <Icon name="arrowBack" />
          <span className={phoneHidden}>
            <Trans>Previous</Trans>
          </span>
        </Button>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={listOpen}
          aria-controls={navigatorId}
          onClick={() => setListOpen((open) => !open)}
        >
          <Icon name="menu" className={phoneOnly} />
          <span className={phoneHidden}>
            <Trans>Questions</Trans>
          </span>
          <Icon name="chevronDown" className={css({ transform: listOpen ? 'rotate(180deg)' : undefined })} />
        </Button>
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
      </footer>
      <Suspense fallback={null}>
        <EndDialog actor={actor} />
        <ExitDialog actor={actor} />
        {fullTestModule && <CheckYourWork actor={actor} open={checkingWork} onClose={() => setChecking(false)} />}
      </Suspense>
    </div>
  )
}
