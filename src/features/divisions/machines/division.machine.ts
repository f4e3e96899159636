import { assign, fromPromise, setup } from 'xstate'
import type { Division, DivisionSubject, QuizSummary } from '../api/divisions'

/**
 * One subject's division (DESIGN §3): a level is a round of quizzes; when the round is done the
 * points decide — eligible for promotion (then the Short Test: passed → promoted, failed → stays),
 * stays (a new round) or relegated. The server decides every outcome; the machine reads the
 * division again after each quiz and follows what it says, so a quiz finished on another device,
 * or timed out, lands in the same place. A quiz that leaves the round going shows its result
 * (`quizResult`) before the next one starts.
 */

export interface DivisionContext {
  subject: DivisionSubject
  division: Division | null
  /** The running quiz (a division quiz or the Short Test). */
  quizId: string | null
  /** The quiz that just ended (its report), once the machine has moved on. */
  lastQuizId: string | null
  error: unknown
}

export type DivisionEvent =
  /** Start (or resume) the next quiz of the round. */
  | { type: 'quiz.start' }
  /** Start (or resume) the Short Test. */
  | { type: 'shortTest.start' }
  /** The quiz screen finished the quiz (completed or timed out). */
  | { type: 'quiz.ended' }
  /** The learner exited the quiz: nothing counted. */
  | { type: 'quiz.exited' }
  | { type: 'retry' }

const outcomeOf = (division: Division | null) => division?.status ?? 'in_level'

export const divisionMachine = setup({
  types: {
    context: {} as DivisionContext,
    events: {} as DivisionEvent,
    input: {} as { subject: DivisionSubject },
  },
  actors: {
    loadDivision: fromPromise<Division, { subject: DivisionSubject }>(async () => {
      throw new Error('loadDivision is provided by the page')
    }),
    startQuiz: fromPromise<QuizSummary, { subject: DivisionSubject }>(async () => {
      throw new Error('startQuiz is provided by the page')
    }),
    startShortTest: fromPromise<QuizSummary, { subject: DivisionSubject }>(async () => {
      throw new Error('startShortTest is provided by the page')
    }),
  },
  actions: {
    storeDivision: assign((_, division: Division) => ({ division, error: null })),
    storeQuiz: assign((_, quiz: QuizSummary) => ({ quizId: quiz.id, error: null })),
    resumeQuiz: assign(({ context }) => ({ quizId: context.division?.current_quiz_id ?? null })),
    resumeShortTest: assign(({ context }) => ({ quizId: context.division?.short_test_quiz_id ?? null })),
    /** The quiz ended: it becomes the last one (its report stays reachable). */
    finishQuiz: assign(({ context }) => ({ lastQuizId: context.quizId, quizId: null })),
    /** The quiz was exited: it counts for nothing and has no report (nor is an older one shown). */
    dropQuiz: assign({ quizId: null, lastQuizId: null }),
    storeError: assign((_, params: { cause: unknown }) => ({ error: params.cause })),
  },
  guards: {
    isShortTestRunning: ({ context }) =>
      outcomeOf(context.division) === 'eligible_for_promotion' && Boolean(context.division?.short_test_quiz_id),
    isEligible: ({ context }) => outcomeOf(context.division) === 'eligible_for_promotion',
    isQuizRunning: ({ context }) => Boolean(context.division?.current_quiz_id),
    isPromoted: ({ context }) => outcomeOf(context.division) === 'promoted',
    isStayed: ({ context }) => outcomeOf(context.division) === 'stayed',
    isRelegated: ({ context }) => outcomeOf(context.division) === 'relegated',
  },
}).createMachine({
  id: 'division',
  context: ({ input }) => ({ subject: input.subject, division: null, quizId: null, lastQuizId: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDivision',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: { target: 'routing', actions: { type: 'storeDivision', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) } },
      },
    },
    /** Where the server's division puts the learner (on arrival, or after an exit). */
    routing: {
      always: [
        { guard: 'isShortTestRunning', target: 'shortTest', actions: 'resumeShortTest' },
        { guard: 'isEligible', target: 'eligibleForPromotion' },
        { guard: 'isQuizRunning', target: 'quizRunning', actions: 'resumeQuiz' },
        { guard: 'isPromoted', target: 'promoted' },
        { guard: 'isStayed', target: 'stayed' },
        { guard: 'isRelegated', target: 'relegated' },
        { target: 'inLevel' },
      ],
    },
    /** A round under way: the next quiz is ready to start. */
    inLevel: { on: { 'quiz.start': 'startingQuiz' } },
    startingQuiz: {
      invoke: {
        src: 'startQuiz',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: { target: 'quizRunning', actions: { type: 'storeQuiz', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) } },
      },
    },
    quizRunning: {
      on: {
        'quiz.ended': { target: 'roundCheck', actions: 'finishQuiz' },
        'quiz.exited': { target: 'loading', actions: 'dropQuiz' },
      },
    },
    /** After a division quiz: the round goes on, or it is done and the points decide. */
    roundCheck: {
      invoke: {
        src: 'loadDivision',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: { target: 'roundDone', actions: { type: 'storeDivision', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) } },
      },
    },
    roundDone: {
      always: [
        { guard: 'isEligible', target: 'eligibleForPromotion' },
        { guard: 'isStayed', target: 'stayed' },
        { guard: 'isRelegated', target: 'relegated' },
        { target: 'quizResult' },
      ],
    },
    /** The round goes on: the quiz's score and the round's progress, then the next quiz. */
    quizResult: { on: { 'quiz.start': 'startingQuiz' } },
    /** The round reached the promotion threshold: the Short Test decides. */
    eligibleForPromotion: { on: { 'shortTest.start': 'startingShortTest' } },
    startingShortTest: {
      invoke: {
        src: 'startShortTest',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: { target: 'shortTest', actions: { type: 'storeQuiz', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) } },
      },
    },
    shortTest: {
      on: {
        'quiz.ended': { target: 'shortTestCheck', actions: 'finishQuiz' },
        'quiz.exited': { target: 'loading', actions: 'dropQuiz' },
      },
    },
    shortTestCheck: {
      invoke: {
        src: 'loadDivision',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: {
          target: 'shortTestDone',
          actions: { type: 'storeDivision', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) } },
      },
    },
    shortTestDone: {
      always: [{ guard: 'isPromoted', target: 'promoted' }, { target: 'stayed' }],
    },
    /** Outcomes: the level is already updated; the next quiz starts a new round. */
    promoted: { on: { 'quiz.start': 'startingQuiz' } },
    stayed: { on: { 'quiz.start': 'startingQuiz' } },
    relegated: { on: { 'quiz.start': 'startingQuiz' } },
    failed: { on: { retry: 'loading' } },
  },
})
