import { subjects } from '../../content/types'
import { createRouter } from '../../http/app-env'
import { ApiProblem } from '../../http/errors'
import { localeOf } from '../../http/problem'
import { enumQuery, idQuery } from '../../http/validation'
import { catalogBody, previewBody } from './present'
import { previewQuestion } from './service'

/** GET /catalog: open to everyone. */
export const catalogRoutes = createRouter().get('/', (c) =>
  c.json(catalogBody(localeOf(c), c.get('deps').config.timers), 200),
)

/** GET /questions/preview: a public sample question with its key, open to everyone. */
export const questionRoutes = createRouter().get('/preview', async (c) => {
  const id = idQuery(c, 'question_id')
  const system = enumQuery(c, 'system', ['SAT', 'EST'] as const)
  const subject = enumQuery(c, 'subject', subjects)
  const question = await previewQuestion(c.get('deps').db, { id, subject })
  if (!question) throw new ApiProblem(404, 'notFound')
  return c.json(previewBody(question, system, localeOf(c)), 200)
})
