import { and } from 'xstate'
import { errorOf } from './quiz-context'
import { quizImplementations, type QuizStateConfig } from './quiz-setup'
import { loadedOver } from './quiz-transitions'

type SendInvoke = Extract<NonNullable<QuizStateConfig['invoke']>, { src: 'saveAnswer' }>

/**
 * What becomes of a change sent to the server, an answer or a skip alike: accepted, it leaves the
 * queue; a failure that waiting can fix keeps it queued for a retry with backoff; a 409 reads the
 * quiz again (the server knows better); any other refusal drops it with an error code.
 */
const sent: Pick<SendInvoke, 'onDone' | 'onError'> = {
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
      actions: [{ type: 'setSaveError', params: ({ event }) => ({ cause: event.error }) }, 'dequeueSent'],
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
}

/**
 * The outbox region of a running quiz: it sends the queue, oldest change first, one at a time,
 * while online. `saving` and `skipping` differ only in the server call; what follows is `sent`.
 */
export const outboxRegion = quizImplementations.createStateConfig({
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
        ...sent,
      },
    },
    skipping: {
      invoke: {
        id: 'skipQuestion',
        src: 'skipQuestion',
        input: ({ context }) => ({ quizId: context.quizId, questionId: context.sending!.questionId }),
        ...sent,
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
          ...loadedOver,
          { target: 'idle', actions: { type: 'applyQuiz', params: ({ event }) => event.output } },
        ],
        onError: 'idle',
      },
    },
  },
})
