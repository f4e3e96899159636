import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { ResponseBody } from '../api/contract'
import type { AppEnvBindings } from '../http/app-env'
import { currentUser, requireUser } from '../auth/middleware'
import { taxonomy } from '../content/taxonomy'
import type { SubjectId } from '../content/types'
import { divisionEvents, divisions, questions, quizQuestions, quizzes } from '../db/schema'
import { learning } from '../domain/constants'
import { ApiProblem, invalid } from '../http/errors'
import { localeOf } from '../http/problem'
import { rateLimit } from '../http/rate-limit'
import { jsonBody, pageMeta, pageParams } from '../http/validation'
import { translate } from '../i18n/messages'
import {
  divisionMessage,
  getDivision,
  levelDifficulty,
  percentOf,
  promotionThreshold,
  relegationBound,
  roundMaxPoints,
  roundProgress,
} from '../learning/divisions'
import { drawQuestions, evaluationSlots, practiceSlots, type Slot } from '../learning/draw'
import {
  catalogRef,
  createQuiz,
  finishedFilter,
  keyBody,
  loadItems,
  loadQuiz,
  questionBody,
  quizBody,
  quizResultBody,
  quizSummaryBody,
  type QuizRow,
} from '../learning/quizzes'
import { endQuiz, exitQuiz, saveAnswer } from '../learning/quiz-writes'
import { buildReport } from '../learning/reports'
import { saveVariant, variantSource } from '../learning/variants'
import { currentSubscription } from '../services/subscriptions'

type Ctx = Context<AppEnvBindings>
const ID = /^[A-Za-z0-9_-]{8,40}$/
const SUBJECTS = ['math', 'reading_writing'] as const

function idParam(c: Ctx, name: string): string {
  const value = c.req.param(name) ?? ''
  if (!ID.test(value)) throw new ApiProblem(400, 'badParameter', { field: name })
  return value
}

function subjectParam(c: Ctx): SubjectId {
  const value = c.req.param('subject')
  if (!(SUBJECTS as readonly string[]).includes(value ?? ''))
    throw new ApiProblem(400, 'badParameter', { field: 'subject' })
  return value as SubjectId
}

/** Starting anything needs an active subscription or trial (DESIGN §3); reading stays open. */
async function requireSubscription(c: Ctx) {
  const state = await currentSubscription(c.get('deps').db, currentUser(c).id, 'en')
  if (!state.has_active_subscription)
    throw new ApiProblem(403, 'subscriptionExpired', {}, { type: 'urn:exam-prep:problem:subscription-required' })
}

async function ownQuiz(c: Ctx): Promise<QuizRow> {
  const quiz = await loadQuiz(c.get('deps').db, currentUser(c).id, idParam(c, 'quiz_id'))
  if (!quiz) throw new ApiProblem(404, 'notFound')
  return quiz
}

/** The learner and the quiz a write names (the quiz is checked to be theirs by the write itself). */
const quizTarget = (c: Ctx) => ({ userId: currentUser(c).id, quizId: idParam(c, 'quiz_id') })

async function startQuiz(c: Ctx, input: Omit<Parameters<typeof createQuiz>[1], 'timers'>, status: 200 | 201 = 201) {
  const { db, config } = c.get('deps')
  const quiz = await createQuiz(db, { ...input, timers: config.timers })
  const items = await loadItems(db, quiz.id)
  c.header('Location', `/api/v1/quizzes/${quiz.id}`)
  return c.json(quizSummaryBody(quiz, items, localeOf(c)), status)
}

/** Draws a new quiz's questions: the one costly step of starting a quiz, so the per-learner limit is counted here. */
const draw = async (c: Ctx, subject: SubjectId, slots: Slot[]) => {
  await rateLimit(c, 'quizStartPerUser', currentUser(c).id)
  return drawQuestions(c.get('deps').db, {
    userId: currentUser(c).id,
    subject,
    slots,
    variants: variantSource,
    saveVariant: (item) => saveVariant(c.get('deps').db, item),
  })
}

