import { draftHasValue, isLockedAnswer, queueWithDraft, unansweredPositions, type Quiz } from './quiz-answers'
import { currentView, isFinishedQuiz, isPosition, viewed, type QuizContext } from './quiz-context'
import { isRetryable, quizErrorCodeOf, unansweredPositionsOf } from './quiz-error'

type Args = { context: QuizContext }
/** A failed server call, as a guard's params (the event's `error`). */
type Failure = { error: unknown }

/** The quiz machine's guards: questions about the quiz, the queue and the server's answers. */
export const quizGuards = {
  isFinished: (_: unknown, quiz: Quiz) => isFinishedQuiz(quiz),
  isExited: (_: unknown, quiz: Quiz) => quiz.status === 'exited',
  isTimeUp: ({ context }: Args) => context.deadline !== null && context.now() >= context.deadline,
  hasImmediateFeedback: ({ context }: Args) => Boolean(context.quiz?.immediate_feedback),
  hasPrevious: ({ context }: Args) => context.position > 1,
  hasNext: ({ context }: Args) => context.position < (context.quiz?.questions.length ?? 0),
  isPositionInRange: ({ context }: Args, position: number) => isPosition(context, position),
  isOtherPosition: ({ context }: Args, position: number) =>
    position !== context.position && isPosition(context, position),
  /** Practice, with an answer chosen on a question not answered yet. */
  isDraftReadyToCheck: ({ context }: Args) => {
    const current = currentView(context)
    return (
      Boolean(context.quiz?.immediate_feedback) &&
      current !== null &&
      !isLockedAnswer(context.quiz, current.saved) &&
      draftHasValue(current.question, context.draft)
    )
  },
  /** Practice: the current question has been checked by the server. */
  isCurrentLocked: ({ context }: Args) => {
    const current = currentView(context)
    return current !== null && isLockedAnswer(context.quiz, current.saved)
  },
  /** Practice: the current question's answer is queued or on its way. */
  isCurrentChecking: ({ context }: Args) => {
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
  hasMissingAnswers: ({ context }: Args) => {
    const queue = context.quiz?.immediate_feedback ? context.queue : queueWithDraft(context, context.nextRevision)
    return unansweredPositions(context.quiz, viewed({ ...context, queue })).length > 0
  },
  hasPendingSaves: ({ context }: Args) => context.queue.length > 0,
  isNextSkip: ({ context }: Args) => context.queue[0]?.kind === 'skip',
  isOnline: ({ context }: Args) => context.online,
  isRetryableError: (_: unknown, { error }: Failure) => isRetryable(quizErrorCodeOf(error)),
  isConflict: (_: unknown, { error }: Failure) => {
    const code = quizErrorCodeOf(error)
    return code === 'quizNotRunning' || code === 'alreadyAnswered'
  },
  isAnswersMissing: (_: unknown, { error }: Failure) => unansweredPositionsOf(error) !== null,
  isQuizNotRunning: (_: unknown, { error }: Failure) => quizErrorCodeOf(error) === 'quizNotRunning',
  hasRetryableError: ({ context }: Args) => context.error !== null && isRetryable(context.error.code),
}
