import { queryOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type Quiz = components['schemas']['Quiz']
export type QuizQuestion = components['schemas']['QuizQuestion']
export type AnswerResult = components['schemas']['AnswerResult']
export type SaveAnswerRequest = components['schemas']['SaveAnswerRequest']
export type QuizResult = components['schemas']['QuizResult']

/**
 * `GET /quizzes/{quiz_id}`: the quiz without its keys, with the server's remaining time. Never
 * cached between visits: the clock and the answers must come from the server on every resume.
 */
export const quizQuery = (quizId: string) =>
  queryOptions({
    queryKey: ['quiz', quizId],
    queryFn: async () => (await api.GET('/quizzes/{quiz_id}', { params: { path: { quiz_id: quizId } } })).data!,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })

/** `PUT /quizzes/{quiz_id}/answers/{question_id}`: idempotent, so a retried save is harmless. */
export async function saveAnswer(quizId: string, questionId: string, body: SaveAnswerRequest): Promise<AnswerResult> {
  return (
    await api.PUT('/quizzes/{quiz_id}/answers/{question_id}', {
      params: { path: { quiz_id: quizId, question_id: questionId } },
      body,
    })
  ).data!
}

/** `POST /quizzes/{quiz_id}/questions/{question_id}/skip`. */
export async function skipQuestion(quizId: string, questionId: string): Promise<AnswerResult> {
  return (
    await api.POST('/quizzes/{quiz_id}/questions/{question_id}/skip', {
      params: { path: { quiz_id: quizId, question_id: questionId } },
    })
  ).data!
}

/** `POST /quizzes/{quiz_id}/end`: a 409 with `unanswered_count` unless `confirmMissing`. */
export async function endQuiz(quizId: string, confirmMissing: boolean): Promise<QuizResult> {
  return (
    await api.POST('/quizzes/{quiz_id}/end', {
      params: { path: { quiz_id: quizId } },
      body: { confirm_missing: confirmMissing },
    })
  ).data!
}

/** `POST /quizzes/{quiz_id}/exit`: discards every answer, awards no points. */
export async function exitQuiz(quizId: string): Promise<void> {
  await api.POST('/quizzes/{quiz_id}/exit', { params: { path: { quiz_id: quizId } } })
}
