import { createRouter } from '../../http/app-env'
import { currentUser, requireUser } from '../auth/middleware'
import { answerKeyBody } from './present'
import { quizWithItems } from './service'

/**
 * Development only (never mounted in production): the answer key of one of the signed-in
 * learner's quizzes, so QA and the end-to-end suite can walk a division round to promotion
 * (all right) or relegation (all wrong) without reading the database.
 */
export const devAnswerKeyPages = createRouter().get('/dev/answer-key/:quiz_id', requireUser, async (c) => {
  const { items } = await quizWithItems(c.get('deps').db, currentUser(c).id, c.req.param('quiz_id'))
  return c.json(answerKeyBody(items), 200, { 'Cache-Control': 'no-store' })
})
