import { assign, setup } from 'xstate'
import {
  draftOf,
  isAnswered,
  questionAt,
  queueWithDraft,
  resumePosition,
  savedAnswerOf,
  savedAnswersOf,
  unansweredPositions,
  type AnswerResult,
  type Quiz,
} from './quiz-answers'
import { quizActors } from './quiz-actors'
import {
  clockFrom,
  currentView,
  errorOf,
  secondsOn,
  viewed,
  type QuizContext,
  type QuizEnding,
  type QuizEvent,
  type QuizInput,
  type QuizOutput,
  type QuizResult,
} from './quiz-context'
import type { QuizError } from './quiz-error'
import { quizGuards } from './quiz-guards'
import { enqueueAnswer, enqueueSkip, removeSent, retryDelay, type PendingSave } from './save-queue'

/**
 * The quiz machine's implementations, by name: its server calls (`quiz-actors.ts`), its guards
 * (`quiz-guards.ts`), and the actions below. Every effect the app takes part in is an action it
 * provides (`persistQueue`, `notifyError`); the rest only changes the context.
 */
const quizSetup = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
    output: {} as QuizOutput,
  },
  actors: quizActors,
  actions: {
    /** Keep the queue where a reload finds it (localStorage); an empty queue can be removed. */
    persistQueue: (_, _params: { quizId: string; queue: readonly PendingSave[] }) => {},
    /** A failure the learner should hear of (a toast); the code is in `context.error` too. */
    notifyError: (_, _params: { error: QuizError; cause: unknown }) => {},

    applyQuiz: assign(({ context }, quiz: Quiz) => {
      const saved = savedAnswersOf(quiz)
      // The server's time on each question: the most of it and of this screen's (a reload, another device).
      const timeSpent = { ...context.timeSpent }
      for (const question of quiz.questions)
        timeSpent[question.id] = Math.max(timeSpent[question.id] ?? 0, (question.answer.seconds_spent ?? 0) * 1000)
      return {
        quiz,
        saved,
        timeSpent,
        answers: viewed({ quiz, saved, queue: context.queue }),
        ...clockFrom(context, quiz.remaining_seconds),
      }
    }),
    startAt: assign(({ context }, quiz: Quiz) => {
      const position = resumePosition(quiz, context.queue)
      const question = questionAt(quiz, position)
      return { position, draft: draftOf(question && context.answers[question.id]), error: null, shownAt: context.now() }
    }),
    moveTo: assign(({ context }, params: { position: number }) => {
      const question = questionAt(context.quiz, params.position)
      const leaving = questionAt(context.quiz, context.position)
      const now = context.now()
      const timeSpent = leaving
        ? {
            ...context.timeSpent,
            [leaving.id]: (context.timeSpent[leaving.id] ?? 0) + Math.max(0, now - context.shownAt),
          }
        : context.timeSpent
      return {
        position: params.position,
        draft: draftOf(question && context.answers[question.id]),
        error: null,
        timeSpent,
        shownAt: now,
      }
    }),
    resetDraft: assign({ draft: ({ context }) => draftOf(currentView(context)?.view) }),
    setDraft: assign(({ event }) => {
      if (event.type !== 'answer.select') return {}
      const draft =
        'choiceId' in event ? { choiceId: event.choiceId, response: '' } : { choiceId: null, response: event.response }
      return { draft, error: null }
    }),
    /** The server took the change: its answer is the truth, and so is its clock. */
    acceptResult: assign(({ context }, result: AnswerResult) => {
      const saved = { ...context.saved, [result.question_id]: savedAnswerOf(result) }
      return { saved, answers: viewed({ ...context, saved }), ...clockFrom(context, result.remaining_seconds) }
    }),
    countSaveFailure: assign({ sending: null, saveFailures: ({ context }) => context.saveFailures + 1 }),
    takeNext: assign({ sending: ({ context }) => context.queue[0] ?? null }),
    setSaveError: assign({
      error: ({ context }, params: { cause: unknown }) => errorOf(params.cause, context.sending?.questionId ?? null),
    }),
    setError: assign({ error: (_, params: { cause: unknown }) => errorOf(params.cause) }),
    updateClock: assign({
      remainingSeconds: ({ context }) =>
        context.deadline === null ? null : Math.max(0, Math.ceil((context.deadline - context.now()) / 1000)),
    }),
    rememberUnanswered: assign({
      unansweredPositions: ({ context }) => unansweredPositions(context.quiz, context.answers),
    }),
    /** A quiz the server reports over: how it ended, for the output. */
    recordEnding: assign({
      endedAs: (_, quiz: Quiz): QuizEnding =>
        quiz.status === 'exited' ? 'exited' : quiz.status === 'expired' ? 'expired' : 'completed',
    }),
    storeResult: assign((_, result: QuizResult) => ({ result, endedAs: result.status, remainingSeconds: null })),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
  },
  guards: quizGuards,
  delays: {
    saveRetryDelay: ({ context }) => retryDelay(context.saveFailures),
    endRetryDelay: ({ context }) => retryDelay(context.endFailures),
  },
})

