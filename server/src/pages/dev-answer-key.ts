import { Hono } from 'hono'
import type { AppEnvBindings } from '../http/app-env'
import { currentUser, requireUser } from '../auth/middleware'
import { ApiProblem } from '../http/errors'
import { keyBody, loadItems, loadQuiz } from '../learning/quizzes'

/**
 * Development only (never mounted in production): the answer key of one of the signed-in
 * learner's quizzes, so QA and the end-to-end suite can walk a division round to promotion
 * (all right) or relegation (all wrong) without reading the database.
 */
export const devAnswerKeyPages = new Hono<AppEnvBindings>().get('/dev/answer-key/:quiz_id', requireUser, async (c) => {
  const { db } = c.get('deps')
  const quiz = await loadQuiz(db, currentUser(c).id, c.req.param('quiz_id'))
  if (!quiz) throw new ApiProblem(404, 'notFound')
  const items = await loadItems(db, quiz.id)
  return c.json(
    items.map(({ slot, question }) => ({
      question_id: question.id,
      position: slot.position,
      format: question.format,
      ...keyBody(question),
    })),
    200,
    { 'Cache-Control': 'no-store' },
  )
})
