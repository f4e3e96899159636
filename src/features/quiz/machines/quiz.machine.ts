import { and, assign, fromCallback, fromPromise, not, setup } from 'xstate'
import type { components } from '@common/api/schema.gen'
import {
  answerViews,
  draftHasValue,
  draftOf,
  isAnswered,
  isLockedAnswer,
  queueWithDraft,
  resumePosition,
  questionAt,
  savedAnswerOf,
  savedAnswersOf,
  unansweredPositions,
  type AnswerResult,
  type AnswerView,
  type Draft,
  type Quiz,
  type SavedAnswer,
} from './quiz-answers'
import { isRetryable, quizErrorCodeOf, unansweredPositionsOf, type QuizError, type QuizErrorCode } from './quiz-error'
import {
  enqueueAnswer,
  enqueueSkip,
  nextRevisionAfter,
  removeSent,
  retryDelay,
  type PendingSave,
  type SaveAnswerRequest,
} from './save-queue'

export type QuizResult = components['schemas']['QuizResult']
export type QuizKind = components['schemas']['QuizKind']
export type { AnswerView, Draft, PendingSave, Quiz, QuizError, QuizErrorCode }

/** How a quiz left the screen: scored (by the learner or the clock) or discarded. */
export type QuizEnding = 'completed' | 'expired' | 'exited'

export interface QuizInput {
  quizId: string
  /** The clock, in milliseconds; only differences count. @default Date.now */
  now?: () => number
  /** Saves left from an earlier visit (the UI keeps them in localStorage). @default [] */
  pendingSaves?: readonly PendingSave[]
  /** `navigator.onLine` at start. @default true */
  online?: boolean
}

export interface QuizContext {
  quizId: string
  now: () => number
  /** The quiz as the server last sent it; its questions' `answer` is not kept current: read `answers`. */
  quiz: Quiz | null
  /** The question on screen, from 1. */
  position: number
  /** The answer being chosen on the current question. */
  draft: Draft
  /** The server's last word on each question's answer, by question id. */
  saved: Record<string, SavedAnswer>
  /** Each question's answer as the learner sees it (saved, with the queue on top), by question id. */
  answers: Record<string, AnswerView>
  /** Changes not yet accepted by the server, oldest first; the UI persists it (`persistQueue`). */
  queue: readonly PendingSave[]
  nextRevision: number
  /** The change on its way to the server. */
  sending: PendingSave | null
  /** Failed tries in a row of the outbox, for the backoff. */
  saveFailures: number
  /** Failed tries in a row of the end at time up, for the backoff. */
  endFailures: number
  online: boolean
  /** When the time runs out, by `now()`; set from every server answer, `null` when untimed. */
  deadline: number | null
  /** Seconds left, as the timer shows them; `null` when untimed. */
  remainingSeconds: number | null
  /** The end asks the server to score even with unanswered questions. */
  confirmMissing: boolean
  /** Shown when asking to confirm the end. */
  unansweredPositions: number[]
  result: QuizResult | null
  endedAs: QuizEnding | null
  error: QuizError | null
}

export type QuizEvent =
  | { type: 'answer.select'; choiceId: string }
  | { type: 'answer.select'; response: string }
  | { type: 'answer.submit' }
  | { type: 'skip' }
  | { type: 'previous' }
  /** Save and continue: saves the draft and goes to the next question. */
  | { type: 'next' }
  | { type: 'goTo'; position: number }
  | { type: 'review.toggle' }
  | { type: 'end' }
  | { type: 'end.confirm' }
  | { type: 'end.cancel' }
  | { type: 'exit' }
  | { type: 'exit.confirm' }
  | { type: 'exit.cancel' }
  | { type: 'tick' }
  /** A fresh copy of the quiz from the server (a refetch). */
  | { type: 'server.sync'; quiz: Quiz }
  | { type: 'online' }
  | { type: 'offline' }
  | { type: 'retry' }

export interface QuizOutput {
  quizId: string
  kind: QuizKind | null
  endedAs: QuizEnding
}

export interface SaveAnswerInput {
  quizId: string
  questionId: string
  body: SaveAnswerRequest
}

type QuizState = Pick<QuizContext, 'quiz' | 'saved' | 'queue'>

const isFinishedQuiz = (quiz: Quiz) => quiz.status === 'completed' || quiz.status === 'expired'
const errorOf = (error: unknown, questionId: string | null = null): QuizError => ({
  code: quizErrorCodeOf(error),
  questionId,
})

