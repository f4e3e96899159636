import { createRouter } from '../../http/app-env'
import { localeOf } from '../../http/problem'
import { idParam, jsonBody } from '../../http/validation'
import { currentUser, requireUser } from '../auth/middleware'
import { starterOf } from '../quizzes/start-response'
import { fullTestLocation } from './present'
import { advanceFullTest, exitFullTest, startFullTest } from './service'
import { fullTestReport, fullTestView, fullTestViews } from './views'

/** Full-length tests, mounted at `/full-tests`: start or resume, read, move on, leave, report. */
export const fullTestRoutes = createRouter()
  .use('*', requireUser)

  .post('/', async (c) => {
    const body = await jsonBody(c, 'createFullTest')
    const { test, created } = await startFullTest(starterOf(c), body.system)
    const view = await fullTestView(c.get('deps'), currentUser(c).id, test.id, localeOf(c))
    if (!created) return c.json(view, 200)
    c.header('Location', fullTestLocation(test.id))
    return c.json(view, 201)
  })

  .get('/', async (c) => c.json(await fullTestViews(c.get('deps'), currentUser(c).id, localeOf(c)), 200))

  .get('/:test_id', async (c) =>
    c.json(await fullTestView(c.get('deps'), currentUser(c).id, idParam(c, 'test_id'), localeOf(c)), 200),
  )

  .post('/:test_id/advance', async (c) => {
    const body = await jsonBody(c, 'advanceFullTest')
    const testId = idParam(c, 'test_id')
    const userId = currentUser(c).id
    await advanceFullTest(c.get('deps'), userId, testId, body.from_stage)
    return c.json(await fullTestView(c.get('deps'), userId, testId, localeOf(c)), 200)
  })

  .post('/:test_id/exit', async (c) => {
    const testId = idParam(c, 'test_id')
    const userId = currentUser(c).id
    await exitFullTest(c.get('deps').db, userId, testId)
    return c.json(await fullTestView(c.get('deps'), userId, testId, localeOf(c)), 200)
  })

  .get('/:test_id/report', async (c) =>
    c.json(await fullTestReport(c.get('deps').db, currentUser(c).id, idParam(c, 'test_id'), localeOf(c)), 200),
  )