/** A change of the queue: applied, shown and kept for a reload; nothing at all when it changes nothing. */
const changeQueue = (change: (context: QuizContext) => readonly PendingSave[]) =>
  quizSetup.enqueueActions(({ context, enqueue }) => {
    const queue = change(context)
    if (queue === context.queue) return
    enqueue.assign({ queue, answers: viewed({ ...context, queue }), nextRevision: context.nextRevision + 1 })
    enqueue({ type: 'persistQueue', params: { quizId: context.quizId, queue } })
  })

/** Seconds on the question on screen so far (sent with its answer: the report's time per question). */
const secondsNow = (context: QuizContext) => {
  const question = questionAt(context.quiz, context.position)
  return question ? secondsOn(context, question.id, true) : undefined
}

/** The setup the quiz machine and its regions are written against: every implementation, by name. */
export const quizImplementations = quizSetup.extend({
  actions: {
    /** Evaluations save as the learner goes; practice saves only on submit. */
    saveDraft: changeQueue((context) =>
      context.quiz?.immediate_feedback
        ? context.queue
        : queueWithDraft(context, context.nextRevision, secondsNow(context)),
    ),
    submitDraft: changeQueue((context) => queueWithDraft(context, context.nextRevision, secondsNow(context))),
    skipCurrent: changeQueue((context) => {
      const current = currentView(context)
      // An answered question keeps its answer: skipping it only moves on.
      if (!current?.view || isAnswered(current.view)) return context.queue
      return enqueueSkip(
        context.queue,
        { quizId: context.quizId, questionId: current.question.id },
        context.nextRevision,
      )
    }),
    toggleReview: changeQueue((context) => {
      const current = currentView(context)
      if (!current?.view) return context.queue
      const body = { marked_for_review: !current.view.marked_for_review }
      return enqueueAnswer(
        context.queue,
        { quizId: context.quizId, questionId: current.question.id, body },
        context.nextRevision,
      )
    }),
    /** Takes the sent change out of the queue (done, or refused for good). */
    dequeueSent: quizSetup.enqueueActions(({ context, enqueue }) => {
      const queue = context.sending ? removeSent(context.queue, context.sending) : context.queue
      enqueue.assign({ queue, answers: viewed({ ...context, queue }), sending: null, saveFailures: 0 })
      if (queue !== context.queue) enqueue({ type: 'persistQueue', params: { quizId: context.quizId, queue } })
    }),
    /** The quiz is over (scored or discarded): nothing is left to send. */
    clearQueue: quizSetup.enqueueActions(({ context, enqueue }) => {
      if (context.queue.length === 0) return
      enqueue.assign({ queue: [], answers: viewed({ ...context, queue: [] }), sending: null })
      enqueue({ type: 'persistQueue', params: { quizId: context.quizId, queue: [] } })
    }),
  },
})

/** A state of the quiz machine, typed against its implementations (for regions written apart). */
export type QuizStateConfig = Parameters<typeof quizImplementations.createStateConfig>[0]