/** The answers as seen, recomputed whenever the saved answers or the queue change. */
const viewed = (state: QuizState) => answerViews(state.quiz, state.saved, state.queue)

/** The server's remaining seconds, counted from now on the local clock (the server's time wins). */
const clockFrom = (context: QuizContext, remainingSeconds: number | null | undefined) =>
  remainingSeconds === null || remainingSeconds === undefined
    ? { deadline: null, remainingSeconds: null }
    : { deadline: context.now() + remainingSeconds * 1000, remainingSeconds }

const isPosition = (context: QuizContext, position: number) =>
  Number.isInteger(position) && position >= 1 && position <= (context.quiz?.questions.length ?? 0)

function currentView(context: QuizContext) {
  const question = questionAt(context.quiz, context.position)
  return question ? { question, view: context.answers[question.id], saved: context.saved[question.id] } : null
}

/**
 * A quiz being taken (spec §2 quiz screen, §4, DESIGN §3): load, then answer, skip, go back and
 * forth, mark for review, end (confirming when answers are missing) or exit (discarding every
 * answer); the server's clock ends it at zero. Answers are saved as the learner goes, through
 * a queue the UI keeps across reloads (`persistQueue`, `pendingSaves`): the latest answer of a
 * question wins, a network failure keeps it queued and retries with backoff (at once when back
 * online), a refusal drops it with an error code. In practice (`immediate_feedback`) submitting
 * waits for the server's check and shows its feedback. Every server call is an actor and every
 * effect an action the app provides; the machine holds codes, never text.
 */
