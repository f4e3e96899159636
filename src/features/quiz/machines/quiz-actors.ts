import { fromCallback, fromPromise } from 'xstate'
import type { AnswerResult, Quiz } from './quiz-answers'
import type { QuizResult, SaveAnswerInput } from './quiz-context'

/**
 * The quiz machine's server calls, by name: the app provides each one (the quiz API through the
 * query client); tests and the diagram provide stand-ins. Unprovided, a call fails loudly.
 */
export const quizActors = {
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
}
