import { createRouter } from '../../http/app-env'
import { localeOf } from '../../http/problem'
import { idParam } from '../../http/validation'
import { currentUser, requireUser } from '../auth/middleware'
import { reportBody } from './present'
import { loadReport } from './service'

/** GET /reports/{quiz_id}: the report of a finished quiz. */
export const reportRoutes = createRouter()
  .use('*', requireUser)
  .get('/:quiz_id', async (c) => {
    const report = await loadReport(c.get('deps').db, currentUser(c).id, idParam(c, 'quiz_id'))
    return c.json(reportBody(report, localeOf(c)), 200)
  })
