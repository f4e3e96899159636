import { createRouter } from '../../http/app-env'
import { currentUser, requireUser } from '../auth/middleware'
import { homeStatisticsBody } from './present'
import { homeStatistics } from './service'

/** GET /home/statistics: the learner's totals for the home page. */
export const homeRoutes = createRouter()
  .use('*', requireUser)
  .get('/statistics', async (c) =>
    c.json(homeStatisticsBody(await homeStatistics(c.get('deps').db, currentUser(c).id)), 200),
  )
