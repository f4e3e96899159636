import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/client'
import { questions, quizQuestions, quizzes } from '../db/schema'
import { signUp } from './accounts'
import type { TestClient } from './test-app'

/** Where the races run: a client of the API and the database behind it. */
export interface RaceTarget {
  client: TestClient
  db: Db
}

/**
 * The races of the quiz writes. `server/src/concurrency.test.ts` runs them
 * in-process on PGlite and on PostgreSQL (`npm test` runs it on both): PGlite
 * serialises requests, so there they check the rules; PostgreSQL runs them in
 * parallel on a pool, where a state check outside the writing statement
 * shows. `server/src/ops/cluster-races.test.ts` runs them over HTTP against
 * two server processes on PostgreSQL. Every answer also passes the contract
 * check of the test client (a 200 `end` with `status: exited` fails there).
 */
export function describeQuizRaces(name: string, target: RaceTarget | undefined) {
  // The tests below read these two; undefined only where the suite is skipped.
  const { client, db } = target ?? ({} as RaceTarget)

  interface Quiz {
    id: string
    questions: { id: string; position: number; format: string; choices: { id: string }[] }[]
  }
  interface Report {
    summary: { correct: number; wrong: number; unanswered: number; skipped: number }
    points: { earned: number }
    questions: { id: string; answer: { status: string; choice_id: string | null; response: string | null } }[]
  }

  const keys = new Map<string, typeof questions.$inferSelect>()
  async function keyOf(questionId: string) {
    if (!keys.has(questionId)) {
      const [row] = await db.select().from(questions).where(eq(questions.id, questionId))
      keys.set(questionId, row!)
    }
    return keys.get(questionId)!
  }

  /** A body that answers the question, right or wrong. */
  async function answerBody(question: Quiz['questions'][number], right: boolean) {
    const key = await keyOf(question.id)
    if (question.format === 'multiple_choice')
      return { choice_id: right ? key.correctChoiceId : question.choices.find((c) => c.id !== key.correctChoiceId)!.id }
    return { response: right ? key.acceptedAnswers[0]! : '99999' }
  }

  async function learner() {
    return (await signUp(client)).token
  }

  async function evaluation(token: string) {
    const created = await client.post<{ id: string }>('/evaluations', {
      token,
      body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
    })
    expect(created.status).toBe(201)
    return (await client.get<Quiz>(`/quizzes/${created.body.id}`, { token })).body
  }

  const save = (token: string, quizId: string, questionId: string, body: unknown) =>
    client.call<{ status: string; answered_count: number }>('PUT', `/quizzes/${quizId}/answers/${questionId}`, {
      token,
      body,
    })
  const end = (token: string, quizId: string) =>
    client.post<{ status: string; points_earned: number }>(`/quizzes/${quizId}/end`, {
      token,
      body: { confirm_missing: true },
    })
  const exit = (token: string, quizId: string) => client.post(`/quizzes/${quizId}/exit`, { token })
  const later = <T>(ms: number, run: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => setTimeout(() => run().then(resolve, reject), ms))

  async function answerSome(token: string, quiz: Quiz, count: number) {
    for (const [index, question] of quiz.questions.slice(0, count).entries())
      expect((await save(token, quiz.id, question.id, await answerBody(question, index % 2 === 0))).status).toBe(200)
  }

  async function storedAnswers(quizId: string) {
    const rows = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId))
    return rows.filter((row) => row.status === 'answered')
  }

  /** The report agrees with itself: its summary counts its reviewed answers, and its points the key. */
  async function expectCoherentReport(token: string, quizId: string) {
    const report = await client.get<Report>(`/reports/${quizId}`, { token })
    expect(report.status).toBe(200)
    const statuses = report.body.questions.map((q) => q.answer.status)
    expect(report.body.summary.correct).toBe(statuses.filter((s) => s === 'correct').length)
    expect(report.body.summary.wrong).toBe(statuses.filter((s) => s === 'wrong').length)
    expect((await storedAnswers(quizId)).length).toBe(report.body.summary.correct + report.body.summary.wrong)
    return report.body
  }

  /** Home statistics equal what the history and the reports say, so no late answer counted anywhere. */
  async function expectStatisticsMatchHistory(token: string) {
    const history = await client.get<{ data: { quiz_id: string; kind: string; points_earned: number }[] }>(
      '/history?per_page=100',
      { token },
    )
    const stats = await client.get<{ questions: number; evaluate_points: number; evaluations: number }>(
      '/home/statistics',
      { token },
    )
    const evaluations = history.body.data.filter((row) => row.kind === 'evaluation')
    expect(stats.body.evaluations).toBe(evaluations.length)
    expect(stats.body.evaluate_points).toBe(evaluations.reduce((sum, row) => sum + row.points_earned, 0))
    let answered = 0
    for (const row of history.body.data) {
      const report = await expectCoherentReport(token, row.quiz_id)
      expect(report.points.earned).toBe(row.points_earned)
      answered += report.summary.correct + report.summary.wrong
    }
    expect(stats.body.questions).toBe(answered)
  }

  describe.skipIf(!target)(name, () => {
    it('end and exit sent 0-16 ms apart: exactly one wins, and the quiz is what the winner said', async () => {
      const token = await learner()
      const delays = [0, 0, 1, 2, 4, 6, 8, 12, 16, 0, 3, 16]
      for (const delay of delays) {
        const quiz = await evaluation(token)
        await answerSome(token, quiz, 6)
        const [ended, exited] = await Promise.all([end(token, quiz.id), later(delay, () => exit(token, quiz.id))])
        const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quiz.id))
        const answers = await storedAnswers(quiz.id)
        if (ended.status === 200) {
          expect(ended.body.status, `delay ${delay} ms`).toBe('completed')
          expect(exited.status, `delay ${delay} ms: exit after a completed end`).toBe(409)
          expect(row!.status).toBe('completed')
          expect(answers).toHaveLength(6)
          const report = await expectCoherentReport(token, quiz.id)
          expect(report.points.earned).toBe(row!.pointsEarned)
        } else {
          expect(ended.status, `delay ${delay} ms`).toBe(409)
          expect(exited.status).toBe(200)
          expect(row!.status).toBe('exited')
          expect(answers).toHaveLength(0)
          expect(row!.pointsEarned).toBeNull()
        }
      }
      await expectStatisticsMatchHistory(token)
    })

    it('saves sent alongside end: each is either stored before the score or refused with 409', async () => {
      const token = await learner()
      for (let trial = 0; trial < 6; trial++) {
        const quiz = await evaluation(token)
        await answerSome(token, quiz, 4)
        const rest = quiz.questions.slice(4)
        const saves = rest.map(async (question, index) =>
          later(index % 4, async () => save(token, quiz.id, question.id, await answerBody(question, true))),
        )
        const [ended, ...saved] = await Promise.all([later(2, () => end(token, quiz.id)), ...saves])
        expect(ended!.status).toBe(200)
        for (const result of saved) expect([200, 409]).toContain(result.status)
        const accepted = saved.filter((result) => result.status === 200).length
        const report = await expectCoherentReport(token, quiz.id)
        // Every acknowledged save is in the scored result, and nothing else is.
        expect(report.summary.correct + report.summary.wrong).toBe(4 + accepted)
        // A save refused after the end changed nothing: the stored answers are the scored ones.
        const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quiz.id))
        expect(row!.correctCount! + row!.wrongCount!).toBe(4 + accepted)
      }
      await expectStatisticsMatchHistory(token)
    })

    it('end sent twice at once: both answer the same result and the points count once', async () => {
      const token = await learner()
      for (let trial = 0; trial < 4; trial++) {
        const quiz = await evaluation(token)
        await answerSome(token, quiz, 8)
        const results = await Promise.all([
          end(token, quiz.id),
          end(token, quiz.id),
          later(3, () => end(token, quiz.id)),
        ])
        for (const result of results) expect(result.status).toBe(200)
        expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1)
      }
      await expectStatisticsMatchHistory(token)
    })

    it('all four choices of a practice question at once: one is locked in, the others get 409', async () => {
      const token = await learner()
      const evaluated = await evaluation(token)
      expect((await end(token, evaluated.id)).status).toBe(200)
      const created = await client.post<{ id: string }>('/practices', {
        token,
        body: { system: 'SAT', subject: 'math', question_count: 12, timer: false },
      })
      expect(created.status).toBe(201)
      const practice = (await client.get<Quiz>(`/quizzes/${created.body.id}`, { token })).body
      const multipleChoice = practice.questions.filter((q) => q.format === 'multiple_choice')
      expect(multipleChoice.length).toBeGreaterThan(0)
      for (const question of multipleChoice) {
        const results = await Promise.all(
          question.choices.map((choice) => save(token, practice.id, question.id, { choice_id: choice.id })),
        )
        const winners = results.flatMap((result, index) => (result.status === 200 ? [question.choices[index]!.id] : []))
        expect(winners, `question ${question.position}`).toHaveLength(1)
        for (const result of results) expect([200, 409]).toContain(result.status)
        const [slot] = await db
          .select()
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, practice.id), eq(quizQuestions.questionId, question.id)))
        expect(slot!.choiceId).toBe(winners[0])
      }
    })

    it('twenty identical saves at once: all succeed and one answer is stored', async () => {
      const token = await learner()
      const quiz = await evaluation(token)
      const question = quiz.questions[0]!
      const body = await answerBody(question, true)
      const results = await Promise.all(Array.from({ length: 20 }, () => save(token, quiz.id, question.id, body)))
      for (const result of results) {
        expect(result.status).toBe(200)
        expect(result.body.status).toBe('answered')
        expect(result.body.answered_count).toBe(1)
      }
      const answers = await storedAnswers(quiz.id)
      expect(answers).toHaveLength(1)
      expect(answers[0]!.isCorrect).toBe(true)
    })
  })
}
