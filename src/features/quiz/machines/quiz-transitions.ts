import type { QuizStateConfig } from './quiz-setup'

type LoadInvoke = Extract<NonNullable<QuizStateConfig['invoke']>, { src: 'loadQuiz' }>
type LoadOutcome = Extract<NonNullable<LoadInvoke['onDone']>, readonly unknown[]>[number]

/**
 * A quiz read from the server that is over already (scored, timed out, or exited elsewhere): the
 * machine ends as the server says, with nothing left to send. The first transitions of every load.
 */
export const loadedOver: LoadOutcome[] = [
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
]