const quizSetup = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
    output: {} as QuizOutput,
  },
  actors: {
    loadQuiz: fromPromise<Quiz, { quizId: string }>(async () => {
      throw new Error('provide the loadQuiz actor')
    }),
    saveAnswer: fromPromise<AnswerResult, SaveAnswerInput>(async () => {
      throw new Error('provide the saveAnswer actor')
    }),
    skipQuestion: fromPromise<AnswerResult, { quizId: string; questionId: string }>(async () => {
      throw new Error('provide the skipQuestion actor')
    }),
    endQuiz: fromPromise<QuizResult, { quizId: string; confirmMissing: boolean }>(async () => {
      throw new Error('provide the endQuiz actor')
    }),
    exitQuiz: fromPromise<void, { quizId: string }>(async () => {
      throw new Error('provide the exitQuiz actor')
    }),
    // A second's tick while the quiz runs; the UI may send `tick` too (on showing the tab, say).
    ticker: fromCallback(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'tick' }), 1000)
      return () => clearInterval(timer)
    }),
  },
  actions: {
    /** Keep the queue where a reload finds it (localStorage); an empty queue can be removed. */
    persistQueue: (_, _params: { quizId: string; queue: readonly PendingSave[] }) => {},
    /** A failure the learner should hear of (a toast); the code is in `context.error` too. */
    notifyError: (_, _params: { error: QuizError; cause: unknown }) => {},

    applyQuiz: assign(({ context }, quiz: Quiz) => {
      const saved = savedAnswersOf(quiz)
      return {
        quiz,
        saved,
        answers: viewed({ quiz, saved, queue: context.queue }),
        ...clockFrom(context, quiz.remaining_seconds),
      }
    }),
    startAt: assign(({ context }, quiz: Quiz) => {
      const position = resumePosition(quiz, context.queue)
      const question = questionAt(quiz, position)
      return { position, draft: draftOf(question && context.answers[question.id]), error: null }
    }),
    moveTo: assign(({ context }, params: { position: number }) => {
      const question = questionAt(context.quiz, params.position)
      return { position: params.position, draft: draftOf(question && context.answers[question.id]), error: null }
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
  guards: {
    isFinished: (_, quiz: Quiz) => isFinishedQuiz(quiz),
    isExited: (_, quiz: Quiz) => quiz.status === 'exited',
    isTimeUp: ({ context }) => context.deadline !== null && context.now() >= context.deadline,
    hasImmediateFeedback: ({ context }) => Boolean(context.quiz?.immediate_feedback),
    hasPrevious: ({ context }) => context.position > 1,
    hasNext: ({ context }) => context.position < (context.quiz?.questions.length ?? 0),
    isPositionInRange: ({ context }, position: number) => isPosition(context, position),
    isOtherPosition: ({ context }, position: number) => position !== context.position && isPosition(context, position),
    /** Practice, with an answer chosen on a question not answered yet. */
    isDraftReadyToCheck: ({ context }) => {
      const current = currentView(context)
      return (
        Boolean(context.quiz?.immediate_feedback) &&
        current !== null &&
        !isLockedAnswer(context.quiz, current.saved) &&
        draftHasValue(current.question, context.draft)
      )
    },
    /** Practice: the current question has been checked by the server. */
    isCurrentLocked: ({ context }) => {
      const current = currentView(context)
      return current !== null && isLockedAnswer(context.quiz, current.saved)
    },
    /** Practice: the current question's answer is queued or on its way. */
    isCurrentChecking: ({ context }) => {
      const current = currentView(context)
      return (
        Boolean(context.quiz?.immediate_feedback) &&
        current !== null &&
        context.queue.some(
          (item) =>
            item.kind === 'answer' &&
            item.questionId === current.question.id &&
            (item.body.choice_id != null || item.body.response != null),
        )
      )
    },
    /** Some question has no answer, counting the draft an evaluation is about to save. */
    hasMissingAnswers: ({ context }) => {
      const queue = context.quiz?.immediate_feedback ? context.queue : queueWithDraft(context, context.nextRevision)
      return unansweredPositions(context.quiz, viewed({ ...context, queue })).length > 0
    },
    hasPendingSaves: ({ context }) => context.queue.length > 0,
    isNextSkip: ({ context }) => context.queue[0]?.kind === 'skip',
    isOnline: ({ context }) => context.online,
    isRetryableError: (_, { error }: { error: unknown }) => isRetryable(quizErrorCodeOf(error)),
    isConflict: (_, { error }: { error: unknown }) => {
      const code = quizErrorCodeOf(error)
      return code === 'quizNotRunning' || code === 'alreadyAnswered'
    },
    isAnswersMissing: (_, { error }: { error: unknown }) => unansweredPositionsOf(error) !== null,
    isQuizNotRunning: (_, { error }: { error: unknown }) => quizErrorCodeOf(error) === 'quizNotRunning',
    hasRetryableError: ({ context }) => context.error !== null && isRetryable(context.error.code),
  },
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

export const quizMachine = quizSetup
  .extend({
    actions: {
      /** Evaluations save as the learner goes; practice saves only on submit. */
      saveDraft: changeQueue((context) =>
        context.quiz?.immediate_feedback ? context.queue : queueWithDraft(context, context.nextRevision),
      ),
      submitDraft: changeQueue((context) => queueWithDraft(context, context.nextRevision)),
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
  .createMachine({
    id: 'quiz',
    context: ({ input }) => {
      const queue = (input.pendingSaves ?? []).filter((item) => item.quizId === input.quizId)
      return {
        quizId: input.quizId,
        now: input.now ?? Date.now,
        quiz: null,
        position: 1,
        draft: { choiceId: null, response: '' },
        saved: {},
        answers: {},
        queue,
        nextRevision: nextRevisionAfter(queue),
        sending: null,
        saveFailures: 0,
        endFailures: 0,
        online: input.online ?? true,
        deadline: null,
        remainingSeconds: null,
        confirmMissing: false,
        unansweredPositions: [],
        result: null,
        endedAs: null,
        error: null,
      }
    },
    output: ({ context }) => ({
      quizId: context.quizId,
      kind: context.result?.kind ?? context.quiz?.kind ?? null,
      endedAs: context.endedAs ?? 'completed',
    }),
    on: {
      online: { actions: 'setOnline' },
      offline: { actions: 'setOffline' },
    },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadQuiz',
          src: 'loadQuiz',
          input: ({ context }) => ({ quizId: context.quizId }),
          onDone: [
            {
              // A timed quiz read after its time is scored as it stood: straight to the report.
              guard: { type: 'isFinished', params: ({ event }) => event.output },
              target: 'completed',
              actions: [
                { type: 'applyQuiz', params: ({ event }) => event.output },
                'clearQueue',
                { type: 'recordEnding', params: ({ event }) => event.output },
              ],
            },
            {
              guard: { type: 'isExited', params: ({ event }) => event.output },
              target: 'exited',
              actions: [
                { type: 'applyQuiz', params: ({ event }) => event.output },
                'clearQueue',
                { type: 'recordEnding', params: ({ event }) => event.output },
              ],
            },
            {
              target: 'inProgress',
              actions: [
                { type: 'applyQuiz', params: ({ event }) => event.output },
                { type: 'startAt', params: ({ event }) => event.output },
              ],
            },
          ],
          onError: {
            target: 'failed',
            actions: [
              { type: 'setError', params: ({ event }) => ({ cause: event.error }) },
              { type: 'notifyError', params: ({ event }) => ({ error: errorOf(event.error), cause: event.error }) },
            ],
          },
        },
      },
      failed: {
        on: {
          retry: { target: 'loading', actions: assign({ error: null }) },
          online: { guard: 'hasRetryableError', target: 'loading', actions: ['setOnline', assign({ error: null })] },
        },
      },
      inProgress: {
        type: 'parallel',
        invoke: { id: 'ticker', src: 'ticker' },
        on: {
          // The browser only counts down what the server said; it never adds time.
          tick: [{ guard: 'isTimeUp', target: 'timeUp', actions: 'updateClock' }, { actions: 'updateClock' }],
          'server.sync': [
            {
              guard: { type: 'isFinished', params: ({ event }) => event.quiz },
              target: 'completed',
              actions: [
                { type: 'applyQuiz', params: ({ event }) => event.quiz },
                'clearQueue',
                { type: 'recordEnding', params: ({ event }) => event.quiz },
              ],
            },
            {
              guard: { type: 'isExited', params: ({ event }) => event.quiz },
              target: 'exited',
              actions: [
                { type: 'applyQuiz', params: ({ event }) => event.quiz },
                'clearQueue',
                { type: 'recordEnding', params: ({ event }) => event.quiz },
              ],
            },
            { actions: { type: 'applyQuiz', params: ({ event }) => event.quiz } },
          ],
        },
        states: {
          flow: {
            initial: 'question',
            states: {
              question: {
                initial: 'entering',
                on: {
                  previous: {
                    guard: 'hasPrevious',
                    target: '.entering',
                    actions: [
                      'saveDraft',
                      { type: 'moveTo', params: ({ context }) => ({ position: context.position - 1 }) },
                    ],
                  },
                  next: [
                    {
                      guard: 'hasNext',
                      target: '.entering',
                      actions: [
                        'saveDraft',
                        { type: 'moveTo', params: ({ context }) => ({ position: context.position + 1 }) },
                      ],
                    },
                    // The last question: save and stay; ending is the learner's call.
                    { actions: 'saveDraft' },
                  ],
                  goTo: {
                    guard: { type: 'isOtherPosition', params: ({ event }) => event.position },
                    target: '.entering',
                    actions: ['saveDraft', { type: 'moveTo', params: ({ event }) => ({ position: event.position }) }],
                  },
                  // Skipping leaves the draft unsaved: the learner chose not to answer now.
                  skip: [
                    {
                      guard: 'hasNext',
                      target: '.entering',
                      actions: [
                        'skipCurrent',
                        { type: 'moveTo', params: ({ context }) => ({ position: context.position + 1 }) },
                      ],
                    },
                    { target: '.entering', actions: ['skipCurrent', 'resetDraft'] },
                  ],
                  'review.toggle': { actions: 'toggleReview' },
                  end: [
                    {
                      guard: 'hasMissingAnswers',
                      target: 'confirmingEnd',
                      actions: ['saveDraft', 'rememberUnanswered', assign({ error: null })],
                    },
                    {
                      target: 'submitting',
                      actions: ['saveDraft', assign({ confirmMissing: false, unansweredPositions: [], error: null })],
                    },
                  ],
                  exit: { target: 'confirmingExit', actions: assign({ error: null }) },
                },
                states: {
                  entering: {
                    always: [
                      { guard: 'isCurrentLocked', target: 'feedback' },
                      { guard: 'isCurrentChecking', target: 'checking' },
                      { target: 'answering' },
                    ],
                  },
                  answering: {
                    // Practice: the server may say the question is answered already (a sync, another tab).
                    always: { guard: 'isCurrentLocked', target: 'feedback' },
                    on: {
                      'answer.select': { actions: 'setDraft' },
                      'answer.submit': [
                        { guard: 'isDraftReadyToCheck', target: 'checking', actions: 'submitDraft' },
                        { guard: not('hasImmediateFeedback'), actions: 'saveDraft' },
                      ],
                      // Practice: "save and continue" on an unchecked answer checks it first.
                      next: { guard: 'isDraftReadyToCheck', target: 'checking', actions: 'submitDraft' },
                    },
                  },
                  // Practice: the answer is on its way; the server's check decides what comes next.
                  checking: {
                    always: [
                      { guard: 'isCurrentLocked', target: 'feedback' },
                      { guard: not('isCurrentChecking'), target: 'answering' },
                    ],
                  },
                  // Practice: correct or wrong, with the explanation (`answers[id].feedback`); locked.
                  feedback: {},
                },
              },
              // Spec §8: "Some answers are missing, please check questions before ending quiz".
              confirmingEnd: {
                on: {
                  'end.confirm': { target: 'submitting', actions: assign({ confirmMissing: true }) },
                  'end.cancel': 'question',
                  goTo: {
                    guard: { type: 'isPositionInRange', params: ({ event }) => event.position },
                    target: 'question',
                    actions: { type: 'moveTo', params: ({ event }) => ({ position: event.position }) },
                  },
                },
              },
              // Exit discards every answer and awards nothing.
              confirmingExit: {
                on: {
                  'exit.confirm': { target: 'exiting', actions: assign({ error: null }) },
                  'exit.cancel': { target: 'question', actions: assign({ error: null }) },
                },
              },
              submitting: {
                initial: 'flushing',
                states: {
                  // Every queued answer reaches the server before it scores the quiz.
                  flushing: {
                    always: { guard: not('hasPendingSaves'), target: 'ending' },
                    on: { 'end.cancel': '#quiz.inProgress.flow.question' },
                  },
                  ending: {
                    invoke: {
                      id: 'endQuiz',
                      src: 'endQuiz',
                      input: ({ context }) => ({ quizId: context.quizId, confirmMissing: context.confirmMissing }),
                      onDone: {
                        target: '#quiz.completed',
                        actions: [{ type: 'storeResult', params: ({ event }) => event.output }, 'clearQueue'],
                      },
                      onError: [
                        {
                          // The server counted otherwise (a save it refused): ask with its positions.
                          guard: { type: 'isAnswersMissing', params: ({ event }) => ({ error: event.error }) },
                          target: '#quiz.inProgress.flow.confirmingEnd',
                          actions: assign({
                            unansweredPositions: ({ event }) => unansweredPositionsOf(event.error) ?? [],
                          }),
                        },
                        {
                          // Only an exited quiz refuses to end.
                          guard: { type: 'isQuizNotRunning', params: ({ event }) => ({ error: event.error }) },
                          target: '#quiz.exited',
                          actions: ['clearQueue', assign({ endedAs: 'exited' })],
                        },
                        {
                          target: '#quiz.inProgress.flow.question',
                          actions: [
                            { type: 'setError', params: ({ event }) => ({ cause: event.error }) },
                            {
                              type: 'notifyError',
                              params: ({ event }) => ({ error: errorOf(event.error), cause: event.error }),
                            },
                          ],
                        },
                      ],
                    },
                  },
                },
              },
              exiting: {
                invoke: {
                  id: 'exitQuiz',
                  src: 'exitQuiz',
                  input: ({ context }) => ({ quizId: context.quizId }),
                  onDone: { target: '#quiz.exited', actions: ['clearQueue', assign({ endedAs: 'exited' })] },
                  onError: [
                    // Already scored (ended elsewhere, or its time ran out): the load finds the report.
                    {
                      guard: { type: 'isQuizNotRunning', params: ({ event }) => ({ error: event.error }) },
                      target: '#quiz.loading',
                    },
                    {
                      target: 'confirmingExit',
                      actions: [
                        { type: 'setError', params: ({ event }) => ({ cause: event.error }) },
                        {
                          type: 'notifyError',
                          params: ({ event }) => ({ error: errorOf(event.error), cause: event.error }),
                        },
                      ],
                    },
                  ],
                },
              },
            },
          },
          outbox: {
            initial: 'idle',
            states: {
              idle: {
                always: [
                  { guard: and(['isOnline', 'isNextSkip']), target: 'skipping', actions: 'takeNext' },
                  { guard: and(['isOnline', 'hasPendingSaves']), target: 'saving', actions: 'takeNext' },
                ],
              },
              saving: {
                invoke: {
                  id: 'saveAnswer',
                  src: 'saveAnswer',
                  input: ({ context }) => ({
                    quizId: context.quizId,
                    questionId: context.sending!.questionId,
                    body: context.sending?.kind === 'answer' ? context.sending.body : {},
                  }),
                  onDone: {
                    target: 'idle',
                    actions: [{ type: 'acceptResult', params: ({ event }) => event.output }, 'dequeueSent'],
                  },
                  onError: [
                    {
                      guard: { type: 'isRetryableError', params: ({ event }) => ({ error: event.error }) },
                      target: 'retrying',
                      actions: 'countSaveFailure',
                    },
                    {
                      guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                      target: 'resyncing',
                      actions: [
                        { type: 'setSaveError', params: ({ event }) => ({ cause: event.error }) },
                        'dequeueSent',
                      ],
                    },
                    {
                      target: 'idle',
                      actions: [
                        {
                          type: 'notifyError',
                          params: ({ context, event }) => ({
                            error: errorOf(event.error, context.sending?.questionId ?? null),
                            cause: event.error,
                          }),
                        },
                        { type: 'setSaveError', params: ({ event }) => ({ cause: event.error }) },
                        'dequeueSent',
                      ],
                    },
                  ],
                },
              },
              skipping: {
                invoke: {
                  id: 'skipQuestion',
                  src: 'skipQuestion',
                  input: ({ context }) => ({ quizId: context.quizId, questionId: context.sending!.questionId }),
                  onDone: {
                    target: 'idle',
                    actions: [{ type: 'acceptResult', params: ({ event }) => event.output }, 'dequeueSent'],
                  },
                  onError: [
                    {
                      guard: { type: 'isRetryableError', params: ({ event }) => ({ error: event.error }) },
                      target: 'retrying',
                      actions: 'countSaveFailure',
                    },
                    {
                      guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                      target: 'resyncing',
                      actions: [
                        { type: 'setSaveError', params: ({ event }) => ({ cause: event.error }) },
                        'dequeueSent',
                      ],
                    },
                    {
                      target: 'idle',
                      actions: [
                        {
                          type: 'notifyError',
                          params: ({ context, event }) => ({
                            error: errorOf(event.error, context.sending?.questionId ?? null),
                            cause: event.error,
                          }),
                        },
                        { type: 'setSaveError', params: ({ event }) => ({ cause: event.error }) },
                        'dequeueSent',
                      ],
                    },
                  ],
                },
              },
              retrying: {
                after: { saveRetryDelay: 'idle' },
                on: { online: { target: 'idle', actions: 'setOnline' } },
              },
              // A 409: the server knows better (a locked practice answer, a quiz closed elsewhere).
              resyncing: {
                invoke: {
                  id: 'resync',
                  src: 'loadQuiz',
                  input: ({ context }) => ({ quizId: context.quizId }),
                  onDone: [
                    {
                      guard: { type: 'isFinished', params: ({ event }) => event.output },
                      target: '#quiz.completed',
                      actions: [
                        { type: 'applyQuiz', params: ({ event }) => event.output },
                        'clearQueue',
                        { type: 'recordEnding', params: ({ event }) => event.output },
                      ],
                    },
                    {
                      guard: { type: 'isExited', params: ({ event }) => event.output },
                      target: '#quiz.exited',
                      actions: [
                        { type: 'applyQuiz', params: ({ event }) => event.output },
                        'clearQueue',
                        { type: 'recordEnding', params: ({ event }) => event.output },
                      ],
                    },
                    { target: 'idle', actions: { type: 'applyQuiz', params: ({ event }) => event.output } },
                  ],
                  onError: 'idle',
                },
              },
            },
          },
        },
      },
      // The server's time is up: end the quiz as it stands, whatever is unanswered.
      timeUp: {
        initial: 'ending',
        states: {
          ending: {
            invoke: {
              id: 'endQuiz',
              src: 'endQuiz',
              input: ({ context }) => ({ quizId: context.quizId, confirmMissing: true }),
              onDone: {
                target: '#quiz.completed',
                actions: [{ type: 'storeResult', params: ({ event }) => event.output }, 'clearQueue'],
              },
              onError: [
                {
                  guard: { type: 'isRetryableError', params: ({ event }) => ({ error: event.error }) },
                  target: 'retrying',
                  actions: assign({ endFailures: ({ context }) => context.endFailures + 1 }),
                },
                {
                  guard: { type: 'isQuizNotRunning', params: ({ event }) => ({ error: event.error }) },
                  target: '#quiz.exited',
                  actions: ['clearQueue', assign({ endedAs: 'exited' })],
                },
                {
                  target: '#quiz.failed',
                  actions: [
                    { type: 'setError', params: ({ event }) => ({ cause: event.error }) },
                    {
                      type: 'notifyError',
                      params: ({ event }) => ({ error: errorOf(event.error), cause: event.error }),
                    },
                  ],
                },
              ],
            },
          },
          retrying: {
            after: { endRetryDelay: 'ending' },
            on: { online: { target: 'ending', actions: 'setOnline' } },
          },
        },
      },
      completed: { type: 'final' },
      exited: { type: 'final' },
    },
  })
