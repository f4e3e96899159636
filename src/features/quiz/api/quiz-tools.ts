import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

/** A highlight of a question's passage (character offsets in `passage`) with its note. */
export type Annotation = components['schemas']['Annotation']
export type AnnotationRequest = components['schemas']['AnnotationRequest']
export type QuestionAnswerState = components['schemas']['QuestionAnswerState']

/**
 * `PUT /quizzes/{quiz_id}/questions/{question_id}/eliminations`: replaces the struck-out choices.
 * Striking the chosen one clears the answer; the body says what the server kept.
 */
export async function setEliminations(
  quizId: string,
  questionId: string,
  eliminated: string[],
): Promise<QuestionAnswerState> {
  return (
    await api.PUT('/quizzes/{quiz_id}/questions/{question_id}/eliminations', {
      params: { path: { quiz_id: quizId, question_id: questionId } },
      body: { eliminated },
    })
  ).data!
}

/** `POST /quizzes/{quiz_id}/questions/{question_id}/annotations`: a 422 outside the passage or past 50. */
export async function createAnnotation(
  quizId: string,
  questionId: string,
  body: AnnotationRequest,
): Promise<Annotation> {
  return (
    await api.POST('/quizzes/{quiz_id}/questions/{question_id}/annotations', {
      params: { path: { quiz_id: quizId, question_id: questionId } },
      body,
    })
  ).data!
}

/** `PATCH /quizzes/{quiz_id}/annotations/{annotation_id}`: the note (`null` removes it). */
export async function updateAnnotation(quizId: string, annotationId: string, note: string | null): Promise<Annotation> {
  return (
    await api.PATCH('/quizzes/{quiz_id}/annotations/{annotation_id}', {
      params: { path: { quiz_id: quizId, annotation_id: annotationId } },
      body: { note },
    })
  ).data!
}

/** `DELETE /quizzes/{quiz_id}/annotations/{annotation_id}`: a highlight already gone is fine (204). */
export async function deleteAnnotation(quizId: string, annotationId: string): Promise<void> {
  await api.DELETE('/quizzes/{quiz_id}/annotations/{annotation_id}', {
    params: { path: { quiz_id: quizId, annotation_id: annotationId } },
  })
}