export const learningRoutes = new Hono<AppEnvBindings>()
  .get('/catalog', (c) => {
    const locale = localeOf(c)
    const body: ResponseBody<'getCatalog', 200> = {
      systems: taxonomy.systems.map((system) => ({
        id: system.id,
        name: system.name[locale],
        subjects: taxonomy.subjects.map((subject) => ({
          id: subject.id,
          name: subject.name[locale],
          evaluation_questions: learning.evaluationQuestions[subject.id],
          domains: subject.domains.map((domain) => ({
            id: domain.id,
            name: domain.name[locale],
            skills: domain.skills.map((skill) => ({ id: skill.id, name: skill.name[locale] })),
          })),
        })),
      })),
      difficulties: taxonomy.difficulties.map((d) => ({
        id: d.id,
        name: d.name[locale],
        points: learning.points[d.id],
      })),
      timer_types: taxonomy.timerTypes.map((t) => ({
        id: t.id,
        name: t.name[locale],
        seconds_per_question: c.get('deps').config.timers[t.id],
      })),
    }
    return c.json(body, 200)
  })

  .get('/questions/preview', async (c) => {
    const { db } = c.get('deps')
    const id = c.req.query('question_id')
    const system = c.req.query('system')
    const subject = c.req.query('subject')
    if (id !== undefined && !ID.test(id)) throw new ApiProblem(400, 'badParameter', { field: 'question_id' })
    if (system !== undefined && system !== 'SAT' && system !== 'EST')
      throw new ApiProblem(400, 'badParameter', { field: 'system' })
    if (subject !== undefined && !(SUBJECTS as readonly string[]).includes(subject))
      throw new ApiProblem(400, 'badParameter', { field: 'subject' })
    const conditions = [
      eq(questions.publicSample, true),
      eq(questions.active, true),
      // Draws never use public samples; a quiz started before that rule may still hold one, and its
      // key must not be readable while it runs.
      sql`not exists (select 1 from ${quizQuestions} join ${quizzes} on ${quizzes.id} = ${quizQuestions.quizId}
        where ${quizQuestions.questionId} = ${questions.id} and ${quizzes.status} = 'in_progress')`,
    ]
    if (id) conditions.push(eq(questions.id, id))
    if (subject) conditions.push(eq(questions.subject, subject as SubjectId))
    const [question] = await db
      .select()
      .from(questions)
      .where(and(...conditions))
      .orderBy(sql`random()`)
      .limit(1)
    if (!question) throw new ApiProblem(404, 'notFound')
    const body: ResponseBody<'previewQuestion', 200> = {
      ...questionBody(question, localeOf(c)),
      system: (system as 'SAT' | 'EST' | undefined) ?? 'SAT',
      subject: question.subject,
      key: keyBody(question),
    }
    return c.json(body, 200)
  })

  .use('/evaluations', requireUser)
  .use('/practices', requireUser)
  .use('/quizzes/*', requireUser)
  .use('/reports/*', requireUser)
  .use('/history', requireUser)
  .use('/divisions', requireUser)
  .use('/divisions/*', requireUser)
  .use('/home/*', requireUser)

  .post('/evaluations', async (c) => {
    const body = await jsonBody(c, 'createEvaluation')
    await requireSubscription(c)
    const candidates = await draw(c, body.subject, evaluationSlots(body.subject))
    if (!candidates.length) throw invalid({ subject: { key: 'noQuestions' } })
    return startQuiz(c, {
      userId: currentUser(c).id,
      kind: 'evaluation',
      system: body.system,
      subject: body.subject,
      timerType: body.timer_type,
      candidates,
    })
  })

  .post('/practices', async (c) => {
    const { db } = c.get('deps')
    const body = await jsonBody(c, 'createPractice')
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
    await requireSubscription(c)
    const [evaluation] = await db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(finishedFilter(currentUser(c).id), eq(quizzes.kind, 'evaluation'), eq(quizzes.subject, body.subject)))
      .limit(1)
    if (!evaluation)
      throw new ApiProblem(409, 'evaluationRequired', {}, { type: 'urn:exam-prep:problem:evaluation-required' })
    const count = body.question_count ?? learning.practice.defaultQuestions
    const criteria: Slot = {
      ...(domain ? { domain: domain.id } : {}),
      skills,
      ...(body.difficulty ? { difficulty: body.difficulty } : {}),
    }
    const candidates = await draw(c, body.subject, practiceSlots(count, criteria))
    if (!candidates.length) throw invalid({ skills: { key: 'noQuestions' } })
    return startQuiz(c, {
      userId: currentUser(c).id,
      kind: 'practice',
      system: body.system,
      subject: body.subject,
      domain: domain?.id ?? null,
      skills,
      difficulty: body.difficulty ?? null,
      timerType: body.timer ? (body.timer_type ?? 'loose') : null,
      candidates,
    })
  })

  .get('/quizzes/:quiz_id', async (c) => {
    const quiz = await ownQuiz(c)
    const items = await loadItems(c.get('deps').db, quiz.id)
    return c.json(quizBody(quiz, items, localeOf(c)), 200)
  })

  .put('/quizzes/:quiz_id/answers/:question_id', async (c) => {
    const body = await jsonBody(c, 'saveAnswer')
    const target = quizTarget(c)
    const answering = 'choice_id' in body || 'response' in body
    return c.json(
      await saveAnswer(c.get('deps').db, {
        ...target,
        questionId: idParam(c, 'question_id'),
        kind: 'answer',
        answering,
        choiceId: body.choice_id ?? null,
        response: body.response ?? null,
        markedForReview: body.marked_for_review,
      }),
      200,
    )
  })

  .post('/quizzes/:quiz_id/questions/:question_id/skip', async (c) => {
    const target = quizTarget(c)
    return c.json(
      await saveAnswer(c.get('deps').db, { ...target, questionId: idParam(c, 'question_id'), kind: 'skip' }),
      200,
    )
  })

  .post('/quizzes/:quiz_id/end', async (c) => {
    const hasBody = (c.req.header('Content-Length') ?? '0') !== '0' || c.req.header('Content-Type') !== undefined
    const body: { confirm_missing?: boolean } = hasBody ? await jsonBody(c, 'endQuiz') : {}
    const quiz = await endQuiz(c.get('deps').db, { ...quizTarget(c), confirmMissing: body.confirm_missing === true })
    return c.json(quizResultBody(quiz, localeOf(c)), 200)
  })

  .post('/quizzes/:quiz_id/exit', async (c) => {
    const target = quizTarget(c)
    await exitQuiz(c.get('deps').db, target)
    const body: ResponseBody<'exitQuiz', 200> = {
      quiz_id: target.quizId,
      status: 'exited',
      message: translate(localeOf(c), 'quizExited'),
    }
    return c.json(body, 200)
  })

  .get('/reports/:quiz_id', async (c) => {
    const quiz = await ownQuiz(c)
    if (quiz.status === 'exited') throw new ApiProblem(404, 'notFound')
    if (quiz.status === 'in_progress')
      throw new ApiProblem(409, 'quizNotFinished', {}, { type: 'urn:exam-prep:problem:quiz-not-finished' })
    return c.json(await buildReport(c.get('deps').db, quiz, localeOf(c)), 200)
  })

  .get('/history', async (c) => {
    const { db } = c.get('deps')
    const { page, perPage } = pageParams(c)
    const query = c.req.query()
    const conditions = [finishedFilter(currentUser(c).id)]
    const oneOf = (name: string, allowed: readonly string[]) => {
      const value = query[name]
      if (value === undefined) return undefined
      if (!allowed.includes(value)) throw new ApiProblem(400, 'badParameter', { field: name })
      return value
    }
    const system = oneOf('system', ['SAT', 'EST'])
    const subject = oneOf('subject', SUBJECTS)
    const kind = oneOf('kind', ['evaluation', 'practice', 'division', 'short_test'])
    const domain = query.domain
    if (domain !== undefined && !taxonomy.domain(domain)) throw new ApiProblem(400, 'badParameter', { field: 'domain' })
    const date = (name: string) => {
      const value = query[name]
      if (value === undefined) return undefined
      const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN)
      if (Number.isNaN(parsed.getTime())) throw new ApiProblem(400, 'badParameter', { field: name })
      return parsed
    }
    const from = date('from')
    const to = date('to')
    if (system) conditions.push(eq(quizzes.system, system as 'SAT'))
    if (subject) conditions.push(eq(quizzes.subject, subject as SubjectId))
    if (kind) conditions.push(eq(quizzes.kind, kind as QuizRow['kind']))
    if (domain) conditions.push(eq(quizzes.domain, domain))
    if (from) conditions.push(gte(quizzes.createdAt, from))
    if (to) conditions.push(lt(quizzes.createdAt, new Date(to.getTime() + 86_400_000)))
    const where = and(...conditions)
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(quizzes).where(where)
    const rows = await db
      .select()
      .from(quizzes)
      .where(where)
      .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
    const locale = localeOf(c)
    const body: ResponseBody<'listHistory', 200> = {
      data: rows.map((quiz) => ({
        id: quiz.id,
        quiz_id: quiz.id,
        kind: quiz.kind,
        system: quiz.system,
        subject: quiz.subject,
        domain: quiz.domain ? catalogRef('domain', quiz.domain, locale) : null,
        score: quiz.percentage ?? 0,
        status_code: (quiz.statusCode ?? 1) as 1 | 2 | 3,
        correct: quiz.correctCount ?? 0,
        total: quiz.numberOfQuestions,
        points_earned: quiz.pointsEarned ?? 0,
        created_at: quiz.createdAt.toISOString(),
      })),
      meta: pageMeta(total, page, perPage),
    }
    return c.json(body, 200)
  })

  .get('/home/statistics', async (c) => {
    const { db } = c.get('deps')
    const userId = currentUser(c).id
    const rows = await db
      .select({
        kind: quizzes.kind,
        quizzes: count(),
        points: sql<number>`cast(coalesce(sum(${quizzes.pointsEarned}), 0) as integer)`,
      })
      .from(quizzes)
      .where(finishedFilter(userId))
      .groupBy(quizzes.kind)
    const [answered] = await db
      .select({ n: count() })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(and(finishedFilter(userId), eq(quizQuestions.status, 'answered')))
    const of = (kind: QuizRow['kind']) => rows.find((row) => row.kind === kind) ?? { quizzes: 0, points: 0 }
    const body: ResponseBody<'getHomeStatistics', 200> = {
      questions: answered?.n ?? 0,
      practices: of('practice').quizzes,
      evaluations: of('evaluation').quizzes,
      divisions: of('division').quizzes + of('short_test').quizzes,
      practice_points: of('practice').points,
      evaluate_points: of('evaluation').points,
      division_points: of('division').points + of('short_test').points,
    }
    return c.json(body, 200)
  })

  .get('/divisions', async (c) => {
    const { db } = c.get('deps')
    const userId = currentUser(c).id
    const locale = localeOf(c)
    const data = []
    for (const subject of SUBJECTS) {
      const division = await getDivision(db, userId, subject)
      const progress = await roundProgress(db, division)
      const running = await db
        .select({ id: quizzes.id, kind: quizzes.kind, endsAt: quizzes.endsAt })
        .from(quizzes)
        .where(
          and(
            eq(quizzes.userId, userId),
            eq(quizzes.subject, subject),
            eq(quizzes.status, 'in_progress'),
            inArray(quizzes.kind, ['division', 'short_test']),
          ),
        )
      const live = running.filter((quiz) => !quiz.endsAt || quiz.endsAt > new Date())
      const [last] = await db
        .select()
        .from(divisionEvents)
        .where(and(eq(divisionEvents.userId, userId), eq(divisionEvents.subject, subject)))
        .orderBy(desc(divisionEvents.createdAt))
        .limit(1)
      const max = roundMaxPoints(division.level)
      const threshold = promotionThreshold(division.level)
      const quizzesPerLevel = learning.divisions.quizzesPerLevel
      data.push({
        subject,
        subject_name: taxonomy.subject(subject)!.name[locale],
        level: division.level,
        points: progress.points,
        min_points: relegationBound(division.level),
        max_points: max,
        promotion_threshold: threshold,
        points_to_promotion: Math.max(0, threshold - progress.points),
        quiz_number: Math.min(quizzesPerLevel, progress.solved + 1),
        solved_quizzes: progress.solved,
        remaining_quizzes: Math.max(0, quizzesPerLevel - progress.solved),
        quizzes_per_level: quizzesPerLevel,
        status: division.status,
        current_quiz_id: live.find((quiz) => quiz.kind === 'division')?.id ?? null,
        short_test_quiz_id: live.find((quiz) => quiz.kind === 'short_test')?.id ?? null,
        last_result: last
          ? {
              status: last.status,
              level_before: last.levelBefore,
              level_after: last.levelAfter,
              message: divisionMessage(
                locale,
                last.status,
                last.status === 'eligible_for_promotion' ? last.levelBefore : last.levelAfter,
              ),
              created_at: last.createdAt.toISOString(),
            }
          : null,
      })
    }
    return c.json({ data } satisfies ResponseBody<'listDivisions', 200>, 200)
  })

  .post('/divisions/:subject/quizzes', async (c) => {
    const { db } = c.get('deps')
    const subject = subjectParam(c)
    const userId = currentUser(c).id
    const running = await runningDivisionQuiz(c, subject, 'division')
    if (running) return c.json(quizSummaryBody(running, await loadItems(db, running.id), localeOf(c)), 200)
    const division = await getDivision(db, userId, subject)
    if (division.status === 'eligible_for_promotion')
      throw new ApiProblem(409, 'promotionTestPending', {}, { type: 'urn:exam-prep:problem:promotion-test-pending' })
    await requireSubscription(c)
    const progress = await roundProgress(db, division)
    const candidates = await draw(c, subject, divisionSlots(division.level))
    if (!candidates.length) throw invalid({ subject: { key: 'noQuestions' } })
    // A shown outcome (promoted, stayed, relegated) gives way to the new round once a quiz starts.
    await db
      .update(divisions)
      .set({ status: 'in_level' })
      .where(and(eq(divisions.userId, userId), eq(divisions.subject, subject)))
    return startQuiz(c, {
      userId,
      kind: 'division',
      system: null,
      subject,
      timerType: 'strict',
      candidates,
      division: { level: division.level, round: division.round, quizNumber: progress.solved + 1 },
    })
  })

  .post('/divisions/:subject/short-test', async (c) => {
    const { db } = c.get('deps')
    const subject = subjectParam(c)
    const userId = currentUser(c).id
    const running = await runningDivisionQuiz(c, subject, 'short_test')
    if (running) return c.json(quizSummaryBody(running, await loadItems(db, running.id), localeOf(c)), 200)
    const division = await getDivision(db, userId, subject)
    if (division.status !== 'eligible_for_promotion')
      throw new ApiProblem(
        409,
        'notEligibleForPromotion',
        {},
        { type: 'urn:exam-prep:problem:not-eligible-for-promotion' },
      )
    await requireSubscription(c)
    const candidates = await draw(c, subject, divisionSlots(division.level, learning.divisions.shortTestQuestions))
    if (!candidates.length) throw invalid({ subject: { key: 'noQuestions' } })
    return startQuiz(c, {
      userId,
      kind: 'short_test',
      system: null,
      subject,
      timerType: 'strict',
      candidates,
      division: { level: division.level, round: division.round, quizNumber: null },
    })
  })

  .get('/divisions/progress', async (c) => {
    const { db } = c.get('deps')
    const { page, perPage } = pageParams(c)
    const subject = c.req.query('subject')
    if (subject !== undefined && !(SUBJECTS as readonly string[]).includes(subject))
      throw new ApiProblem(400, 'badParameter', { field: 'subject' })
    const where = and(
      eq(divisionEvents.userId, currentUser(c).id),
      subject ? eq(divisionEvents.subject, subject as SubjectId) : undefined,
    )
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(divisionEvents).where(where)
    const rows = await db
      .select()
      .from(divisionEvents)
      .where(where)
      .orderBy(desc(divisionEvents.createdAt), asc(divisionEvents.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
    const locale = localeOf(c)
    const body: ResponseBody<'listDivisionProgress', 200> = {
      data: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        event: row.event,
        quiz_id: row.quizId,
        level_before: row.levelBefore,
        level_after: row.levelAfter,
        status: row.status,
        points: row.points,
        max_points: row.maxPoints,
        percentage: percentOf(row.points, row.maxPoints),
        message: divisionMessage(
          locale,
          row.status,
          row.status === 'eligible_for_promotion' ? row.levelBefore : row.levelAfter,
        ),
        created_at: row.createdAt.toISOString(),
      })),
      meta: pageMeta(total, page, perPage),
    }
    return c.json(body, 200)
  })

/** Division quizzes: the level's difficulty, spread over the subject's domains. */
function divisionSlots(level: number, countOf = learning.divisions.questionsPerQuiz): Slot[] {
  return Array.from({ length: countOf }, () => ({ difficulty: levelDifficulty(level) }))
}

async function runningDivisionQuiz(c: Ctx, subject: SubjectId, kind: 'division' | 'short_test') {
  const { db } = c.get('deps')
  const rows = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, currentUser(c).id),
        eq(quizzes.subject, subject),
        eq(quizzes.kind, kind),
        eq(quizzes.status, 'in_progress'),
      ),
    )
  for (const row of rows) {
    const quiz = await loadQuiz(db, currentUser(c).id, row.id) // expires it when its time is up
    if (quiz?.status === 'in_progress') return quiz
  }
  return undefined
}
