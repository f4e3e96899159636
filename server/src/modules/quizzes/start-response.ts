import type { Context } from 'hono'
import type { AppEnvBindings } from '../../http/app-env'
import { localeOf } from '../../http/problem'
import { rateLimit } from '../../http/rate-limit'
import { currentUser } from '../auth/middleware'
import { quizLocation, quizSummaryBody } from './present'
import type { StartedQuiz, Starter } from './service'

/**
 * The HTTP side of starting a quiz, shared by the evaluation, practice and
 * division routes: who starts it (each start counts against the learner's
 * `quizStartPerUser` limit) and the answer.
 */
type Ctx = Context<AppEnvBindings>

export const starterOf = (c: Ctx): Starter => ({
  deps: c.get('deps'),
  userId: currentUser(c).id,
  limitStart: () => rateLimit(c, 'quizStartPerUser', currentUser(c).id),
})

/** 201 with the new quiz's `Location`, or 200 when a start resumed the quiz already running. */
export function startedQuizResponse(c: Ctx, started: StartedQuiz) {
  const body = quizSummaryBody(started.quiz, started.items, localeOf(c))
  if (!started.created) return c.json(body, 200)
  c.header('Location', quizLocation(started.quiz.id))
  return c.json(body, 201)
}
