import type { Context } from 'hono'
import { taxonomy } from '../../content/taxonomy'
import { subjects } from '../../content/types'
import { mistakes as rules } from '../../domain/constants'
import { createRouter } from '../../http/app-env'
import { ApiProblem } from '../../http/errors'
import { localeOf } from '../../http/problem'
import { booleanParam, enumQuery, idParam, jsonBody } from '../../http/validation'
import { currentUser, requireUser } from '../auth/middleware'
import { startedQuizResponse, starterOf } from '../quizzes/start-response'
import { masteryBySkill } from './mastery-service'
import { findMistake, findMistakes, type MistakeFilters } from './mistakes'
import { deletePlan, loadPlan, planView, setPlan } from './plan'
import { dueBody, masteryMapBody, mistakeDetailBody, mistakeListBody, planBody, weakSpotsBody } from './present'
import { dueSummary } from './review-cards'
import { startReview, startWeakSpotsPractice, weakSpots } from './starts'

/** A catalog id query parameter of the given kind (400 when the catalog has no such id). */
function catalogQuery(c: Context, name: 'domain' | 'skill'): string | undefined {
  const value = c.req.query(name)
  if (value === undefined) return undefined
  if (!(name === 'domain' ? taxonomy.domain(value) : taxonomy.skill(value)))
    throw new ApiProblem(400, 'badParameter', { field: name })
  return value
}

function mistakeFilters(c: Context): MistakeFilters {
  return {
    subject: enumQuery(c, 'subject', subjects),
    domain: catalogQuery(c, 'domain'),
    skill: catalogQuery(c, 'skill'),
    difficulty: enumQuery(c, 'difficulty', ['easy', 'medium', 'hard'] as const),
    notMastered: booleanParam(c, 'not_mastered', false),
  }
}

/**
 * Learning from mistakes (issue 19), mounted at the API root: the mistake log, reviews, mastery, weak
 * spots and the plan. Every route needs a signed-in learner and reads or writes only theirs.
 */
export const learningRoutes = createRouter()
  .use('/mistakes/*', requireUser)
  .use('/mistakes', requireUser)
  .use('/reviews/*', requireUser)
  .use('/reviews', requireUser)
  .use('/mastery', requireUser)
  .use('/weak-spots', requireUser)
  .use('/practices/weak-spots', requireUser)
  .use('/plan', requireUser)

  .get('/mistakes', async (c) => {
    const now = new Date()
    const entries = await findMistakes(c.get('deps').db, currentUser(c).id, mistakeFilters(c), now)
    return c.json(mistakeListBody(entries, localeOf(c), now, rules.logRows), 200)
  })

  .get('/mistakes/:question_id', async (c) => {
    const now = new Date()
    const entry = await findMistake(c.get('deps').db, currentUser(c).id, idParam(c, 'question_id'), now)
    return c.json(mistakeDetailBody(entry, localeOf(c), now), 200)
  })

  .post('/reviews', async (c) => {
    const body = await jsonBody(c, 'createReview')
    return startedQuizResponse(c, await startReview(starterOf(c), body, new Date()))
  })

  .get('/reviews/due', async (c) => {
    const { counts, next } = await dueSummary(c.get('deps').db, currentUser(c).id, new Date())
    return c.json(dueBody(counts, next), 200)
  })

  .get('/mastery', async (c) => {
    const mastery = await masteryBySkill(c.get('deps').db, currentUser(c).id, new Date())
    return c.json(masteryMapBody(mastery, localeOf(c)), 200)
  })

  .get('/weak-spots', async (c) => {
    const subject = enumQuery(c, 'subject', subjects)
    if (!subject) throw new ApiProblem(400, 'badParameter', { field: 'subject' })
    const view = await weakSpots(c.get('deps').db, currentUser(c).id, subject, new Date())
    return c.json(weakSpotsBody(subject, view, localeOf(c)), 200)
  })

  .post('/practices/weak-spots', async (c) => {
    const body = await jsonBody(c, 'createWeakSpotsPractice')
    return startedQuizResponse(c, await startWeakSpotsPractice(starterOf(c), body, new Date()))
  })

  .get('/plan', async (c) => {
    const { db } = c.get('deps')
    const plan = await loadPlan(db, currentUser(c).id)
    return c.json(planBody(plan ? await planView(db, plan, new Date()) : null), 200)
  })

  .put('/plan', async (c) => {
    const body = await jsonBody(c, 'setPlan')
    const { db } = c.get('deps')
    const now = new Date()
    const plan = await setPlan(
      db,
      currentUser(c).id,
      { targetDate: body.target_date, targetScore: body.target_score, timeZone: body.time_zone },
      now,
    )
    return c.json(planBody(await planView(db, plan, now)), 200)
  })

  .delete('/plan', async (c) => {
    await deletePlan(c.get('deps').db, currentUser(c).id)
    return c.body(null, 204)
  })
