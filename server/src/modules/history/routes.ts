import type { Context } from 'hono'
import { taxonomy } from '../../content/taxonomy'
import { subjects } from '../../content/types'
import { createRouter } from '../../http/app-env'
import { ApiProblem } from '../../http/errors'
import { localeOf } from '../../http/problem'
import { enumQuery, pageParams } from '../../http/validation'
import { currentUser, requireUser } from '../auth/middleware'
import { historyBody } from './present'
import { listHistory, type HistoryFilters } from './service'

/** A `YYYY-MM-DD` query parameter as the start of that UTC day (400 otherwise). */
function dateQuery(c: Context, name: string): Date | undefined {
  const value = c.req.query(name)
  if (value === undefined) return undefined
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN)
  if (Number.isNaN(parsed.getTime())) throw new ApiProblem(400, 'badParameter', { field: name })
  return parsed
}

function historyFilters(c: Context): HistoryFilters {
  const system = enumQuery(c, 'system', ['SAT', 'EST'] as const)
  const subject = enumQuery(c, 'subject', subjects)
  const kind = enumQuery(c, 'kind', ['evaluation', 'practice', 'division', 'short_test', 'review'] as const)
  const domain = c.req.query('domain')
  if (domain !== undefined && !taxonomy.domain(domain)) throw new ApiProblem(400, 'badParameter', { field: 'domain' })
  return { system, subject, kind, domain, from: dateQuery(c, 'from'), to: dateQuery(c, 'to') }
}

/** GET /history: the learner's finished quizzes, filtered and paged. */
export const historyRoutes = createRouter()
  .use('/', requireUser)
  .get('/', async (c) => {
    const page = pageParams(c)
    const list = await listHistory(c.get('deps').db, currentUser(c).id, historyFilters(c), page)
    return c.json(historyBody(list, page, localeOf(c)), 200)
  })
