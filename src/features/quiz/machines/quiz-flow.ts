import { assign, not } from 'xstate'
import { errorOf } from './quiz-context'
import { unansweredPositionsOf } from './quiz-error'
import { quizImplementations } from './quiz-setup'

/**
 * The flow region of a running quiz: the question on screen (answering, or in practice checking
 * and feedback), the confirmations of end and exit, and the calls that end or exit the quiz.
 */
export const flowRegion = quizImplementations.createStateConfig({
  initial: 'question',
  states: {
    question: {
      initial: 'entering',
      on: {
        previous: {
          guard: 'hasPrevious',
          target: '.entering',
          actions: ['saveDraft', { type: 'moveTo', params: ({ context }) => ({ position: context.position - 1 }) }],
        },
        next: [
          {
            guard: 'hasNext',
            target: '.entering',
            actions: ['saveDraft', { type: 'moveTo', params: ({ context }) => ({ position: context.position + 1 }) }],
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
            actions: ['skipCurrent', { type: 'moveTo', params: ({ context }) => ({ position: context.position + 1 }) }],
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
})
