import type { Context } from 'hono'
import { subjects, type SubjectId } from '../../content/types'
import { createRouter } from '../../http/app-env'
import { ApiProblem } from '../../http/errors'
import { localeOf } from '../../http/problem'
import { enumQuery, pageParams } from '../../http/validation'
import { currentUser, requireUser } from '../auth/middleware'
import { starterOf, startedQuizResponse } from '../quizzes/start-response'
import { divisionListBody, divisionProgressBody } from './present'
import { listDivisionProgress, listDivisions, startDivisionQuiz, startShortTest } from './service'

function subjectParam(c: Context): SubjectId {
  const value = c.req.param('subject')
  if (!(subjects as readonly string[]).includes(value ?? ''))
    throw new ApiProblem(400, 'badParameter', { field: 'subject' })
  return value as SubjectId
}

/** Divisions, mounted at `/divisions`: levels per subject, their quizzes and Short Tests, and the progress log. */
export const divisionRoutes = createRouter()
  .use('*', requireUser)

  .get('/', async (c) => {
    const states = await listDivisions(c.get('deps').db, currentUser(c).id)
    return c.json(divisionListBody(states, localeOf(c)), 200)
  })

  .post('/:subject/quizzes', async (c) => {
    const subject = subjectParam(c)
    return startedQuizResponse(c, await startDivisionQuiz(starterOf(c), subject))
  })

  .post('/:subject/short-test', async (c) => {
    const subject = subjectParam(c)
    return startedQuizResponse(c, await startShortTest(starterOf(c), subject))
  })

  .get('/progress', async (c) => {
    const page = pageParams(c)
    const subject = enumQuery(c, 'subject', subjects)
    const list = await listDivisionProgress(c.get('deps').db, currentUser(c).id, { subject, ...page })
    return c.json(divisionProgressBody(list, page, localeOf(c)), 200)
  })
