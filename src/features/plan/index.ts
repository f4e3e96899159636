import { lazy } from 'react'

// The plan feature's public face (issue 19): the plan to test day, the skill map and the weak spots.
// Its components load on demand (render them inside `Suspense`): home's page reads import this
// file, and every signed-in page loads those, so it carries only the queries and these stubs.
export {
  learningKey,
  masteryQuery,
  planQuery,
  weakSpotsQuery,
  type MasteryLevel,
  type MasteryMap,
} from './api/learning'
export { PLAN_SECTION_ID, PLAN_SETTINGS_HREF } from './plan-links'
export { prefetchPlanReads } from './prefetch'

/** Home's plan card: days left, the daily goal and today's progress, the streak, the score trend. */
export const PlanCard = lazy(() => import('./components/plan-card').then((module) => ({ default: module.PlanCard })))
/** Home's weak spots per subject, with the button that starts a practice on them. */
export const WeakSpotsCard = lazy(() =>
  import('./components/weak-spots-card').then((module) => ({ default: module.WeakSpotsCard })),
)
/** Home's skill map section (its heading, lead and map). */
export const SkillMapSection = lazy(() =>
  import('./components/skill-map-section').then((module) => ({ default: module.SkillMapSection })),
)
/** The skill map alone as read from `GET /mastery` (a report's: one subject, the quiz's skills in bold). */
export const SkillMapPanel = lazy(() =>
  import('./components/skill-map').then((module) => ({ default: module.SkillMapPanel })),
)
/** The plan form of the settings page (date, score, Save, Remove). */
export const PlanForm = lazy(() => import('./components/plan-form').then((module) => ({ default: module.PlanForm })))
