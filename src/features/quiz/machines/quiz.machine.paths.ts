import { shortestPaths } from '@storybook-qa/machine-diagram/machine-paths'
import { __unsafe_getAllOwnEventDescriptors as ownEventTypes, type AnyEventObject, type SnapshotFrom } from 'xstate'
import {
  QUIZ_ID,
  RIGHT_CHOICE_ID,
  RIGHT_RESPONSE,
  alreadyAnsweredError,
  answeredEverywhere,
  answerResult,
  answersMissingError,
  invalidAnswerError,
  makeQuiz,
  networkError,
  notFoundError,
  quizNotRunningError,
  quizResult,
  skipResult,
} from './quiz.fixtures'
import { quizMachine } from './quiz.machine'

type Snapshot = SnapshotFrom<typeof quizMachine>

// The quiz's model, shared by its model test and its diagram's table of shortest paths, so QA
// replays the very paths the test replays.

/** The model's clock stands still; a quiz whose server says 0 seconds left is out of time. */
export const MODEL_NOW = 0
export const MODEL_INPUT = { quizId: QUIZ_ID, now: () => MODEL_NOW }

export const at = (snapshot: Snapshot, path: string) => JSON.stringify(snapshot.value).includes(path)

/** The events QA could meet in a state, with the server's answers that matter for the flow. */
export function modelEvents(snapshot: Snapshot): AnyEventObject[] {
  const { context } = snapshot
  const quiz = context.quiz ?? makeQuiz()
  const question = quiz.questions.find((item) => item.position === context.position)
  const sending = context.sending
  const quiet = context.online && context.queue.length === 0
  const timeUp = context.deadline !== null && context.deadline <= MODEL_NOW
  const variants: Record<string, AnyEventObject[]> = {
    'answer.select': [
      question?.format === 'student_produced'
        ? { type: 'answer.select', response: RIGHT_RESPONSE }
        : { type: 'answer.select', choiceId: RIGHT_CHOICE_ID },
    ],
    goTo: [{ type: 'goTo', position: context.position === 1 ? 2 : 1 }],
    'server.sync': [
      quiz,
      answeredEverywhere(quiz),
      makeQuiz({ status: 'completed' }),
      makeQuiz({ status: 'exited' }),
    ].map((fresh) => ({
      type: 'server.sync',
      quiz: fresh,
    })),
    'xstate.done.actor.loadQuiz': [
      makeQuiz(),
      makeQuiz({ kind: 'practice' }),
      makeQuiz({ remainingSeconds: 0 }),
      makeQuiz({ status: 'expired' }),
      makeQuiz({ status: 'exited' }),
    ].map((output) => ({ type: 'xstate.done.actor.loadQuiz', output })),
    'xstate.error.actor.loadQuiz': [networkError(), notFoundError()].map((error) => ({
      type: 'xstate.error.actor.loadQuiz',
      error,
    })),
    'xstate.done.actor.saveAnswer': [
      {
        type: 'xstate.done.actor.saveAnswer',
        output: answerResult(quiz, sending?.questionId ?? '', sending?.kind === 'answer' ? sending.body : {}),
      },
    ],
    'xstate.error.actor.saveAnswer': [networkError(), invalidAnswerError(), alreadyAnsweredError()].map((error) => ({
      type: 'xstate.error.actor.saveAnswer',
      error,
    })),
    'xstate.done.actor.skipQuestion': [
      { type: 'xstate.done.actor.skipQuestion', output: skipResult(quiz, sending?.questionId ?? '') },
    ],
    'xstate.error.actor.skipQuestion': [networkError(), notFoundError(), quizNotRunningError()].map((error) => ({
      type: 'xstate.error.actor.skipQuestion',
      error,
    })),
    'xstate.done.actor.endQuiz': [{ type: 'xstate.done.actor.endQuiz', output: quizResult() }],
    'xstate.error.actor.endQuiz': [
      networkError(),
      answersMissingError([2]),
      quizNotRunningError(),
      notFoundError(),
    ].map((error) => ({ type: 'xstate.error.actor.endQuiz', error })),
    'xstate.done.actor.exitQuiz': [{ type: 'xstate.done.actor.exitQuiz', output: {} }],
    'xstate.error.actor.exitQuiz': [networkError(), quizNotRunningError()].map((error) => ({
      type: 'xstate.error.actor.exitQuiz',
      error,
    })),
    'xstate.done.actor.resync': [quiz, makeQuiz({ status: 'completed' }), makeQuiz({ status: 'exited' })].map(
      (output) => ({ type: 'xstate.done.actor.resync', output }),
    ),
    'xstate.error.actor.resync': [{ type: 'xstate.error.actor.resync', error: networkError() }],
  }
  // Some events only matter in some states; offering them everywhere multiplies states, not cases.
  const offered = (type: string) => {
    if (type === 'offline') return context.online && (at(snapshot, '"saving"') || at(snapshot, 'loading'))
    if (type === 'online') return !context.online || at(snapshot, 'retrying')
    if (type === 'review.toggle') return quiet
    if (type === 'server.sync') return quiet && (at(snapshot, 'answering') || at(snapshot, 'feedback'))
    if (type === 'tick') return timeUp || (quiet && at(snapshot, 'answering'))
    return true
  }
  return (ownEventTypes(snapshot) as string[]).filter(offered).flatMap((type) => variants[type] ?? [{ type }])
}

/**
 * What tells states apart for the flow: the state value and the context the guards read. The
 * rest (which answer, which retry) would make the graph endless without adding cases.
 */
export function modelKey(snapshot: Snapshot): string {
  const { context, value } = snapshot
  if (typeof value === 'string')
    return JSON.stringify([value, value === 'failed' ? context.error?.code : null, context.online])
  if (!('inProgress' in value)) return JSON.stringify([value])
  const outbox = [context.queue.length > 0, context.queue[0]?.kind ?? null, context.online]
  const timeUp = context.deadline !== null && context.deadline <= MODEL_NOW
  if (!at(snapshot, 'question')) return JSON.stringify([value, timeUp, ...outbox])
  const question = context.quiz?.questions.find((item) => item.position === context.position)
  const saved = question && context.saved[question.id]
  const practice = Boolean(context.quiz?.immediate_feedback)
  const locked = practice && saved !== undefined && (saved.choice_id !== null || saved.response !== null)
  const drafted =
    question?.format === 'multiple_choice' ? context.draft.choiceId !== null : context.draft.response !== ''
  const missing = Object.values(context.answers).some((answer) => answer.choice_id === null && answer.response === null)
  return JSON.stringify([value, practice, timeUp, context.position, drafted, locked, missing, ...outbox])
}

/**
 * The shortest path to every state of the quiz, explored as the model test explores it (its events,
 * its notion of distinct states), then one per state value: the table's rows.
 */
export const quizShortestPaths = shortestPaths(quizMachine, {
  input: MODEL_INPUT,
  events: modelEvents as never,
  serializeState: modelKey as never,
})
