import { assign } from 'xstate'
import { errorOf, initialContext, outputOf } from './quiz-context'
import { flowRegion } from './quiz-flow'
import { outboxRegion } from './quiz-outbox'
import { quizImplementations } from './quiz-setup'
import { loadedOver } from './quiz-transitions'

export type { AnswerView, Draft, Quiz } from './quiz-answers'
export type {
  QuizContext,
  QuizEnding,
  QuizEvent,
  QuizInput,
  QuizKind,
  QuizOutput,
  QuizResult,
  SaveAnswerInput,
} from './quiz-context'
export type { QuizError, QuizErrorCode } from './quiz-error'
export type { PendingSave } from './save-queue'

/**
 * A quiz being taken (spec §2 quiz screen, §4, DESIGN §3): load, then answer, skip, go back and
 * forth, mark for review, end (confirming when answers are missing) or exit (discarding every
 * answer); the server's clock ends it at zero. Answers are saved as the learner goes, through
 * a queue the UI keeps across reloads (`persistQueue`, `pendingSaves`): the latest answer of a
 * question wins, a network failure keeps it queued and retries with backoff (at once when back
 * online), a refusal drops it with an error code. In practice (`immediate_feedback`) submitting
 * waits for the server's check and shows its feedback. Every server call is an actor and every
 * effect an action the app provides; the machine holds codes, never text.
 *
 * While it runs, two regions go side by side: the flow the learner sees (`quiz-flow.ts`) and the
 * outbox that sends the queue (`quiz-outbox.ts`).
 */
export const quizMachine = quizImplementations.createMachine({
  id: 'quiz',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => outputOf(context),
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
          // A timed quiz read after its time is scored as it stood: straight to the report.
          ...loadedOver,
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
        flow: flowRegion,
        outbox: outboxRegion,
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
