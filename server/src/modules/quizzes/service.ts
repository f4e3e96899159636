import { and, eq } from 'drizzle-orm'
import type { RequestBody } from '../../api/contract'
import { taxonomy } from '../../content/taxonomy'
import type { SubjectId } from '../../content/types'
import type { Db } from '../../db/client'
import { quizzes } from '../../db/schema'
import { learning } from '../../domain/constants'
import type { AppDeps } from '../../http/app-env'
import { ApiProblem, invalid } from '../../http/errors'
import { currentSubscription } from '../subscriptions/service'
import { drawQuestions, evaluationSlots, practiceSlots, type Candidate, type Slot } from './draw'
import {
  createQuiz,
  finishedFilter,
  loadAnnotations,
  loadItems,
  loadQuiz,
  type QuizItem,
  type QuizRow,
} from './lifecycle'
import { saveVariant, variantSource } from './variants'

/** Who starts a quiz, and the hook that counts the start against their limit. */
export interface Starter {
  deps: AppDeps
  userId: string
  /** Counts one start (the route's per-learner rate limit); called right before the draw, the one costly step. */
  limitStart: () => Promise<void>
}

/** A quiz just started, or one already running that a start resumes (`created` false). */
export interface StartedQuiz {
  quiz: QuizRow
  items: QuizItem[]
  created: boolean
}

/** Starting anything needs an active subscription or trial (DESIGN §3); reading stays open. */
export async function requireSubscription(db: Db, userId: string) {
  const state = await currentSubscription(db, userId, 'en')
  if (!state.has_active_subscription)
    throw new ApiProblem(403, 'subscriptionExpired', {}, { type: 'urn:exam-prep:problem:subscription-required' })
}

/** Whether the learner has finished an evaluation of the subject, in any system (spec §4: evaluating first). */
export async function hasEvaluation(db: Db, userId: string, subject: SubjectId): Promise<boolean> {
  const [evaluation] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(finishedFilter(userId), eq(quizzes.kind, 'evaluation'), eq(quizzes.subject, subject)))
    .limit(1)
  return evaluation !== undefined
}

/** Practice of a subject needs its evaluation first: 409 otherwise. */
export async function requireEvaluation(db: Db, userId: string, subject: SubjectId): Promise<void> {
  if (!(await hasEvaluation(db, userId, subject)))
    throw new ApiProblem(409, 'evaluationRequired', {}, { type: 'urn:exam-prep:problem:evaluation-required' })
}

/**
 * Draws a new quiz's questions of the subject, counting the start first; a
 * draw that finds none is refused (422 on `emptyField`, the criterion to loosen).
 */
export async function drawFor(
  starter: Starter,
  subject: SubjectId,
  slots: Slot[],
  emptyField: 'subject' | 'skills' = 'subject',
  exclude?: ReadonlySet<string>,
): Promise<Candidate[]> {
  await starter.limitStart()
  const { db } = starter.deps
  const candidates = await drawQuestions(db, {
    userId: starter.userId,
    subject,
    slots,
    exclude,
    variants: variantSource,
    saveVariant: (item) => saveVariant(db, item),
  })
  if (!candidates.length) throw invalid({ [emptyField]: { key: 'noQuestions' } })
  return candidates
}

/** Creates the quiz on the drawn candidates, timed by the server's configuration. */
export async function startQuiz(
  deps: AppDeps,
  input: Omit<Parameters<typeof createQuiz>[1], 'timers'>,
): Promise<StartedQuiz> {
  const quiz = await createQuiz(deps.db, { ...input, timers: deps.config.timers })
  return { quiz, items: await loadItems(deps.db, quiz.id), created: true }
}

export async function startEvaluation(starter: Starter, body: RequestBody<'createEvaluation'>): Promise<StartedQuiz> {
  await requireSubscription(starter.deps.db, starter.userId)
  const candidates = await drawFor(starter, body.subject, evaluationSlots(body.subject))
  return startQuiz(starter.deps, {
    userId: starter.userId,
    kind: 'evaluation',
    system: body.system,
    subject: body.subject,
    timerType: body.timer_type,
    candidates,
  })
}

/**
 * A practice on the learner's criteria: the domain and skills must belong to
 * the subject (422 per field), and the subject's evaluation must be done first.
 */
export async function startPractice(starter: Starter, body: RequestBody<'createPractice'>): Promise<StartedQuiz> {
  const domain = body.domain ? taxonomy.domain(body.domain) : undefined
  if (body.domain && (!domain || domain.subject !== body.subject))
    throw invalid({ domain: { key: 'domainNotInSubject' } })
  const skills = body.skills ?? []
  const errors = Object.fromEntries(
    skills
      .map((id, index) => [index, taxonomy.skill(id)] as const)
      .filter(([, skill]) => !skill || skill.subject !== body.subject || (domain && skill.domain !== domain.id))
      .map(([index]) => [`skills.${index}`, { key: 'skillNotInDomain' as const }]),
  )
  if (Object.keys(errors).length) throw invalid(errors)
  const { db } = starter.deps
  await requireSubscription(db, starter.userId)
  await requireEvaluation(db, starter.userId, body.subject)
  const count = body.question_count ?? learning.practice.defaultQuestions
  const criteria: Slot = {
    ...(domain ? { domain: domain.id } : {}),
    skills,
    ...(body.difficulty ? { difficulty: body.difficulty } : {}),
  }
  const candidates = await drawFor(starter, body.subject, practiceSlots(count, criteria), 'skills')
  return startQuiz(starter.deps, {
    userId: starter.userId,
    kind: 'practice',
    system: body.system,
    subject: body.subject,
    domain: domain?.id ?? null,
    skills,
    difficulty: body.difficulty ?? null,
    timerType: body.timer ? (body.timer_type ?? 'loose') : null,
    candidates,
  })
}

/** The learner's quiz (expired first when its time is up); 404 when it is not theirs. */
export async function ownQuiz(db: Db, userId: string, quizId: string): Promise<QuizRow> {
  const quiz = await loadQuiz(db, userId, quizId)
  if (!quiz) throw new ApiProblem(404, 'notFound')
  return quiz
}

/** The learner's quiz with its questions in order, and their highlights. */
export async function quizWithItems(db: Db, userId: string, quizId: string) {
  const quiz = await ownQuiz(db, userId, quizId)
  return { quiz, items: await loadItems(db, quiz.id), annotations: await loadAnnotations(db, quiz.id) }
}
